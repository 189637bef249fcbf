/**
 * OAuth authorization (spec 01, /login/oauth/{clientId}): the application asking for access, and the
 * grant that answers it with a code. Apart from auth.ts, which the entry loads with every page, so
 * the sign-in page does not carry the mutation hook and its query code.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, ok, type DashboardClient } from './client.ts';
import { authKeys } from './auth.ts';
import { useWrite } from './mutation.ts';

export const oauthApplicationQuery = (clientId: string, c: DashboardClient = api) =>
  queryOptions({
    queryKey: authKeys.oauthApplication(clientId),
    queryFn: async ({ signal }) =>
      (
        await c.read(
          'oauth_application',
          { $select: ['id', 'client_id', 'redirect_uri', 'name', 'description'], $filter: { client_id: clientId } },
          { signal },
        )
      )[0] ?? null,
  });

export const authorizeOAuth = (clientId: string, c: DashboardClient = api) =>
  ok(c.client.POST('/oauth/authorize', { body: { client_id: clientId, response_type: 'code' } }));

/** Authorizes OAuth application `clientId` for the user: resolves to the code (no read changes). */
export const useAuthorizeOAuth = (clientId: string) =>
  useWrite(
    () => authorizeOAuth(clientId),
    () => [],
  );
