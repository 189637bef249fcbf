/** Palette sections: what is listed with and without text, and how recent items are kept. */
import { describe, expect, it, vi } from 'vitest';
import type { PageCommand } from '../../actions/index.ts';
import type { PaletteSearchResult } from '../../api/palette-search.ts';
import { buildSections, contextPageItems, matchesText, pageItems } from './palette-items.ts';
import { addRecent, RECENTS_MAX, type RecentItem } from './recents.ts';
import { at, entry } from '../../../../tests/present.ts';

const command = (id: string, extra: Partial<PageCommand> = {}): PageCommand => ({
  id,
  label: at(id, 0).toUpperCase() + id.slice(1),
  scope: 'Device kitchen-pi',
  disabledReason: null,
  danger: false,
  run: vi.fn(),
  ...extra,
});

const results: PaletteSearchResult = {
  organizations: [{ id: 2, name: 'Acme IoT', handle: 'acme' }],
  fleets: [
    {
      id: 20,
      app_name: 'smart-lights',
      uuid: 'f'.repeat(32),
      is_of__class: 'fleet',
      organization: [{ name: 'Acme IoT' }],
    },
  ],
  devices: [
    { id: 7, uuid: 'abc1234def', device_name: 'kitchen-pi', belongs_to__application: [{ app_name: 'smart-lights' }] },
  ],
} as unknown as PaletteSearchResult;

const pages = pageItems({ apps: false, saml: false, isAdmin: false });

describe('pageItems', () => {
  it('lists the pages and preference tabs the user may open', () => {
    const hrefs = pages.map((p) => p.href);
    expect(hrefs).toContain('/fleets');
    expect(hrefs).toContain('/orgs');
    expect(hrefs).toContain('/preferences/sshkeys');
    expect(hrefs).not.toContain('/apps');
    expect(hrefs).not.toContain('/admin');
    expect(hrefs).not.toContain('/identity-provider');
    const all = pageItems({ apps: true, saml: true, isAdmin: true }).map((p) => p.href);
    expect(all).toEqual(expect.arrayContaining(['/apps', '/admin', '/identity-provider']));
  });
});

describe('matchesText', () => {
  it('needs every typed word, in any case and order', () => {
    expect(matchesText('ssh pref', 'Preferences: SSH keys')).toBe(true);
    expect(matchesText('SSH tokens', 'Preferences: SSH keys')).toBe(false);
    expect(matchesText('', 'anything')).toBe(true);
  });
});

describe('buildSections', () => {
  it('shows the page actions, recent items and all pages when nothing is typed', () => {
    const recents: RecentItem[] = [{ kind: 'fleet', label: 'cold-chain', href: '/fleets/21', fleetId: 21 }];
    const sections = buildSections({ text: '', commands: [command('blink')], recents, pages, results: undefined });
    expect(sections.map((s) => s.id)).toEqual(['actions', 'recent', 'pages']);
    expect(at(sections, 0).title).toBe('Actions: Device kitchen-pi');
    expect(at(sections, 1).items[0]).toMatchObject({ label: 'cold-chain', href: '/fleets/21' });
  });

  it('filters actions and pages by the text and adds the server results with their addresses', () => {
    const sections = buildSections({
      text: 'blink',
      commands: [command('blink'), command('reboot', { danger: true })],
      recents: [],
      pages,
      results,
    });
    expect(sections.map((s) => s.id)).toEqual(['actions', 'organizations', 'fleets', 'devices']);
    expect(at(sections, 0).items.map((i) => i.label)).toEqual(['Blink']);
    const byId = Object.fromEntries(sections.map((s) => [s.id, s.items]));
    expect(at(entry(byId, 'organizations'), 0)).toMatchObject({ href: '/orgs/2', detail: 'acme' });
    expect(at(entry(byId, 'fleets'), 0)).toMatchObject({ href: '/fleets/20', recent: { fleetId: 20 } });
    expect(at(entry(byId, 'devices'), 0)).toMatchObject({
      href: '/devices/abc1234def',
      detail: 'abc1234 · smart-lights',
    });
  });

  it('carries a disabled action with its reason and leaves empty sections out', () => {
    const sections = buildSections({
      text: 'restart',
      commands: [command('restart', { disabledReason: 'The device is offline' })],
      recents: [],
      pages,
      results: { organizations: [], fleets: [], devices: [] },
    });
    expect(sections).toHaveLength(1);
    expect(at(sections, 0).items[0]).toMatchObject({
      disabledReason: 'The device is offline',
      detail: 'The device is offline',
    });
  });
});

describe('pages here and settings', () => {
  it("lists the context's pages under their scope and finds settings by keyword", () => {
    const here = contextPageItems('fleet', [
      { to: '/fleets/20/summary', label: 'Summary' },
      { to: '/fleets/20/settings', label: 'Settings' },
    ]);
    const sections = buildSections({ text: 'settings', commands: [], recents: [], pages, here, results: undefined });
    expect(sections.map((s) => s.id)).toEqual(['here', 'pages']);
    expect(at(sections, 0).items).toEqual([
      expect.objectContaining({ label: 'Fleet: Settings', href: '/fleets/20/settings' }),
    ]);
    expect(at(sections, 1).items.map((i) => i.href)).toContain('/preferences/details');
  });
});

describe('addRecent', () => {
  it('puts the item first, drops an older copy of the same address and keeps at most RECENTS_MAX', () => {
    const item = (n: number): RecentItem => ({ kind: 'page', label: `p${n}`, href: `/p${n}` });
    let list: RecentItem[] = [];
    for (let n = 0; n < RECENTS_MAX + 3; n++) list = addRecent(list, item(n));
    expect(list).toHaveLength(RECENTS_MAX);
    expect(at(list, 0).href).toBe(`/p${RECENTS_MAX + 2}`);
    list = addRecent(list, item(RECENTS_MAX));
    expect(at(list, 0).href).toBe(`/p${RECENTS_MAX}`);
    expect(list.filter((r) => r.href === `/p${RECENTS_MAX}`)).toHaveLength(1);
  });
});
