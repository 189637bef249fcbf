/**
 * Version helpers for the device rules: OS versions arrive as "balenaOS 2.108.25+rev1" or
 * "Resin OS 1.26.0", supervisor versions as "14.11.14" (api-ground-truth §3 device fields).
 */
import { OS_UPDATE_RULES } from '../../../generated/domain-rules.gen.ts';
import { parseVersion } from '../../../shared/version.ts';

export { compareVersions, parseVersion } from '../../../shared/version.ts';
export { isLegacyOs } from '../../../shared/os-update-eligibility.ts';

/** An OS major version above this means an ESR line (spec 02 §4, §9; the contract's domain rules). */
const ESR_MAJOR_ABOVE = OS_UPDATE_RULES.esrMajorAbove;

/** True for ESR OS versions, e.g. 2024.10.1 (spec 02 §4 "An ESR device is one whose OS major version is above 2000"). */
export function isEsr(v: string | null | undefined): boolean {
  const p = parseVersion(v);
  return p !== null && p[0] > ESR_MAJOR_ABOVE;
}
