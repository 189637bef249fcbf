import { describe, expect, it } from 'vitest';
import { toFleetAccess } from '../../lib/authz.ts';
import { navigationContext } from '../../lib/navigation-context.ts';
import { sidebarMenu, type SidebarOptions } from '../../lib/sidebar-menus.ts';
import { deviceMenu, fleetMenu, registerFleetMenus, releaseMenu } from './sidebar.ts';
import { recordFleetAccess } from './sidebar-access.ts';
import { at } from '../../../../tests/present.ts';

const paths = (items: Array<{ to: string }>) => items.map((i) => i.to.split('/').pop());
const admin = toFleetAccess(['administrator']);
const observer = toFleetAccess(['observer']);
const operator = toFleetAccess(['operator']);

describe('fleet sidebar menus by class and permission (spec 01 §2, spec 02 §2)', () => {
  it('fleets: devices, variables, configuration, API keys and settings for administrators', () => {
    expect(paths(fleetMenu('fleet', 17, admin))).toEqual([
      'summary',
      'devices',
      'releases',
      'envvars',
      'config',
      'members',
      'teams',
      'api-keys',
      'settings',
    ]);
  });
  it('observers get no settings and no API keys; operators get API keys but no settings', () => {
    expect(paths(fleetMenu('fleet', 17, observer))).toEqual([
      'summary',
      'devices',
      'releases',
      'envvars',
      'config',
      'members',
      'teams',
    ]);
    expect(paths(fleetMenu('fleet', 17, operator))).toContain('api-keys');
    expect(paths(fleetMenu('fleet', 17, operator))).not.toContain('settings');
  });
  it('blocks: summary, releases, settings, members and teams; apps show members and teams to administrators only', () => {
    expect(paths(fleetMenu('block', 24, admin))).toEqual(['summary', 'releases', 'members', 'teams', 'settings']);
    expect(paths(fleetMenu('app', 23, admin))).toEqual(['summary', 'releases', 'members', 'teams', 'settings']);
    expect(paths(fleetMenu('app', 23, toFleetAccess(['developer'])))).toEqual(['summary', 'releases', 'settings']);
  });
  it('release settings need release.update; device diagnostics need access_diagnostics when known', () => {
    expect(paths(releaseMenu('fleet', 17, 99, toFleetAccess(['safe-developer'])))).toEqual(['summary', 'settings']);
    expect(paths(releaseMenu('fleet', 17, 99, observer))).toEqual(['summary']);
  });
  it('device menu: only the pages the role may open (observers: no actions, settings or diagnostics)', () => {
    expect(paths(deviceMenu('abc', admin))).toEqual([
      'summary',
      'actions',
      'settings',
      'location',
      'config',
      'envvars',
      'diagnostics',
    ]);
    expect(paths(deviceMenu('abc', toFleetAccess(['safe-operator'])))).toEqual([
      'summary',
      'actions',
      'settings',
      'location',
      'config',
      'envvars',
      'diagnostics',
    ]);
    expect(paths(deviceMenu('abc', observer))).toEqual(['summary', 'location', 'config', 'envvars']);
    expect(paths(deviceMenu('abc', undefined))).toEqual(['summary', 'location', 'config', 'envvars']);
  });
  it('registered into the shell: the sidebar of a fleet path uses the recorded access', () => {
    registerFleetMenus();
    recordFleetAccess(17, observer);
    const options: SidebarOptions = { showApps: false, showIdentityProvider: false, canAccessBilling: false };
    expect(paths(sidebarMenu(navigationContext('/fleets/17/summary'), options))).not.toContain('settings');
    expect(at(sidebarMenu(navigationContext('/blocks/24'), options), 0).to).toBe('/blocks/24/summary');
  });
});
