/**
 * The fault interceptor: before each API request it applies the `x-mock-fault` header (unless
 * `strict`) and the live rules in order (the world's catch-up, world-catch-up.ts, has already fired
 * due scenario steps and moved flapping devices). Latency accumulates; the first answering effect (status, 429 from
 * a token bucket, destroy, offline, hang, websocket close) wins; `empty`/`truncated` rewrite the handler's
 * answer afterwards and `bandwidth`/`reset` mark it for the adapter to send slowly or cut. Admin routes (`/__mock/*`) never reach interceptors (pipeline/run.ts).
 */
import { jsonError, type CoreResponse } from '../http.ts';
import type { Interceptor, RequestContext } from '../pipeline/context.ts';
import { WS_CLOSE_CODE_HEADER } from '../pipeline/context.ts';
import type { World } from '../world.ts';
import { DEFAULT_WS_CLOSE_CODE, FAULT_HEADER, FAULT_MARK_HEADER } from './constants.ts';
import { emptied, latencyMs, statusResponse, truncated } from './effects.ts';
import { bucketKey, takeToken } from './token-bucket.ts';
import type { MatchFacts } from './match.ts';
import { OverrideHeaderError, parseOverrideHeader } from './override-header.ts';
import type { EffectKind, FaultEffect } from './schema.ts';
import { applicableRules, hit } from './select.ts';
import { draw, faultState, type FaultRule } from './state.ts';

