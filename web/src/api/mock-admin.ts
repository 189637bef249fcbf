/**
 * The mock's admin API (`/__mock/*`) as the mock control panel uses it: the typed admin client of
 * `shared/mock-admin-client.ts` (the package's `exports/admin.ts` re-exports it) over the generated client, one per session and admin token, plus the panel's
 * keys, reads, writes and the journal's live tail. Only fleetmock answers these routes (mock-detect.ts
 * tells the shell whether to offer the panel).
 *
 * The admin token of a shared instance is kept for the tab only (sessionStorage), as is the session
 * the panel acts on. The dashboard's own bearer token is never sent here: a shared mock would read it
 * as a wrong admin token.
 */
import { queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createApiClient } from '../../../generated/client.gen.ts';
import type { components } from '../../../generated/types/api.gen.ts';
import {
  mockAdminOver,
  type FaultRuleInput,
  type JournalEntry,
  type MockAdmin,
} from '../../../shared/mock-admin-client.ts';
import { config } from '../config.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useWrite } from './mutation.ts';
import { inPageMockSockets } from './in-page-mock.ts';

type Schemas = components['schemas'];
export type PersonaList = Schemas['PersonaList'];
export type DemoPersona = Schemas['DemoPersona'];
export type NearMissRule = Schemas['NearMissRule'];
export type WorldSnapshot = Schemas['WorldSnapshot'];
export type DeviceFlagState = Schemas['DeviceFlagState'];
export type MockDeviceLive = Schemas['MockDeviceLive'];
export type {
  FaultRule,
  FaultRuleInput,
  JournalEntry,
  Mail,
  MockClock,
  DeviceFlag,
} from '../../../shared/mock-admin-client.ts';

/** Thrown by every admin call the mock refuses for want of the admin token (shared instance). */
export class AdminTokenRequired extends Error {
  constructor() {
    super('The mock wants its admin token');
  }
}

const TOKEN_KEY = 'fleetmock:mock-admin-token';
const SESSION_KEY = 'fleetmock:mock-panel-session';
export const DEFAULT_SESSION = 'default';

// --- tab-scoped settings (token, session) -----------------------------------------------------
const listeners = new Set<() => void>();
const read = (key: string): string => {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};
const write = (key: string, value: string): void => {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Private mode: kept in memory only for this render.
  }
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const setAdminToken = (token: string): void => write(TOKEN_KEY, token.trim());
export const setPanelSession = (session: string): void =>
  write(SESSION_KEY, session === DEFAULT_SESSION ? '' : session);
/** The admin token this tab holds ('' when none). */
export const useAdminToken = (): string => useSyncExternalStore(subscribe, () => read(TOKEN_KEY));
/** The session the panel acts on. */
export const usePanelSession = (): string =>
  useSyncExternalStore(subscribe, () => read(SESSION_KEY) || DEFAULT_SESSION);

// --- the client ----------------------------------------------------------------------------------
/** fetch that turns the mock's admin 401 into AdminTokenRequired. */
async function adminFetch(request: Request): Promise<Response> {
  const res = await globalThis.fetch(request);
  if (res.status === 401) throw new AdminTokenRequired();
  return res;
}

const clients = new Map<string, MockAdmin>();
/** The admin client of a session and token (one per pair, kept). */
export function mockAdmin(session: string, token: string): MockAdmin {
  const key = `${session}\n${token}`;
  let admin = clients.get(key);
  if (!admin) {
    const client = createApiClient({
      baseUrl: config.apiUrl,
      fetch: adminFetch,
      headers: session === DEFAULT_SESSION ? {} : { 'x-mock-session': session },
    });
    admin = mockAdminOver(client, {
      session: session === DEFAULT_SESSION ? undefined : session,
      token: token || undefined,
    });
    clients.set(key, admin);
  }
  return admin;
}

/** The rejection of an admin call whose answer was not 2xx. */
async function expect2xx<T>(
  label: string,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const detail = typeof error === 'object' && error && 'error' in error ? String(error.error) : JSON.stringify(error);
    throw new Error(`${label}: ${response.status} ${detail}`);
  }
  return data as T;
}

