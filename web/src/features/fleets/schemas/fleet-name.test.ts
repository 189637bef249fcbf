import { describe, expect, it } from 'vitest';
import { createFleetSchema, fleetNameError } from './fleet-name.schema.ts';

const EXISTING = ['smart-lights', 'Cold_Chain'];

describe('fleet name rules in order (spec 02 §5)', () => {
  it.each([
    ['', 'A name is required'],
    ['abc', 'The name should be at least 4 characters long'],
    ['a b', 'The name should be at least 4 characters long'],
    ['x'.repeat(101), 'The name should not be more than 100 characters long'],
    ['-lights', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['_lights', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['my fleet', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['fleet.one', 'The name can only contain alphanumeric characters, hyphens or underscores'],
    ['Smart-Lights', 'This name is already used by another fleet. Note that the name is case-insensitive'],
    ['cold_chain', 'This name is already used by another fleet. Note that the name is case-insensitive'],
    ['abcd', null],
    ['x'.repeat(100), null],
    ['9lives_fleet-2', null],
  ])('%j → %s', (name, expected) => {
    expect(fleetNameError(name, EXISTING)).toBe(expected);
  });

  it('the duplicate message names the class', () => {
    expect(fleetNameError('SMART-lights', EXISTING, 'block')).toBe(
      'This name is already used by another block. Note that the name is case-insensitive',
    );
  });

  it('length is checked before characters (a short invalid name reports length)', () => {
    expect(fleetNameError('a.', EXISTING)).toBe('The name should be at least 4 characters long');
  });

  it('the form schema reports the first broken rule and requires organization and device type', () => {
    const result = createFleetSchema(EXISTING).safeParse({ name: 'ab', organization: '', deviceType: '' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['name', 'The name should be at least 4 characters long'],
      ['organization', 'missing required attributes'],
      ['deviceType', 'missing required attributes'],
    ]);
    expect(
      createFleetSchema(EXISTING).safeParse({ name: 'new-fleet', organization: '2', deviceType: 'raspberrypi4-64' })
        .success,
    ).toBe(true);
  });
});
