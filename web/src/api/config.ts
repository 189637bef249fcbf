/**
 * The API's public `/config` (no token; read once per page): the third-party sign-in providers the
 * sidebar and login offer, and `deviceUrlsBase` for a device's public URL (spec 02 §9).
 */
import { queryOptions } from '@tanstack/react-query';
import { api, NO_TOKEN, ok } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';

const configKeys = {
  public: () => [...queryKeys.all, 'config'] as const,
};

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.public(),
    queryFn: ({ signal }) => ok(api.client.GET('/config', { headers: NO_TOKEN, signal })),
    staleTime: Infinity,
  });
