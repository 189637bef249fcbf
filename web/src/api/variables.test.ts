// @vitest-environment jsdom
/**
 * The writes of the variables pages (spec 02 §7 "Variables", api-ground-truth §2.4): the resource
 * and body of each add, PATCH `{value}` and DELETE by id, and the SDK's upsert on an add that meets
 * a unique conflict (PATCH the existing row instead).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceNotFoundError, type VariableTarget } from './variable/keys.ts';
import { writeVariable } from './variable/writes.ts';
import { jsonResponse, stubFetch, type RecordedCall } from '../../../tests/web/fetch-stub.ts';
import { at } from '../../../tests/present.ts';

let calls: RecordedCall[];
let answer: (c: RecordedCall) => Response | undefined;
const json = jsonResponse;

beforeEach(() => {
  answer = () => undefined;
  calls = stubFetch(
    (call) => answer(call) ?? (call.method === 'POST' ? json({ id: 1 }, 201) : new Response('', { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const FLEET_ENV: VariableTarget = { kind: 'fleetEnv', fleetId: 7 };
const DEVICE_ENV: VariableTarget = { kind: 'deviceEnv', deviceId: 3, installs: new Map([[10, 100]]) };
const FLEET_CONFIG: VariableTarget = { kind: 'fleetConfig', fleetId: 7 };
const DEVICE_CONFIG: VariableTarget = { kind: 'deviceConfig', deviceId: 3 };

describe('adds POST the owner id, name and value', () => {
  it.each([
    [FLEET_ENV, null, 'application_environment_variable', { application: 7 }],
    [FLEET_ENV, 10, 'service_environment_variable', { service: 10 }],
    [DEVICE_ENV, null, 'device_environment_variable', { device: 3 }],
    [DEVICE_ENV, 10, 'device_service_environment_variable', { service_install: 100 }],
    [FLEET_CONFIG, null, 'application_config_variable', { application: 7 }],
    [DEVICE_CONFIG, null, 'device_config_variable', { device: 3 }],
  ] as const)('%o service %s → %s', async (target, serviceId, resource, owner) => {
    await writeVariable(target, { op: 'add', name: 'A_NAME', serviceId, value: 'v' });
    expect(calls).toEqual([
      { method: 'POST', path: `/v7/${resource}`, body: { ...owner, name: 'A_NAME', value: 'v' } },
    ]);
  });

  it('a service the device does not run fails with service not found, before any call', async () => {
    await expect(writeVariable(DEVICE_ENV, { op: 'add', name: 'A', serviceId: 11, value: 'v' })).rejects.toBeInstanceOf(
      ServiceNotFoundError,
    );
    expect(calls).toEqual([]);
  });
});

it('updates PATCH {value} and deletes DELETE by id', async () => {
  await writeVariable(DEVICE_ENV, { op: 'update', name: 'A', serviceId: 10, value: 'new', id: 42 });
  await writeVariable(FLEET_ENV, { op: 'delete', name: 'A', serviceId: null, value: 'old', id: 43 });
  expect(calls).toEqual([
    { method: 'PATCH', path: '/v7/device_service_environment_variable(42)', body: { value: 'new' } },
    { method: 'DELETE', path: '/v7/application_environment_variable(43)', body: undefined },
  ]);
});

describe('an add is an upsert (the SDK set)', () => {
  it('a unique conflict PATCHes the row stored under the natural key', async () => {
    answer = (c) => {
      if (c.method === 'POST') return json('"device" and "name" must be unique.', 409);
      if (c.method === 'GET') return json({ d: [{ id: 77 }] });
      return undefined;
    };
    await writeVariable(DEVICE_CONFIG, {
      op: 'add',
      name: 'BALENA_HOST_CONFIG_gpu_mem',
      serviceId: null,
      value: '128',
    });
    expect(calls.map((c) => [c.method, c.path.replace(/&\$select=id|\$select=id&?/, '')])).toEqual([
      ['POST', '/v7/device_config_variable'],
      ['GET', "/v7/device_config_variable?$filter=device eq 3 and name eq 'BALENA_HOST_CONFIG_gpu_mem'"],
      ['PATCH', '/v7/device_config_variable(77)'],
    ]);
    expect(at(calls, 2).body).toEqual({ value: '128' });
  });

  it('other errors are reported as they are', async () => {
    answer = (c) => (c.method === 'POST' ? json('Constraint failed', 409) : undefined);
    await expect(writeVariable(FLEET_ENV, { op: 'add', name: 'A', serviceId: null, value: 'v' })).rejects.toThrow(
      'Constraint failed',
    );
    expect(calls).toHaveLength(1);
  });
});
