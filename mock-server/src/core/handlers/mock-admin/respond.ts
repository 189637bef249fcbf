/**
 * Shared helpers of the admin API (`/__mock/*`): the session's world, the body rules that
 * answer 400 with the schema error path of every issue, and the `MockAdminError` body
 * `{error, issues?: [{path, message}]}` of openapi/components/mock-admin.yaml.
 */
import { json, type CoreRequest, type CoreResponse } from '../../http.ts';
import { requestContext } from '../../pipeline/context.ts';
import type { World } from '../../world.ts';
import { schemaIssues, type SchemaIssue } from '../../faults/schema.ts';
import type { BodyRules } from '../../validate-body.ts';

export const adminError = (status: number, error: string, issues?: readonly SchemaIssue[]): CoreResponse =>
  json(status, issues?.length ? { error, issues } : { error });

/** 400 for a body that fails `schema`: the first issue in the message, all of them in `issues`. */
export function invalidBody(issues: readonly SchemaIssue[], what = 'request body'): CoreResponse {
  const [first] = issues;
  return adminError(400, first ? `Invalid ${what}: ${first.path}: ${first.message}` : `Invalid ${what}`, issues);
}

/**
 * Rules for `validateBody` on admin routes: no body is `{}` (every admin body has defaults), and a
 * failure answers `MockAdminError` naming `what` with every schema issue.
 */
export const adminRules = (what?: string): BodyRules => ({
  optional: true,
  invalid: (error) => invalidBody(schemaIssues(error), what),
});

/** The world the admin request addresses (its `x-mock-session`, else `default`). */
export const worldOf = (req: CoreRequest): World => requestContext(req).world;
