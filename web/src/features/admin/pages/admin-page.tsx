/**
 * /admin, the platform admin's view (spec 01 §1 "Platform admins … have their own elevated views",
 * §6): "log in as" another user (the page reloads as them; the impersonation banner leads back),
 * and every organization and fleet, filtered by name. Users without admin.home are sent to / (the
 * permission gate of spec 01 §2).
 */
import { useDeferredValue, useState } from 'react';
import { Navigate } from 'react-router';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import { adminOrganizationsListQuery, ADMIN_LIST_SIZE, useLoginAs } from '../../../api/admin.ts';
import {
  Button,
  Card,
  FormAlert,
  Link,
  PageHeader,
  Spinner,
  Table,
  TextField,
  column,
  fieldProps,
  useDocumentTitle,
  useZodForm,
} from '../../../components/ui/index.ts';
import { routes, type FleetClass } from '../../../lib/paths.ts';
import { beginLoginAs, useSession } from '../../session/index.ts';
import { fill } from '../../../lib/i18n.ts';
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
  columns: ColumnDef<Row, unknown>[];
}

/** A name-filtered admin list: search field, loading/error/empty states, and the first rows. */
function SearchListCard<Row extends { id: number }, K extends QueryKey>({
  title,
  emptyText,
  query,
  columns,
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
        <Table label={title} data={list.data} columns={columns} getRowId={(row) => String(row.id)} />
      ) : null}
      {list.data?.length === ADMIN_LIST_SIZE ? (
        <p className="muted">{fill(MSG.firstRows, { count: ADMIN_LIST_SIZE })}</p>
      ) : null}
    </Card>
  );
}

/** The rows of an admin list query. */
type ListRow<Q extends (search: string) => { queryFn?: unknown }> =
  Awaited<ReturnType<Extract<ReturnType<Q>['queryFn'], (...args: never[]) => unknown>>> extends ReadonlyArray<infer R>
    ? R
    : never;
type OrgRow = ListRow<typeof adminOrganizationsListQuery>;
type FleetRow = ListRow<typeof adminFleetsListQuery>;

function OrganizationsCard() {
  return (
    <SearchListCard
      title={MSG.organizations}
      emptyText={MSG.noOrganizations}
      query={adminOrganizationsListQuery}
      columns={[
        column<OrgRow>('name', MSG.name, (o) => <Link to={routes.org(o.id).summary()}>{o.name}</Link>),
        column<OrgRow>('handle', MSG.handle, (o) => o.handle),
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
      columns={[
        column<FleetRow>('name', MSG.name, (f) => (
          <Link to={routes.fleet(f.id, f.is_of__class as FleetClass).summary()}>{f.app_name}</Link>
        )),
        column<FleetRow>('type', MSG.type, (f) => CLASS_NAMES[f.is_of__class] ?? f.is_of__class),
        column<FleetRow>('organization', MSG.organization, (f) => f.organization[0]?.name ?? ''),
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
