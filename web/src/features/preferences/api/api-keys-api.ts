/**
 * User API keys (spec 01 §4 "API key creation", §5, §7, §9): listed by actor with a name, ordered by
 * name and id, refreshed every 6 s; created through `/api-key/user/full` (the key comes back once, as
 * a JSON string); expiry presets 1/7/30/90 days, a custom date, or never.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { API_KEY_LIST_REFRESH_MS, DAY_MS } from '../../../lib/timing.ts';
import { EP } from '../../auth/index.ts';
import type { ApiKeyValues } from '../schemas/preferences.schema.ts';
import { preferencesKeys } from './keys.ts';

export interface ApiKeyRow {
  id: number;
  name: string;
  description: string | null;
  expiry_date: string | null;
  created_at: string;
}

export const apiKeysQuery = (actorId: number, client: ApiClient = api) =>
  queryOptions({
    queryKey: preferencesKeys.apiKeys(actorId),
    queryFn: async () =>
      (
        await client.request<{ d: ApiKeyRow[] }>({
          path: '/v7/api_key',
          query: {
            $select: 'id,name,description,expiry_date,created_at',
            $filter: `is_of__actor eq ${actorId} and name ne null`,
            $orderby: 'name asc,id asc',
          },
        })
      ).d,
    refetchInterval: API_KEY_LIST_REFRESH_MS,
  });

/** The ISO expiry date a form choice means, or null for never. */
export function expiryDateFor(values: Pick<ApiKeyValues, 'expiry' | 'customDate'>, now: number): string | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'custom') return new Date(values.customDate).toISOString();
  return new Date(now + Number(values.expiry) * DAY_MS).toISOString();
}

export async function createUserApiKey(values: ApiKeyValues, now = Date.now(), client: ApiClient = api): Promise<string> {
  const key = await client.request<unknown>({
    method: 'POST',
    path: EP.userApiKey,
    body: { name: values.name, description: values.description || undefined, expiryDate: expiryDateFor(values, now) },
    parseAs: 'json',
  });
  return typeof key === 'string' ? key : '';
}

export const revokeApiKey = (id: number, client: ApiClient = api) => client.request({ method: 'DELETE', path: `/v7/api_key(${id})` });
