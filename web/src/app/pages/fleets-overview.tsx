/**
 * /fleets until the fleets grid of issue 7 lands (spec 01 §2: the root redirects to /fleets): the
 * signed-in user's organizations, sorted by name, as cards (minimum width 370 px, spec 02 §2 grid
 * lens) with their fleets, apps and blocks linked by class, read through the one API client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { compileUrl } from '../../lib/odata/index.ts';
import { errorText } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';
import { useSession } from '../../features/session/index.ts';
import { useConnectivity } from '../../lib/connectivity/index.ts';
import { Badge, Card, EmptyState, PageHeader, Skeleton, useDocumentTitle } from '../../components/ui/index.ts';

/** Fleets listed per organization card before "and N more". */
export const FLEETS_PER_CARD = 8;

export interface OverviewFleet {
  id: number;
  app_name: string;
  slug: string;
  is_of__class: 'fleet' | 'app' | 'block';
}

export interface OverviewOrganization {
  id: number;
  name: string;
  handle: string;
  application: OverviewFleet[];
}

export const overviewKeys = { all: ['organization', 'overview'] as const, forUser: (userId: number) => ['organization', 'overview', userId] as const };

/** The user's organizations with their fleets (spec 01 §7 "Organization list ... filtered to the user's; ordered by name"). */
export const organizationsOverviewQuery = (userId: number) =>
  queryOptions({
    queryKey: overviewKeys.forUser(userId),
    queryFn: async ({ signal }) =>
      (
        await api.request<{ d: OverviewOrganization[] }>({
          // Built by the SDK's URL compiler so nested options keep their unescaped `=` and `;`.
          path: compileUrl('organization', {
            $select: ['id', 'name', 'handle'],
            $filter: { organization_membership: { $any: { $alias: 'om', $expr: { om: { user: userId } } } } },
            $expand: { application: { $select: ['id', 'app_name', 'slug', 'is_of__class'], $orderby: { app_name: 'asc' } } },
            $orderby: { name: 'asc' },
          }),
          resource: 'organization',
          signal,
        })
      ).d,
  });

/** "/fleets/12", "/apps/3", "/blocks/4": the class prefix plus "s" (spec 02 §2). */
export const fleetPath = (fleet: Pick<OverviewFleet, 'id' | 'is_of__class'>): string => `/${fleet.is_of__class}s/${fleet.id}`;

function OrganizationCard({ org }: { org: OverviewOrganization }) {
  const shown = org.application.slice(0, FLEETS_PER_CARD);
  const more = org.application.length - shown.length;
  const count = org.application.length;
  return (
    <li>
      <Card title={org.name} actions={<Link to={`/orgs/${org.id}`} className="link">{t('home.manage')}</Link>}>
        <p className="muted">
          {org.handle} · {count === 1 ? t('home.fleetCountOne') : t('home.fleetCount', { count })}
        </p>
        {count === 0 ? (
          <p>{t('home.noFleets')}</p>
        ) : (
          <ul className="plain-list">
            {shown.map((fleet) => (
              <li key={fleet.id}>
                <Link to={fleetPath(fleet)} className="link">
                  {fleet.app_name}
                </Link>{' '}
                {fleet.is_of__class === 'fleet' ? null : <Badge>{fleet.is_of__class}</Badge>}
              </li>
            ))}
            {more > 0 ? <li className="muted">{t('home.moreFleets', { count: more })}</li> : null}
          </ul>
        )}
      </Card>
    </li>
  );
}

export default function FleetsOverviewPage() {
  useDocumentTitle(t('home.title'));
  const { user } = useSession();
  const { offline } = useConnectivity();
  const { data, error, isPending } = useQuery({ ...organizationsOverviewQuery(user?.id ?? 0), enabled: user !== undefined });
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.intro')} />
      {isPending ? <Skeleton lines={6} /> : null}
      {error && !offline ? <p role="alert">{errorText(error)}</p> : null}
      {data && data.length === 0 ? <EmptyState title={t('home.noOrgs')} /> : null}
      {data && data.length > 0 ? (
        <ul className="card-grid">
          {data.map((org) => (
            <OrganizationCard key={org.id} org={org} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
