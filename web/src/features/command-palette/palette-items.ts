/**
 * What the palette lists, as plain data: the app's pages and preference tabs (those the user may
 * open), the current page's commands, recent items and the server's search results, each in its
 * section. Filtering of local items is a case-insensitive match of every typed word; the server
 * answers the entity search (api/palette-search.ts).
 */
import type { PageCommand } from '../../actions/index.ts';
import type { PaletteSearchResult } from '../../api/palette-search.ts';
import { routes, type FleetClass, type PreferencesTab } from '../../lib/paths.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import type { RecentItem } from './recents.ts';

type SectionId = 'actions' | 'recent' | 'here' | 'pages' | 'organizations' | 'fleets' | 'devices';

export interface PaletteItem {
  /** Unique across sections. */
  id: string;
  label: string;
  detail?: string;
  /** Navigates here… */
  href?: string;
  /** …or runs this (a page command). */
  run?: () => void;
  disabledReason?: string | null;
  danger?: boolean;
  /** Remembered as a recent item when opened. */
  recent?: RecentItem;
  /** More words the typed text may match (e.g. "settings" for the preference tabs). */
  keywords?: string;
}

export interface PaletteSection {
  id: SectionId;
  title: string;
  items: PaletteItem[];
}

export interface PageAccess {
  apps: boolean;
  saml: boolean;
  isAdmin: boolean;
}

const TABS: readonly PreferencesTab[] = ['details', 'sshkeys', 'access-tokens', 'profile', '2fa', 'experimental'];

/** Every page of the app the user may open from anywhere (no ids needed). */
export function pageItems(access: PageAccess): PaletteItem[] {
  const page = (id: string, label: string, href: string, keywords?: string): PaletteItem => ({
    id: `page:${id}`,
    label,
    detail: t('palette.kind.page'),
    href,
    recent: { kind: 'page', label, href },
    ...(keywords ? { keywords } : {}),
  });
  const out = [
    page('fleets', t('palette.page.fleets'), routes.fleets()),
    ...(access.apps ? [page('apps', t('palette.page.apps'), routes.apps())] : []),
    page('blocks', t('palette.page.blocks'), routes.blocks()),
    page('orgs', t('palette.page.orgs'), routes.orgs()),
    page('billing', t('palette.page.billing'), routes.billing(), t('palette.keywords.billing')),
    ...(access.saml
      ? [
          page(
            'idp',
            t('palette.page.identityProvider'),
            routes.identityProvider(),
            t('palette.keywords.identityProvider'),
          ),
        ]
      : []),
    ...(access.isAdmin ? [page('admin', t('palette.page.admin'), routes.admin())] : []),
    ...TABS.map((tab) =>
      page(
        `preferences-${tab}`,
        t('palette.page.preferences', { tab: t(`palette.tab.${tab}` as MessageKey) }),
        routes.preferences(tab),
        t('palette.keywords.preferences'),
      ),
    ),
  ];
  return out;
}

/** The scopes whose own pages (their sidebar menu) the palette lists as "this …" pages. */
export type ContextScope = 'organization' | 'member' | 'team' | 'fleet' | 'app' | 'block' | 'release' | 'device';

/** One page of the current context as the sidebar lists it: its address and its (translated) label. */
export interface ContextPage {
  to: string;
  label: string;
}

/**
 * The pages of the context the user is in (the sidebar's menu: a fleet's devices, variables, members,
 * settings…; an organization's members, teams, billing…), labelled with their scope ("Fleet: Settings")
 * so "fleet settings" or "members" finds them from the palette.
 */
export function contextPageItems(scope: ContextScope, menu: readonly ContextPage[]): PaletteItem[] {
  const scopeLabel = t(`palette.scope.${scope}` as MessageKey);
  return menu.map((page) => {
    const label = t('palette.scoped', { scope: scopeLabel, page: page.label });
    return {
      id: `here:${page.to}`,
      label,
      detail: t('palette.kind.page'),
      href: page.to,
      recent: { kind: 'page', label, href: page.to },
    };
  });
}

