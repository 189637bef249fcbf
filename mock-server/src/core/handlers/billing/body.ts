/**
 * Body validation for the billing, support and Stripe-double routes with the generated Zod
 * validators: a bad body is a 400 JSON string naming the field, never a 500.
 */
import type { ZodType } from 'zod';
import { jsonError, type CoreResponse } from '../../http.ts';

export const BODY_NOT_OBJECT = 'Request body must be a JSON object';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses `body` with `schema`; the message names the first problem (`tier is required`, `Invalid annual: …`). */
export function parseWith<T>(schema: ZodType<T>, body: unknown, opts: { optional?: boolean } = {}): Parsed<T> {
  const value = body === undefined && opts.optional ? {} : body;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, message: BODY_NOT_OBJECT };
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  let cursor: unknown = value;
  for (const key of issue.path)
    cursor =
      cursor && typeof cursor === 'object' ? (cursor as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined;
  const missing = issue.code === 'invalid_type' && cursor === undefined;
  return { ok: false, message: missing ? `${field} is required` : `Invalid ${field || 'body'}: ${issue.message}` };
}

/** `parseWith` answering the 400 JSON string directly. */
export function parseBody<T>(
  schema: ZodType<T>,
  body: unknown,
  opts: { optional?: boolean } = {},
): { ok: true; value: T } | { ok: false; response: CoreResponse } {
  const parsed = parseWith(schema, body, opts);
  return parsed.ok ? parsed : { ok: false, response: jsonError(400, parsed.message) };
}
