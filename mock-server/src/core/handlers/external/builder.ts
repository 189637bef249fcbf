/**
 * The builder's `POST /v3/buildFromUrl` (balena-sdk `release.createFromUrl`, the dashboard's deploy
 * link). The real builder is its own host; the mock answers on its own origin, so a client's builder
 * URL is the mock's URL. The user's token is required (401 empty without); the fleet is named by its
 * organization handle and name (`owner`, `app`) and the caller must be allowed to create its releases.
 * A download that fails answers its error status with `{started: false, error, message}` (the SDK
 * throws a `BalenaRequestError` with that status and `message`): 404 when nothing is at the URL, 400
 * when what is there is not a gzip archive.
 */
import { empty, json, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { isResponse, requireUser } from '../../auth/guards.ts';
import { can } from '../../permissions/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import { validateBody } from '../../validate-body.ts';
import { zBuildFromUrlBody } from '../../../../../generated/zod/zod.gen.ts';

const URL_REQUIRED = 'The body must be JSON with the project URL in "url"';
import { startBuild } from '../../builder/builder.ts';

function buildFromUrl(deps: CoreDeps, input: HandlerInput): CoreResponse {
  const ctx = deps.context(input.req);
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  const owner = input.query.get('owner')?.trim();
  const appName = input.query.get('app')?.trim();
  if (!owner || !appName) return json(400, { error: 'The owner and app query parameters are required' });
  const parsed = validateBody(zBuildFromUrlBody, input.req.body, { invalid: () => json(400, { error: URL_REQUIRED }) });
  if (!parsed.ok) return parsed.response;
  const { url } = parsed.value;
  if (url.trim() === '') return json(400, { error: URL_REQUIRED });
  const { store } = ctx.world;
  const app = store.find('application', 'slug', `${owner}/${appName}`.toLowerCase())[0];
  const { subject, canRead } = accessFor(ctx.world, ctx.actor);
  // A fleet the caller cannot see is as unknown as a missing one.
  if (!app || !canRead('application', app)) return json(404, { error: `Application not found: ${owner}/${appName}` });
  if (!can(subject, 'create', 'release', { belongs_to__application: app.id }, store)) return empty(401);
  const result = startBuild(ctx.world, app, user.userId, user.username, url);
  if (!result.started) {
    const { status, ...body } = result;
    return json(status, body);
  }
  return json(200, result);
}

export function builderRoutes(deps: CoreDeps): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/v3/buildFromUrl',
      operationId: 'buildFromUrl',
      handler: (input) => buildFromUrl(deps, input),
    },
  ];
}
