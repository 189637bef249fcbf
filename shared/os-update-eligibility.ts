/**
 * Device OS-update eligibility (spec 02 §4 "Device OS-update eligibility"), one pure function for
 * the actions service (which refuses) and the dashboard (which filters and explains). The result
 * names, their order and the constants are the contract's (openapi/components/domain-rules.yaml);
 * the rules are tested in that order: offline, notSupported, versionNotAvailable, upToDate,
 * updatableSwitchToEsr, downgradeCannotSwitchToEsr, forbiddenSwitchToNonEsr, updatable.
 */
import { OS_UPDATE_RULES, OS_UPDATE_STARTS, type OsUpdateEligibility } from '../generated/domain-rules.gen.ts';
import { compareOsBase, compareOsVersions, isEsr, osVersionLabel, parseOsVersion } from './version.ts';

export { type OsUpdateEligibility } from '../generated/domain-rules.gen.ts';

/** Results that start an update (spec 02 §4: "Only updatable and updatableSwitchToEsr devices are updated"). */
export const STARTS_UPDATE: ReadonlySet<OsUpdateEligibility> = new Set(OS_UPDATE_STARTS);

/** True when the result starts an update. */
export const isUpdatable = (e: OsUpdateEligibility): boolean => STARTS_UPDATE.has(e);

/** The contract's lowest OS an update may start from; a malformed constant is a contract bug, so it throws. */
const MIN_SOURCE = (() => {
  const v = parseOsVersion(OS_UPDATE_RULES.minSourceVersion);
  if (!v) throw new Error(`Unreadable minSourceVersion ${OS_UPDATE_RULES.minSourceVersion}`);
  return v;
})();

/** True when devices of this family have a legacy update path from Resin OS 1.x. */
export const hasLegacyUpdatePath = (deviceFamily: string | null | undefined): boolean =>
  OS_UPDATE_RULES.legacyPathFamilies.includes(String(deviceFamily ?? ''));

export interface EligibilityInput {
  online: boolean;
  /** The device's os_version as reported (e.g. `balenaOS 2.108.25+rev1`). */
  currentOs: string | null;
  /** Target as sent to the actions service (e.g. `2.113.33.prod`, `6.1.24+rev1.prod`). */
  target: string;
  /** Labels offered for the device type (`GET /device-types/v1/{slug}/images`). */
  offered: readonly string[];
  /** A legacy update path fits the device (see hasLegacyUpdatePath); default false. */
  legacyPath?: boolean;
  /**
   * ESR target label → the non-ESR base version it is built on (e.g. `2025.1.0` → `6.0.13`). A
   * caller that does not know the bases leaves it out: a switch to ESR is then judged updatable
   * and the actions service, which knows them, has the last word.
   */
  esrBase?: (label: string) => string | undefined;
}

/** Decides whether (and how) a device may update to the target OS (spec 02 §4, in order). */
export function osUpdateEligibility(input: EligibilityInput): OsUpdateEligibility {
  if (!input.online) return 'offline';
  const current = parseOsVersion(input.currentOs);
  if (!current || (compareOsBase(current, MIN_SOURCE) < 0 && !input.legacyPath)) return 'notSupported';
  const target = parseOsVersion(input.target);
  const offered = (label: string): boolean => {
    const o = parseOsVersion(label);
    return o !== null && target !== null && compareOsVersions(o, target) === 0;
  };
  if (!target || !input.offered.some(offered)) return 'versionNotAvailable';
  // Compared within one line: an ESR major (2025) is always numerically above a default-line one,
  // which would make the forbiddenSwitchToNonEsr rule unreachable.
  if (compareOsVersions(current, target) >= 0 && isEsr(current) === isEsr(target)) return 'upToDate';
  if (!isEsr(current) && isEsr(target)) {
    if (!input.esrBase) return 'updatableSwitchToEsr';
    const base = parseOsVersion(input.esrBase(osVersionLabel(target)) ?? '');
    if (!base) return 'versionNotAvailable';
    return compareOsVersions(current, base) <= 0 ? 'updatableSwitchToEsr' : 'downgradeCannotSwitchToEsr';
  }
  if (isEsr(current) && !isEsr(target)) return 'forbiddenSwitchToNonEsr';
  return 'updatable';
}
