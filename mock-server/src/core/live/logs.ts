/**
 * Device logs generated from the seed (spec 02 §4 "Logs"; api-ground-truth §4): each installed
 * service writes one line per LOG_SLOT_MS slot at a deterministic offset, some on stderr, and the
 * supervisor writes system lines every SYSTEM_EVERY_SLOTS slots. Same world seed → same lines.
 * A device in local mode sends no logs to the cloud (spec 02 §4 "Logs are not available in local
 * mode"): nothing newer than the local mode variable that holds it on reaches the API.
 */
import type { World } from '../world.ts';
import type { StoredRow } from '../store/rows.ts';
import { cycle } from '../lists.ts';
import { isLocalModeVariable } from '../../../../shared/local-mode.ts';

/** Width of a log slot: every service logs once per slot. */
export const LOG_SLOT_MS = 20_000;
/** The supervisor writes a system line every this many slots. */
const SYSTEM_EVERY_SLOTS = 15;
/** One service line in this many goes to stderr. */
const STDERR_ONE_IN = 9;
/** Delay between a line's device timestamp and its arrival in the cloud (`createdAt`). */
const INGEST_DELAY_MS = 23;
/** Upper bound of lines in one answer (api-ground-truth §4: count is capped at 1000). */
export const MAX_LOG_COUNT = 1000;

/** A log line on the wire (contract LogLine). */
export interface LogLine {
  message: string;
  createdAt: number;
  timestamp: number;
  isSystem: boolean;
  isStdErr: boolean;
  serviceId?: number;
}

const SERVICE_MESSAGES = [
  'Server listening on port 80',
  'GET /healthz 200 2ms',
  'Connected to broker mqtt://localhost:1883',
  'Reading sensor: temperature=21.4C humidity=48%',
  'Flushed 32 metrics to the collector',
  'Cache hit ratio 0.93',
  'Heartbeat sent',
  'Processed batch of 128 events',
] as const;
const STDERR_MESSAGES = [
  'Warning: retrying connection (attempt 2)',
  'Error: ECONNRESET while uploading metrics',
  'Deprecation warning: config key "port" is deprecated',
] as const;
const SYSTEM_MESSAGES = [
  'Supervisor starting',
  'Applying target state',
  'Reported current state to the cloud',
  'Service is already running',
  'Device state apply success',
] as const;

/** 32-bit FNV-1a hash of a string: the deterministic source of every choice here. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

interface Source {
  serviceId?: number;
  key: string;
}

/** The log sources of a device: its installed services (service_install) plus the supervisor. */
function logSources(world: World, device: StoredRow<'device'>): Source[] {
  const services = world.store
    .find('service_install', 'device', device.id)
    .map((si) => fk(si.installs__service))
    .filter((id): id is number => id !== undefined)
    .sort((a, b) => a - b);
  return services.map((serviceId) => ({ serviceId, key: `${String(device.uuid)}:${serviceId}` }));
}

function fk(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'object' && v !== null && typeof (v as { __id?: unknown }).__id === 'number')
    return (v as { __id: number }).__id;
  return undefined;
}

/** Lines of one slot, in timestamp order. */
function slotLines(device: StoredRow<'device'>, sources: readonly Source[], slot: number): LogLine[] {
  const out: LogLine[] = [];
  const base = slot * LOG_SLOT_MS;
  for (const s of sources) {
    const h = hash(`${s.key}:${slot}`);
    const timestamp = base + (h % LOG_SLOT_MS);
    const isStdErr = h % STDERR_ONE_IN === 0;
    const pool = isStdErr ? STDERR_MESSAGES : SERVICE_MESSAGES;
    out.push({
      message: cycle(pool, h >>> 8),
      createdAt: timestamp + INGEST_DELAY_MS,
      timestamp,
      isSystem: false,
      isStdErr,
      serviceId: s.serviceId,
    });
  }
  if (slot % SYSTEM_EVERY_SLOTS === 0) {
    const h = hash(`${String(device.uuid)}:system:${slot}`);
    out.push({
      message: cycle(SYSTEM_MESSAGES, h),
      createdAt: base + INGEST_DELAY_MS,
      timestamp: base,
      isSystem: true,
      isStdErr: false,
    });
  }
  return out.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * When the device went into local mode (the earliest creation time of its local mode variables set
 * to "1"), or null when it is not in local mode: the cloud has no lines after it.
 */
export function localModeSince(world: World, device: StoredRow<'device'>): number | null {
  let since: number | null = null;
  for (const v of world.store.find('device_config_variable', 'device', device.id)) {
    if (!isLocalModeVariable(v.name) || v.value !== '1') continue;
    const at = Date.parse(String(v.created_at));
    const ms = Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
    since = since === null ? ms : Math.min(since, ms);
  }
  return since;
}

/** Lines with `fromMs < createdAt <= toMs`, oldest first (live stream increments). */
export function linesBetween(world: World, device: StoredRow<'device'>, fromMs: number, toMs: number): LogLine[] {
  const since = localModeSince(world, device);
  if (since !== null) toMs = Math.min(toMs, since);
  const sources = logSources(world, device);
  const out: LogLine[] = [];
  for (let slot = Math.floor((fromMs - LOG_SLOT_MS) / LOG_SLOT_MS); slot * LOG_SLOT_MS <= toMs; slot++) {
    for (const l of slotLines(device, sources, slot)) if (l.createdAt > fromMs && l.createdAt <= toMs) out.push(l);
  }
  return out;
}

/** The newest `count` lines with `createdAt` in [startMs, nowMs], oldest first (history and backlog). */
export function lastLines(
  world: World,
  device: StoredRow<'device'>,
  startMs: number,
  nowMs: number,
  count: number,
): LogLine[] {
  if (count <= 0) return [];
  const since = localModeSince(world, device);
  if (since !== null) nowMs = Math.min(nowMs, since);
  if (nowMs < startMs) return [];
  const sources = logSources(world, device);
  const out: LogLine[] = [];
  for (
    let slot = Math.floor(nowMs / LOG_SLOT_MS);
    slot * LOG_SLOT_MS + LOG_SLOT_MS + INGEST_DELAY_MS >= startMs && out.length < count;
    slot--
  ) {
    const lines = slotLines(device, sources, slot).filter((l) => l.createdAt >= startMs && l.createdAt <= nowMs);
    for (const line of lines.toReversed()) {
      if (out.length >= count) break;
      out.push(line);
    }
  }
  return out.reverse();
}
