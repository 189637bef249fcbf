/**
 * The user's credentials (spec 01 §4 "API key creation", §5, §7, §9): API keys, listed by actor with a
 * name, ordered by name and id and refreshed every 6 s, created through `/api-key/user/full` (the key
 * comes back once, as a JSON string), renamed and described with PATCH api_key; SSH keys (`user__has__public_key`) and the code host's public
 * key list of a login.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, client, NO_TOKEN, ok, read, type DashboardClient } from './client.ts';
import { externalBaseUrl } from './external.ts';
import { useWrite } from './mutation.ts';
import { config } from '../config.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { API_KEY_LIST_REFRESH_MS } from '../lib/timing.ts';

/** Keys of the credentials area, general → specific. */
const credentialKeys = {
  all: () => [...queryKeys.user(), 'credentials'] as const,
  sshKeys: (userId: number) => [...credentialKeys.all(), 'ssh-keys', userId] as const,
  sshKeyList: (userId: number) => [...credentialKeys.sshKeys(userId), 'list'] as const,
  sshKeyCount: (userId: number) => [...credentialKeys.sshKeys(userId), 'count'] as const,
  apiKeys: (actorId: number) => [...credentialKeys.all(), 'api-keys', actorId] as const,
  apiKeyPage: (actorId: number, page: number) => [...credentialKeys.apiKeys(actorId), 'page', page] as const,
  codeHostKeys: (login: string) => [...credentialKeys.all(), 'code-host-keys', login] as const,
  /** A fleet's provisioning keys (they belong to the fleet's actor, not the user's). */
  provisioning: (fleetId: number) => [...queryKeys.resource('api_key'), 'provisioning', fleetId] as const,
};

// --- API keys -----------------------------------------------------------------------------------

/** Rows per page of the API key list (spec 01 §7: the page size is not shown). */
export const API_KEYS_PAGE_SIZE = 50;

/**
 * One page of the user's API keys with the total (spec 01 §7: api_key filtered by actor and a name,
 * ordered by name and id, with a count call; refreshed every 6 s): the server pages (`$top`/`$skip`).
 */
export const apiKeysQuery = (actorId: number, page = 0, c: DashboardClient = api) =>
  queryOptions({
    queryKey: credentialKeys.apiKeyPage(actorId, page),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const $filter = { is_of__actor: actorId, $not: { name: null } };
      const [rows, total] = await Promise.all([
        c.read(
          'api_key',
          {
            $select: ['id', 'name', 'description', 'expiry_date', 'created_at'],
            $filter,
            $orderby: [{ name: 'asc' }, { id: 'asc' }],
            $top: API_KEYS_PAGE_SIZE,
            $skip: page * API_KEYS_PAGE_SIZE,
          },
          { signal },
        ),
        c.count('api_key', { $filter }, { signal }),
      ]);
      return { rows, total };
    },
    refetchInterval: API_KEY_LIST_REFRESH_MS,
  });

/** A row of the API key list. */

/** POST /api-key/user/full → the new key (shown once). */
export async function createUserApiKey(
  input: { name: string; description?: string; expiryDate: string | null },
  c: DashboardClient = api,
): Promise<string> {
  const key: unknown = await ok(
    c.client.POST('/api-key/user/full', {
      body: { name: input.name, description: input.description || undefined, expiryDate: input.expiryDate },
    }),
  );
  return typeof key === 'string' ? key : '';
}

/** PATCH api_key by id {name, description} (spec 01 §7: the SDK's `apiKey.update`). */
const updateApiKey = (id: number, input: { name: string; description: string | null }, c: DashboardClient = api) =>
  ok(c.client.PATCH('/v7/api_key({id})', { params: { path: { id } }, body: input }));

const revokeApiKey = (id: number, c: DashboardClient = api) =>
  ok(c.client.DELETE('/v7/api_key({id})', { params: { path: { id } } }));

// --- SSH keys -----------------------------------------------------------------------------------

export const sshKeysQuery = (userId: number, c: DashboardClient = api) =>
  queryOptions({
    queryKey: credentialKeys.sshKeyList(userId),
    queryFn: ({ signal }) =>
      c.read(
        'user__has__public_key',
        {
          $select: ['id', 'title', 'public_key', 'created_at'],
          $filter: { user: userId },
          $orderby: { created_at: 'desc' },
        },
        { signal },
      ),
  });

/** How many SSH keys the user has (the add-release dialog asks for one when there is none). */
export const sshKeyCountQuery = (userId: number, c: DashboardClient = api) =>
  queryOptions({
    queryKey: credentialKeys.sshKeyCount(userId),
    queryFn: ({ signal }) => c.count('user__has__public_key', { $filter: { user: userId } }, { signal }),
  });

const addSshKey = (userId: number, title: string, publicKey: string, c: DashboardClient = api) =>
  ok(c.client.POST('/v7/user__has__public_key', { body: { user: userId, title, public_key: publicKey } }));

const deleteSshKey = (id: number, c: DashboardClient = api) =>
  ok(c.client.DELETE('/v7/user__has__public_key({id})', { params: { path: { id } } }));

