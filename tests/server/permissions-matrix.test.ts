/**
 * Role × action, enforced by the server (spec 01 §6, spec 02 §6): every write the dashboard offers on
 * a device, a fleet and a release, sent as each persona — the 7 fleet roles (administrator through
 * member), the organization roles (administrator, member), the platform admin and the support agent.
 * What is expected comes from the dashboard's own permission helpers (web/src/lib/authz.ts over the
 * shared role and action tables, shared/permissions.ts and shared/actions.ts): the API lets exactly
 * those writes through that the dashboard enables. Each case runs in a fresh session and checks the
 * store afterwards, so a refusal is a change that did not happen, whatever the status.
 *
 * Also: a write may point only at fleets and releases where the caller holds a role, public or not,
 * and a device key cannot move its device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { DEVICE_PERMISSIONS, toFleetAccess, withSupportAccess, type FleetRole } from '../../web/src/lib/authz.ts';
import type { Permission } from '../../shared/actions.ts';
import type { Store } from '../../mock-server/src/core/store/store.ts';
import type { Row } from '../../mock-server/src/core/model/data-source.ts';
import { createApiKey } from '../../mock-server/src/core/handlers/identity/api-keys.ts';
import { first } from '../present.ts';

/**
 * Seeded rows the actions address, read from the world once the server runs (seeded ids start well
 * above small numbers): smart-lights (acme; every persona has its role there, support access is
 * granted), edge-gateway (the same roles; the target of a move), smart-lights' first device and its
 * newest release, and another release of that device's supervisor fleet.
 */
let FLEET = 0;
let OTHER_FLEET = 0;
let DEVICE = 0;
let RELEASE = 0;
let SUPERVISOR_RELEASE = 0;

interface Persona {
  key: string;
  /** Fleet roles on FLEET as the dashboard computes them. */
  roles: FleetRole[];
  /** Platform user whose grants widen through support access. */
  support?: boolean;
}

const PERSONAS: Persona[] = [
  { key: 'owner', roles: ['administrator'] }, // organization administrator → fleet administrator
  { key: 'developer', roles: ['developer'] },
  { key: 'safe-developer', roles: ['safe-developer'] },
  { key: 'operator', roles: ['operator'] },
  { key: 'safe-operator', roles: ['safe-operator'] },
  { key: 'observer', roles: ['observer'] },
  { key: 'member', roles: ['member'] }, // organization member without fleet access
  { key: 'admin', roles: ['member'], support: true },
  { key: 'support', roles: ['member'], support: true },
];

interface Action {
  name: string;
  permission: Permission;
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  /** True when the store shows the change. */
  done(store: Store): boolean;
}