// --- keys and reads ------------------------------------------------------------------------------
export const mockAdminKeys = {
  all: () => [...queryKeys.all, 'mock-admin'] as const,
  /** The token is part of the key (memory only), so entering it reads everything again. */
  session: (session: string, token: string) => [...mockAdminKeys.all(), 'session', session, token] as const,
  read: (session: string, token: string, what: string, arg?: string) =>
    [...mockAdminKeys.session(session, token), what, ...(arg === undefined ? [] : [arg])] as const,
};

/** Reads of one session; `token` is the tab's admin token. */
export function panelReads(session: string, token: string) {
  const admin = mockAdmin(session, token);
  const q = <T>(what: string, queryFn: () => Promise<T>, arg?: string) =>
    queryOptions({ queryKey: mockAdminKeys.read(session, token, what, arg), queryFn, retry: false });
  return {
    clock: () => q('clock', () => admin.clock()),
    faults: () => q('faults', () => admin.faults()),
    nearMisses: () =>
      q(
        'near-misses',
        async () =>
          (await expect2xx<{ rules: NearMissRule[] }>('near misses', admin.client.GET('/__mock/faults/near-misses')))
            .rules,
      ),
    scenarios: () => q('scenarios', () => expect2xx('scenarios', admin.client.GET('/__mock/scenarios'))),
    /** The session's recording: whether it is on, and the scenario YAML so far (null: no step yet). */
    recording: () =>
      q('recording', async (): Promise<{ on: boolean; yaml: string | null }> => {
        const { data, response } = await admin.client.GET('/__mock/scenarios/recording', { parseAs: 'text' });
        const on = response.headers.get('x-mock-recording') === 'on';
        if (response.status === 404 || response.status === 409) return { on, yaml: null };
        if (!response.ok) throw new Error(`recording: ${response.status}`);
        return { on, yaml: String(data) };
      }),
    sessions: () =>
      q(
        'sessions',
        async () =>
          (await expect2xx<{ sessions: string[] }>('sessions', admin.client.GET('/__mock/sessions'))).sessions,
      ),
    outbox: () => q('outbox', () => admin.outbox()),
    personas: () => q('personas', () => expect2xx<PersonaList>('personas', admin.client.GET('/__mock/personas'))),
    state: () => q('state', () => expect2xx('state', admin.client.GET('/__mock/state'))),
    flaggedDevices: () =>
      q(
        'flags',
        async () =>
          (await expect2xx<{ devices: Record<string, string[]> }>('flags', admin.client.GET('/__mock/flags'))).devices,
      ),
    deviceFlags: (uuid: string) =>
      q(
        'device-flags',
        () =>
          expect2xx<DeviceFlagState>(
            'device flags',
            admin.client.GET('/__mock/flags/devices/{uuid}', { params: { path: { uuid } } }),
          ),
        uuid,
      ),
    deviceLive: (uuid: string) =>
      q(
        'device-live',
        () =>
          expect2xx<MockDeviceLive>(
            'device state',
            admin.client.GET('/__mock/devices/{uuid}', { params: { path: { uuid } } }),
          ),
        uuid,
      ),
  };
}

// --- writes --------------------------------------------------------------------------------------
/**
 * One admin write. Every write may change what the dashboard shows (faults, time, data), so each
 * refreshes every query in the background, the dashboard's and the panel's.
 */
export function useAdminWrite<V = void, R = unknown>(write: (admin: MockAdmin, vars: V) => Promise<R>) {
  const session = usePanelSession();
  const token = useAdminToken();
  return useWrite<V, R>(
    (vars) => write(mockAdmin(session, token), vars),
    () => [queryKeys.all],
    { wait: false },
  );
}

