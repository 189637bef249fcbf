/**
 * Orders and text indexes built ahead of the first read. They are otherwise built on first use
 * (sorted-order.ts, text-index.ts), which at 100,000 devices makes the first sorted page or the
 * first search of the devices list wait a few hundred milliseconds. The list sorts by name and
 * searches the name (case-insensitive substring) and the uuid (prefix).
 */
import { tableOf, type Store } from './store.ts';
import type { StoredRow } from './rows.ts';

/** A stored field of the device rows (named from the contract, so a renamed field fails to compile). */
type DeviceField = keyof StoredRow<'device'> & string;

const WARM_ORDERS: readonly { resource: 'device'; field: DeviceField }[] = [
  { resource: 'device', field: 'device_name' },
];
const WARM_TEXT: readonly { resource: 'device'; field: DeviceField; lower: boolean }[] = [
  { resource: 'device', field: 'device_name', lower: true },
  { resource: 'device', field: 'uuid', lower: false },
];

/**
 * Builds them one per turn of the event loop (`defer`), so a request arriving meanwhile waits for
 * one index at most. Returns when all are built.
 */
export async function warmReadIndexes(
  store: Store,
  defer: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<void> {
  for (const { resource, field } of WARM_ORDERS) {
    await defer();
    if (store.resources.has(resource)) tableOf(store, resource).sortedBy(field);
  }
  for (const { resource, field, lower } of WARM_TEXT) {
    await defer();
    if (store.resources.has(resource)) tableOf(store, resource).warmText(field, lower);
  }
}
