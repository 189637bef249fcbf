/**
 * What health checks and diagnostics report (spec 02 §2 device diagnostics tab, §4 "Diagnostic run
 * states"; contract ActionResult): checks derived from the device row (memory, disk, temperature,
 * undervoltage, OS age, services) and a plain-text diagnostics report. The shapes are the mock's
 * (UNCONFIRMED: the real actions service's results are not public).
 */
import type { World } from '../world.ts';
import { compareOsVersions, parseOsVersion } from '../../../../shared/version.ts';
import type { StoredRow } from '../store/rows.ts';

/** Health checks are only tested on OS 2.11.0 and newer (spec 02 §5, §9). */
const MIN_CHECKS_OS = '2.11.0';
/** A usage above this percentage fails the memory and disk checks. */
const USAGE_FAIL_PERCENT = 90;
/** A CPU temperature above this (°C) fails the temperature check. */
const TEMPERATURE_FAIL_C = 80;

export interface HealthCheck {
  name: string;
  success: boolean;
  status: 'succeeded' | 'failed' | 'skipped';
  output: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pct = (used: unknown, total: unknown): number | null => {
  const u = num(used);
  const t = num(total);
  return u === null || !t ? null : Math.round((u / t) * 100);
};
const check = (name: string, ok: boolean | null, good: string, bad: string): HealthCheck =>
  ok === null
    ? { name, success: true, status: 'skipped', output: 'Not reported by the device' }
    : { name, success: ok, status: ok ? 'succeeded' : 'failed', output: ok ? good : bad };

function serviceStatuses(world: World, device: StoredRow<'device'>): string[] {
  return world.store.find('image_install', 'device', device.id).map((ii) => String(ii.status ?? ''));
}

/** The health check list for a device as it is now. */
export function healthChecks(world: World, device: StoredRow<'device'>): HealthCheck[] {
  const mem = pct(device.memory_usage, device.memory_total);
  const disk = pct(device.storage_usage, device.storage_total);
  const temp = num(device.cpu_temp);
  const os = parseOsVersion(typeof device.os_version === 'string' ? device.os_version : null);
  const minOs = parseOsVersion(MIN_CHECKS_OS);
  const statuses = serviceStatuses(world, device);
  const stopped = statuses.filter((s) => /exited|stopped|dead/i.test(s)).length;
  return [
    check(
      'check_balenaOS',
      os && minOs ? compareOsVersions(os, minOs) >= 0 : null,
      `Supported balenaOS version: ${String(device.os_version)}`,
      `balenaOS ${String(device.os_version)} is older than ${MIN_CHECKS_OS}; checks are only tested on newer versions`,
    ),
    check(
      'check_under_voltage',
      device.is_undervolted !== true,
      'No under-voltage events detected',
      'Under-voltage events detected, check the power supply',
    ),
    check(
      'check_memory',
      mem === null ? null : mem <= USAGE_FAIL_PERCENT,
      `Memory usage ${mem ?? 0}%`,
      `Low memory: ${mem ?? 0}% used`,
    ),
    check(
      'check_diskspace',
      disk === null ? null : disk <= USAGE_FAIL_PERCENT,
      `Data partition ${disk ?? 0}% used`,
      `Low disk space: data partition ${disk ?? 0}% used`,
    ),
    check(
      'check_temperature',
      temp === null ? null : temp <= TEMPERATURE_FAIL_C,
      `CPU temperature ${temp ?? 0}°C`,
      `CPU temperature ${temp ?? 0}°C is high, the device may throttle`,
    ),
    check('check_container_engine', true, 'Container engine is running and healthy', ''),
    check(
      'check_supervisor',
      typeof device.supervisor_version === 'string',
      `Supervisor ${String(device.supervisor_version)} is running and healthy`,
      'Supervisor is not running',
    ),
    check(
      'check_service_restarts',
      statuses.length === 0 ? null : stopped === 0,
      'No services are restarting',
      `${stopped} service(s) have exited or keep restarting`,
    ),
    check(
      'check_networking',
      device.is_connected_to_vpn === true,
      'No networking issues detected',
      'The device cannot reach the cloud',
    ),
    check('check_timesync', true, 'Time is synchronized', ''),
  ];
}

/** The plain-text diagnostics report (sections like the device-diagnostics script prints). */
export function diagnoseReport(world: World, device: StoredRow<'device'>, now: number): string {
  const services = world.store
    .find('image_install', 'device', device.id)
    .map((ii, i) => `${(0xabc000 + i).toString(16)}   ${String(ii.status ?? 'Unknown')}`);
  const sections: [string, string[]][] = [
    ['date', [new Date(now).toUTCString()]],
    ['uptime', [' 10:00:00 up 3 days,  4:12,  load average: 0.08, 0.12, 0.10']],
    [
      'cat /etc/os-release',
      [
        'ID="balena-os"',
        `PRETTY_NAME="${String(device.os_version ?? 'balenaOS')}"`,
        `VARIANT_ID="${String(device.os_variant ?? 'prod')}"`,
      ],
    ],
    ['free -h', [`Mem: ${String(device.memory_total ?? '?')} MB total, ${String(device.memory_usage ?? '?')} MB used`]],
    [
      'df -h /mnt/data',
      [
        `${String(device.storage_block_device ?? '/dev/mmcblk0p6')}  ${String(device.storage_total ?? '?')} MB  ${String(device.storage_usage ?? '?')} MB used`,
      ],
    ],
    [
      'ip addr',
      [`inet ${String(device.ip_address ?? 'unknown')}`, `link/ether ${String(device.mac_address ?? 'unknown')}`],
    ],
    ['balena ps', ['CONTAINER ID   STATUS', ...services]],
    ['supervisor version', [String(device.supervisor_version ?? 'unknown')]],
  ];
  return sections.map(([title, lines]) => `--- ${title} ---\n${lines.join('\n')}\n`).join('\n');
}