export const adminWrites = {
  addFault: (a: MockAdmin, rule: FaultRuleInput) => a.addFault(rule),
  removeFault: (a: MockAdmin, id: string) => a.removeFault(id),
  replaceFault: (a: MockAdmin, v: { id: string; rule: FaultRuleInput }) => a.replaceFault(v.id, v.rule),
  setFaultEnabled: (a: MockAdmin, v: { id: string; enabled: boolean }) => a.updateFault(v.id, { enabled: v.enabled }),
  clearFaults: (a: MockAdmin) => a.clearFaults(),
  loadScenario: (a: MockAdmin, name: string) => a.loadScenario(name),
  stopScenario: (a: MockAdmin) => a.stopScenario(),
  /** Loads a scenario from YAML or JSON text; a refusal names the step path (`steps.2.at`). */
  loadScenarioSource: (a: MockAdmin, source: string) =>
    expect2xx('load scenario', a.client.POST('/__mock/scenarios', { body: { source } })),
  startRecording: (a: MockAdmin, name?: string) =>
    expect2xx('start recording', a.client.POST('/__mock/scenarios/recording', { body: name ? { name } : {} })),
  stopRecording: (a: MockAdmin) => expect2xx('stop recording', a.client.DELETE('/__mock/scenarios/recording')),
  freeze: (a: MockAdmin) => a.freezeClock(),
  resume: (a: MockAdmin) => a.resumeClock(),
  advance: (a: MockAdmin, by: string) => a.advanceClock(by),
  setClock: (a: MockAdmin, at: string) => a.setClock(at),
  reset: (a: MockAdmin) => a.reset(),
  dropSession: (a: MockAdmin, name: string) =>
    expect2xx('drop session', a.client.DELETE('/__mock/sessions/{name}', { params: { path: { name } } })),
  clearOutbox: (a: MockAdmin) => expect2xx('clear outbox', a.client.DELETE('/__mock/outbox')),
  setDeviceFlags: (a: MockAdmin, v: { uuid: string; flags: Schemas['DeviceFlag'][] }) =>
    a.setDeviceFlags(v.uuid, v.flags),
  startUpdate: (a: MockAdmin, uuid: string) =>
    expect2xx<MockDeviceLive>(
      'start update',
      a.client.POST('/__mock/devices/{uuid}/update', { params: { path: { uuid } }, body: {} }),
    ),
  failUpdate: (a: MockAdmin, uuid: string) =>
    expect2xx<MockDeviceLive>(
      'fail update',
      a.client.POST('/__mock/devices/{uuid}/update/fail', { params: { path: { uuid } }, body: {} }),
    ),
  disarmUpdateFailure: (a: MockAdmin, uuid: string) =>
    expect2xx<MockDeviceLive>(
      'disarm failure',
      a.client.DELETE('/__mock/devices/{uuid}/update/fail', { params: { path: { uuid } } }),
    ),
  snapshot: (a: MockAdmin) => expect2xx<WorldSnapshot>('snapshot', a.client.GET('/__mock/state/snapshot')),
  restore: (a: MockAdmin, snapshot: WorldSnapshot) =>
    expect2xx('restore', a.client.POST('/__mock/state/restore', { body: snapshot })),
  loadWorld: (a: MockAdmin, v: { session: string; text: string }) => loadWorld(a, v),
};

// --- world files ---------------------------------------------------------------------------------
/** One mistake of a world file: where (`fleets[2].devices[0].os_version`) and what. */
export interface WorldMistake {
  path: string;
  message: string;
}

/** A world file the mock refused (or that is not YAML/JSON): every mistake with its path. */
export class WorldRejected extends Error {
  constructor(readonly mistakes: readonly WorldMistake[]) {
    super(`${mistakes.length} mistake${mistakes.length === 1 ? '' : 's'} in the world file`);
    this.name = 'WorldRejected';
  }
}

/**
 * Loads a world file (YAML or JSON text, docs/worlds.md) into a session: parsed here (YAML loads with
 * the first upload), then checked by the mock, which rebuilds the session from it only when the file
 * has no mistake (`POST /__mock/sessions`). A refusal rejects with WorldRejected listing them all.
 */
