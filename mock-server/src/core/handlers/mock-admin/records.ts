/**
 * Admin API: journal (list, count; a plain GET of the live tail's websocket path is a 400), fault rules that matched nothing (near misses), outbox and
 * build-time marker.
 */
import * as z from 'zod';
import { json, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { journalOf, type JournalFilter } from '../../journal/journal.ts';
import { METHODS } from '../../faults/schema.ts';
import { outboxOf } from '../../faults/outbox.ts';
import { BUILD_MARKER_MAX_LENGTH, buildMarker, setBuildMarker } from '../../faults/build-marker.ts';
import { nearMisses, NEAR_MISSES_DEFAULT, NEAR_MISSES_MAX } from '../../faults/near-misses.ts';
import { invalidBody, adminRules, worldOf } from './respond.ts';
import { validateBody } from '../../validate-body.ts';

const JournalQuery = z
  .object({
    method: z.enum(METHODS).optional(),
    pathPrefix: z.string().startsWith('/').optional(),
    operationId: z.string().min(1).optional(),
    status: z.coerce.number().int().min(0).max(599).optional(),
    actor: z.string().min(1).optional(),
    since: z.iso.datetime().optional(),
    after: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).optional(),
    query: z.array(z.string().min(1)).optional(),
    body: z
      .array(z.string().startsWith('/', 'must be a JSON pointer such as /device_name or /device_name=value'))
      .optional(),
    bodyContains: z.string().min(1).optional(),
  })
  .strict();
const NearMissQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(NEAR_MISSES_MAX).default(NEAR_MISSES_DEFAULT) })
  .strict();
/** Filters that may be repeated in the query string. */
const LIST_FILTERS = ['query', 'body'] as const;

/** The journal filter of a query string, or the 400 answer. */
function journalFilter(
  query: URLSearchParams,
): { ok: true; filter: JournalFilter } | { ok: false; response: CoreResponse } {
  const raw: Record<string, unknown> = Object.fromEntries(query);
  for (const key of LIST_FILTERS) if (query.has(key)) raw[key] = query.getAll(key);
  if (typeof raw.method === 'string') raw.method = raw.method.toUpperCase();
  const parsed = validateBody(JournalQuery, raw, adminRules('journal query'));
  if (!parsed.ok) return parsed;
  const { since, ...rest } = parsed.value;
  return { ok: true, filter: { ...rest, since: since ? Date.parse(since) : undefined } };
}
const MarkerBody = z.object({ value: z.string().min(1).max(BUILD_MARKER_MAX_LENGTH).nullable() }).strict();

/** The answer to a GET of the journal's live tail without a websocket upgrade. */
export const JOURNAL_STREAM_NEEDS_UPGRADE =
  '/__mock/journal/stream expects a WebSocket upgrade (Connection: Upgrade, Upgrade: websocket); GET /__mock/journal reads the journal over HTTP';

/** `/__mock/journal`, `/__mock/outbox`, `/__mock/build-marker`. */
export function recordAdminRoutes(): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/journal',
      operationId: 'mockReadJournal',
      existingSession: true,
      handler: ({ req, query }) => {
        const parsed = journalFilter(query);
        if (!parsed.ok) return parsed.response;
        const journal = journalOf(worldOf(req));
        return json(200, { entries: journal.list(parsed.filter), total: journal.length, dropped: journal.dropped });
      },
    },
    {
      method: 'GET',
      path: '/__mock/journal/count',
      operationId: 'mockCountJournal',
      existingSession: true,
      handler: ({ req, query }) => {
        if (query.has('limit'))
          return invalidBody([{ path: 'limit', message: 'does not apply to a count' }], 'journal count query');
        const parsed = journalFilter(query);
        if (!parsed.ok) return parsed.response;
        const journal = journalOf(worldOf(req));
        return json(200, { count: journal.count(parsed.filter), total: journal.length });
      },
    },
    {
      method: 'GET',
      path: '/__mock/faults/near-misses',
      operationId: 'mockFaultNearMisses',
      handler: ({ req, query }) => {
        const parsed = validateBody(NearMissQuery, Object.fromEntries(query), adminRules('near-misses query'));
        if (!parsed.ok) return parsed.response;
        return json(200, { rules: nearMisses(worldOf(req), parsed.value.limit) });
      },
    },
    {
      // The live tail is a websocket (journal-stream.ts); a plain GET of its path is told so.
      method: 'GET',
      path: '/__mock/journal/stream',
      operationId: 'mockJournalStream',
      handler: () => json(400, { error: JOURNAL_STREAM_NEEDS_UPGRADE }),
    },
    {
      method: 'DELETE',
      path: '/__mock/journal',
      operationId: 'mockClearJournal',
      handler: ({ req }) => json(200, { removed: journalOf(worldOf(req)).clear() }),
    },
    {
      method: 'GET',
      path: '/__mock/outbox',
      operationId: 'mockReadOutbox',
      handler: ({ req, query }) => json(200, { mails: outboxOf(worldOf(req)).list(query.get('to') ?? undefined) }),
    },
    {
      method: 'DELETE',
      path: '/__mock/outbox',
      operationId: 'mockClearOutbox',
      handler: ({ req }) => json(200, { removed: outboxOf(worldOf(req)).clear() }),
    },
    {
      method: 'GET',
      path: '/__mock/build-marker',
      operationId: 'mockGetBuildMarker',
      handler: ({ req }) => json(200, { value: buildMarker(worldOf(req)) }),
    },
    {
      method: 'PUT',
      path: '/__mock/build-marker',
      operationId: 'mockSetBuildMarker',
      handler: ({ req }) => {
        const body = validateBody(MarkerBody, req.body, adminRules('build marker'));
        if (!body.ok) return body.response;
        const world = worldOf(req);
        setBuildMarker(world, body.value.value);
        return json(200, { value: buildMarker(world) });
      },
    },
  ];
}
