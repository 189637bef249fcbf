/**
 * Shared helpers of the admin API (`/__mock/*`): the session's world, body validation that
 * answers 400 with the schema error path (item 7), and the `MockAdminError` body
 * `{error, issues?: [{path, message}]}` of openapi/components/mock-admin.yaml.
 */
import type { z } from 'zod';
import { json, type CoreRequest, type CoreResponse } from '../../http.ts';
import { requestContext } from '../../pipeline/context.ts';
import type { World } from '../../world.ts';
import { schemaIssues, type SchemaIssue } from '../../faults/schema.ts';

export const adminError = (status: number, error: string, issues?: readonly SchemaIssue[]): CoreResponse =>
  json(status, issues?.length ? { error, issues } : { error });

/** 400 for a body that fails `schema`: the first issue in the message, all of them in `issues`. */
export function invalidBody(issues: readonly SchemaIssue[], what = 'request body'): CoreResponse {
  const first = issues[0];
  return adminError(400, `Invalid ${what}: ${first.path}: ${first.message}`, issues);
}

/** Validates a body; returns the data or the 400 response. */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  what?: string,
): { ok: true; data: z.infer<S> } | { ok: false; res: CoreResponse } {
  const parsed = schema.safeParse(body ?? {});
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, res: invalidBody(schemaIssues(parsed.error), what) };
}

/** The world the admin request addresses (its `x-mock-session`, else `default`). */
export const worldOf = (req: CoreRequest): World => requestContext(req).world;
