/**
 * Seed scales: `small` for tests (fast, a few devices per state), `demo` (default:
 * ~5 orgs, ~30 fleets/apps/blocks, ~1,000 devices), `large`, or an explicit device count up to
 * 100,000 whose extra devices go into one big fleet of the main organization.
 */
export type ScaleName = 'small' | 'demo' | 'large';

export interface ScaleConfig {
  name: ScaleName;
  extraUsers: number;
  extraOrgs: number;
  /** Generated fleets/apps/blocks beyond the named ones. */
  extraFleets: number;
  /** Devices in total (coverage devices first, the rest spread over fleets, bulk in the big fleet). */
  devices: number;
  /** Extra successful releases per named fleet beyond the one-per-status set. */
  extraReleases: number;
}

export const MAX_DEVICES = 100_000;

const SCALES: Readonly<Record<ScaleName, ScaleConfig>> = {
  small: { name: 'small', extraUsers: 4, extraOrgs: 0, extraFleets: 0, devices: 60, extraReleases: 0 },
  demo: { name: 'demo', extraUsers: 30, extraOrgs: 0, extraFleets: 14, devices: 1000, extraReleases: 3 },
  large: { name: 'large', extraUsers: 200, extraOrgs: 20, extraFleets: 80, devices: 10_000, extraReleases: 6 },
};

/** The config for a scale, optionally with an explicit device count (1..100,000). */
export function scaleConfig(scale: ScaleName = 'demo', devices?: number): ScaleConfig {
  const base = SCALES[scale];
  if (!base) throw new RangeError(`unknown scale "${String(scale)}" (small, demo or large)`);
  if (devices === undefined) return base;
  if (!Number.isInteger(devices) || devices < 0 || devices > MAX_DEVICES) {
    throw new RangeError(`devices must be an integer from 0 to ${MAX_DEVICES}`);
  }
  return { ...base, devices };
}
