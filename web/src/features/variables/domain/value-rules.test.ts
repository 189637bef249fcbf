/** Live value rules of configuration variables (spec 02 §5 "Variables"). */
import { describe, expect, it } from 'vitest';
import {
  checkValue,
  dataUrlBytes,
  DATA_URL_MAX_BYTES,
  isOn,
  switchValue,
  valueInputOf,
  type ConfigVarSchemaEntry,
} from './value-rules.ts';

const INT: ConfigVarSchemaEntry = { type: 'integer', default: 900000 };
const BOOL: ConfigVarSchemaEntry = { enum: ['false', 'true'], default: 'false' };
const ZERO_ONE: ConfigVarSchemaEntry = { enum: ['0', '1'], default: '0' };
const CHOICE: ConfigVarSchemaEntry = { enum: ['low', 'medium', 'high'] };
const FILE: ConfigVarSchemaEntry = { type: 'string', format: 'data-url' };

const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('editor per schema entry', () => {
  it.each([
    [undefined, 'text'],
    [{ type: 'string' }, 'text'],
    [INT, 'integer'],
    [{ type: 'number' }, 'integer'],
    [BOOL, 'switch'],
    [ZERO_ONE, 'switch'],
    [{ type: 'boolean' }, 'switch'],
    [CHOICE, 'choice'],
    [FILE, 'file'],
  ] as const)('%j → %s', (entry, input) => {
    expect(valueInputOf(entry)).toBe(input);
  });
});

describe('checkValue', () => {
  it.each([
    ['900000', INT, { ok: true, value: '900000' }],
    [' 0600000 ', INT, { ok: true, value: '600000' }],
    ['-5', INT, { ok: true, value: '-5' }],
    ['12.5', INT, { ok: false, problem: 'The value must be an integer.' }],
    ['ten', INT, { ok: false, problem: 'The value must be an integer.' }],
    ['', INT, { ok: false, problem: 'The value must be an integer.' }],
    ['medium', CHOICE, { ok: true, value: 'medium' }],
    ['extreme', CHOICE, { ok: false, problem: 'The value must be one of: low, medium, high.' }],
    ['anything at all', undefined, { ok: true, value: 'anything at all' }],
    ['', undefined, { ok: true, value: '' }],
    ['data:image/jpeg;base64,AAAA', FILE, { ok: false, problem: 'The file must be a PNG image.' }],
    ['', FILE, { ok: true, value: '' }],
  ] as const)('%j with %j', (raw, entry, expected) => {
    expect(checkValue(raw, entry)).toEqual(expected);
  });

  it('accepts a PNG up to the size limit and refuses a larger one', () => {
    expect(checkValue(png(DATA_URL_MAX_BYTES), FILE).ok).toBe(true);
    expect(checkValue(png(DATA_URL_MAX_BYTES + 1), FILE)).toEqual({
      ok: false,
      problem: 'The file is too large: at most 1 MB.',
    });
  });
});

describe('booleans: true or 1 are on; 0/1 settings toggle 0 or 1', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['TRUE', false],
    [undefined, false],
  ])('isOn(%j) = %s', (value, on) => {
    expect(isOn(value)).toBe(on);
  });

  it.each([
    [true, 'false', BOOL, 'true'],
    [false, 'true', BOOL, 'false'],
    [true, '0', BOOL, '1'],
    [true, undefined, ZERO_ONE, '1'],
    [false, undefined, { enum: ['0', '1'], default: 1 }, '0'],
    [true, undefined, BOOL, 'true'],
  ] as const)('on=%s current=%j → %j', (on, current, entry, written) => {
    expect(switchValue(on, current, entry)).toBe(written);
  });
});

it('dataUrlBytes counts decoded bytes', () => {
  expect(dataUrlBytes(png(10))).toBe(10);
  expect(dataUrlBytes(png(11))).toBe(11);
  expect(dataUrlBytes('data:text/plain,abc')).toBe(3);
});
