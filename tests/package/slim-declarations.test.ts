/**
 * The shipped contract declarations (scripts/lib/slim-declarations.ts, applied by build:package): the
 * same types as generated/types/api.gen.ts in less than half the text. Only comments, whitespace and
 * `get?: never`-style method slots of path items differ.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slimDeclarations, typeText } from '../../scripts/lib/slim-declarations.ts';

const source = readFileSync(join(resolve(import.meta.dirname, '../..'), 'generated/types/api.gen.ts'), 'utf8');
const slim = slimDeclarations(source);

describe('slimDeclarations', () => {
  it('keeps every type of the contract, in less than half the text', () => {
    const withoutMethodSlots = source.replace(/^\s*(?:get|put|post|delete|options|head|patch|trace)\?: never;\n/gm, '');
    expect(typeText(slim)).toBe(typeText(withoutMethodSlots));
    expect(slim.length).toBeLessThan(source.length / 2);
  });

  it('drops examples and method slots, keeps descriptions', () => {
    const text = [
      '"/v7/x": {',
      '    /**',
      '     * Lists x',
      '     * @description Rows of x.',
      '     * @example {',
      '     *   "d": []',
      '     * }',
      '     */',
      '    get: operations["listX"];',
      '    put?: never;',
      '};',
      '/** @example 5 */',
      'y: number;',
      '',
    ].join('\n');
    expect(slimDeclarations(text)).toBe(
      [
        '"/v7/x": {',
        '/**',
        '* Lists x',
        '* @description Rows of x.',
        '*/',
        'get: operations["listX"];',
        '};',
        'y: number;',
        '',
      ].join('\n'),
    );
  });
});
