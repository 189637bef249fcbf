/** SSH keys: OData `user__has__public_key` reads and writes, and the code host's public key list (spec 01 §7). */
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { preferencesKeys } from './keys.ts';

export interface SshKey {
  id: number;
  title: string;
  public_key: string;
  created_at: string;
}

const RESOURCE = '/v7/user__has__public_key';

export const sshKeysQuery = (userId: number, client: ApiClient = api) =>
  queryOptions({
    queryKey: preferencesKeys.sshKeys(userId),
    queryFn: async () =>
      (
        await client.request<{ d: SshKey[] }>({
          path: RESOURCE,
          query: { $select: 'id,title,public_key,created_at', $filter: `user eq ${userId}`, $orderby: 'created_at desc' },
        })
      ).d,
  });

export const addSshKey = (userId: number, title: string, publicKey: string, client: ApiClient = api) =>
  client.request<SshKey>({ method: 'POST', path: RESOURCE, body: { user: userId, title, public_key: publicKey } });

export const deleteSshKey = (id: number, client: ApiClient = api) => client.request({ method: 'DELETE', path: `${RESOURCE}(${id})` });

/** Base URL of the code host's API (runtime config; the mock serves it under /__ext/github). */
function codeHostApi(client: ApiClient): string {
  const cfg = (globalThis as { __FLEETMOCK_CONFIG__?: { externalUrls?: { codeHostApi?: string } } }).__FLEETMOCK_CONFIG__;
  return cfg?.externalUrls?.codeHostApi ?? `${client.baseUrl()}/__ext/github`;
}

/** GET {codeHost}/users/{login}/keys → [{id, key}] (spec 01 §7). The code host gets no token. */
export async function fetchCodeHostKeys(login: string, client: ApiClient = api): Promise<string[]> {
  const rows = await client.request<Array<{ key?: unknown }>>({ path: `${codeHostApi(client)}/users/${encodeURIComponent(login)}/keys`, sendToken: false });
  return Array.isArray(rows) ? rows.map((r) => r.key).filter((k): k is string => typeof k === 'string') : [];
}
