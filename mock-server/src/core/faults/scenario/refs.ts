/**
 * Reference checks of a scenario: a device, organization, fleet, OData resource,
 * operationId or route the world does not have rejects the scenario at load, naming the step.
 */
import type { World } from '../../world.ts';
import type { RouteDef } from '../../router.ts';
import { operations } from '../../../../../generated/operations.gen.ts';
import type { Row } from '../../model/data-source.ts';
import type { FaultMatch, SchemaIssue } from '../schema.ts';
import type { DeviceRef, Scenario } from './schema.ts';

/** The routes a core serves, for checking `operationId` and `path` in fault matches. */
export interface RouteCatalog {
  operationIds: ReadonlySet<string>;
  /** Route patterns (`/device/v2/:uuid/logs`, `/v7/*`). */
  paths: readonly string[];
}

/** Builds a catalog from a core's route lists (`core.routes`, `core.sockets`). */
export function routeCatalog(routes: readonly Pick<RouteDef, 'operationId' | 'path'>[]): RouteCatalog {
  return { operationIds: new Set(routes.map((r) => r.operationId)), paths: routes.map((r) => r.path) };
}

let contract: RouteCatalog | undefined;
/** The contract's operations (generated/operations.gen.ts): the default catalog, `{param}` paths included. */
function contractCatalog(): RouteCatalog {
  contract ??= routeCatalog(operations);
  return contract;
}

/** A scenario rejected at load: every problem with its dotted path (`steps.2.deviceFlags.devices`). */
export class ScenarioError extends Error {
  readonly issues: readonly SchemaIssue[];
  constructor(message: string, path = '(root)', issues?: readonly SchemaIssue[]) {
    super(message);
    this.name = 'ScenarioError';
    this.issues = issues ?? [{ path, message }];
  }
}

