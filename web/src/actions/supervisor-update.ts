/**
 * Supervisor update choices (spec 02 §5 "The supervisor dropdown offers versions at or above the
 * current one, marks the running version disabled and the newest as recommended. A version with a
 * known issue or takeover requirement is not recommended. The update applies only to devices whose
 * supervisor is older than the target."): no downgrades are offered and none are sent.
 */
import { compareVersions, parseVersion } from '../../../shared/version.ts';
import type { ActionDevice } from './types.ts';

export interface SupervisorRelease {
  id: number;
  raw_version: string;
  known_issue_list?: string | null;
}

export interface SupervisorChoice extends SupervisorRelease {
  /** Every selected device already runs this version or a newer one. */
  disabled: boolean;
  recommended: boolean;
}

const cmp = (a: string | null, b: string | null): number => {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) return pa ? 1 : pb ? -1 : 0;
  return compareVersions(pa, pb);
};

/**
 * The versions offered to a selection, newest first: those at or above the oldest supervisor among
 * the devices; a version none of them is older than is disabled (the running one for one device);
 * the newest enabled version without a known issue is recommended.
 */
export function supervisorChoices(
  releases: readonly SupervisorRelease[],
  devices: readonly ActionDevice[],
): SupervisorChoice[] {
  const currents = devices.map((d) => d.supervisor_version).filter((v): v is string => parseVersion(v) !== null);
  const oldest = currents.reduce<string | null>((lo, v) => (lo === null || cmp(v, lo) < 0 ? v : lo), null);
  const offered = releases
    .filter((r) => parseVersion(r.raw_version) !== null && (oldest === null || cmp(r.raw_version, oldest) >= 0))
    .sort((a, b) => cmp(b.raw_version, a.raw_version));
  const choices = offered.map((r) => ({
    ...r,
    disabled: !devices.some((d) => isOlder(d, r.raw_version)),
    recommended: false,
  }));
  const best = choices.find((c) => !c.disabled && !c.known_issue_list);
  if (best) best.recommended = true;
  return choices;
}

/** The device's supervisor is older than `target` (or unknown): the update applies to it. */
function isOlder(d: ActionDevice, target: string): boolean {
  return parseVersion(d.supervisor_version) === null || cmp(d.supervisor_version, target) < 0;
}

/** Splits a selection for a target version: devices older than it are updated, the rest left out. */
export function splitSupervisorUpdate(
  devices: readonly ActionDevice[],
  target: string,
): { eligible: ActionDevice[]; skipped: Array<{ device: ActionDevice; reason: string }> } {
  const eligible: ActionDevice[] = [];
  const skipped: Array<{ device: ActionDevice; reason: string }> = [];
  for (const d of devices) {
    if (isOlder(d, target)) eligible.push(d);
    else
      skipped.push({ device: d, reason: `Supervisor ${d.supervisor_version ?? ''} is already at ${target} or newer` });
  }
  return { eligible, skipped };
}
