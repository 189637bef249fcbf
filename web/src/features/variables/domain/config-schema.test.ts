/** Config rows from the device type's schema; RESIN_ names match BALENA_ schema entries. */
import { expect, it } from 'vitest';
import { defaultText, schemaNameOf, splitBySchema } from './config-schema.ts';

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

it('splits stored names into schema rows and custom variables; the current spelling wins', () => {
  const { schemaNames, custom } = splitBySchema(['RESIN_SUPERVISOR_POLL_INTERVAL', 'BALENA_HOST_CONFIG_dtparam', 'BALENA_SUPERVISOR_POLL_INTERVAL', 'BALENA_HOST_CONFIG_a'], schema);
  expect([...schemaNames]).toEqual([['BALENA_SUPERVISOR_POLL_INTERVAL', 'BALENA_SUPERVISOR_POLL_INTERVAL']]);
  expect(custom).toEqual(['BALENA_HOST_CONFIG_a', 'BALENA_HOST_CONFIG_dtparam']);
  expect([...splitBySchema(['RESIN_SUPERVISOR_POLL_INTERVAL'], schema).schemaNames]).toEqual([['BALENA_SUPERVISOR_POLL_INTERVAL', 'RESIN_SUPERVISOR_POLL_INTERVAL']]);
});

it('defaultText', () => {
  expect(defaultText({ default: 16 })).toBe('16');
  expect(defaultText({ default: false })).toBe('false');
  expect(defaultText({})).toBe('');
});
