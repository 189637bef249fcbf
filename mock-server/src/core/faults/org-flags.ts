/**
 * Organization flags for scenarios and the admin API (
 * `frozen-org`, `past-due-org`): written through to the OData fields the dashboard reads
 * (`is_frozen`, `has_past_due_invoice_since__date`; spec 03 past-due banner: <30 days warning,
 * 30–59 error, ≥60 frozen). Past-due dates are set relative to the world's mock clock.
 */
import type { World } from '../world.ts';
import { update } from '../store/write.ts';
import type { StoredRow } from '../store/rows.ts';
import { DAY_MS, FROZEN_PAST_DUE_DAYS } from './constants.ts';
import { FlagError } from './flags.ts';

export interface OrganizationFlagsInput {
  /** Freeze (true) or unfreeze (false) the organization. */
  frozen?: boolean;
  /** Days past due as of the mock clock now; null clears the past-due date. */
  pastDueDays?: number | null;
}

export interface OrganizationFlagState {
  handle: string;
  isFrozen: boolean;
  pastDueSince: string | null;
}

/** The organization row of a handle; FlagError 404 when the world has none. */
function organizationByHandle(world: World, handle: string): StoredRow<'organization'> {
  const row = world.store.find('organization', 'handle', handle)[0];
  if (!row) throw new FlagError(404, `Unknown organization '${handle}'`);
  return row;
}

const isoDaysAgo = (world: World, days: number): string => new Date(world.clock.now() - days * DAY_MS).toISOString();

/**
 * Applies organization flags. Freezing also makes the organization at least
 * FROZEN_PAST_DUE_DAYS past due (a freeze follows 60 days past due, spec 01 §9); unfreezing
 * clears the past-due date unless `pastDueDays` says otherwise.
 */
export function setOrganizationFlags(
  world: World,
  handle: string,
  input: OrganizationFlagsInput,
): OrganizationFlagState {
  const row = organizationByHandle(world, handle);
  const patch: Record<string, unknown> = {};
  if (input.frozen === true) {
    patch.is_frozen = true;
    patch.has_past_due_invoice_since__date = isoDaysAgo(world, FROZEN_PAST_DUE_DAYS);
  } else if (input.frozen === false) {
    patch.is_frozen = false;
    patch.has_past_due_invoice_since__date = null;
  }
  if (input.pastDueDays !== undefined)
    patch.has_past_due_invoice_since__date = input.pastDueDays === null ? null : isoDaysAgo(world, input.pastDueDays);
  if (Object.keys(patch).length) update(world.store, 'organization', row.id, patch, { trusted: true });
  return organizationFlags(world, handle);
}

/** The billing state of an organization as the OData API shows it. */
export function organizationFlags(world: World, handle: string): OrganizationFlagState {
  const row = organizationByHandle(world, handle);
  return {
    handle,
    isFrozen: row.is_frozen === true,
    pastDueSince: (row.has_past_due_invoice_since__date as string | null) ?? null,
  };
}
