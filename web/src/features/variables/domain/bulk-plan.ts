/**
 * Setting or removing one variable on many devices (a bulk edit from the devices list, beyond spec
 * 02): what each device would get, from its stored value, and the batch message of spec 02 §4
 * "Action flow" once applied.
 */
import { msg } from '../messages.ts';

export type BulkOperation = 'set' | 'remove';

export interface BulkDevice {
  id: number;
  name: string;
}

type BulkChange =
  | { op: 'add' | 'update'; value: string; id?: number }
  | { op: 'delete'; id: number }
  | { op: 'none' }
  | { op: 'serviceMissing' };

export interface BulkPlanRow {
  device: BulkDevice;
  current: string | undefined;
  change: BulkChange;
}

/**
 * The change per device. `installs` lists the devices running the service (service variables
 * only: null for device-wide variables); a device without it cannot take the variable.
 */
export function planBulk(
  devices: readonly BulkDevice[],
  operation: BulkOperation,
  value: string,
  stored: ReadonlyMap<number, { id: number; value: string }>,
  installs: ReadonlyMap<number, number> | null,
): BulkPlanRow[] {
  return devices.map((device) => {
    const current = stored.get(device.id);
    let change: BulkChange;
    if (operation === 'remove') change = current ? { op: 'delete', id: current.id } : { op: 'none' };
    else if (installs && !installs.has(device.id)) change = { op: 'serviceMissing' };
    else if (!current) change = { op: 'add', value };
    else change = current.value === value ? { op: 'none' } : { op: 'update', value, id: current.id };
    return { device, current: current?.value, change };
  });
}

/** The toast after a bulk apply: all failed → danger; some → "Operation failed for N of M selected items" with the first error. */
export function bulkOutcomeToast(
  total: number,
  errors: readonly string[],
): { kind: 'success' | 'warning' | 'danger'; text: string } {
  const [first] = errors;
  if (first === undefined) return { kind: 'success', text: msg('allSuccessful') };
  if (errors.length === total) return { kind: 'danger', text: first };
  return { kind: 'warning', text: `${msg('bulkPartial', { failed: errors.length, total })}: ${first}` };
}