export interface FaultInterceptorOptions {
  /** `--strict`: the `x-mock-fault` header is ignored. */
  strict?: boolean;
  /** How latency waits (tests may pass a fake); defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

type AfterEffect = Extract<FaultEffect, { kind: 'empty' | 'truncated' | 'bandwidth' | 'reset' }>;
type Outcome = { delayMs: number } | { response: CoreResponse } | { after: AfterEffect } | null;

const APPLIED = Symbol('faults.applied');
const PENDING = Symbol('faults.pending');
/** Header-driven effects are listed in the journal under this pseudo rule id. */
const HEADER_RULE_ID = 'x-mock-fault';
const HTTP_KINDS: ReadonlySet<EffectKind> = new Set([
  'status',
  'tokenBucket',
  'latency',
  'destroy',
  'offline',
  'empty',
  'truncated',
  'bandwidth',
  'hang',
  'reset',
]);
const UPGRADE_KINDS: ReadonlySet<EffectKind> = new Set([...HTTP_KINDS, 'socketClose']);

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const isUpgrade = (ctx: RequestContext): boolean => ctx.req.headers.upgrade?.toLowerCase() === 'websocket';

/** The facts rules match on, from the request context. */
function factsOf(ctx: RequestContext): MatchFacts {
  const a = ctx.actor;
  return {
    method: ctx.req.method,
    path: ctx.req.path,
    operationId: ctx.operationId,
    resource: ctx.resource,
    headers: ctx.req.headers,
    actor: a && a.kind === 'user' ? { email: a.email, username: a.username } : null,
    device: ctx.deviceUuid,
  };
}

/** Ids of the rules (and `x-mock-fault`) applied to a request, for the journal. */
export const appliedFaults = (ctx: RequestContext): readonly string[] =>
  (ctx.state.get(APPLIED) as string[] | undefined) ?? [];

function outcomeOf(world: World, ctx: RequestContext, effect: FaultEffect, ruleId: string): Outcome {
  const now = world.clock.now();
  switch (effect.kind) {
    case 'latency':
      return { delayMs: latencyMs(effect.ms, effect.jitterMs, () => draw(world)) };
    case 'status':
      return { response: statusResponse(effect, now) };
    case 'tokenBucket': {
      const denied = takeToken(faultState(world).buckets, bucketKey(ruleId, ctx, effect.per), effect, now);
      return denied ? { response: denied } : null;
    }
    case 'destroy':
    case 'offline':
      // The status is never sent (the socket drops); 502 keeps adapters' status checks happy.
      return { response: { status: 502, body: { kind: 'destroy' } } };
    case 'empty':
    case 'truncated':
    case 'bandwidth':
    case 'reset':
      return { after: effect };
    case 'hang':
      // Nothing is ever answered (the journal records no status, as for a dropped socket); the
      // adapter holds the connection open instead of dropping it.
      return {
        response: {
          status: 504,
          body: { kind: 'destroy' },
          network: { kind: 'hang', ...(effect.limitMs !== undefined ? { limitMs: effect.limitMs } : {}) },
        },
      };
    case 'socketClose':
      return {
        response: {
          status: 503,
          headers: { [WS_CLOSE_CODE_HEADER]: String(effect.code ?? DEFAULT_WS_CLOSE_CODE) },
          body: { kind: 'text', value: effect.reason ?? '' },
        },
      };
    default:
      return null;
  }
}

const accept = (r: FaultRule): boolean => r.effect.kind !== 'socketClose' || !r.effect.afterMs;

/** Applies the header's effects and the live rules to one request (the slow path: something is set). */
async function applyFaults(
  ctx: RequestContext,
  header: string | undefined,
  sleep: (ms: number) => Promise<void>,
): Promise<CoreResponse | undefined> {
  const world = ctx.world;
  const applied: string[] = [];
  const pending: AfterEffect[] = [];
  let delay = 0;
  let response: CoreResponse | undefined;
  const take = (outcome: Outcome, id: string, rule?: FaultRule): void => {
    if (!outcome) return;
    if (rule) hit(rule);
    applied.push(id);
    if ('delayMs' in outcome) delay += outcome.delayMs;
    else if ('after' in outcome) pending.push(outcome.after);
    else response = { ...outcome.response, headers: { ...outcome.response.headers, [FAULT_MARK_HEADER]: id } };
  };
  if (header) {
    let effects: FaultEffect[];
    try {
      effects = parseOverrideHeader(header);
    } catch (err) {
      if (err instanceof OverrideHeaderError) return jsonError(400, `Invalid ${FAULT_HEADER} header: ${err.message}`);
      throw err;
    }
    for (const effect of effects) if (!response) take(outcomeOf(world, ctx, effect, HEADER_RULE_ID), HEADER_RULE_ID);
  }
  const upgrade = isUpgrade(ctx);
  for (const rule of applicableRules(world, factsOf(ctx), upgrade ? UPGRADE_KINDS : HTTP_KINDS, accept)) {
    if (response) break;
    take(outcomeOf(world, ctx, rule.effect, rule.id), rule.id, rule);
  }
  ctx.state.set(APPLIED, applied);
  ctx.state.set(PENDING, pending);
  if (delay > 0) await sleep(delay);
  return response;
}

/** Creates the fault interceptor; register it after the journal so the journal sees faulted answers. */
export function faultInterceptor(options: FaultInterceptorOptions = {}): Interceptor {
  const sleep = options.sleep ?? realSleep;
  return {
    name: 'faults',
    before(ctx) {
      const world = ctx.world;
      const header = options.strict ? undefined : ctx.req.headers[FAULT_HEADER];
      // Nothing to apply (the usual case): answer synchronously, so the request costs no promise here.
      if (!header && faultState(world).rules.length === 0) return undefined;
      return applyFaults(ctx, header, sleep);
    },
    after(ctx, res) {
      const pending = ctx.state.get(PENDING) as AfterEffect[] | undefined;
      if (!pending?.length || res.body.kind === 'destroy') return res;
      // The first body rewrite (empty, truncated) applies; network faults (bandwidth, reset) ride along.
      const rewrite = pending.find((e) => e.kind === 'empty' || e.kind === 'truncated');
      let out =
        rewrite?.kind === 'empty'
          ? emptied(res, rewrite.status)
          : rewrite?.kind === 'truncated'
            ? truncated(res, rewrite.bytes)
            : res;
      const network = pending.find((e) => e.kind === 'bandwidth' || e.kind === 'reset');
      if (network?.kind === 'bandwidth')
        out = { ...out, network: { kind: 'bandwidth', bytesPerSecond: network.bytesPerSecond } };
      else if (network?.kind === 'reset')
        out = {
          ...out,
          network: { kind: 'reset', ...(network.afterBytes !== undefined ? { afterBytes: network.afterBytes } : {}) },
        };
      return out;
    },
  };
}