async function loadWorld(a: MockAdmin, v: { session: string; text: string }): Promise<void> {
  const { parse, YAMLParseError } = await import('yaml');
  let world: unknown;
  try {
    world = parse(v.text);
  } catch (e) {
    if (!(e instanceof YAMLParseError)) throw e;
    const line = e.linePos?.[0]?.line;
    throw new WorldRejected([{ path: line ? `line ${line}` : '', message: e.message.split('\n')[0] ?? '' }]);
  }
  const { error, response } = await a.client.POST('/__mock/sessions', {
    // The mock checks the file against the contract's WorldFile schema and reports every mistake.
    body: { name: v.session, world: world as Schemas['WorldFile'] },
  });
  if (response.ok) return;
  const body = error as { error?: string; issues?: WorldMistake[] } | undefined;
  if (response.status === 400)
    throw new WorldRejected(body?.issues?.length ? body.issues : [{ path: '', message: body?.error ?? 'refused' }]);
  throw new Error(`load world: ${response.status} ${body?.error ?? ''}`);
}

// --- the journal's live tail ---------------------------------------------------------------------
export type TailState = 'connecting' | 'live' | 'token' | 'polling' | 'closed';

export interface TailOptions {
  session: string;
  token: string;
  onEntries: (entries: JournalEntry[]) => void;
  onState: (state: TailState) => void;
}

/** Newest entries sent first when the tail opens. */
export const TAIL_BACKLOG = 200;
/** Where no socket reaches the mock, the journal is read this often. */
export const TAIL_POLL_MS = 1000;
const RECONNECT_MS = 1000;

/**
 * Opens the journal's live tail (`/__mock/journal/stream`): entries are pushed by the mock as it
 * records them. Where the mock core runs in this page (the zero-server demo) the stream is opened on
 * it directly (in-page-mock.ts); elsewhere over a websocket. Reconnects after a session reset or a
 * dropped connection; where no socket ever opens it falls back to reading the journal every second.
 * Returns the function that closes it.
 */
export function openJournalTail({ session, token, onEntries, onState }: TailOptions): () => void {
  let closed = false;
  let everOpened = false;
  let channel: { send(data: string): void; close(): void } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSeq = 0;
  const push = (entries: JournalEntry[]) => {
    const last = entries.at(-1);
    if (!last) return;
    lastSeq = Math.max(lastSeq, last.seq);
    onEntries(entries);
  };
  const poll = async () => {
    if (closed) return;
    try {
      push(await mockAdmin(session, token).journal(lastSeq ? { after: lastSeq } : { limit: TAIL_BACKLOG }));
      onState('polling');
    } catch (e) {
      onState(e instanceof AdminTokenRequired ? 'token' : 'polling');
    }
    timer = setTimeout(() => void poll(), TAIL_POLL_MS);
  };
  const onFrame = (data: string) => {
    let frame: { event?: string; data?: unknown };
    try {
      frame = JSON.parse(data) as typeof frame;
    } catch {
      return;
    }
    if (frame.event === 'authenticate') channel?.send(JSON.stringify({ event: 'authentication', data: { token } }));
    else if (frame.event === 'ready') onState('live');
    else if (frame.event === 'entries') push((frame.data as JournalEntry[]).filter((e) => e.seq > lastSeq));
    else if (frame.event === 'reset') lastSeq = 0;
    else if (frame.event === 'unauthorized') {
      closed = true;
      onState('token');
    }
  };
  const onClosed = () => {
    if (closed) return;
    if (!everOpened) return void poll();
    onState('connecting');
    timer = setTimeout(connect, RECONNECT_MS);
  };
  const connect = () => {
    if (closed) return;
    onState('connecting');
    const query = new URLSearchParams({ backlog: String(TAIL_BACKLOG) });
    if (session !== DEFAULT_SESSION) query.set('session', session);
    const target = `/__mock/journal/stream?${query}`;
    const inPage = inPageMockSockets();
    if (inPage) {
      everOpened = true;
      channel = inPage(target, { onMessage: onFrame, onClose: onClosed });
      return;
    }
    const url = new URL(`${config.apiUrl}${target}`, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    channel = ws;
    ws.onopen = () => {
      everOpened = true;
    };
    ws.onmessage = (msg) => onFrame(String(msg.data));
    ws.onclose = onClosed;
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    channel?.close();
    onState('closed');
  };
}
