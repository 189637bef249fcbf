/**
 * Supervisor target state (contract getDeviceTargetStateV2/V3; api-ground-truth §4 "GET
 * /device/v2|v3/:uuid/state", device key or user; spec 02 §7): v2 for supervisors older than 13.0.0,
 * v3 from 13.0.0. A device polling its own state with its device key refreshes its heartbeat
 * (api-ground-truth §3: the heartbeat goes online on each state poll); a user reading it does not.
 */
import { json, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { isResponse, requireActor } from '../../auth/index.ts';
import { recordStatePoll } from '../../store/index.ts';
import { settle } from '../../live/pending.ts';
import { targetStateV2, targetStateV3 } from '../../live/target-state.ts';
import { NO_SUCH_DEVICE, readableDevice } from './log-routes.ts';

function stateHandler(deps: CoreDeps, version: 2 | 3) {
  return ({ req, params }: HandlerInput): CoreResponse => {
    const ctx = deps.context(req);
    const actor = requireActor(ctx);
    if (isResponse(actor)) return actor;
    settle(ctx.world);
    const own = actor.kind === 'device' && actor.uuid === params.uuid.toLowerCase();
    const device = own
      ? ctx.world.store.get('device', actor.deviceId)
      : readableDevice(ctx.world, ctx.actor, params.uuid);
    if (!device) return json(404, NO_SUCH_DEVICE);
    if (own) recordStatePoll(ctx.world.store, device.id);
    return json(200, version === 2 ? targetStateV2(ctx.world, device) : targetStateV3(ctx.world, device));
  };
}

/** The target state route group. */
export function stateRoutes(deps: CoreDeps): RouteDef[] {
  return [
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
