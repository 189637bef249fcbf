/**
 * Fleet, app, block, release and device sidebar menus (spec 01 §2 "Sidebars by context", spec 02 §2
 * child routes), registered into the shell's menu slots. Items follow the class and the user's
 * permissions: settings need application.update and are hidden for observers; devices, variables,
 * configuration and API keys exist for fleets only; apps show members and teams only to
 * administrators; release settings need release.update; diagnostics need device.access_diagnostics.
 */
import { registerSidebarMenu, type NavItem } from '../../lib/sidebar-menus.ts';
import type { FleetClass } from '../../lib/navigation-context.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { FleetAccess } from '../../lib/authz.ts';
import { MSG } from './messages.ts';
import { fleetAccessFor } from './sidebar-access.ts';
import { routes } from '../../lib/paths.ts';
import { deviceAccessFor, mayOpenDevicePage, type DevicePage } from '../device/index.ts';

/** `t()` shows a text that is not a key as-is; these labels live in this feature's messages.ts. */
const label = (text: string): MessageKey => text as MessageKey;

const item = (to: string, text: string, end = false): NavItem => ({ to, label: label(text), end });

/** The fleet-level menu for a class; `access` undefined means not known yet (nothing gated is shown). */
export function fleetMenu(fleetClass: FleetClass, fleetId: number, access: FleetAccess | undefined): NavItem[] {
  const fleet = routes.fleet(fleetId, fleetClass);
  const can = (p: `${string}.${string}`) => access?.can(p) ?? false;
  const items: NavItem[] = [item(fleet.summary(), MSG.summary)];
  if (fleetClass === 'fleet') items.push(item(fleet.devices(), MSG.devices));
  items.push(item(fleet.releases(), MSG.releases));
  if (fleetClass === 'fleet')
    items.push(item(fleet.variables(), MSG.variables), item(fleet.configuration(), MSG.configuration));
  // Apps show members and teams only to administrators (spec 02 §2 "only for certain access roles").
  const membersVisible = fleetClass !== 'app' || (access?.roles.includes('administrator') ?? false);
  if (membersVisible && access) items.push(item(fleet.members(), MSG.members), item(fleet.teams(), MSG.teams));
  // Provisioning keys are for adding devices: shown to roles that may create devices or update the fleet (the API's rule).
  if (fleetClass === 'fleet' && (can('device.create') || can('application.update')))
    items.push(item(fleet.apiKeys(), MSG.apiKeys));
  if (can('application.update')) items.push(item(fleet.settings(), MSG.settings));
  return items;
}

/** The release menu: summary, and settings for roles that may update releases. */
export function releaseMenu(
  fleetClass: FleetClass,
  fleetId: number,
  releaseId: number,
  access: FleetAccess | undefined,
): NavItem[] {
  const release = routes.fleet(fleetId, fleetClass).release(releaseId);
  const items = [item(release.summary(), MSG.summary)];
  if (access?.can('release.update')) items.push(item(release.settings(), MSG.settings));
  return items;
}

/**
 * The device menu (spec 02 §2 "Device area"): only the pages the role may open (device feature's
 * page rules); while the access is not known yet, only the pages every role may open.
 */
export function deviceMenu(uuid: string, access: FleetAccess | undefined): NavItem[] {
  const device = routes.device(uuid);
  const may = (page: DevicePage) => mayOpenDevicePage(page, (p) => access?.can(p) ?? false);
  const entries: Array<[DevicePage, string, string]> = [
    ['summary', device.summary(), MSG.summary],
    ['actions', device.actions(), MSG.actions],
    ['settings', device.settings(), MSG.settings],
    ['location', device.location(), MSG.location],
    ['configuration', device.configuration(), MSG.configuration],
    ['variables', device.variables(), MSG.variables],
    ['diagnostics', device.diagnostics(), MSG.diagnostics],
  ];
  return entries.filter(([page]) => may(page)).map(([, to, text]) => item(to, text));
}

/** Registers the menus into the shell (idempotent; called when the feature's routes load). */
export function registerFleetMenus(): void {
  for (const kind of ['fleet', 'app', 'block'] as const)
    registerSidebarMenu(kind, (ctx) => fleetMenu(kind, ctx.fleetId, fleetAccessFor(ctx.fleetId)));
  registerSidebarMenu('release', (ctx) =>
    releaseMenu(ctx.fleetClass, ctx.fleetId, ctx.releaseId, fleetAccessFor(ctx.fleetId)),
  );
  registerSidebarMenu('device', (ctx) => deviceMenu(ctx.uuid, deviceAccessFor(ctx.uuid)));
}
