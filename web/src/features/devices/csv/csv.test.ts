/** CSV building for the devices export. */
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, csvLine } from './csv.ts';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1', "'-1"],
    ['', ''],
  ])('field %j → %j', (input, expected) => expect(csvField(input)).toBe(expected));
  it('joins header and rows with CRLF', () => {
    expect(
      [
        ['Name', 'Status'],
        ['rapid-snow', 'operational'],
        ['x,y', ''],
      ]
        .map(csvLine)
        .join(''),
    ).toBe('Name,Status\r\nrapid-snow,operational\r\n"x,y",\r\n');
  });
  it('names the file after the fleet, lowercase', () => {
    expect(csvFileName('Smart Lights', new Date('2026-11-01T10:00:00.000Z'))).toBe(
      'smart-lights-devices-2026-11-01t10-00-00-000z.csv',
    );
  });
});
