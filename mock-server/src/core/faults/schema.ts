/**
 * Zod schemas of a fault rule: match + effect + scope. They mirror the JSON Schemas
 * `FaultMatch`, `FaultEffect`, `FaultRuleInput` in openapi/components/mock-admin.yaml key for key
 * (tests/faults/contract-client.test.ts checks both accept the documented shapes). Hand-written rather
 * than generated/zod because hey-api 0.95 turns `additionalProperties: false` into a stripping
 * z.object: here objects are strict, so a misspelt key is a 400 naming its path
 * instead of a silently ignored criterion. One leniency beyond the contract: a status effect may
 * leave out `kind` (`{status: 429, retryAfter: 7}`).
 */
import * as z from 'zod';
import { PATH_PATTERN_MAX_LENGTH } from './glob.ts';
import { DURATION_PATTERN } from './duration.ts';
import { MAX_BANDWIDTH_BPS, MAX_HANG_MS, MAX_LATENCY_MS } from './constants.ts';

export const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const Method = z.enum(METHODS);
/** Integer ms or `10s`, `1h30m`, … (duration.ts). */
export const Duration = z.union([
  z.int().min(0),
  z.string().regex(DURATION_PATTERN, 'expected a duration such as 500ms, 10s, 5m, 36h or 2d'),
]);
const isHttpDate = (s: string): boolean => Number.isFinite(Date.parse(s));
/** Seconds, or an HTTP date (RFC 9110 §10.2.3 allows both). */
const RetryAfter = z.union([z.int().min(0), z.string().refine(isHttpDate, 'expected seconds or an HTTP date')]);
export const RULE_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const FaultMatch = z
  .object({
    method: z.union([Method, z.array(Method).min(1)]).optional(),
    /**
     * Glob on the raw path: `*` matches any run of characters, e.g. `/v7/device*`; at most
     * PATH_PATTERN_MAX_LENGTH characters (matched in linear time, glob.ts).
     */
    path: z
      .string()
      .startsWith('/', 'a path pattern starts with /')
      .max(PATH_PATTERN_MAX_LENGTH, `a path pattern has at most ${PATH_PATTERN_MAX_LENGTH} characters`)
      .optional(),
    operationId: z.string().min(1).max(200).optional(),
    /** OData resource (canonical name or synonym as requested). */
    resource: z.string().min(1).max(200).optional(),
    header: z
      .object({ name: z.string().min(1).max(200), value: z.string().max(2000).optional() })
      .strict()
      .optional(),
    /** Actor e-mail, username or persona key (`owner` = owner@fleetmock.test). */
    actor: z.string().min(1).max(320).optional(),
    /** Device uuid named by the path, an OData key, the query or the body. */
    device: z.string().min(1).max(62).optional(),
  })
  .strict();

const StatusEffect = z
  .object({
    kind: z.literal('status'),
    status: z.int().min(200).max(599),
    /** A string is sent as a JSON string literal (pinejs style); an object as JSON; absent → default body. */
    body: z.unknown().optional(),
    contentType: z.enum(['json', 'text']).optional(),
    headers: z.record(z.string().min(1), z.string()).optional(),
    retryAfter: RetryAfter.optional(),
    rateLimit: z
      .object({ limit: z.int().min(1), remaining: z.int().min(0).optional() })
      .strict()
      .optional(),
  })
  .strict();
const TokenBucketEffect = z
  .object({
    kind: z.literal('tokenBucket'),
    capacity: z.int().min(1).max(1_000_000),
    refillPerSecond: z.number().positive().max(1_000_000),
    per: z.enum(['client', 'client+route']).optional(),
  })
  .strict();
const LatencyEffect = z
  .object({
    kind: z.literal('latency'),
    ms: z.int().min(0).max(MAX_LATENCY_MS),
    jitterMs: z.int().min(0).max(MAX_LATENCY_MS).optional(),
  })
  .strict();
const DestroyEffect = z.object({ kind: z.literal('destroy') }).strict();
const EmptyEffect = z.object({ kind: z.literal('empty'), status: z.int().min(200).max(599).optional() }).strict();
const TruncatedEffect = z.object({ kind: z.literal('truncated'), bytes: z.int().min(0).optional() }).strict();
const OfflineEffect = z.object({ kind: z.literal('offline') }).strict();
const LogStreamEffect = z
  .object({
    kind: z.literal('logStream'),
    mode: z.enum(['slow', 'stalled']),
    delayMs: z.int().min(1).max(MAX_LATENCY_MS).optional(),
  })
  .strict();
