/**
 * Device OS-update eligibility, evaluated in the order of spec 02 §4 "Device OS-update eligibility".
 * Only `updatable` and `updatableSwitchToEsr` devices are updated.
 */
import { compareVersions, isEsr, parseVersion, revisionOf } from './versions.ts';
import {
  MIN_HUP_SOURCE_VERSION,
  REV1_DEFAULT_BELOW,
  STARTS_UPDATE,
  type OsUpdateEligibility,
} from '../../../mock-server/src/core/live/os-update-eligibility.ts';

// The result names, the rev0 → rev1 threshold and the oldest updatable source are the mock's own
// (mock-server/src/core/live/os-update-eligibility.ts, which enforces the same rules server-side), so
// dashboard and mock cannot drift apart; the dashboard keeps its own evaluation because it judges
// ESR targets whose base version it does not know yet.
export type { OsUpdateEligibility };
/** A rev0 base version below this is treated as rev1 (spec 02 §4). */
export const REV0_AS_REV1_BELOW = REV1_DEFAULT_BELOW;
/** The oldest OS a host OS update starts from when no legacy path fits (hostapp updates start at 2.x). */
export const MIN_OS_UPDATE_SOURCE = MIN_HUP_SOURCE_VERSION;

export interface OsUpdateCheck {
  isOnline: boolean;
  currentOs: string | null;
  target: string;
  /** Versions offered for the device type (GET /device-types/v1/{slug}/images). */
  availableVersions: readonly string[];
  minSourceVersion?: string;
  /** A legacy update path fits the device type (spec 02 §4 "not supported" clause). */
  legacyPathAvailable?: boolean;
  /** For an ESR target, the non-ESR version it is based on; unknown means any older line may switch. */
  targetBaseVersion?: string | null;
}

/** [major, minor, patch, revision] with the rev0 → rev1 rule applied. */
function fullVersion(v: string): [number, number, number, number] | null {
  const p = parseVersion(v);
  if (!p) return null;
  let rev = revisionOf(v);
  const below = compareVersions(p, parseVersion(REV0_AS_REV1_BELOW) ?? [0, 0, 0]) < 0;
  if (rev === 0 && below) rev = 1;
  return [...p, rev];
}

function compareFull(a: string, b: string): number {
  const x = fullVersion(a);
  const y = fullVersion(b);
  if (!x || !y) return 0;
  const base = compareVersions(x, y);
  return base !== 0 ? base : x[3] - y[3];
}

/** Drops a variant suffix ("2.115.1+rev1.prod" → "2.115.1+rev1") for comparing offered versions. */
const withoutVariant = (v: string): string => v.replace(/\.(prod|dev)$/, '');

/** The eligibility of one device for one OS target (spec 02 §4, in the spec's order). */
export function osUpdateEligibility(c: OsUpdateCheck): OsUpdateEligibility {
  if (!c.isOnline) return 'offline';
  const current = c.currentOs ?? '';
  if (!parseVersion(current)) return 'notSupported';
  if (compareFull(current, c.minSourceVersion ?? MIN_OS_UPDATE_SOURCE) < 0 && !c.legacyPathAvailable) return 'notSupported';
  const target = withoutVariant(c.target);
  if (!c.availableVersions.some((v) => withoutVariant(v) === target)) return 'versionNotAvailable';
  const deviceEsr = isEsr(current);
  const targetEsr = isEsr(target);
  // Compared within one line only: across lines an ESR major (> 2000) is always "above" any
  // non-ESR target, which would make rule 7 unreachable (our reading of spec 02 §4).
  if (deviceEsr === targetEsr && compareFull(current, target) >= 0) return 'upToDate';
  if (!deviceEsr && targetEsr) {
    const base = c.targetBaseVersion;
    if (base == null || compareFull(current, base) <= 0) return 'updatableSwitchToEsr';
    return 'downgradeCannotSwitchToEsr';
  }
  if (deviceEsr && !targetEsr) return 'forbiddenSwitchToNonEsr';
  return 'updatable';
}

/** Only these are updated (spec 02 §4). */
export const isUpdatable = (e: OsUpdateEligibility): boolean => STARTS_UPDATE.has(e);
