import { describe, expect, it } from 'vitest';
import { navigationContext } from '../../lib/navigation-context.ts';
import { registerSidebarMenu, sidebarMenu, type SidebarOptions } from '../../lib/sidebar-menus.ts';
import { at } from '../../../../tests/present.ts';

const ALL: SidebarOptions = { showApps: true, showIdentityProvider: true, canAccessBilling: true };
const NONE: SidebarOptions = { showApps: false, showIdentityProvider: false, canAccessBilling: false };
const paths = (ctx: Parameters<typeof sidebarMenu>[0], o: SidebarOptions) => sidebarMenu(ctx, o).map((i) => i.to);

describe('navigationContext (spec 01 §2: device beats release beats fleet)', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/fleets', { kind: 'home' }],
    ['/preferences/details', { kind: 'home' }],
    ['/fleets/12/summary', { kind: 'fleet', fleetId: 12 }],
    ['/blocks/3', { kind: 'block', fleetId: 3 }],
    ['/apps/3/devices', { kind: 'app', fleetId: 3 }],
    ['/fleets/12/releases/99/summary', { kind: 'release', fleetClass: 'fleet', fleetId: 12, releaseId: 99 }],
    ['/fleets/12/releases', { kind: 'fleet', fleetId: 12 }],
    ['/devices/abc123/summary', { kind: 'device', uuid: 'abc123' }],
    ['/orgs/7/summary', { kind: 'organization', orgId: 7 }],
    ['/orgs/7/members/8', { kind: 'member', orgId: 7, memberId: 8 }],
    ['/orgs/7/teams/9/members', { kind: 'team', orgId: 7, teamId: 9 }],
    ['/orgs/acme/summary', { kind: 'home' }],
    ['/fleets/abc', { kind: 'home' }],
  ])('%s', (path, expected) => {
    expect(navigationContext(path)).toEqual(expected);
  });
});

describe('sidebarMenu (spec 01 §2 sidebars by context)', () => {
  it('home: fleets, apps (Alpha, only when shown), blocks, orgs, identity provider (only with SAML)', () => {
    expect(paths({ kind: 'home' }, ALL)).toEqual(['/fleets', '/apps', '/blocks', '/orgs', '/identity-provider']);
    expect(at(sidebarMenu({ kind: 'home' }, ALL), 1).badge).toBe('nav.alpha');
    expect(paths({ kind: 'home' }, NONE)).toEqual(['/fleets', '/blocks', '/orgs']);
  });
  it('organization: summary, classes, members, teams, then billing and credits only with billing access', () => {
    expect(paths({ kind: 'organization', orgId: 4 }, ALL)).toEqual([
      '/orgs/4/summary',
      '/orgs/4/fleets',
      '/orgs/4/apps',
      '/orgs/4/blocks',
      '/orgs/4/members',
      '/orgs/4/teams',
      '/orgs/4/billing',
      '/orgs/4/credits',
    ]);
    expect(paths({ kind: 'organization', orgId: 4 }, NONE)).toEqual([
      '/orgs/4/summary',
      '/orgs/4/fleets',
      '/orgs/4/blocks',
      '/orgs/4/members',
      '/orgs/4/teams',
    ]);
  });
  it('member and team menus', () => {
    expect(paths({ kind: 'member', orgId: 1, memberId: 2 }, NONE)).toEqual([
      '/orgs/1/members/2/summary',
      '/orgs/1/members/2/fleets',
      '/orgs/1/members/2/blocks',
      '/orgs/1/members/2/teams',
    ]);
    expect(paths({ kind: 'team', orgId: 1, teamId: 3 }, NONE)).toEqual([
      '/orgs/1/teams/3/summary',
      '/orgs/1/teams/3/fleets',
      '/orgs/1/teams/3/blocks',
      '/orgs/1/teams/3/members',
    ]);
  });
  it('fleet context falls back to home until a menu is registered, then uses it', () => {
    expect(paths({ kind: 'fleet', fleetId: 5 }, NONE)).toEqual(['/fleets', '/blocks', '/orgs']);
    registerSidebarMenu('fleet', (ctx) => [{ to: `/fleets/${ctx.fleetId}/summary`, label: 'nav.summary' }]);
    expect(paths({ kind: 'fleet', fleetId: 5 }, NONE)).toEqual(['/fleets/5/summary']);
  });
});
