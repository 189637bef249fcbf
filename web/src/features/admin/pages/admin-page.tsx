/**
 * /admin, the platform admin's view (spec 01 §1 "Platform admins … have their own elevated views",
 * §6): "log in as" another user (the page reloads as them; the impersonation banner leads back),
 * and every organization and fleet, filtered by name. Users without admin.home are sent to / (the
 * permission gate of spec 01 §2).
 */
import { useDeferredValue, useState } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminFleetsListQuery, adminOrganizationsListQuery, ADMIN_LIST_SIZE, useLoginAs } from '../../../api/admin.ts';
import { Button, Card, FormAlert, Link, PageHeader, Spinner, TextField, fieldProps, useDocumentTitle, useZodForm } from '../../../components/ui/index.ts';
import { routes, type FleetClassName } from '../../../app/routes.ts';
import { beginLoginAs, useSession } from '../../session/index.ts';
import { CLASS_NAMES, MSG } from '../messages.ts';

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

function OrganizationsCard() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useQuery(adminOrganizationsListQuery(deferred));
  return (
    <Card title={MSG.organizations}>
      <SearchField label={`${MSG.search} (${MSG.organizations})`} value={search} onChange={setSearch} />
      {list.isPending ? <Spinner label={MSG.loading} /> : null}
      <FormAlert error={list.error} />
      {list.data && list.data.length === 0 ? <p>{MSG.noOrganizations}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="table" aria-label={MSG.organizations}>
          <thead>
            <tr>
              <th scope="col">{MSG.name}</th>
              <th scope="col">{MSG.handle}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={routes.org(o.id).summary()}>{o.name}</Link>
                </td>
                <td>{o.handle}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data?.length === ADMIN_LIST_SIZE ? <p className="muted">{MSG.firstRows.replace('{count}', String(ADMIN_LIST_SIZE))}</p> : null}
    </Card>
  );
}

function FleetsCard() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const list = useQuery(adminFleetsListQuery(deferred));
  return (
    <Card title={MSG.fleets}>
      <SearchField label={`${MSG.search} (${MSG.fleets})`} value={search} onChange={setSearch} />
      {list.isPending ? <Spinner label={MSG.loading} /> : null}
      <FormAlert error={list.error} />
      {list.data && list.data.length === 0 ? <p>{MSG.noFleets}</p> : null}
      {list.data && list.data.length > 0 ? (
        <table className="table" aria-label={MSG.fleets}>
          <thead>
            <tr>
              <th scope="col">{MSG.name}</th>
              <th scope="col">{MSG.type}</th>
              <th scope="col">{MSG.organization}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((f) => (
              <tr key={f.id}>
                <td>
                  <Link to={routes.fleet(f.id, f.is_of__class as FleetClassName).summary()}>{f.app_name}</Link>
                </td>
                <td>{CLASS_NAMES[f.is_of__class] ?? f.is_of__class}</td>
                <td>{f.organization[0]?.name ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list.data?.length === ADMIN_LIST_SIZE ? <p className="muted">{MSG.firstRows.replace('{count}', String(ADMIN_LIST_SIZE))}</p> : null}
    </Card>
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
