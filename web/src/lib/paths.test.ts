/** The typed route builder writes the dashboard's URLs as the route tables declare them (spec 01 §2, spec 02 §2). */
import { describe, expect, it } from 'vitest';
import { routes } from './paths.ts';

describe('routes', () => {
  it('builds fleet, release and device paths per class', () => {
    expect(routes.fleet(12).devices()).toBe('/fleets/12/devices');
    expect(routes.fleet(3, 'app').summary()).toBe('/apps/3/summary');
    expect(routes.fleet(4, 'block').release(9).settings()).toBe('/blocks/4/releases/9/settings');
    expect(routes.device('a1b2').variables()).toBe('/devices/a1b2/envvars');
    expect(routes.fleetList('app')).toBe('/apps');
  });
  it('builds organization, member and team paths', () => {
    expect(routes.org(7).billing()).toBe('/orgs/7/billing');
    expect(routes.org(7).member(2).blocks()).toBe('/orgs/7/members/2/blocks');
    expect(routes.org(7).team(5).members()).toBe('/orgs/7/teams/5/members');
  });
  it('percent-encodes path segments and query values', () => {
    expect(routes.samlProvider('acme sso/1')).toBe('/saml/acme%20sso%2F1');
    expect(routes.login({ redirect: '/fleets/1?x=a&y=b' })).toBe('/login?redirect=%2Ffleets%2F1%3Fx%3Da%26y%3Db');
    expect(routes.samlMerge({ code: 'c 1', shouldMergeWith: '' })).toBe(
      '/saml/callback/merge?code=c+1&shouldMergeWith=',
    );
  });
  it('leaves out an absent query', () => {
    expect(routes.signup({ redirect: null })).toBe('/signup');
    expect(routes.login()).toBe('/login');
    expect(routes.preferences('2fa')).toBe('/preferences/2fa');
  });
});