const device = (store: Store) => store.get('device', DEVICE);
const ACTIONS: Action[] = [
  {
    name: 'rename a device',
    permission: DEVICE_PERMISSIONS.update,
    method: 'PATCH',
    get url() {
      return `/v7/device(${DEVICE})`;
    },
    get body() {
      return { device_name: 'renamed' };
    },
    done: (s) => device(s)?.device_name === 'renamed',
  },
  {
    name: 'pin a device to a release of its fleet',
    permission: DEVICE_PERMISSIONS.update,
    method: 'PATCH',
    get url() {
      return `/v7/device(${DEVICE})`;
    },
    get body() {
      return { is_pinned_on__release: RELEASE };
    },
    done: (s) => device(s)?.is_pinned_on__release === RELEASE,
  },
  {
    name: 'move a device to another fleet',
    permission: DEVICE_PERMISSIONS.move,
    method: 'PATCH',
    get url() {
      return `/v7/device(${DEVICE})`;
    },
    get body() {
      return { belongs_to__application: OTHER_FLEET };
    },
    done: (s) => device(s)?.belongs_to__application === OTHER_FLEET,
  },
  {
    name: 'deactivate a device',
    permission: DEVICE_PERMISSIONS.deactivate,
    method: 'PATCH',
    get url() {
      return `/v7/device(${DEVICE})`;
    },
    get body() {
      return { is_active: false };
    },
    done: (s) => device(s)?.is_active === false,
  },
  {
    name: "change a device's supervisor release",
    permission: DEVICE_PERMISSIONS.supervisorUpdate,
    method: 'PATCH',
    get url() {
      return `/v7/device(${DEVICE})`;
    },
    get body() {
      return { should_be_managed_by__release: SUPERVISOR_RELEASE };
    },
    done: (s) => device(s)?.should_be_managed_by__release === SUPERVISOR_RELEASE,
  },
  {
    name: 'delete a device',
    permission: DEVICE_PERMISSIONS.delete,
    method: 'DELETE',
    get url() {
      return `/v7/device(${DEVICE})`;
    },
    done: (s) => device(s) === undefined,
  },
  {
    name: 'tag a device',
    permission: 'device_tag.create',
    method: 'POST',
    get url() {
      return '/v7/device_tag';
    },
    get body() {
      return { device: DEVICE, tag_key: 'matrix', value: 'x' };
    },
    done: (s) => s.find('device_tag', 'device', DEVICE).some((t) => t.tag_key === 'matrix'),
  },
  {
    name: 'add a device variable',
    permission: 'device_environment_variable.create',
    method: 'POST',
    get url() {
      return '/v7/device_environment_variable';
    },
    get body() {
      return { device: DEVICE, name: 'MATRIX', value: '1' };
    },
    done: (s) => s.find('device_environment_variable', 'device', DEVICE).some((v) => v.name === 'MATRIX'),
  },
  {
    name: 'rename a fleet',
    permission: 'application.update',
    method: 'PATCH',
    get url() {
      return `/v7/application(${FLEET})`;
    },
    get body() {
      return { app_name: 'renamed-fleet' };
    },
    done: (s) => s.get('application', FLEET)?.app_name === 'renamed-fleet',
  },
  {
    name: 'add a fleet variable',
    permission: 'application_environment_variable.create',
    method: 'POST',
    get url() {
      return '/v7/application_environment_variable';
    },
    get body() {
      return { application: FLEET, name: 'MATRIX', value: '1' };
    },
    done: (s) => s.find('application_environment_variable', 'application', FLEET).some((v) => v.name === 'MATRIX'),
  },
  {
    name: 'add a fleet configuration variable',
    permission: 'application_config_variable.create',
    method: 'POST',
    get url() {
      return '/v7/application_config_variable';
    },
    get body() {
      return { application: FLEET, name: 'RESIN_MATRIX', value: '1' };
    },
    done: (s) => s.find('application_config_variable', 'application', FLEET).some((v) => v.name === 'RESIN_MATRIX'),
  },
  {
    name: 'tag a release',
    permission: 'release_tag.create',
    method: 'POST',
    get url() {
      return '/v7/release_tag';
    },
    get body() {
      return { release: RELEASE, tag_key: 'matrix', value: 'x' };
    },
    done: (s) => s.find('release_tag', 'release', RELEASE).some((t) => t.tag_key === 'matrix'),
  },
  {
    name: 'delete a fleet',
    permission: 'application.delete',
    method: 'DELETE',
    get url() {
      return `/v7/application(${FLEET})`;
    },
    done: (s) => s.get('application', FLEET) === undefined,
  },
];

/** What the dashboard enables for the persona on FLEET (support access is granted there). */
function dashboardAllows(p: Persona, permission: Permission): boolean {
  const access = toFleetAccess(p.roles);
  return (p.support ? withSupportAccess(access) : access).can(permission);
}

