/**
 * Plan-related fleet type change options (spec 02 §4): a type whose OS version range no OS release of
 * the fleet's device type meets is unavailable (discontinued device type) or coming soon; a type
 * needing payment is "paid only" on a free plan; a downgrade from a multicontainer type to one
 * without multicontainer support is blocked; the others are selectable and the first selectable one
 * is marked recommended.
 */
import { compareVersions, parseVersion } from '../../../../../shared/version.ts';

export interface AppTypeFacts {
  id: number;
  name: string;
  supports_multicontainer: boolean;
  requires_payment: boolean;
  needs__os_version_range?: string | null;
}

export type AppTypeOptionState = 'ok' | 'noOsDiscontinued' | 'noOsUpcoming' | 'paidOnly' | 'needsMulticontainer';

/** The OS releases of the fleet's device type, and whether the device type is discontinued. */
export interface OsAvailability {
  versions: readonly string[];
  discontinued: boolean;
}

/** Does `version` meet a range of space-separated comparators such as ">=2.12.0 <3.0.0"? Unreadable parts pass. */
export function meetsRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  return range
    .trim()
    .split(/\s+/)
    .every((part) => {
      const m = /^(>=|<=|>|<|=)?v?(\d+\.\d+\.\d+)/.exec(part);
      const target = m ? parseVersion(m[2]) : null;
      if (!m || !target) return true;
      const c = compareVersions(v, target);
      switch (m[1]) {
        case '>=':
          return c >= 0;
        case '<=':
          return c <= 0;
        case '>':
          return c > 0;
        case '<':
          return c < 0;
        default:
          return c === 0;
      }
    });
}

export interface AppTypeOption {
  id: number;
  name: string;
  state: AppTypeOptionState;
  recommended: boolean;
}

/** The change options for a fleet whose current type is `current`, on a paid plan or not. */
export function appTypeOptions(
  types: readonly AppTypeFacts[],
  current: Pick<AppTypeFacts, 'supports_multicontainer'> | null,
  planIsPaid: boolean,
  os?: OsAvailability,
): AppTypeOption[] {
  let recommendedGiven = false;
  return types.map((t) => {
    const range = t.needs__os_version_range;
    const noOs = os !== undefined && Boolean(range) && !os.versions.some((v) => meetsRange(v, range ?? ''));
    const state: AppTypeOptionState = noOs
      ? os?.discontinued
        ? 'noOsDiscontinued'
        : 'noOsUpcoming'
      : t.requires_payment && !planIsPaid
        ? 'paidOnly'
        : current?.supports_multicontainer && !t.supports_multicontainer
          ? 'needsMulticontainer'
          : 'ok';
    const recommended = state === 'ok' && !recommendedGiven;
    if (recommended) recommendedGiven = true;
    return { id: t.id, name: t.name, state, recommended };
  });
}
