/**
 * The actions service (contract startDeviceAction, getDeviceAction, startOsUpdateV2; spec 02 §7
 * "Device actions service"; api-ground-truth §4 OS update row): POST /v1/{uuid}/{resinhup|checks|
 * diagnose} and /v2/{uuid}/resinhup start a run; GET /v1/{uuid}/{actionId} reports it. The OS-update
 * eligibility rules of spec 02 §4 are enforced here; one action runs per device at a time.
 */
import { empty, json, type CoreResponse } from '../../http.ts';
import { validateBody } from '../../validate-body.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { World } from '../../world.ts';
import { isResponse, requireUser, type Actor } from '../../auth/index.ts';
import { can } from '../../permissions/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import { zActionRequest } from '../../../../../generated/zod/zod.gen.ts';
import { settle } from '../../live/pending.ts';
import { isReachable } from '../../live/supervisor.ts';
import {
  ACTION_NAMES,
  actionStatus,
  findAction,
  runningAction,
  startAction,
  type ActionName,
} from '../../live/actions.ts';
import { osUpdateRefusal } from '../../live/os-update-check.ts';
import { NO_SUCH_DEVICE, readableDevice } from './log-routes.ts';
import type { StoredRow } from '../../store/rows.ts';
import { param } from '../../router.ts';

/** Answer while another action runs on the device (spec 02 §8). */
const ONGOING_ACTION = 'There is an ongoing action, please wait';
/** Answer for checks or diagnose on an offline device (spec 02 §5: a cloud link is required). */
const NEEDS_CLOUD_LINK = 'Device must be online: health checks and diagnostics need the cloud link';
const NO_SUCH_ACTION = 'No such action';
/** Permission per action (permissions/roles.ts). */
const PERMISSION: Readonly<Record<ActionName, string>> = {
  resinhup: 'actions-proxy-hup',
  checks: 'access_diagnostics',
  diagnose: 'access_diagnostics',
};

function deviceFor(
  deps: CoreDeps,
  input: HandlerInput,
): { world: World; device: StoredRow<'device'>; actor: Actor } | CoreResponse {
  const ctx = deps.context(input.req);
  const actor = requireUser(ctx, { full: true });
  if (isResponse(actor)) return actor;
  settle(ctx.world);
  const device = readableDevice(ctx.world, ctx.actor, param(input.params, 'uuid'));
  return device ? { world: ctx.world, device, actor } : json(404, NO_SUCH_DEVICE);
}

function start(deps: CoreDeps, input: HandlerInput, action: string): CoreResponse {
  const found = deviceFor(deps, input);
  if ('status' in found) return found;
  const { world, device } = found;
  if (!(ACTION_NAMES as readonly string[]).includes(action)) return json(400, `Unknown action: ${action}`);
  const name = action as ActionName;
  const body = input.req.body ?? (name === 'resinhup' ? undefined : { parameters: {} });
  const parsed = validateBody(zActionRequest, body, {
    invalid: (error) =>
      json(
        400,
        `Invalid body: ${error.issues.map((i) => i.path.join('.') || 'body').join(', ')} (expected {"parameters": {...}})`,
      ),
  });
  if (!parsed.ok) return parsed.response;
  const { subject } = accessFor(world, found.actor);
  if (!can(subject, PERMISSION[name], 'device', device, world.store)) return empty(401);
  if (runningAction(world, device.id)) return json(409, ONGOING_ACTION);
  if (name === 'resinhup') {
    const target = parsed.value.parameters.target_version;
    if (!target) return json(400, 'parameters.target_version is required');
    const refusal = osUpdateRefusal(world, device, target);
    if (refusal) return json(400, refusal);
    const record = startAction(world, device, name, { target_version: target });
    return json(200, { ...actionStatus(record, world.clock.now()), status: 'triggered' });
  }
  if (!isReachable(world, device)) return json(400, NEEDS_CLOUD_LINK);
  return json(200, actionStatus(startAction(world, device, name), world.clock.now()));
}

function status(deps: CoreDeps, input: HandlerInput): CoreResponse {
  const found = deviceFor(deps, input);
  if ('status' in found) return found;
  const { world, device } = found;
  const id = param(input.params, 'action');
  const record = findAction(world, device.id, id);
  if (record) return json(200, actionStatus(record, world.clock.now()));
  return id === 'resinhup'
    ? json(200, { id: 'resinhup', action: 'resinhup', status: 'idle' })
    : json(404, NO_SUCH_ACTION);
}

/** The actions service route group. */
export function actionRoutes(deps: CoreDeps): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/v1/:uuid/:action',
      operationId: 'startDeviceAction',
      handler: (input) => start(deps, input, param(input.params, 'action')),
    },
    {
      method: 'GET',
      path: '/v1/:uuid/:action',
      operationId: 'getDeviceAction',
      handler: (input) => status(deps, input),
    },
    {
      method: 'POST',
      path: '/v2/:uuid/resinhup',
      operationId: 'startOsUpdateV2',
      handler: (input) => start(deps, input, 'resinhup'),
    },
  ];
}