let s: TestServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  s = await startTestServer();
  const store = s.core.registry.get().store;
  const fleetNamed = (name: string) => store.all('application').find((a) => a.app_name === name)!.id;
  FLEET = fleetNamed('smart-lights');
  OTHER_FLEET = fleetNamed('edge-gateway');
  // An offline device (only those may be deactivated) whose supervisor fleet has a newer release
  // than the one it runs (a supervisor is never downgraded).
  const newerSupervisor = (d: Row) => {
    const current = store.get('release', d.should_be_managed_by__release as number);
    if (!current) return undefined;
    return store
      .find('release', 'belongs_to__application', current.belongs_to__application as number)
      .filter((r) => r.id > current.id && r.status === 'success')
      .sort((a, b) => b.id - a.id)[0];
  };
  const device = [...store.find('device', 'belongs_to__application', FLEET)]
    .sort((a, b) => a.id - b.id)
    .find((d) => d.is_online === false && newerSupervisor(d) !== undefined)!;
  DEVICE = device.id;
  RELEASE = [...store.find('release', 'belongs_to__application', FLEET)].sort((a, b) => b.id - a.id)[0]!.id;
  SUPERVISOR_RELEASE = newerSupervisor(device)!.id;
  for (const p of PERSONAS) tokens.set(p.key, await s.login(p.key));
});
afterAll(() => s.app.close());

let counter = 0;
describe('role × action', () => {
  const cases = PERSONAS.flatMap((p) => ACTIONS.map((a) => [p.key, a.name, p, a] as const));
  it.each(cases)('%s: %s', async (_key, _name, persona, action) => {
    const session = `matrix-${++counter}`;
    try {
      const res = await s.req({
        method: action.method,
        url: action.url,
        session,
        token: tokens.get(persona.key),
        body: action.body,
      });
      const allowed = dashboardAllows(persona, action.permission);
      const store = s.core.registry.get(session).store;
      expect(action.done(store), `${persona.key} ${action.name}: status ${res.statusCode} ${res.body}`).toBe(allowed);
      if (allowed) expect(res.statusCode).toBeLessThan(300);
      else expect([200, 401, 409]).toContain(res.statusCode);
    } finally {
      s.core.registry.reset(session);
    }
  });

  it('covers every fleet role, both organization roles, the admin and the support agent', () => {
    const roles = new Set(PERSONAS.flatMap((p) => p.roles));
    expect([...roles].sort()).toEqual(
      ['administrator', 'developer', 'member', 'observer', 'operator', 'safe-developer', 'safe-operator'].sort(),
    );
    expect(PERSONAS.map((p) => p.key)).toEqual(expect.arrayContaining(['owner', 'member', 'admin', 'support']));
  });
});

describe('writes point only at rows the caller may write to', () => {
  it("free@ can neither move its device into acme's public fleet nor pin it to a release there", async () => {
    const session = 'matrix-public';
    const free = await s.login('free', session);
    const store = s.core.registry.get(session).store;
    /** kiosk-displays (acme) is public. */
    const PUBLIC_FLEET = store.all('application').find((a) => a.app_name === 'kiosk-displays')!.id;
    const own = store.all('device').find((d) => {
      const app = store.get('application', d.belongs_to__application as number);
      return store.get('organization', app?.organization as number)?.handle === 'free-tinkerers';
    })!;
    const publicRelease = first(store.find('release', 'belongs_to__application', PUBLIC_FLEET));
    expect(store.get('application', PUBLIC_FLEET)?.is_public).toBe(true);
    const move = await s.req({
      method: 'PATCH',
      get url() {
        return `/v7/device(${own.id})`;
      },
      session,
      token: free,
      get body() {
        return { belongs_to__application: PUBLIC_FLEET };
      },
    });
    expect(move.statusCode).toBe(409);
    const pin = await s.req({
      method: 'PATCH',
      get url() {
        return `/v7/device(${own.id})`;
      },
      session,
      token: free,
      get body() {
        return { is_pinned_on__release: publicRelease.id };
      },
    });
    expect(pin.statusCode).toBe(409);
    // Through a device key of that device as well.
    const key = createApiKey(s.core.registry.get(session), { actorId: own.actor as number, kind: 'device' });
    const byDevice = await s.req({
      method: 'PATCH',
      get url() {
        return `/v7/device(${own.id})`;
      },
      session,
      token: key,
      get body() {
        return { belongs_to__application: PUBLIC_FLEET };
      },
    });
    expect([401, 409]).toContain(byDevice.statusCode);
    expect(store.get('device', own.id)).toMatchObject({
      belongs_to__application: own.belongs_to__application,
      is_pinned_on__release: own.is_pinned_on__release,
    });
  });
});
