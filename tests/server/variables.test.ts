/**
 * The variable resources as the variables pages use them (spec 02 §6 field matrices, §7
 * "Variables"; api-ground-truth §2.4): POST with the owner id, PATCH `{value}` and DELETE by id,
 * duplicates answered 409 with "unique" (the SDK's upsert relies on it), and the create / update /
 * delete rights of each fleet role on fleet, service, device and device-service variables and on
 * fleet and device configuration variables.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { entry } from '../present.ts';

let s: TestServer;
const tokens = new Map<string, string>();
const ROLES = ['owner', 'developer', 'safe-developer', 'operator', 'safe-operator', 'observer'] as const;
type Persona = (typeof ROLES)[number];

beforeAll(async () => {
  s = await startTestServer();
  for (const r of ROLES) tokens.set(r, await s.login(r));
});

const store = () => s.core.registry.get().store;
const fleet = () =>
  store()
    .all('application')
    .find((a) => a.app_name === 'smart-lights')!;
const device = () =>
  store()
    .all('device')
    .find((d) => d.belongs_to__application === fleet().id)!;
const service = () =>
  store()
    .all('service')
    .find((x) => x.application === fleet().id)!;
const install = () =>
  store()
    .all('service_install')
    .find((x) => x.device === device().id)!;

/** Owner-id body of each variable resource on the smart-lights fleet. */
const owners: Record<string, () => Record<string, number>> = {
  application_environment_variable: () => ({ application: fleet().id }),
  service_environment_variable: () => ({ service: service().id }),
  application_config_variable: () => ({ application: fleet().id }),
  device_environment_variable: () => ({ device: device().id }),
  device_service_environment_variable: () => ({ service_install: install().id }),
  device_config_variable: () => ({ device: device().id }),
};
const isConfig = (resource: string) => resource.endsWith('config_variable');

let n = 0;
const freshName = (resource: string) => (isConfig(resource) ? `BALENA_HOST_CONFIG_probe_${++n}` : `PROBE_${++n}`);

const post = (who: Persona, resource: string, name: string, value = '1') =>
  s.req({
    method: 'POST',
    url: `/v7/${resource}`,
    token: tokens.get(who),
    body: { ...entry(owners, resource)(), name, value },
  });

/** Creates a variable as the owner and returns its id. */
async function seedVar(resource: string): Promise<number> {
  const res = await post('owner', resource, freshName(resource));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('writes (api-ground-truth §2.4)', () => {
  test.each(Object.keys(owners))('%s: POST, PATCH {value}, duplicate 409 "unique", DELETE by id', async (resource) => {
    const name = freshName(resource);
    const created = await post('owner', resource, name, 'a');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const dup = await post('owner', resource, name, 'b');
    expect(dup.statusCode).toBe(409);
    expect(dup.body).toMatch(/unique/i);
    const patched = await s.req({
      method: 'PATCH',
      url: `/v7/${resource}(${id})`,
      token: tokens.get('owner'),
      body: { value: 'c' },
    });
    expect(patched.statusCode).toBe(200);
    expect(store().get(resource, id)?.value).toBe('c');
    const deleted = await s.req({ method: 'DELETE', url: `/v7/${resource}(${id})`, token: tokens.get('owner') });
    expect(deleted.statusCode).toBe(200);
    expect(store().get(resource, id)).toBeUndefined();
  });
});

/**
 * Spec 02 §6: fleet variables — safe-developer, developer and administrator create and update
 * (delete: developer and administrator); fleet config variables — developer and administrator;
 * device variables and config variables — operator, safe-operator, safe-developer, developer and
 * administrator create and update, operators and developers (and administrators) delete.
 */
const MATRIX: Record<string, { write: Persona[]; remove: Persona[] }> = {
  application_environment_variable: { write: ['owner', 'developer', 'safe-developer'], remove: ['owner', 'developer'] },
  service_environment_variable: { write: ['owner', 'developer', 'safe-developer'], remove: ['owner', 'developer'] },
  application_config_variable: { write: ['owner', 'developer'], remove: ['owner', 'developer'] },
  device_environment_variable: {
    write: ['owner', 'developer', 'safe-developer', 'operator', 'safe-operator'],
    remove: ['owner', 'developer', 'operator'],
  },
  device_service_environment_variable: {
    write: ['owner', 'developer', 'safe-developer', 'operator', 'safe-operator'],
    remove: ['owner', 'developer', 'operator'],
  },
  device_config_variable: {
    write: ['owner', 'developer', 'safe-developer', 'operator', 'safe-operator'],
    remove: ['owner', 'developer', 'operator'],
  },
};

describe('rights per fleet role (spec 02 §6)', () => {
  test.each(Object.keys(MATRIX))('%s', async (resource) => {
    const { write, remove } = entry(MATRIX, resource);
    const seen: Record<string, string> = {};
    for (const who of ROLES) {
      const created = await post(who, resource, freshName(resource));
      const id = await seedVar(resource);
      const patched = await s.req({
        method: 'PATCH',
        url: `/v7/${resource}(${id})`,
        token: tokens.get(who),
        body: { value: 'changed' },
      });
      const updatedNow = store().get(resource, id)?.value === 'changed';
      const deleted = await s.req({ method: 'DELETE', url: `/v7/${resource}(${id})`, token: tokens.get(who) });
      const gone = store().get(resource, id) === undefined;
      seen[who] = [
        created.statusCode === 201 ? 'C' : '-',
        patched.statusCode === 200 && updatedNow ? 'U' : '-',
        deleted.statusCode === 200 && gone ? 'D' : '-',
      ].join('');
    }
    const expected = Object.fromEntries(
      ROLES.map((who) => [
        who,
        [write.includes(who) ? 'C' : '-', write.includes(who) ? 'U' : '-', remove.includes(who) ? 'D' : '-'].join(''),
      ]),
    );
    expect(seen).toEqual(expected);
  });
});

test('GET /config/vars?deviceType= gives the naming rules and a schema with descriptions, defaults and will_reboot', async () => {
  const vars = (await s.req({ url: '/config/vars?deviceType=raspberrypi4-64' })).json();
  expect(vars.reservedNames).toEqual(['RESIN', 'BALENA', 'USER']);
  expect(vars.reservedNamespaces).toEqual(['RESIN_', 'BALENA_']);
  const entries = Object.values(vars.configVarSchema.properties) as Array<{
    description?: string;
    default?: unknown;
    will_reboot?: boolean;
    enum?: unknown[];
  }>;
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.every((e) => typeof e.description === 'string')).toBe(true);
  expect(entries.some((e) => e.will_reboot === true)).toBe(true);
  expect(entries.some((e) => e.default !== undefined)).toBe(true);
  expect(entries.some((e) => Array.isArray(e.enum))).toBe(true);
});
