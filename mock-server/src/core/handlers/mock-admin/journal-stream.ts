/**
 * The journal's live tail over a websocket (`/__mock/journal/stream`, operation mockJournalStream):
 * `ready` with the session and newest seq, then `entries` frames — first the backlog (the newest
 * `backlog` entries, default JOURNAL_STREAM_BACKLOG), then every new request as it is recorded,
 * pushed by the journal itself (no polling). Entries recorded close together go out as one frame
 * (JOURNAL_STREAM_BATCH_MS). A session reset replaces the session's world and its journal: the
 * stream says `reset` and closes (1000), and the client opens a new one. Access checks and the
 * session choice happen before this runs (pipeline/admin-socket.ts).
 */
import type { CoreSocket, SocketRouteDef } from '../../router.ts';
import type { CoreDeps, SocketRouteFactory } from '../../deps.ts';
import { journalOf, type JournalEntry } from '../../journal/journal.ts';
import { SESSION_HEADER, DEFAULT_WORLD } from '../../world.ts';

export const JOURNAL_STREAM_BACKLOG = 100;
export const JOURNAL_STREAM_BACKLOG_MAX = 1000;
/** Entries recorded within this window share one frame. */
export const JOURNAL_STREAM_BATCH_MS = 20;

const frame = (event: string, data: unknown): string => JSON.stringify({ event, data });

/** The `backlog` query value, or an error text. */
function backlogOf(raw: string | null): number | string {
  if (raw === null) return JOURNAL_STREAM_BACKLOG;
  if (!/^\d+$/.test(raw)) return `backlog must be a whole number from 0 to ${JOURNAL_STREAM_BACKLOG_MAX}`;
  return Math.min(Number(raw), JOURNAL_STREAM_BACKLOG_MAX);
}

function openStream(deps: CoreDeps, socket: CoreSocket, session: string, backlog: number): void {
  const world = deps.registry.get(session);
  const journal = journalOf(world);
  let lastSent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const send = (entries: JournalEntry[]) => {
    const last = entries.at(-1);
    if (!last || closed) return;
    lastSent = last.seq;
    socket.send(frame('entries', entries));
  };
  const flush = () => {
    timer = undefined;
    send(journal.list({ after: lastSent }));
  };
  const stop = () => {
    closed = true;
    unsubscribe();
    clearTimeout(timer);
    stopWatching();
  };
  const unsubscribe = journal.subscribe(() => {
    timer ??= setTimeout(flush, JOURNAL_STREAM_BATCH_MS);
  });
  // A reset or dropped session gets a new world (or none): this stream's journal is finished.
  const stopWatching = deps.registry.onChange((name, next) => {
    if (name !== session || next === world || closed) return;
    socket.send(frame('reset', { session }));
    stop();
    socket.close(1000, 'session reset');
  });
  socket.onClose(stop);
  socket.send(frame('ready', { session, lastSeq: journal.lastSeq }));
  if (backlog > 0) send(journal.list({ limit: backlog }));
  lastSent = Math.max(lastSent, journal.lastSeq);
}

/** `/__mock/journal/stream`. */
export const journalStreamSockets: SocketRouteFactory = (deps: CoreDeps): SocketRouteDef[] => [
  {
    path: '/__mock/journal/stream',
    operationId: 'mockJournalStream',
    handler: (socket, { req, query }) => {
      const backlog = backlogOf(query.get('backlog'));
      if (typeof backlog === 'string') {
        socket.send(frame('error', { message: backlog }));
        return socket.close(4400, 'bad request');
      }
      openStream(deps, socket, req.headers[SESSION_HEADER] || DEFAULT_WORLD, backlog);
    },
  },
];
