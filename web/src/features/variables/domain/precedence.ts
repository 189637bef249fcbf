/**
 * Device variables next to the fleet values they override (spec 02 §3 "Variables": a device
 * variable carries its own value and the fleet value). For one service the fleet value is the fleet
 * service variable, else the fleet variable of all services.
 */
import { scopeKey, type VarScope } from './name-rules.ts';

/** The fleet value a device-level variable overrides: the fleet service value, else the fleet-wide one. */
export function fleetValueFor(fleet: ReadonlyMap<string, string>, scope: VarScope): string | undefined {
  if (scope.serviceId !== null) {
    const service = fleet.get(scopeKey(scope));
    if (service !== undefined) return service;
  }
  return fleet.get(scopeKey({ name: scope.name, serviceId: null }));
}

/**
 * The scopes a device page lists: every device-level variable and every fleet variable whose service
 * runs on the device (fleet-wide ones always), sorted by name then service.
 */
export function deviceScopes(
  fleet: Iterable<VarScope>,
  device: Iterable<VarScope>,
  deviceServiceIds: ReadonlySet<number>,
): VarScope[] {
  const byKey = new Map<string, VarScope>();
  for (const s of fleet) if (s.serviceId === null || deviceServiceIds.has(s.serviceId)) byKey.set(scopeKey(s), s);
  for (const s of device) byKey.set(scopeKey(s), s);
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.serviceId ?? -1) - (b.serviceId ?? -1));
}