/** Literal text of a pattern before its first wildcard or parameter. */
const staticPrefix = (pattern: string): string => {
  const wild = pattern.search(/[*:{]/);
  return wild < 0 ? pattern : pattern.slice(0, wild);
};

function checkOdataPath(world: World, path: string, at: string): void {
  const m = /^\/(?:v7|resin)\/([^/(?*]*)(\*)?/.exec(path);
  if (!m || !m[1]) return;
  const [, name, star] = m;
  const names = [...world.store.resources.keys()];
  const known = star ? names.some((n) => n.startsWith(name)) : world.store.resources.has(name);
  if (!known) throw new ScenarioError(`Unknown OData resource '${name}' in path '${path}'`, at);
}

function checkMatch(
  world: World,
  match: FaultMatch | undefined,
  catalog: RouteCatalog | undefined,
  at: string,
  devices = true,
): void {
  if (!match) return;
  if (match.resource !== undefined && !world.store.resources.has(match.resource))
    throw new ScenarioError(`Unknown OData resource '${match.resource}'`, `${at}.resource`);
  if (devices && match.device !== undefined && !world.store.find('device', 'uuid', match.device.toLowerCase()).length) {
    throw new ScenarioError(`Unknown device '${match.device}'`, `${at}.device`);
  }
  if (match.operationId !== undefined && catalog && !catalog.operationIds.has(match.operationId)) {
    throw new ScenarioError(`Unknown operationId '${match.operationId}'`, `${at}.operationId`);
  }
  if (match.path !== undefined) {
    if (/^\/(?:v7|resin)\//.test(match.path)) checkOdataPath(world, match.path, `${at}.path`);
    else if (catalog) {
      const want = staticPrefix(match.path);
      const fits = catalog.paths.some((p) => staticPrefix(p).startsWith(want) || want.startsWith(staticPrefix(p)));
      if (!fits) throw new ScenarioError(`No route matches path '${match.path}'`, `${at}.path`);
    }
  }
}

let faults: RouteCatalog | undefined;
/**
 * What a fault rule added through the admin API may name: the contract's operations plus the
 * operationId family of the resource API (`odataRead`, …) that requests to `/v7/*` also carry.
 */
export function faultCatalog(): RouteCatalog {
  if (!faults) {
    const base = contractCatalog();
    faults = {
      operationIds: new Set([...base.operationIds, 'odataRead', 'odataCreate', 'odataUpdate', 'odataDelete']),
      paths: base.paths,
    };
  }
  return faults;
}

/**
 * The first problem of a fault rule's match (an operationId no route has, an OData resource the
 * world lacks, a path no route can match), named by its dotted path (`match.operationId`); undefined
 * when the match can fire. Devices are not checked: a rule may wait for a device still to come.
 */
export function faultMatchProblem(
  world: World,
  match: FaultMatch | undefined,
  catalog: RouteCatalog = faultCatalog(),
): SchemaIssue | undefined {
  try {
    checkMatch(world, match, catalog, 'match', false);
    return undefined;
  } catch (err) {
    if (err instanceof ScenarioError) return err.issues[0];
    throw err;
  }
}

const byId = (a: Row, b: Row): number => a.id - b.id;

/** Devices a reference names, in id order; ScenarioError when it names none or an unknown fleet/organization. */
export function resolveDevices(world: World, ref: DeviceRef, at: string): Row[] {
  const store = world.store;
  if (typeof ref === 'string') {
    const hit =
      store.find('device', 'uuid', ref.toLowerCase())[0] ?? store.all('device').find((d) => d.device_name === ref);
    if (!hit) throw new ScenarioError(`Unknown device '${ref}' (give a uuid or a device name)`, at);
    return [hit];
  }
  let rows: Row[];
  if (ref.fleet !== undefined) {
    const fleet =
      store.find('application', 'slug', ref.fleet.toLowerCase())[0] ??
      store.all('application').find((a) => a.app_name === ref.fleet);
    if (!fleet) throw new ScenarioError(`Unknown fleet '${ref.fleet}'`, `${at}.fleet`);
    rows = [...store.find('device', 'belongs_to__application', fleet.id)];
  } else {
    const org = store.find('organization', 'handle', ref.organization)[0];
    if (!org) throw new ScenarioError(`Unknown organization '${ref.organization}'`, `${at}.organization`);
    const fleets = new Set(store.find('application', 'organization', org.id).map((a) => a.id));
    rows = store.all('device').filter((d) => fleets.has(d.belongs_to__application as number));
  }
  rows.sort(byId);
  if (!rows.length) throw new ScenarioError('The device selection is empty', at);
  return ref.limit === undefined ? rows : rows.slice(0, ref.limit);
}

function checkOrganization(world: World, handle: string, at: string): void {
  if (!world.store.find('organization', 'handle', handle).length)
    throw new ScenarioError(`Unknown organization '${handle}'`, at);
}

/** Checks every reference of a scenario against the world and a route catalog (default: the contract's operations). */
export function checkReferences(world: World, scenario: Scenario, catalog: RouteCatalog = contractCatalog()): void {
  scenario.steps.forEach((step, i) => {
    const at = `steps.${i}`;
    if (step.addFault) checkMatch(world, step.addFault.match, catalog, `${at}.addFault.match`);
    if (step.freezeOrganization) checkOrganization(world, step.freezeOrganization, `${at}.freezeOrganization`);
    if (step.unfreezeOrganization) checkOrganization(world, step.unfreezeOrganization, `${at}.unfreezeOrganization`);
    if (step.organization) checkOrganization(world, step.organization.handle, `${at}.organization.handle`);
    if (step.deviceFlags) {
      const refs = Array.isArray(step.deviceFlags.devices) ? step.deviceFlags.devices : [step.deviceFlags.devices];
      refs.forEach((r, k) =>
        resolveDevices(
          world,
          r,
          Array.isArray(step.deviceFlags?.devices) ? `${at}.deviceFlags.devices.${k}` : `${at}.deviceFlags.devices`,
        ),
      );
    }
  });
}