/** GET {codeHost}/users/{login}/keys → the login's public keys (spec 01 §7). The code host gets no token. */
export async function fetchCodeHostKeys(login: string, c: DashboardClient = api): Promise<string[]> {
  const baseUrl = externalBaseUrl(config.externalUrls.codeHostApi, '/__ext/github');
  const rows = await ok(
    c.client.GET('/__ext/github/users/{login}/keys', {
      params: { path: { login } },
      headers: NO_TOKEN,
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
  return rows.map((r) => r.key).filter((k): k is string => typeof k === 'string');
}

/**
 * GET {codeHost}/search/users?q=<email> in:email → the login of the code-host user with that public
 * e-mail (spec 01 §7), or null when there is none. The code host gets no token.
 */
export async function findCodeHostLogin(email: string, c: DashboardClient = api): Promise<string | null> {
  const baseUrl = externalBaseUrl(config.externalUrls.codeHostApi, '/__ext/github');
  const found = await ok(
    c.client.GET('/__ext/github/search/users', {
      params: { query: { q: `${email} in:email`, per_page: 1 } },
      headers: NO_TOKEN,
      ...(baseUrl ? { baseUrl } : {}),
    }),
  );
  return found.items[0]?.login ?? null;
}

// --- mutation hooks -----------------------------------------------------------------------------

/** Creates an API key of the signed-in user (actor `actorId`); resolves to the key, shown once. */
export const useCreateUserApiKey = (actorId: number) =>
  useWrite(
    (input: { name: string; description?: string; expiryDate: string | null }) => createUserApiKey(input),
    () => [credentialKeys.apiKeys(actorId)],
  );
/** Renames an API key of the signed-in user and sets its description (an empty one is cleared). */
export const useUpdateApiKey = (actorId: number) =>
  useWrite(
    ({ id, name, description }: { id: number; name: string; description: string }) =>
      updateApiKey(id, { name, description: description || null }),
    () => [credentialKeys.apiKeys(actorId)],
  );
export const useRevokeApiKey = (actorId: number) =>
  useWrite(
    (id: number) => revokeApiKey(id),
    () => [credentialKeys.apiKeys(actorId)],
  );

export const useAddSshKey = (userId: number) =>
  useWrite(
    ({ title, publicKey }: { title: string; publicKey: string }) => addSshKey(userId, title, publicKey),
    () => [credentialKeys.sshKeys(userId)],
  );
/** Adds several keys at once; resolves to how many of them failed. */
export const useAddSshKeys = (userId: number) =>
  useWrite(
    async (keys: ReadonlyArray<{ title: string; publicKey: string }>) =>
      (await Promise.allSettled(keys.map((k) => addSshKey(userId, k.title, k.publicKey)))).filter(
        (r) => r.status === 'rejected',
      ).length,
    () => [credentialKeys.sshKeys(userId)],
  );
export const useDeleteSshKey = (userId: number) =>
  useWrite(
    (id: number) => deleteSshKey(id),
    () => [credentialKeys.sshKeys(userId)],
  );

// --- provisioning keys ----------------------------------------------------------------------------

/** A write to fleet `fleetId`'s provisioning keys; their list refreshes. */
const useProvisioningKeyWrite = <T>(fleetId: number, call: (input: T) => Promise<unknown>) =>
  useWrite(call, () => [credentialKeys.provisioning(fleetId)]);

export const provisioningKeysQuery = (fleetId: number, actorId: number) =>
  queryOptions({
    queryKey: credentialKeys.provisioning(fleetId),
    queryFn: ({ signal }) =>
      read(
        'api_key',
        {
          $select: ['id', 'name', 'description', 'expiry_date', 'created_at'],
          $filter: { is_of__actor: actorId },
          $orderby: { id: 'asc' },
        },
        { signal },
      ),
  });

/** What a provisioning key is created with; no expiry date means it never expires. */
export interface ProvisioningKeyInput {
  name: string;
  description: string;
  expiryDate: string | null;
}

/** POST /api-key/application/{id}/provisioning; resolves to the key itself, which is answered only this once. */
const createProvisioningKey = (fleetId: number, { name, description, expiryDate }: ProvisioningKeyInput) =>
  ok(
    client.POST('/api-key/application/{appId}/provisioning', {
      params: { path: { appId: fleetId } },
      body: { name, ...(description ? { description } : {}), ...(expiryDate ? { expiryDate } : {}) },
    }),
  );

/** Creates a provisioning key of this fleet; resolves to the key, shown only this once. */
export const useCreateProvisioningKey = (fleetId: number) =>
  useProvisioningKeyWrite(fleetId, (input: ProvisioningKeyInput) => createProvisioningKey(fleetId, input));

/** Creates a provisioning key of the fleet the variables name (the preferences' key form picks it). */
export const useCreateProvisioningKeyOf = () =>
  useWrite(
    ({ fleetId, ...input }: ProvisioningKeyInput & { fleetId: number }) => createProvisioningKey(fleetId, input),
    ({ fleetId }) => [credentialKeys.provisioning(fleetId)],
  );

export const useRevokeProvisioningKey = (fleetId: number) =>
  useProvisioningKeyWrite(fleetId, (id: number) =>
    ok(client.DELETE('/v7/api_key({id})', { params: { path: { id } } })),
  );
