/**
 * The one request-body validator of the mock's handlers. Every route checks its body with a Zod
 * schema (the generated ones of generated/zod, or the admin API's strict schemas) through
 * `validateBody`, so bad input is always a 400 naming the problem, never a 500.
 *
 * Default wording, a JSON string (api-ground-truth §1.4): `Request body must be a JSON object`,
 * `<field> is required` for a missing field, `Invalid <field>: <zod message>` otherwise, the
 * first issue only. Routes that imitate another service's error format (the admin API's
 * `{error, issues}`, the Stripe double, the download and action endpoints) pass `invalid` or
 * `reply` to answer in it.
 */
import type { ZodError, ZodType } from 'zod';
import { jsonError, type CoreResponse } from './http.ts';

export const BODY_NOT_OBJECT = 'Request body must be a JSON object';
export const BODY_REQUIRED = 'Request body is required';

export type Validated<T> = { ok: true; value: T } | { ok: false; response: CoreResponse };

type Issue = ZodError['issues'][number];

/** The first issue of a failed parse. Zod never fails a parse without one, so none is a bug: it throws. */
export function firstIssue(error: ZodError): Issue {
  const [issue] = error.issues;
  if (!issue) throw new Error('A failed parse carries no issue');
  return issue;
}

export interface BodyRules {
  /** No body (none sent, or JSON `null`) reads as `{}`: for operations whose fields are all optional. */
  optional?: boolean;
  /** Text of the 400 when no body came and it is not optional (default BODY_NOT_OBJECT). */
  absentMessage?: string;
  /** A route's own text for an issue (e.g. the spec's password-length sentence); undefined keeps the default. */
  issueMessage?: (issue: Issue, field: string) => string | undefined;
  /** Wraps the default text in the route's answer (default: a 400 JSON string). */
  reply?: (message: string) => CoreResponse;
  /**
   * Answers a failure in a format of the route's own. The schema then judges the whole value
   * (a missing or non-object body included) and this builds the answer from its issues.
   */
  invalid?: (error: ZodError, body: unknown) => CoreResponse;
}

const isAbsent = (body: unknown): body is undefined | null => body === undefined || body === null;

/** Walks `path` into `value`; undefined where a step is missing. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let cursor = value;
  for (const key of path)
    cursor = cursor && typeof cursor === 'object' ? (cursor as Record<PropertyKey, unknown>)[key] : undefined;
  return cursor;
}

/** The default text naming the first issue: `field is required` when the value is absent. */
function describe(issue: Issue, input: unknown, rules: BodyRules): string {
  const field = issue.path.join('.');
  const own = rules.issueMessage?.(issue, field);
  if (own !== undefined) return own;
  const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
  return missing ? `${field} is required` : `Invalid ${field || 'body'}: ${issue.message}`;
}

/** Parses a request body with `schema`: the typed value, or the 400 answer to send. */
export function validateBody<T>(schema: ZodType<T>, body: unknown, rules: BodyRules = {}): Validated<T> {
  const input = rules.optional && isAbsent(body) ? {} : body;
  const reply = rules.reply ?? ((message: string) => jsonError(400, message));
  if (rules.invalid) {
    const result = schema.safeParse(input);
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, response: rules.invalid(result.error, input) };
  }
  if (isAbsent(input)) return { ok: false, response: reply(rules.absentMessage ?? BODY_NOT_OBJECT) };
  if (typeof input !== 'object' || Array.isArray(input)) return { ok: false, response: reply(BODY_NOT_OBJECT) };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: reply(describe(firstIssue(result.error), input, rules)) };
}
