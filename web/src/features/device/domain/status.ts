/**
 * Status colours of the device page: overall device status (spec 02 §3 "Device overall status
 * values"), service status (spec 02 §4 "Device service status"), heartbeat state.
 */
import type { Tone } from '../../../components/ui/badge.tsx';
import type { Row } from '../../../api/client.ts';

/** The contract's overall status values (spec 02 §3). */
type OverallStatus = NonNullable<Row<'device'>['overall_status']>;

/**
 * The one status → badge tone map (device page, device table, fleet cards): healthy green, transient
 * blue, trouble amber/red, inactive grey.
 */
const OVERALL_TONES: Record<OverallStatus, Tone> = {
  operational: 'success',
  updating: 'info',
  configuring: 'info',
  'post-provisioning': 'info',
  'reduced-functionality': 'warning',
  disconnected: 'danger',
  inactive: 'neutral',
};

/** Badge tone of an overall status; unknown values are neutral. */
export function overallStatusTone(status: string | null | undefined): Tone {
  return (status && OVERALL_TONES[status as OverallStatus]) || 'neutral';
}

/** "reduced-functionality" → "Reduced functionality". */
export function statusLabel(status: string | null | undefined, fallback: string): string {
  if (!status) return fallback;
  const words = status.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type ServiceColour = 'green' | 'red' | 'blue';

/**
 * Service status colour (spec 02 §4): running or idle is green; stopped is red; others are blue.
 * Supervisor statuses arrive capitalised ("Running", "Idle", "Stopped"), so the match ignores case;
 * every other status ("exited", "Downloading", "Installing"…) is blue, as the spec lists no other red.
 */
export function serviceStatusColour(status: string | null | undefined): ServiceColour {
  const s = (status ?? '').toLowerCase();
  if (s === 'running' || s === 'idle') return 'green';
  if (s === 'stopped') return 'red';
  return 'blue';
}

/** Badge tone for a service colour. */
export const SERVICE_TONES: Record<ServiceColour, Tone> = { green: 'success', red: 'danger', blue: 'info' };

/** Downloading or updating shows a progress percentage (spec 02 §4). */
export function showsServiceProgress(status: string | null | undefined, progress: number | null | undefined): boolean {
  const s = (status ?? '').toLowerCase();
  return (s === 'downloading' || s === 'updating') && typeof progress === 'number' && Number.isFinite(progress);
}

const HEARTBEAT_TONES: Record<string, Tone> = {
  online: 'success',
  offline: 'danger',
  timeout: 'warning',
  unknown: 'neutral',
};

/** Tone of api_heartbeat_state (online, offline, timeout, unknown; spec 02 §3). */
export function heartbeatTone(state: string | null | undefined): Tone {
  return HEARTBEAT_TONES[state ?? 'unknown'] ?? 'neutral';
}
