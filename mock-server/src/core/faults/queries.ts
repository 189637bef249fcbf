/**
 * Faults that long-lived channels ask about (
 * "websocket close with a code"). The log stream and websocket handlers call these when they open;
 * each call that returns a fault counts as one application of the rule.
 */
import type { World } from '../world.ts';
import { DEFAULT_SLOW_LOG_DELAY_MS, DEFAULT_WS_CLOSE_CODE } from './constants.ts';
import { deviceFlags } from './flags.ts';
import { applicableRules, hit } from './select.ts';

export type LogStreamFault = { delayMs: number } | { stalled: true };
export interface SocketFault {
  code: number;
  reason: string;
  /** Close this long after the socket opened (0: refuse at once). */
  afterMs: number;
}

const LOG_KINDS = new Set(['logStream'] as const);
const SOCKET_KINDS = new Set(['socketClose'] as const);

/** The log stream path of a device, as rules see it (`match.path: /device/v2/*\/logs`). */
const logStreamPath = (uuid: string): string => `/device/v2/${uuid}/logs`;

/**
 * How a device's log stream misbehaves: `{stalled: true}` (headers, then nothing), `{delayMs}`
 * between lines, or null. A `logStream` rule wins over the device's `slow-logs` flag.
 */
export function logStreamFault(world: World, uuid: string): LogStreamFault | null {
  const facts = { method: 'GET', path: logStreamPath(uuid), headers: {}, device: uuid };
  for (const rule of applicableRules(world, facts, LOG_KINDS)) {
    if (rule.effect.kind !== 'logStream') continue;
    hit(rule);
    return rule.effect.mode === 'stalled'
      ? { stalled: true }
      : { delayMs: rule.effect.delayMs ?? DEFAULT_SLOW_LOG_DELAY_MS };
  }
  return deviceFlags(world, uuid).slowLogs ? { delayMs: DEFAULT_SLOW_LOG_DELAY_MS } : null;
}

/** Whether a websocket at `path` (for device `uuid`, if any) should be closed, when and with which code. */
export function socketFault(world: World, path: string, uuid?: string): SocketFault | null {
  const facts = { method: 'GET', path, headers: {}, device: uuid };
  for (const rule of applicableRules(world, facts, SOCKET_KINDS)) {
    if (rule.effect.kind !== 'socketClose') continue;
    hit(rule);
    return {
      code: rule.effect.code ?? DEFAULT_WS_CLOSE_CODE,
      reason: rule.effect.reason ?? '',
      afterMs: rule.effect.afterMs ?? 0,
    };
  }
  return null;
}
