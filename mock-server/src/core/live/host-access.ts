/**
 * Host OS terminal access (api-ground-truth §4 "/access/v1/hostos/:uuid"): allowed with the
 * `ssh-host` permission when the OS is ≥ 2.0.0 or unknown; platform admins and support agents
 * always (with read access).
 */
import { parseVersion } from '../../../../shared/version.ts';
import type { StoredRow } from '../store/rows.ts';

/** First OS major that supports host OS access. */
const MIN_HOSTOS_ACCESS_MAJOR = 2;

/** Whether the device's OS version allows host access (unknown → allowed). */
export function osAllowsHostAccess(device: StoredRow<'device'>): boolean {
  const v = parseVersion(typeof device.os_version === 'string' ? device.os_version : null);
  return !v || v[0] >= MIN_HOSTOS_ACCESS_MAJOR;
}
