/**
 * Platform admin reads and calls (spec 01 §6, §7 "Login as user"): every organization (platform
 * admins read them all; every fleet is `adminFleetsListQuery` of application/lists.ts), filtered by
 * name, and POST /user/v1/login-as {username} returning a session token for that user as text.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, ok } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { readEveryOrganization } from './organization/lists.ts';
import { useWrite } from './mutation.ts';

/** Rows shown per admin list. */
export const ADMIN_LIST_SIZE = 50;

const adminKeys = {
  all: () => [...queryKeys.all, 'admin'] as const,
  organizations: (search: string) => [...queryKeys.resource('organization'), 'admin', search] as const,
};

/** Every organization (by name), optionally those whose name or handle contains `search`. */
export const adminOrganizationsListQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.organizations(search),
    queryFn: ({ signal }) => readEveryOrganization(search, ADMIN_LIST_SIZE, signal),
    placeholderData: keepPreviousData,
  });

/** POST /user/v1/login-as {username}: the other user's session token (text). */
export const useLoginAs = () =>
  useWrite(
    (username: string) => ok(client.POST('/user/v1/login-as', { body: { username } })),
    () => [],
  );
