/**
 * The non-code-host external doubles (contract openapi/paths/external.yaml):
 * changelog, build-time marker, status page, feature flags, avatars, map tiles, documentation search,
 * analytics sink and error-reporting sink.
 * None of them reads the API token.
 */
import { empty, json, text, type CoreResponse } from '../../http.ts';
import { validateBody } from '../../validate-body.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { buildMarker } from '../../faults/index.ts';
import { zAnalyticsEvent, zDocSearchQuery, zErrorReport } from '../../../../../generated/zod/zod.gen.ts';
import type { World } from '../../world.ts';
import { changelogMarkdown } from './changelog.ts';
import { AVATAR_HASH, avatarSize, avatarSvg, emailForHash } from './avatar.ts';
import { mapTile, tileInRange } from './tiles.ts';
import { DEFAULT_HITS_PER_PAGE, searchDocs } from './docsearch.ts';
import { originOf } from './github.ts';
import { param } from '../../router.ts';

/** Where the built dashboard's own marker lives (written by web/vite.config.ts, served with --dist). */
const BUILT_MARKER_PATH = '/buildtime.txt';
/** Tiles are immutable: browsers may keep them a day. */
const TILE_CACHE_CONTROL = 'public, max-age=86400';

function buildTime(deps: CoreDeps, input: HandlerInput): CoreResponse {
  const marker = buildMarker(deps.context(input.req).world);
  if (marker !== null) return text(200, `${marker}\n`);
  return { status: 307, headers: { location: BUILT_MARKER_PATH }, body: { kind: 'empty' } };
}

function statusPage(deps: CoreDeps, input: HandlerInput): CoreResponse {
  const now = new Date(deps.context(input.req).world.clock.now()).toISOString();
  return json(200, {
    page: {
      id: 'fleetmock',
      name: 'fleetmock status',
      url: `${originOf(input)}/__ext/statuspage`,
      time_zone: 'Etc/UTC',
      updated_at: now,
    },
    status: { indicator: 'none', description: 'All Systems Operational' },
  });
}

async function avatar(deps: CoreDeps, { req, params, query }: HandlerInput): Promise<CoreResponse> {
  const hash = param(params, 'hash').toLowerCase();
  if (!AVATAR_HASH.test(hash)) return text(400, 'Invalid hash');
  const email = await emailForHash(deps.context(req).world, hash);
  if (!email && query.get('d') === '404') return text(404, 'Not Found');
  return text(200, avatarSvg(hash, avatarSize(query.get('s')), email), 'image/svg+xml');
}

function tile({ params }: HandlerInput): CoreResponse {
  const file = /^(\d+)\.png$/.exec(param(params, 'file'));
  const whole = (v: string): number => (/^\d+$/.test(v) ? Number(v) : NaN);
  const z = whole(param(params, 'z'));
  const x = whole(param(params, 'x'));
  const y = whole(file?.[1] ?? '');
  if (!tileInRange(z, x, y)) return text(400, 'Tile out of range');
  return {
    status: 200,
    headers: { 'cache-control': TILE_CACHE_CONTROL },
    body: { kind: 'bytes', value: mapTile(z, x, y), contentType: 'image/png' },
  };
}

function docSearch({ req }: HandlerInput): CoreResponse {
  // The search service's own error envelope.
  const parsed = validateBody(zDocSearchQuery, req.body, {
    invalid: () => json(400, { message: 'Invalid JSON body', status: 400 }),
  });
  if (!parsed.ok) return parsed.response;
  const params = new URLSearchParams(parsed.value.params ?? '');
  const query = parsed.value.query ?? params.get('query') ?? '';
  const perPage = parsed.value.hitsPerPage ?? (Number(params.get('hitsPerPage')) || DEFAULT_HITS_PER_PAGE);
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  return json(200, searchDocs(query, Math.min(Math.max(1, perPage), 1000), page));
}

function analytics({ req }: HandlerInput): CoreResponse {
  const parsed = validateBody(zAnalyticsEvent, req.body, {
    invalid: (error) =>
      json(
        400,
        error.issues.some((i) => i.path[0] === 'event' || i.path.length === 0)
          ? 'An event name is required'
          : `Invalid event: ${error.issues.map((i) => i.path.join('.')).join(', ')}`,
      ),
  });
  return parsed.ok ? empty(204) : parsed.response;
}

/** The deployment's feature flags as the flag service reports them (the dashboard's defaults are the same). */
const MOCK_FEATURE_FLAGS: Readonly<Record<string, boolean>> = { apps: true, saml: true };

/** Reports kept per world (the newest ones). */
const ERROR_REPORTS_KEPT = 100;
const errorReports = new WeakMap<World, unknown[]>();

function reportError(deps: CoreDeps, { req }: HandlerInput): CoreResponse {
  const parsed = validateBody(zErrorReport, req.body, { invalid: () => json(400, 'A message is required') });
  if (!parsed.ok) return parsed.response;
  const world = deps.context(req).world;
  const list = errorReports.get(world) ?? [];
  list.push(parsed.value);
  if (list.length > ERROR_REPORTS_KEPT) list.splice(0, list.length - ERROR_REPORTS_KEPT);
  errorReports.set(world, list);
  return empty(204);
}

/** The external services route group (besides the code host and Stripe). */
export function serviceRoutes(deps: CoreDeps): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__ext/assets/CHANGELOG.md',
      operationId: 'getChangelog',
      handler: () => text(200, changelogMarkdown(), 'text/markdown; charset=utf-8'),
    },
    {
      method: 'GET',
      path: '/__ext/dashboard/buildtime.txt',
      operationId: 'getBuildTimeMarker',
      handler: (input) => buildTime(deps, input),
    },
    {
      method: 'GET',
      path: '/__ext/statuspage/api/v2/status.json',
      operationId: 'getStatusPageStatus',
      handler: (input) => statusPage(deps, input),
    },
    {
      method: 'GET',
      path: '/__ext/gravatar/avatar/:hash',
      operationId: 'getAvatar',
      handler: (input) => avatar(deps, input),
    },
    { method: 'GET', path: '/__ext/tiles/:z/:x/:file', operationId: 'getMapTile', handler: tile },
    {
      method: 'POST',
      path: '/__ext/docsearch/1/indexes/:indexName/query',
      operationId: 'searchDocumentation',
      handler: docSearch,
    },
    { method: 'POST', path: '/__ext/analytics', operationId: 'recordAnalyticsEvent', handler: analytics },
    {
      method: 'GET',
      path: '/__ext/feature-flags',
      operationId: 'getFeatureFlags',
      handler: () => json(200, { flags: MOCK_FEATURE_FLAGS }),
    },
    { method: 'POST', path: '/__ext/errors', operationId: 'reportError', handler: (input) => reportError(deps, input) },
    {
      method: 'GET',
      path: '/__ext/errors',
      operationId: 'listReportedErrors',
      handler: (input) => json(200, errorReports.get(deps.context(input.req).world) ?? []),
    },
  ];
}
