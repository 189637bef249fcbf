/**
 * GET /device/v2/:uuid/logs (api-ground-truth §4; contract getDeviceLogs): history as a JSON array
 * (default count 1000, start 30 days back) or, with `stream=1`, NDJSON — backlog (default count 0,
 * start 1 day back) then live lines as the world clock moves, and a bare `\n` heartbeat line every
 * LOG_HEARTBEAT_MS. Slow and stalled streams follow `logStreamFault` (faults/queries.ts).
 */
import { json, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { World } from '../../world.ts';
import { isResponse, requireActor } from '../../auth/index.ts';
import { logStreamFault } from '../../faults/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import { MAX_LOG_COUNT, lastLines, linesBetween } from '../../live/logs.ts';
import { liveOptions, sleep } from '../../live/options.ts';
import { settle } from '../../live/pending.ts';
import type { StoredRow } from '../../store/rows.ts';
import { param } from '../../router.ts';

const DAY_MS = 86_400_000;
/** History default window (api-ground-truth §4). */
const HISTORY_WINDOW_MS = 30 * DAY_MS;
/** Stream backlog default window (api-ground-truth §4). */
export const STREAM_WINDOW_MS = DAY_MS;
/** Answer for an unknown or invisible device (contract DeviceNotFound). */
export const NO_SUCH_DEVICE = 'No such device';
export const NDJSON = 'application/x-ndjson';

/** Parses `count`: a non-negative integer (capped) or `all`; a string error otherwise. */
export function parseCount(raw: string | null, fallback: number): number | string {
  if (raw === null || raw === '') return fallback;
  if (raw === 'all') return MAX_LOG_COUNT;
  if (!/^\d+$/.test(raw)) return `Invalid count: ${raw}`;
  return Math.min(Number(raw), MAX_LOG_COUNT);
}

/** Parses `start`: ms since the epoch or a date string, never older than 30 days before `now`. */
function parseStart(raw: string | null, fallback: number, now: number): number | string {
  let ms = fallback;
  if (raw !== null && raw !== '') {
    ms = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
    if (Number.isNaN(ms)) return `Invalid start: ${raw}`;
  }
  return Math.max(ms, now - HISTORY_WINDOW_MS);
}

/** The device of a uuid the actor may read, or null. */
export function readableDevice(
  world: World,
  actor: Parameters<typeof accessFor>[1],
  uuid: string,
): StoredRow<'device'> | null {
  const device = world.store.find('device', 'uuid', uuid.toLowerCase())[0];
  if (!device) return null;
  return accessFor(world, actor).canRead('device', device) ? device : null;
}

async function* streamLines(
  world: World,
  device: StoredRow<'device'>,
  backlog: string[],
  signal: AbortSignal,
): AsyncIterable<string> {
  const uuid = String(device.uuid);
  const fault = logStreamFault(world, uuid);
  if (fault && 'stalled' in fault) {
    while (!signal.aborted) await sleep(liveOptions(world).logPollMs, signal);
    return;
  }
  const delay = fault?.delayMs ?? 0;
  for (const line of backlog) {
    if (signal.aborted) return;
    if (delay) await sleep(delay, signal);
    yield line;
  }
  let last = world.clock.now();
  let lastWrite = Date.now();
  while (!signal.aborted) {
    const { logPollMs, logHeartbeatMs } = liveOptions(world);
    await sleep(Math.min(logPollMs, logHeartbeatMs), signal);
    if (signal.aborted) return;
    const now = world.clock.now();
    for (const l of linesBetween(world, device, last, now)) {
      if (delay) await sleep(delay, signal);
      yield `${JSON.stringify(l)}\n`;
      lastWrite = Date.now();
    }
    last = Math.max(last, now);
    if (Date.now() - lastWrite >= logHeartbeatMs) {
      yield '\n';
      lastWrite = Date.now();
    }
  }
}

function logsHandler(deps: CoreDeps) {
  return ({ req, params, query }: HandlerInput): CoreResponse => {
    const ctx = deps.context(req);
    const actor = requireActor(ctx);
    if (isResponse(actor)) return actor;
    const { world } = ctx;
    settle(world);
    const device = readableDevice(world, ctx.actor, param(params, 'uuid'));
    if (!device) return json(404, NO_SUCH_DEVICE);
    const stream = query.get('stream') === '1';
    const now = world.clock.now();
    const count = parseCount(query.get('count'), stream ? 0 : MAX_LOG_COUNT);
    if (typeof count === 'string') return json(400, count);
    const start = parseStart(query.get('start'), now - (stream ? STREAM_WINDOW_MS : HISTORY_WINDOW_MS), now);
    if (typeof start === 'string') return json(400, start);
    const lines = lastLines(world, device, start, now, count);
    if (!stream) return json(200, lines);
    const backlog = lines.map((l) => `${JSON.stringify(l)}\n`);
    return {
      status: 200,
      body: { kind: 'stream', contentType: NDJSON, open: (signal) => streamLines(world, device, backlog, signal) },
    };
  };
}

/** The log route group. */
export function logRoutes(deps: CoreDeps): RouteDef[] {
  return [{ method: 'GET', path: '/device/v2/:uuid/logs', operationId: 'getDeviceLogs', handler: logsHandler(deps) }];
}
