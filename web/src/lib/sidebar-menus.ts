/**
 * Sidebar menus by context (spec 01 §2 "Sidebars by context"). Home, organization, member and team
 * menus are defined here; fleet, block, app, device and release menus (spec 02) plug in through
 * `registerSidebarMenu` (features/fleets/sidebar.ts registers them, gated by class and by the
 * access the fleet layout's loader records), and fall back to the home menu until registered.
 */
import type { MessageKey } from './i18n.ts';
import type { NavigationContext, NavigationKind } from './navigation-context.ts';
import { routes } from './paths.ts';

export interface NavItem {
  to: string;
  label: MessageKey;
  /** e.g. the Alpha badge on Apps. */
  badge?: MessageKey;
  /** Matches only the exact path (not its children). */
  end?: boolean;
}

export interface SidebarOptions {
  /** Apps area exists (feature flag) and its display is switched on (experimental preference). */
  showApps: boolean;
  /** SAML feature exists and the social provider list includes saml (spec 01 §2 home sidebar). */
  showIdentityProvider: boolean;
  /** The user may access billing of the organization in context (organization.access_billing). */
  canAccessBilling: boolean;
}

type ScopedKind = Exclude<NavigationKind, 'home' | 'organization' | 'member' | 'team'>;
export type SidebarMenuProvider<K extends ScopedKind = ScopedKind> = (
  context: Extract<NavigationContext, { kind: K }>,
  options: SidebarOptions,
) => NavItem[];

/** Registered menus by kind; each answers only for a context of its own kind. */
const providers = new Map<
  NavigationKind,
  (context: NavigationContext, options: SidebarOptions) => NavItem[] | undefined
>();

const isKind = <K extends NavigationKind>(
  context: NavigationContext,
  kind: K,
): context is Extract<NavigationContext, { kind: K }> => context.kind === kind;

const listeners = new Set<() => void>();
let menuVersion = 0;

/** Re-renders the sidebar when what a registered menu reads has changed (e.g. access known later). */
export function refreshSidebarMenus(): void {
  menuVersion += 1;
  for (const l of listeners) l();
}

/** Subscription and snapshot for useSyncExternalStore in the sidebar. */
export const subscribeSidebarMenus = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const sidebarMenusVersion = (): number => menuVersion;

/** Typed slot for the fleet/block/app/device/release menus (spec 02). */
export function registerSidebarMenu<K extends ScopedKind>(kind: K, provider: SidebarMenuProvider<K>): void {
  providers.set(kind, (context, options) => (isKind(context, kind) ? provider(context, options) : undefined));
}

function homeMenu(o: SidebarOptions): NavItem[] {
  return [
    { to: routes.fleets(), label: 'nav.fleets' },
    ...(o.showApps ? [{ to: routes.apps(), label: 'nav.apps', badge: 'nav.alpha' } satisfies NavItem] : []),
    { to: routes.blocks(), label: 'nav.blocks' },
    { to: routes.orgs(), label: 'nav.orgs', end: true },
    ...(o.showIdentityProvider
      ? [{ to: routes.identityProvider(), label: 'nav.identityProvider' } satisfies NavItem]
      : []),
  ];
}

/** Fleets/apps/blocks entries shared by the scoped menus. */
function classLinks(base: { fleets(): string; apps(): string; blocks(): string }, o: SidebarOptions): NavItem[] {
  return [
    { to: base.fleets(), label: 'nav.fleets' },
    ...(o.showApps ? [{ to: base.apps(), label: 'nav.apps', badge: 'nav.alpha' } satisfies NavItem] : []),
    { to: base.blocks(), label: 'nav.blocks' },
  ];
}

/** The organization pages that need billing access (spec 01 §2: billing and credits). */
const BILLING_PAGES: ReadonlyArray<'billing' | 'credits'> = ['billing', 'credits'];

/** The menu items for a context. */
export function sidebarMenu(context: NavigationContext, options: SidebarOptions): NavItem[] {
  switch (context.kind) {
    case 'home':
      return homeMenu(options);
    case 'organization': {
      const org = routes.org(context.orgId);
      return [
        { to: org.summary(), label: 'nav.summary' },
        ...classLinks(org, options),
        { to: org.members(), label: 'nav.members' },
        { to: org.teams(), label: 'nav.teams' },
        ...(options.canAccessBilling
          ? BILLING_PAGES.map((page) => ({ to: org[page](), label: `nav.${page}` }) satisfies NavItem)
          : []),
      ];
    }
    case 'member': {
      const member = routes.org(context.orgId).member(context.memberId);
      return [
        { to: member.summary(), label: 'nav.summary' },
        ...classLinks(member, options),
        { to: member.teams(), label: 'nav.teams' },
      ];
    }
    case 'team': {
      const team = routes.org(context.orgId).team(context.teamId);
      return [
        { to: team.summary(), label: 'nav.summary' },
        ...classLinks(team, options),
        { to: team.members(), label: 'nav.members' },
      ];
    }
    default: {
      return providers.get(context.kind)?.(context, options) ?? homeMenu(options);
    }
  }
}
