import { DEVICE_STATUSES, type DeviceStatus, type StatusCounts } from '../../api/application/lists.ts';

/** Device overall status values (spec 02 §3) in the order the cards show them, typed by the contract. */
export { DEVICE_STATUSES, type DeviceStatus, type StatusCounts };

export const emptyCounts = (): StatusCounts => Object.fromEntries(DEVICE_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** The statuses with at least one device, in display order (cards list only those). */
export function nonZeroStatuses(counts: StatusCounts): Array<[DeviceStatus, number]> {
  return DEVICE_STATUSES.filter((s) => counts[s] > 0).map((s) => [s, counts[s]]);
}
