/**
 * /admin, the platform admin's view (spec 01 §1 "Platform admins … have their own elevated views",
 * §6): "log in as" another user (the page reloads as them; the impersonation banner leads back),
 * and every organization and fleet, filtered by name. Users without admin.home are sent to / (the
 * permission gate of spec 01 §2).
 */
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrganizationsListQuery, ADMIN_LIST_SIZE, useLoginAs } from '../../../api/admin.ts';
import {
  Button,
  Card,
  FormAlert,
  Link,
  PageHeader,
  Spinner,
  TextField,
  fieldProps,
  useDocumentTitle,
  useZodForm,
} from '../../../components/ui/index.ts';
import { routes, type FleetClassName } from '../../../lib/paths.ts';
import { beginLoginAs, useSession } from '../../session/index.ts';
import { CLASS_NAMES, MSG } from '../messages.ts';
import { adminFleetsListQuery } from '../../../api/application/lists.ts';

const loginAsSchema = z.object({ username: z.string().trim().min(1, MSG.usernameRequired) });

function LoginAsCard() {
  const loginAs = useLoginAs();
  const form = useZodForm(loginAsSchema, { username: '' });
  const submit = form.handleSubmit(async ({ username }) => {
    const token = await loginAs.mutateAsync(username).catch(() => null);
    if (typeof token === 'string' && token) beginLoginAs(token, routes.home());
  });
  return (
    <Card title={MSG.loginAs}>
      <p className="muted">{MSG.loginAsHelp}</p>
      <form className="form form-inline" noValidate onSubmit={(e) => void submit(e)} aria-label={MSG.loginAs}>
        <TextField label={MSG.username} autoComplete="off" {...fieldProps(form, 'username')} />
        <Button type="submit" variant="primary" pending={loginAs.isPending}>
          {MSG.loginAs}
        </Button>
      </form>
      <FormAlert error={loginAs.error} />
    </Card>
  );
}

function SearchField({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return <TextField label={label} type="search" value={value} onChange={(e) => onChange(e.target.value)} />;
}

interface SearchListCardProps<Row extends { id: number }, K extends QueryKey> {
  title: string;
  emptyText: string;
  /** The list's query for a (trimmed) name filter. */
  query: (search: string) => UseQueryOptions<Row[], Error, Row[], K>;
  /** Header labels, then one row's cells in the same order. */
  columns: readonly string[];
  cells: (row: Row) => ReactNode[];
}

/** A name-filtered admin list: search field, loading/error/empty states, and the first rows. */
function SearchListCard<Row extends { id: number }, K extends QueryKey>({
  title,
  emptyText,
  query,
  columns,
  cells,
}: SearchListCardProps<Row, K>) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useQuery(query(deferred));
  return (
    <Card title={title}>
      <SearchField label={`${MSG.search} (${title})`} value={search} onChange={setSearch} />
      {list.isPending ? <Spinner label={MSG.loading} /> : null}
      <FormAlert error={list.error} />
      {list.data && list.data.length === 0 ? <p>{emptyText}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="table" aria-label={title}>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.map((row) => (
              <tr key={row.id}>
                {cells(row).map((cell, i) => (
                  <td key={columns[i]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data?.length === ADMIN_LIST_SIZE ? (
        <p className="muted">{MSG.firstRows.replace('{count}', String(ADMIN_LIST_SIZE))}</p>
      ) : null}
    </Card>
  );
}

function OrganizationsCard() {
  return (
    <SearchListCard
      title={MSG.organizations}
      emptyText={MSG.noOrganizations}
      query={adminOrganizationsListQuery}
      columns={[MSG.name, MSG.handle]}
      cells={(o) => [
        <Link key="name" to={routes.org(o.id).summary()}>
          {o.name}
        </Link>,
        o.handle,
      ]}
    />
  );
}

function FleetsCard() {
  return (
    <SearchListCard
      title={MSG.fleets}
      emptyText={MSG.noFleets}
      query={adminFleetsListQuery}
      columns={[MSG.name, MSG.type, MSG.organization]}
      cells={(f) => [
        <Link key="name" to={routes.fleet(f.id, f.is_of__class as FleetClassName).summary()}>
          {f.app_name}
        </Link>,
        CLASS_NAMES[f.is_of__class] ?? f.is_of__class,
        f.organization[0]?.name ?? '',
      ]}
    />
  );
}

export default function AdminPage() {
  useDocumentTitle(MSG.title);
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to={routes.home()} replace />;
  return (
    <>
      <PageHeader title={MSG.title} description={MSG.intro} />
      <LoginAsCard />
      <OrganizationsCard />
      <FleetsCard />
    </>
  );
}
