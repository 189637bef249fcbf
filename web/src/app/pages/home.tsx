/**
 * Signed-in landing page: the caller's organizations and their fleets, read through the one API
 * client. The full fleets grid (spec 02 §2 "Lists") arrives with the fleets slice.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { errorText } from '../../lib/errors.ts';
import { useDocumentTitle } from '../use-document-title.ts';

interface OrgRow {
  id: number;
  name: string;
  handle: string;
  application: { id: number; app_name: string; slug: string; is_of__class: string }[];
}

export const organizationsOverviewQuery = () =>
  queryOptions({
    queryKey: ['organization', 'overview'],
    queryFn: async () =>
      (
        await api.request<{ d: OrgRow[] }>({
          path: '/v7/organization',
          query: {
            $select: 'id,name,handle',
            $expand: 'application($select=id,app_name,slug,is_of__class;$orderby=app_name asc)',
            $orderby: 'name asc',
          },
        })
      ).d,
  });

export function HomePage() {
  useDocumentTitle('Organizations');
  const { data, error, isPending } = useQuery(organizationsOverviewQuery());
  if (isPending) return <p aria-busy="true">Loading organizations…</p>;
  if (error) return <p role="alert">{errorText(error) ?? 'An error has occurred'}</p>;
  return (
    <section>
      <h1>Organizations</h1>
      {data.length === 0 ? <p>You are not a member of any organization yet.</p> : null}
      <ul className="org-list">
        {data.map((org) => (
          <li key={org.id} className="card">
            <h2>{org.name}</h2>
            <p className="muted">{org.handle}</p>
            <p>
              {org.application.length} {org.application.length === 1 ? 'fleet' : 'fleets'}
            </p>
            <ul>
              {org.application.slice(0, 10).map((app) => (
                <li key={app.id}>
                  {app.app_name} <span className="muted">({app.is_of__class})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
