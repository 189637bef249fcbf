/**
 * Organization routes (spec 01 §2 "Organizations, members, teams"): /orgs, and the organization
 * layout /orgs/{orgId} (id and frozen-organization guards) with summary (the index redirects there),
 * the organization's fleets, apps and blocks (the fleets feature's list pages), members and one
 * member (summary, teams, fleets, apps, blocks), teams and one team (summary, members, fleets, apps,
 * blocks). Pages load on demand.
 */
import { Navigate, type RouteObject } from 'react-router';
import { orgFleetListRoutes } from '../fleets/index.ts';

const memberPages = () => import('./pages/member-pages.tsx');
const teamFleetPages = () => import('./pages/team-fleets-page.tsx');
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const toSummary: RouteObject = { index: true, element: <Navigate to="summary" replace /> };

export const orgsRoutes: RouteObject[] = [
  { path: 'orgs', lazy: page(() => import('./pages/orgs-page.tsx')) },
  {
    path: 'orgs/:orgId',
    lazy: page(() => import('./pages/org-layout.tsx')),
    children: [
      toSummary,
      { path: 'summary', lazy: page(() => import('./pages/org-summary-page.tsx')) },
      ...orgFleetListRoutes,
      { path: 'members', lazy: page(() => import('./pages/members-page.tsx')) },
      {
        path: 'members/:memberId',
        lazy: named(memberPages, 'MemberLayout'),
        children: [
          toSummary,
          { path: 'summary', lazy: named(memberPages, 'MemberSummaryPage') },
          { path: 'teams', lazy: named(memberPages, 'MemberTeamsPage') },
          { path: 'fleets', lazy: named(memberPages, 'MemberFleets') },
          { path: 'apps', lazy: named(memberPages, 'MemberApps') },
          { path: 'blocks', lazy: named(memberPages, 'MemberBlocks') },
        ],
      },
      { path: 'teams', lazy: page(() => import('./pages/teams-page.tsx')) },
      {
        path: 'teams/:teamId',
        lazy: named(() => import('./pages/team-layout.tsx'), 'TeamLayout'),
        children: [
          toSummary,
          { path: 'summary', lazy: named(() => import('./pages/team-summary-page.tsx'), 'TeamSummaryPage') },
          { path: 'members', lazy: named(() => import('./pages/team-members-page.tsx'), 'TeamMembersPage') },
          { path: 'fleets', lazy: named(teamFleetPages, 'TeamFleets') },
          { path: 'apps', lazy: named(teamFleetPages, 'TeamApps') },
          { path: 'blocks', lazy: named(teamFleetPages, 'TeamBlocks') },
        ],
      },
    ],
  },
];
