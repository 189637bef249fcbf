/**
 * Variable override precedence on a device (spec 02 §3 "Variables": a device variable carries its
 * own value next to the fleet value it overrides). For one service the value that applies is, from
 * strongest to weakest: device service variable, device variable (all services), fleet service
 * variable, fleet variable (all services).
 */
import { scopeKey, type VarScope } from './name-rules.ts';

/** The four levels a value can come from, strongest first. */
export const LEVELS = ['deviceService', 'device', 'fleetService', 'fleet'] as const;
export type Level = (typeof LEVELS)[number];

/** Values by scope key at each level (device-wide and fleet-wide scopes have serviceId null). */
export interface VarSources {
  fleet: ReadonlyMap<string, string>;
  device: ReadonlyMap<string, string>;
}

/** The value that applies to `name` in a service (null: device-wide), with the level it comes from. */
export function effectiveValue(sources: VarSources, name: string, serviceId: number | null): { value: string; level: Level } | undefined {
  const candidates: Array<[Level, string | undefined]> = [
    ['deviceService', serviceId === null ? undefined : sources.device.get(scopeKey({ name, serviceId }))],
    ['device', sources.device.get(scopeKey({ name, serviceId: null }))],
    ['fleetService', serviceId === null ? undefined : sources.fleet.get(scopeKey({ name, serviceId }))],
    ['fleet', sources.fleet.get(scopeKey({ name, serviceId: null }))],
  ];
  for (const [level, value] of candidates) if (value !== undefined) return { value, level };
  return undefined;
}

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
export function deviceScopes(fleet: Iterable<VarScope>, device: Iterable<VarScope>, deviceServiceIds: ReadonlySet<number>): VarScope[] {
  const byKey = new Map<string, VarScope>();
  for (const s of fleet) if (s.serviceId === null || deviceServiceIds.has(s.serviceId)) byKey.set(scopeKey(s), s);
  for (const s of device) byKey.set(scopeKey(s), s);
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || (a.serviceId ?? -1) - (b.serviceId ?? -1));
}
