/**
 * Admin API: journal, outbox and build-time marker (issue 5 "journal", "outbox", "build-time marker").
 */
import { z } from 'zod';
import { json } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { journalOf, type JournalFilter } from '../../journal/journal.ts';
import { METHODS } from '../../faults/schema.ts';
import { outboxOf } from '../../faults/outbox.ts';
import { BUILD_MARKER_MAX_LENGTH, buildMarker, setBuildMarker } from '../../faults/build-marker.ts';
import { parseBody, worldOf } from './respond.ts';

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
  })
  .strict();
const MarkerBody = z.object({ value: z.string().min(1).max(BUILD_MARKER_MAX_LENGTH).nullable() }).strict();

/** `/__mock/journal`, `/__mock/outbox`, `/__mock/build-marker`. */
export function recordAdminRoutes(): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/journal',
      operationId: 'mockReadJournal',
      handler: ({ req, query }) => {
        const raw = Object.fromEntries(query);
        if (typeof raw.method === 'string') raw.method = raw.method.toUpperCase();
        const parsed = parseBody(JournalQuery, raw, 'journal query');
        if (!parsed.ok) return parsed.res;
        const { since, ...rest } = parsed.data;
        const filter: JournalFilter = { ...rest, since: since ? Date.parse(since) : undefined };
        const journal = journalOf(worldOf(req));
        const entries = journal.list(filter);
        return json(200, { entries, total: journal.length, dropped: journal.dropped });
      },
    },
    { method: 'DELETE', path: '/__mock/journal', operationId: 'mockClearJournal', handler: ({ req }) => json(200, { removed: journalOf(worldOf(req)).clear() }) },
    {
      method: 'GET',
      path: '/__mock/outbox',
      operationId: 'mockReadOutbox',
      handler: ({ req, query }) => json(200, { mails: outboxOf(worldOf(req)).list(query.get('to') ?? undefined) }),
    },
    { method: 'DELETE', path: '/__mock/outbox', operationId: 'mockClearOutbox', handler: ({ req }) => json(200, { removed: outboxOf(worldOf(req)).clear() }) },
    { method: 'GET', path: '/__mock/build-marker', operationId: 'mockGetBuildMarker', handler: ({ req }) => json(200, { value: buildMarker(worldOf(req)) }) },
    {
      method: 'PUT',
      path: '/__mock/build-marker',
      operationId: 'mockSetBuildMarker',
      handler: ({ req }) => {
        const body = parseBody(MarkerBody, req.body, 'build marker');
        if (!body.ok) return body.res;
        const world = worldOf(req);
        setBuildMarker(world, body.data.value);
        return json(200, { value: buildMarker(world) });
      },
    },
  ];
}
