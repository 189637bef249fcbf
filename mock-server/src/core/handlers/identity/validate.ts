/**
 * Body validation with the generated Zod validators (generated/zod): bad input answers 400 with a
 * JSON string naming the field and the problem, never a 500 (common rules; api-ground-truth §1.4).
 */
import type { ZodType } from 'zod';
import { jsonError, type CoreResponse } from '../../http.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: CoreResponse };

/** Parses `body` (an absent body counts as `{}` when `optional`) or explains the first problem. */
export function parseBody<T>(schema: ZodType<T>, body: unknown, optional = false): Parsed<T> {
  const input = body === undefined || body === null || body === '' ? (optional ? {} : undefined) : body;
  if (input === undefined) return { ok: false, response: jsonError(400, 'Request body is required') };
  if (typeof input !== 'object' || Array.isArray(input))
    return { ok: false, response: jsonError(400, 'Request body must be a JSON object') };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : 'body';
  const missing =
    issue.code === 'invalid_type' && (input as Record<string, unknown>)[String(issue.path[0])] === undefined;
  return {
    ok: false,
    response: jsonError(400, missing ? `${field} is required` : `Invalid ${field}: ${issue.message}`),
  };
}
