/**
 * POST /oauth/authorize {client_id, response_type: "code", state?} → 200 {code} (spec 01 §2
 * "/login/oauth/{clientId}", §3 "OAuth application", §7). The signed-in user authorizes the
 * application (one `oauth_application_authorization` row per user and application); the dashboard
 * then sends the browser to the application's redirect_uri with `code` and `state`.
 * Unknown client_id: 400 JSON string; not logged in: 401 empty.
 */
import { json, jsonError, type CoreResponse } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import { insert } from '../../store/write.ts';
import { isResponse, requireUser } from '../../auth/guards.ts';
import { zAuthorizeOAuthBody } from '../../../../../generated/zod/zod.gen.ts';
import { issueCode } from './codes.ts';
import { BODY_REQUIRED, validateBody } from '../../validate-body.ts';

/** Handles an authorize request. */
export function authorizeOAuth(ctx: RequestContext): CoreResponse {
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  const parsed = validateBody(zAuthorizeOAuthBody, ctx.req.body, { absentMessage: BODY_REQUIRED });
  if (!parsed.ok) return parsed.response;
  const { store } = ctx.world;
  const app = store.find('oauth_application', 'client_id', parsed.value.client_id)[0];
  if (!app) return jsonError(400, `Unknown client_id: ${parsed.value.client_id}`);
  const authorized = store
    .find('oauth_application_authorization', 'belongs_to__user', user.userId)
    .some((a) => a.is_for__oauth_application === app.id);
  if (!authorized)
    insert(
      store,
      'oauth_application_authorization',
      { belongs_to__user: user.userId, is_for__oauth_application: app.id },
      { trusted: true },
    );
  return json(200, {
    code: issueCode(ctx.world, { kind: 'oauth', clientId: String(app.client_id), userId: user.userId }),
  });
}