/** Whether every whitespace-separated word of `text` occurs in `label` (case-insensitive). */
export function matchesText(text: string, ...fields: (string | undefined)[]): boolean {
  const hay = fields.filter(Boolean).join(' ').toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}

function commandItems(commands: readonly PageCommand[]): PaletteItem[] {
  return commands.map((c) => ({
    id: `command:${c.id}`,
    label: c.label,
    detail: c.disabledReason ?? undefined,
    run: c.run,
    disabledReason: c.disabledReason,
    danger: c.danger,
  }));
}

/** The server's matches as palette items (each opens its page and is remembered). */
function resultItems(
  result: PaletteSearchResult | undefined,
): Record<'organizations' | 'fleets' | 'devices', PaletteItem[]> {
  if (!result) return { organizations: [], fleets: [], devices: [] };
  return {
    organizations: result.organizations.map((o) => {
      const href = routes.org(o.id).root();
      return {
        id: `org:${o.id}`,
        label: o.name,
        detail: o.handle,
        href,
        recent: { kind: 'organization', label: o.name, detail: o.handle, href },
      };
    }),
    fleets: result.fleets.map((f) => {
      const cls = f.is_of__class as FleetClass;
      const href = routes.fleet(f.id, cls).root();
      const detail = f.organization[0]?.name;
      return {
        id: `fleet:${f.id}`,
        label: f.app_name,
        detail,
        href,
        recent: { kind: 'fleet', label: f.app_name, detail, href, ...(cls === 'fleet' ? { fleetId: f.id } : {}) },
      };
    }),
    devices: result.devices.map((d) => {
      const href = routes.device(d.uuid).root();
      const detail = [d.uuid.slice(0, 7), d.belongs_to__application[0]?.app_name].filter(Boolean).join(' · ');
      return {
        id: `device:${d.uuid}`,
        label: d.device_name,
        detail,
        href,
        recent: { kind: 'device', label: d.device_name, detail, href },
      };
    }),
  };
}

/**
 * The sections to show for `text`: with nothing typed, the page's commands, recent items and every
 * page; with text, the matching commands and pages, then the server's organizations, fleets and
 * devices. Empty sections are left out.
 */
export function buildSections(input: {
  text: string;
  commands: readonly PageCommand[];
  recents: readonly RecentItem[];
  pages: readonly PaletteItem[];
  /** The current context's pages (contextPageItems); none at home. */
  here?: readonly PaletteItem[];
  /** The name of what the context pages belong to (the fleet, the organization), when known. */
  hereName?: string | undefined;
  results: PaletteSearchResult | undefined;
}): PaletteSection[] {
  const text = input.text.trim();
  const here = input.here ?? [];
  const hereTitle = input.hereName ? t('palette.section.hereOf', { name: input.hereName }) : t('palette.section.here');
  const scope = input.commands[0]?.scope ?? '';
  const commands = commandItems(input.commands).filter((c) => matchesText(text, c.label, scope));
  const sections: PaletteSection[] = [
    { id: 'actions', title: t('palette.section.actions', { scope }), items: commands },
  ];
  if (!text) {
    sections.push({
      id: 'recent',
      title: t('palette.section.recent'),
      items: input.recents.map((r) => ({
        id: `recent:${r.href}`,
        label: r.label,
        detail: r.detail,
        href: r.href,
        recent: r,
      })),
    });
    sections.push({ id: 'here', title: hereTitle, items: [...here] });
    sections.push({ id: 'pages', title: t('palette.section.pages'), items: [...input.pages] });
  } else {
    sections.push({
      id: 'here',
      title: hereTitle,
      items: here.filter((p) => matchesText(text, p.label, p.keywords)),
    });
    sections.push({
      id: 'pages',
      title: t('palette.section.pages'),
      items: input.pages.filter((p) => matchesText(text, p.label, p.keywords)),
    });
    const found = resultItems(input.results);
    sections.push({ id: 'organizations', title: t('palette.section.organizations'), items: found.organizations });
    sections.push({ id: 'fleets', title: t('palette.section.fleets'), items: found.fleets });
    sections.push({ id: 'devices', title: t('palette.section.devices'), items: found.devices });
  }
  return sections.filter((s) => s.items.length > 0);
}
