/** Config rows from the device type's schema; RESIN_ names match BALENA_ schema entries. */
import { expect, it } from 'vitest';
import { canonicalName, defaultText, schemaNameOf, spellingsOf } from './config-schema.ts';

const schema = {
  properties: {
    BALENA_SUPERVISOR_POLL_INTERVAL: { type: 'integer', default: 900000 },
    BALENA_HOST_CONFIG_gpu_mem: { type: 'integer', default: 16, will_reboot: true },
  },
};

it.each([
  ['BALENA_SUPERVISOR_POLL_INTERVAL', 'BALENA_SUPERVISOR_POLL_INTERVAL'],
  ['RESIN_SUPERVISOR_POLL_INTERVAL', 'BALENA_SUPERVISOR_POLL_INTERVAL'],
  ['RESIN_HOST_CONFIG_gpu_mem', 'BALENA_HOST_CONFIG_gpu_mem'],
  ['BALENA_HOST_CONFIG_other', undefined],
  ['toString', undefined],
])('schemaNameOf(%s) = %s', (name, expected) => {
  expect(schemaNameOf(name, schema)).toBe(expected);
});

it('canonicalName: a stored legacy spelling is its schema name; other names and env variables keep theirs', () => {
  expect(canonicalName('RESIN_SUPERVISOR_POLL_INTERVAL', schema)).toBe('BALENA_SUPERVISOR_POLL_INTERVAL');
  expect(canonicalName('RESIN_CUSTOM', schema)).toBe('RESIN_CUSTOM');
  expect(canonicalName('RESIN_SUPERVISOR_POLL_INTERVAL', undefined)).toBe('RESIN_SUPERVISOR_POLL_INTERVAL');
});

it('spellingsOf lists both namespaces of a name', () => {
  expect(spellingsOf('BALENA_SUPERVISOR_DELTA')).toEqual(['BALENA_SUPERVISOR_DELTA', 'RESIN_SUPERVISOR_DELTA']);
  expect(spellingsOf('RESIN_SUPERVISOR_DELTA')).toEqual(['BALENA_SUPERVISOR_DELTA', 'RESIN_SUPERVISOR_DELTA']);
  expect(spellingsOf('MY_VAR')).toEqual(['MY_VAR']);
});

it('defaultText', () => {
  expect(defaultText({ default: 16 })).toBe('16');
  expect(defaultText({ default: false })).toBe('false');
  expect(defaultText({})).toBe('');
});
