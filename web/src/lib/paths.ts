/**
 * The dashboard's own URLs (spec 01 §2, spec 02 §2), built in one typed place: links, navigations,
 * redirects and menus call `routes.…` instead of writing path literals, so a renamed route is one
 * edit and a wrong parameter fails to compile. Path segments are percent-encoded; query values go
 * through URLSearchParams. The route tables (`features/<area>/routes.tsx`) declare the patterns.
 * Imports only a type from shared/, so every layer may use it.
 */
import type { FleetClass } from '../../../shared/fleet-class.ts';

/** A fleet's class, named as its URL segment is (`/fleets`, `/apps`, `/blocks`). */
export type { FleetClass };

/** Tabs of /preferences (spec 01 §3). */
export type PreferencesTab = 'details' | 'sshkeys' | 'access-tokens' | 'profile' | '2fa' | 'experimental';

const seg = (v: string | number): string => encodeURIComponent(String(v));

/** `path` with the defined query values appended (`?a=1&b=2`), or `path` alone when there are none. */
function withQuery(path: string, query?: Record<string, string | null | undefined>): string {
  const entries = Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] != null && e[1] !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
}

/** Fleets, apps and blocks lists, at the top level or scoped to an organization, member or team. */
const classLists = (base: string) => ({
  fleets: () => `${base}/fleets`,
  apps: () => `${base}/apps`,
  blocks: () => `${base}/blocks`,
});

const fleetRoutes = (id: number | string, fleetClass: FleetClass = 'fleet') => {
  const base = `/${fleetClass}s/${seg(id)}`;
  return {
    root: () => base,
    summary: () => `${base}/summary`,
    devices: () => `${base}/devices`,
    releases: () => `${base}/releases`,
    variables: () => `${base}/envvars`,
    configuration: () => `${base}/config`,
    members: () => `${base}/members`,
    teams: () => `${base}/teams`,
    apiKeys: () => `${base}/api-keys`,
    settings: () => `${base}/settings`,
    release: (releaseId: number | string) => {
      const r = `${base}/releases/${seg(releaseId)}`;
      return { root: () => r, summary: () => `${r}/summary`, settings: () => `${r}/settings` };
    },
  };
};

const deviceRoutes = (uuid: string) => {
  const base = `/devices/${seg(uuid)}`;
  return {
    root: () => base,
    summary: () => `${base}/summary`,
    actions: () => `${base}/actions`,
    settings: () => `${base}/settings`,
    location: () => `${base}/location`,
    configuration: () => `${base}/config`,
    variables: () => `${base}/envvars`,
    diagnostics: () => `${base}/diagnostics`,
  };
};

const orgRoutes = (orgId: number | string) => {
  const base = `/orgs/${seg(orgId)}`;
  return {
    root: () => base,
    summary: () => `${base}/summary`,
    ...classLists(base),
    members: () => `${base}/members`,
    teams: () => `${base}/teams`,
    billing: () => `${base}/billing`,
    credits: () => `${base}/credits`,
    member: (memberId: number | string) => {
      const m = `${base}/members/${seg(memberId)}`;
      return { summary: () => `${m}/summary`, ...classLists(m), teams: () => `${m}/teams` };
    },
    team: (teamId: number | string) => {
      const t = `${base}/teams/${seg(teamId)}`;
      return { summary: () => `${t}/summary`, ...classLists(t), members: () => `${t}/members` };
    },
  };
};

export const routes = {
  home: () => '/',
  ...classLists(''),
  /** The list of one fleet class (`/fleets`, `/apps`, `/blocks`). */
  fleetList: (fleetClass: FleetClass) => `/${fleetClass}s`,
  fleet: fleetRoutes,
  device: deviceRoutes,
  orgs: () => '/orgs',
  /** The preferred billing page: redirects to the first organization the user administers (spec 03 §2). */
  billing: () => '/billing',
  org: orgRoutes,
  admin: () => '/admin',
  identityProvider: () => '/identity-provider',
  identityProviderDetail: (id: number | string) => `/identity-provider/${seg(id)}`,
  preferences: (tab?: PreferencesTab) => (tab ? `/preferences/${tab}` : '/preferences'),
  login: (query?: { redirect?: string | null }) => withQuery('/login', query),
  twoFactor: () => '/login/two-factor',
  signup: (query?: { redirect?: string | null }) => withQuery('/signup', query),
  signupProfile: () => '/signup/profile',
  passwordReset: () => '/password-reset',
  passwordResetSuccess: () => '/password-reset/success',
  verifyEmailPending: () => '/user/verify-email/pending',
  saml: () => '/saml',
  samlProvider: (ssoIdentifier: string) => `/saml/${seg(ssoIdentifier)}`,
  samlMerge: (query: { code: string; shouldMergeWith: string }) => `/saml/callback/merge?${new URLSearchParams(query)}`,
  deploy: () => '/deploy',
  /** The support-portal single sign-on page (spec 03 §7). */
  supportPortal: () => '/zendesk-login',
} as const;

/** Whether a route parameter is a numeric id (`/fleets/:id` and the like). */
export const isNumericId = (id: string | undefined): id is string => id !== undefined && /^\d+$/.test(id);
