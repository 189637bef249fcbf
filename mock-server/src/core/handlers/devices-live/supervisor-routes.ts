/**
 * The supervisor proxy routes (api-ground-truth §4; contract openapi/paths/device-actions.yaml):
 * POST only; targets by uuid, deviceId or appId; filters to devices the caller may
 * `supervisor-proxy-write` that are online on the VPN; one device → the supervisor's answer passed
 * through, several → 207 `[{statusCode, body}]`, none → 404 `No online device(s) found`.
 */
import { empty, json, text, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { isResponse, requireActor } from '../../auth/index.ts';
import { can } from '../../permissions/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import { NO_ONLINE_DEVICES, NO_TARGET } from '../../live/constants.ts';
import { settle } from '../../live/pending.ts';
import {
  isReachable,
  parseProxyRequest,
  performOnDevice,
  targetDevices,
  type DeviceAnswer,
  type SupervisorOp,
} from '../../live/supervisor.ts';

const PROXY_PERMISSION = 'supervisor-proxy-write';

function answer(a: DeviceAnswer): CoreResponse {
  if (a.statusCode === 204) return empty(204);
  return a.text ? text(a.statusCode, String(a.body)) : json(a.statusCode, a.body);
}

function proxyHandler(deps: CoreDeps, op: SupervisorOp) {
  return ({ req, params }: HandlerInput): CoreResponse => {
    const ctx = deps.context(req);
    const actor = requireActor(ctx);
    if (isResponse(actor)) return actor;
    const parsed = parseProxyRequest(req.body ?? {});
    if (typeof parsed === 'string') return json(400, parsed);
    if (params.appId !== undefined) {
      const appId = Number(params.appId);
      if (!Number.isInteger(appId) || appId < 1) return json(400, 'Invalid appId');
      parsed.appId ??= appId;
    }
    if (parsed.uuid === undefined && parsed.deviceId === undefined && parsed.appId === undefined)
      return json(400, NO_TARGET);
    const { world } = ctx;
    settle(world);
    const { subject } = accessFor(world, ctx.actor);
    const devices = targetDevices(world, parsed).filter(
      (d) => can(subject, PROXY_PERMISSION, 'device', d, world.store) && isReachable(world, d),
    );
    if (devices.length === 0) return json(404, NO_ONLINE_DEVICES);
    const answers = devices.map((d) => performOnDevice(world, op, d, parsed.data));
    const [only] = answers;
    if (only && answers.length === 1) return answer(only);
    return json(
      207,
      answers.map((a) => ({ statusCode: a.statusCode, body: a.body })),
    );
  };
}

const ROUTES: readonly [string, string, SupervisorOp][] = [
  ['/supervisor/ping', 'supervisorPing', 'ping'],
  ['/supervisor/v1/restart', 'supervisorRestartApplication', 'restart'],
  ['/supervisor/v1/blink', 'supervisorBlink', 'blink'],
  ['/supervisor/v1/reboot', 'supervisorReboot', 'reboot'],
  ['/supervisor/v1/shutdown', 'supervisorShutdown', 'shutdown'],
  ['/supervisor/v1/purge', 'supervisorPurge', 'purge'],
  ['/supervisor/v1/update', 'supervisorUpdate', 'update'],
  ['/supervisor/v1/device', 'supervisorDeviceState', 'device'],
  ['/supervisor/v2/applications/:appId/start-service', 'supervisorStartService', 'start-service'],
  ['/supervisor/v2/applications/:appId/stop-service', 'supervisorStopService', 'stop-service'],
  ['/supervisor/v2/applications/:appId/restart-service', 'supervisorRestartService', 'restart-service'],
];

/** The supervisor proxy route group (POST only, api-ground-truth §4). */
export function supervisorRoutes(deps: CoreDeps): RouteDef[] {
  const routes: RouteDef[] = ROUTES.map(([path, operationId, op]) => ({
    method: 'POST',
    path,
    operationId,
    handler: proxyHandler(deps, op),
  }));
  routes.push({
    method: 'POST',
    path: '/application/:appId/restart',
    operationId: 'restartFleetApplication',
    // The fleet-wide restart sends the restart to every online device the caller may reach and
    // answers 200 `OK` (the SDK ignores the body): never the proxy's per-device 207 list or a single
    // device's own status. No such device is still 404 `No online device(s) found`.
    handler: async (input) => {
      const res = await proxyHandler(
        deps,
        'restart',
      )({ req: { ...input.req, body: {} }, params: input.params, query: input.query });
      return res.status === 400 || res.status === 401 || res.status === 404 ? res : text(200, 'OK');
    },
  });
  return routes;
}
