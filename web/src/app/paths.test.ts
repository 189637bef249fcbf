/**
 * The typed route builder writes the dashboard's URLs as the route tables declare them (spec 01 §2,
 * spec 02 §2): every builder's output must match a route declared in `features/<area>/routes.tsx`
 * (through the router's tree, the in-shell catch-all excluded), so a renamed route that one side
 * misses fails here.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes } from '../lib/paths.ts';
import { routeTree } from './route-tree.tsx';
import { FLEET_CLASSES } from '../../../shared/fleet-class.ts';

type Builder = (...args: never[]) => unknown;

/** Sample arguments per builder name; builders not listed take none. */
const SAMPLE_ARGS: Record<string, unknown[][]> = {
  fleet: FLEET_CLASSES.map((c) => [12, c]),
  fleetList: FLEET_CLASSES.map((c) => [c]),
  release: [[9]],
  device: [['a1b2c3']],
  org: [[7]],
  member: [[2]],
  team: [[5]],
  identityProviderDetail: [[3]],
  preferences: [[], ['details'], ['sshkeys'], ['access-tokens'], ['profile'], ['2fa'], ['experimental']],
  login: [[], [{ redirect: '/fleets/1' }]],
  signup: [[], [{ redirect: '/fleets/1' }]],
  samlProvider: [['acme']],
  samlMerge: [[{ code: 'c', shouldMergeWith: 'u' }]],
};

/** Every URL the builder can write with the sample arguments, named by its call path. */
function allUrls(node: Record<string, unknown>, prefix = 'routes'): Array<[string, string]> {
  return Object.entries(node).flatMap(([name, value]) =>
    (SAMPLE_ARGS[name] ?? [[]]).flatMap((args) => {
      const out = (value as Builder)(...(args as never[]));
      const call = `${prefix}.${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
      return typeof out === 'string'
        ? [[call, out] as [string, string]]
        : allUrls(out as Record<string, unknown>, call);
    }),
  );
}

/**
 * Tabs the route tables declare for fleets only (spec 02 §2): the builder writes them for any class
 * and the fleet layout's loader corrects a wrong class prefix (/blocks/4/devices → /fleets/4/devices).
 */
const FLEET_ONLY_TAB = /^routes\.fleet\(12, "(app|block)"\)\.(devices|variables|configuration|apiKeys)\(\)$/;

/** The declared route a URL lands on (the deepest match), or null on the in-shell catch-all / nothing. */
function declaredRoute(url: string): RouteObject | null {
  const matches = matchRoutes(routeTree, new URL(url, 'http://x').pathname);
  const last = matches?.at(-1)?.route;
  return last && last.path !== '*' ? last : null;
}

describe('routes', () => {
  const urls = allUrls(routes).filter(([call]) => !FLEET_ONLY_TAB.test(call));

  it('covers every builder', () => {
    expect(urls.length).toBeGreaterThan(60);
  });

  it.each(urls)('%s → %s is a declared route', (_call, url) => {
    expect(declaredRoute(url)).not.toBeNull();
  });

  it('a path the route tables do not declare is not taken for one', () => {
    expect(declaredRoute('/fleets/12/no-such-tab')).toBeNull();
    expect(declaredRoute('/orgs/7/members/2/no-such-tab')).toBeNull();
  });

  it('writes class prefixes, tab names and percent-encoded segments and queries', () => {
    expect(routes.fleet(3, 'app').summary()).toBe('/apps/3/summary');
    expect(routes.fleet(4, 'block').release(9).settings()).toBe('/blocks/4/releases/9/settings');
    expect(routes.device('a1b2').variables()).toBe('/devices/a1b2/envvars');
    expect(routes.samlProvider('acme sso/1')).toBe('/saml/acme%20sso%2F1');
    expect(routes.login({ redirect: '/fleets/1?x=a&y=b' })).toBe('/login?redirect=%2Ffleets%2F1%3Fx%3Da%26y%3Db');
    expect(routes.samlMerge({ code: 'c 1', shouldMergeWith: '' })).toBe(
      '/saml/callback/merge?code=c+1&shouldMergeWith=',
    );
    expect(routes.signup({ redirect: null })).toBe('/signup');
  });
});