const SocketCloseEffect = z
  .object({
    kind: z.literal('socketClose'),
    code: z.int().min(1000).max(4999).optional(),
    reason: z.string().max(123).optional(),
    afterMs: z.int().min(0).max(MAX_LATENCY_MS).optional(),
  })
  .strict();

/** The body is sent at this many bytes per second (HTTP answers and streams such as the device log stream). */
const BandwidthEffect = z
  .object({ kind: z.literal('bandwidth'), bytesPerSecond: z.int().min(1).max(MAX_BANDWIDTH_BPS) })
  .strict();
/** The request is accepted and never answered, until the client aborts or `limitMs` (then the socket closes). */
const HangEffect = z.object({ kind: z.literal('hang'), limitMs: z.int().min(1).max(MAX_HANG_MS).optional() }).strict();
/** The head and the first `afterBytes` of the body (default half) are sent, then the connection is reset. */
const ResetEffect = z.object({ kind: z.literal('reset'), afterBytes: z.int().min(0).optional() }).strict();

/** `{status: 429}` without `kind` is a status effect (the short form the e2e helpers use). */
const withDefaultKind = (v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v) && !('kind' in v) && 'status' in v ? { kind: 'status', ...v } : v;

export const FaultEffect = z.preprocess(
  withDefaultKind,
  z.discriminatedUnion('kind', [
    StatusEffect,
    TokenBucketEffect,
    LatencyEffect,
    DestroyEffect,
    EmptyEffect,
    TruncatedEffect,
    OfflineEffect,
    LogStreamEffect,
    SocketCloseEffect,
    BandwidthEffect,
    HangEffect,
    ResetEffect,
  ]),
);

export const FaultWindow = z
  .object({ start: z.iso.datetime().optional(), end: z.iso.datetime().optional(), duration: Duration.optional() })
  .strict()
  .refine((w) => !(w.end && w.duration !== undefined), {
    message: 'give end or duration, not both',
    path: ['duration'],
  })
  .refine((w) => !(w.start && w.end) || Date.parse(w.start) < Date.parse(w.end), {
    message: 'start must be before end',
    path: ['end'],
  });

export const FaultRuleInput = z
  .object({
    id: z.string().regex(RULE_ID_PATTERN, 'ids are 1-64 letters, digits, . _ or -').optional(),
    name: z.string().max(200).optional(),
    match: FaultMatch.optional(),
    effect: FaultEffect,
    /** Apply at most this many times, then stay listed as exhausted. */
    times: z.int().min(1).optional(),
    /** Chance per matching request, drawn from the world's seeded RNG. */
    probability: z.number().min(0).max(1).optional(),
    window: FaultWindow.optional(),
    /** A switched-off rule stays listed (and editable) but matches nothing; default true. */
    enabled: z.boolean().optional(),
  })
  .strict();

/**
 * The body of `PATCH /__mock/faults/{id}`: top-level fields of the rule to replace (a given `match`,
 * `effect` or `window` replaces that object whole); `null` removes an optional field. The merged rule
 * is validated as a whole before anything changes.
 */
export const FaultRulePatch = z
  .object({
    name: z.string().max(200).nullable().optional(),
    match: FaultMatch.nullable().optional(),
    effect: FaultEffect.optional(),
    times: z.int().min(1).nullable().optional(),
    probability: z.number().min(0).max(1).nullable().optional(),
    window: FaultWindow.nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .strict();

export type FaultRulePatch = z.infer<typeof FaultRulePatch>;
export type FaultMatch = z.infer<typeof FaultMatch>;
export type FaultEffect = z.infer<typeof FaultEffect>;
export type FaultWindow = z.infer<typeof FaultWindow>;
export type FaultRuleInput = z.infer<typeof FaultRuleInput>;
export type EffectKind = FaultEffect['kind'];

/** One schema problem: a dotted path (`effect.status`, `steps.2.at`) and its message. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** Flattens a ZodError to `{path, message}` pairs, with `prefix` in front of each path. */
export function schemaIssues(error: z.ZodError, prefix = ''): SchemaIssue[] {
  return error.issues.map((i) => {
    const path = [prefix, ...i.path.map(String)].filter((p) => p !== '').join('.');
    return { path: path || '(root)', message: i.message };
  });
}
