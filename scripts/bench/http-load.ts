/**
 * Shared by the HTTP benchmarks (api.ts) and the speed guard (speed-guard.ts): servers started in
 * processes of their own, autocannon driving them from this one, and each server's CPU time per
 * request read from /proc (Linux). CPU time per request does not depend on how fast the client reads
 * nor on the time the machine's other processes take, so on a busy machine it is the steadier
 * measure; requests per second are what a client sees.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PinejsClientCore } from 'pinejs-client-core';
// The personas module alone: clients.ts would load Playwright and the seed's index the whole mock seed,
// seconds of start-up for the speed guard on a busy machine.
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/personas.ts';

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

class UrlBuilder extends PinejsClientCore {
  _request(): Promise<never> {
    return Promise.reject(new Error('compile only'));
  }
}

/**
 * The dashboard's device-list query, built by pinejs-client-core as the SDK builds it: ~15 fields,
 * fleet and tags expanded, filtered on fleet and status, sorted by name, first page of 50.
 */
export function deviceListPath(fleetId: number, withExpand = true): string {
  const $select = [
    'id',
    'uuid',
    'device_name',
    'status',
    'overall_status',
    'overall_progress',
    'is_online',
    'api_heartbeat_state',
    'os_version',
    'os_variant',
    'supervisor_version',
    'ip_address',
    'last_connectivity_event',
    'is_running__release',
    'belongs_to__application',
  ];
  const $expand = {
    belongs_to__application: { $select: ['id', 'app_name', 'slug'] },
    device_tag: { $select: ['tag_key', 'value'] },
  };
  const url = new UrlBuilder({ apiPrefix: '/v7/' }).compile({
    resource: 'device',
    options: {
      $select,
      ...(withExpand ? { $expand } : {}),
      $filter: { belongs_to__application: fleetId, overall_status: 'operational' },
      $orderby: { device_name: 'asc' },
      $top: 50,
    },
  });
  // fetch() sends spaces as %20, exactly like the SDK's requests.
  return `/v7/${url.replace(/^\//, '')}`.replace(/ /g, '%20');
}

/** What the SDK adds to each request in Node (api-ground-truth §1.2); a browser asks for gzip too. */
export const SDK_HEADERS: Readonly<Record<string, string>> = {
  'x-balena-client': 'balena-sdk/21.0.0',
  'accept-encoding': 'compress, gzip',
};

export interface Server {
  child: ChildProcess;
  url: string;
  /** The first line that named the URL. */
  banner: string;
}

/**
 * Starts `node --import tsx <script> …args` and resolves with the URL it prints ("listening on
 * http://…"). With `ipc`, the child gets an IPC channel (mock-process.ts switches its journal by it).
 */
export function startNode(script: string, args: string[], ipc = false): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const line = /^.*listening on (http:\/\/[^\s]+).*$/m.exec(out);
      const url = line?.[1];
      if (line && url) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({ child, url, banner: line[0] });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before listening`)));
  });
}

/** Switches the journal of a mock started from mock-process.ts; resolves once the mock confirms. */
export function setJournal(server: Server, on: boolean): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('message', () => resolve());
    server.child.send({ journal: on });
  });
}

/**
 * The journal's CPU cost per call of a read, measured in the mock's core with the journal on and off in
 * alternating batches (mock-process.ts `journalCost`).
 */
export function journalCost(
  server: Server,
  url: string,
  headers: Record<string, string>,
  batches = 20,
  calls = 2000,
): Promise<{ onUs: number; offUs: number }> {
  return new Promise((resolve) => {
    server.child.once('message', (m) => resolve(m as { onUs: number; offUs: number }));
    server.child.send({ journalCost: { url, headers, batches, calls } });
  });
}

const CLOCK_TICKS = ((): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds (user + system) the main thread of a process has used, or undefined where /proc is not
 * there. The main thread runs the event loop, which is what limits a Node server's rate; the process's
 * other threads (V8's compiler and GC helpers, tsx's loader) would add work done beside it, which on a
 * fresh or busy process made one measurement differ from the next by several times.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    // The fields after the command name, which is in parentheses and may itself hold spaces.
    const afterName = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1];
    if (afterName === undefined) return undefined;
    const fields = afterName.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export interface Measured extends CannonResult {
  /** Server CPU µs per request, when /proc tells. */
  cpuUs?: number;
}

/** Drives `url` on `server` for `duration` seconds; adds the server's CPU µs per request. */
export async function measure(
  server: Server,
  url: string,
  connections: number,
  duration: number,
  headers?: Record<string, string>,
): Promise<Measured> {
  const before = cpuSeconds(server.child.pid);
  const r = await autocannon({ url, connections, duration, headers });
  const after = cpuSeconds(server.child.pid);
  return before === undefined || after === undefined || r.requests.total === 0
    ? r
    : { ...r, cpuUs: ((after - before) * 1e6) / r.requests.total };
}

/** Logs the seed's organization owner in through `POST /login_` and returns the session token. */
async function ownerToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login_`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.text();
}

/** The fleet with the most devices, asked of the API itself, and the owner's headers for reading it. */
export async function biggestFleet(
  baseUrl: string,
): Promise<{ id: number; slug: string; devices: number; auth: Record<string, string> }> {
  const token = await ownerToken(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const fleets = (await (
    await fetch(`${baseUrl}/v7/application?$select=id,slug&$expand=owns__device/$count`, { headers: auth })
  ).json()) as { d: { id: number; slug: string; owns__device: number }[] };
  const fleet = fleets.d.reduce((best, a) => (a.owns__device > best.owns__device ? a : best));
  return { id: fleet.id, slug: fleet.slug, devices: fleet.owns__device, auth };
}
