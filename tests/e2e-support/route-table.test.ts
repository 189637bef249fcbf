/**
 * The route list the layout check walks (e2e/support/route-table.ts): built from a route tree,
 * nested paths joined, index and pathless routes handled, catch-alls left out, guards carried down;
 * and on the dashboard's real router it finds the signed-in and signed-out pages.
 */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { fillPattern, paramsOf, routePatterns } from '../../e2e/support/route-table.ts';

function RequireAuth() {
  return null;
}

describe('routePatterns', () => {
  it('joins nested paths, keeps index parents, skips catch-alls and carries the RequireAuth guard down', () => {
    const tree: RouteObject[] = [
      { path: '/login' },
      {
        element: createElement(RequireAuth),
        children: [
          {
            path: '/',
            children: [
              { index: true },
              { path: 'fleets/:fleetId', children: [{ index: true }, { path: 'summary' }, { path: '*' }] },
              { path: '*' },
            ],
          },
        ],
      },
    ];
    expect(routePatterns(tree)).toEqual([
      { path: '/login', signedIn: false },
      { path: '/', signedIn: true },
      { path: '/fleets/:fleetId', signedIn: true },
      { path: '/fleets/:fleetId/summary', signedIn: true },
    ]);
  });

  it("lists the dashboard's own routes with their guards", async () => {
    const { routeTree } = await import('../../web/src/app/route-tree.tsx');
    const patterns = routePatterns(routeTree);
    const find = (path: string) => patterns.find((p) => p.path === path);
    expect(find('/login')).toEqual({ path: '/login', signedIn: false });
    expect(find('/devices/:uuid/diagnostics')?.signedIn).toBe(true);
    expect(find('/orgs/:orgId/teams/:teamId/members')?.signedIn).toBe(true);
    expect(find('/preferences/sshkeys')?.signedIn).toBe(true);
    expect(patterns.some((p) => p.path.endsWith('*') && !p.path.endsWith('/*'))).toBe(false);
  }, 90_000);
});

describe('fillPattern', () => {
  it('fills every parameter and a trailing splat, percent-encoded, and names a missing one', () => {
    expect(paramsOf('/orgs/:orgId/members/:memberId')).toEqual(['orgId', 'memberId']);
    expect(paramsOf('/login/cli/*')).toEqual(['*']);
    const values: Record<string, string> = { orgId: '2', memberId: 'a b', '*': 'x' };
    expect(fillPattern('/orgs/:orgId/members/:memberId', (n) => values[n])).toBe('/orgs/2/members/a%20b');
    expect(fillPattern('/login/cli/*', (n) => values[n])).toBe('/login/cli/x');
    expect(() => fillPattern('/teams/:teamId', (n) => values[n])).toThrow('no value for parameter teamId');
  });
});
