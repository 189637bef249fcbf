/**
 * Supervisor target state (contract getDeviceTargetStateV2/V3; api-ground-truth §4 "GET
 * /device/v2|v3/:uuid/state", device key or user; spec 02 §7): v2 for supervisors older than 13.0.0,
 * v3 from 13.0.0. A device polling its own state with its device key refreshes its heartbeat
 * (api-ground-truth §3: the heartbeat goes online on each state poll); a user reading it does not.
 */
import { empty, json, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { isResponse, requireActor } from '../../auth/index.ts';
import { recordStatePoll } from '../../store/index.ts';
import { settle } from '../../live/pending.ts';
import { fleetTargetStateV3, targetStateV2, targetStateV3 } from '../../live/target-state.ts';
import { NO_SUCH_DEVICE, readableDevice } from './log-routes.ts';
import { API_KEY_QUERY_PARAM } from '../../auth/constants.ts';
import { accessFor } from '../resources/subject-of.ts';
import type { Store } from '../../store/store.ts';
import type { StoredRow } from '../../store/rows.ts';
import { param } from '../../router.ts';

/**
 * Whether the `apikey` query parameter is the device key of `uuid`. The real API takes the API key from
 * `?apikey=` before the Authorization header and counts a heartbeat whenever that key is a device API
 * key, even when a user's session token comes along (open-balena-api src/infra/auth/api-keys.ts
 * getAPIKey; src/features/device-heartbeat/index.ts 'get-state'); balena-request sends a device key
 * this way next to the logged-in user's token.
 */
function queryKeyIsDevice(store: Store, query: URLSearchParams, uuid: string): StoredRow<'device'> | undefined {
  const key = query.get(API_KEY_QUERY_PARAM);
  const secret = key ? store.priv.apiKeys.get(key) : undefined;
  if (!secret) return undefined;
  const row = store.get('api_key', secret.apiKeyId);
  const expiry = typeof row?.expiry_date === 'string' ? Date.parse(row.expiry_date) : NaN;
  if (!row || expiry <= store.clock.now()) return undefined;
  const device = store.find('device', 'actor', secret.actorId)[0];
  return device && device.uuid === uuid ? device : undefined;
}

function stateHandler(deps: CoreDeps, version: 2 | 3) {
  return ({ req, params, query }: HandlerInput): CoreResponse => {
    const ctx = deps.context(req);
    const actor = requireActor(ctx);
    if (isResponse(actor)) return actor;
    settle(ctx.world);
    const uuid = param(params, 'uuid').toLowerCase();
    const keyed = queryKeyIsDevice(ctx.world.store, query, uuid);
    const self = actor.kind === 'device' && actor.uuid === uuid ? actor.deviceId : undefined;
    const own = keyed !== undefined || self !== undefined;
    const device =
      keyed ??
      (self !== undefined
        ? ctx.world.store.get('device', self)
        : readableDevice(ctx.world, ctx.actor, param(params, 'uuid')));
    if (!device) return json(404, NO_SUCH_DEVICE);
    if (own) recordStatePoll(ctx.world.store, device.id);
    return json(200, version === 2 ? targetStateV2(ctx.world, device) : targetStateV3(ctx.world, device));
  };
}

/**
 * GET /device/v3/fleet/:uuid/state[?releaseUuid=<commit>] (open-balena-api
 * src/features/device-state/routes/fleet-state-get-v3.ts): the state of a generic device of the fleet.
 * Needs credentials; a fleet the caller cannot read, or no successful release of that commit, is 401.
 */
function fleetStateHandler(deps: CoreDeps) {
  return ({ req, params, query }: HandlerInput): CoreResponse => {
    const ctx = deps.context(req);
    const actor = requireActor(ctx);
    if (isResponse(actor)) return actor;
    const app = ctx.world.store.find('application', 'uuid', params.uuid)[0];
    if (!app || !accessFor(ctx.world, ctx.actor).canRead('application', app)) return empty(401);
    const state = fleetTargetStateV3(ctx.world, app, query.get('releaseUuid') ?? undefined);
    return state ? json(200, state) : empty(401);
  };
}

/** The target state route group. */
export function stateRoutes(deps: CoreDeps): RouteDef[] {
  return [
    // Express matches the path with and without a trailing slash; the SDK sends the slash.
    ...(['', '/'] as const).map((slash): RouteDef => ({
      method: 'GET',
      path: `/device/v3/fleet/:uuid/state${slash}`,
      operationId: slash ? 'getFleetTargetStateV3Slash' : 'getFleetTargetStateV3',
      handler: fleetStateHandler(deps),
    })),
    {
      method: 'GET',
      path: '/device/v2/:uuid/state',
      operationId: 'getDeviceTargetStateV2',
      handler: stateHandler(deps, 2),
    },
    {
      method: 'GET',
      path: '/device/v3/:uuid/state',
      operationId: 'getDeviceTargetStateV3',
      handler: stateHandler(deps, 3),
    },
  ];
}
