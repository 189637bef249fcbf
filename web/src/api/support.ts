/**
 * Support (spec 03 §7): the provider's ticket fields, attachment upload (multipart, bearer token),
 * ticket submission, and the two read-only external services of the support drawer: the
 * status-page indicator and the documentation search with its public key (no token, no retries,
 * at the configured address like api/external.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { client, NO_RETRY, NO_TOKEN, ok } from './client.ts';
import { externalBaseUrl } from './external.ts';
import { config } from '../config.ts';
import { queryKeys } from '../lib/query-keys.ts';
import type { components } from '../../../generated/types/api.gen.ts';
import { useWrite } from './mutation.ts';

type Schemas = components['schemas'];
export type TicketField = Schemas['TicketField'];
export type TicketSubmission = Schemas['TicketSubmission'];

/** The public (search-only) key of the documentation search. */
const DOC_SEARCH_KEY = 'fleetmock-public-search-key';
const DOC_SEARCH_APP = 'FLEETMOCK';

export const supportKeys = {
  all: () => [...queryKeys.all, 'support'] as const,
  fields: (orgId: number) => [...supportKeys.all(), 'fields', orgId] as const,
  status: () => [...supportKeys.all(), 'status'] as const,
  docs: (query: string) => [...supportKeys.all(), 'docs', query] as const,
};

export const ticketFieldsQuery = (orgId: number) =>
  queryOptions({
    queryKey: supportKeys.fields(orgId),
    queryFn: ({ signal }) =>
      ok(client.GET('/zendesk/v1/{orgId}/ticket-fields', { params: { path: { orgId } }, signal })),
  });

/** Uploads one file; the multipart body is built from the File itself (the typed body names it). */
export function uploadAttachment(orgId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return ok(
    client.POST('/zendesk/v1/{orgId}/upload-attachment', {
      params: { path: { orgId } },
      body: { file: file.name },
      bodySerializer: () => form,
    }),
  );
}

export function useSubmitTicket(orgId: number) {
  return useWrite(
    (body: TicketSubmission) =>
      ok(client.POST('/zendesk/v1/{orgId}/submit-ticket', { params: { path: { orgId } }, body })),
    () => [],
  );
}

/** The status-page indicator (no token). */
export const statusIndicatorQuery = () =>
  queryOptions({
    queryKey: supportKeys.status(),
    queryFn: ({ signal }) => {
      const baseUrl = externalBaseUrl(config.externalUrls.statusApi, '/__ext/statuspage/api/v2/status.json');
      return ok(
        client.GET('/__ext/statuspage/api/v2/status.json', {
          headers: { ...NO_TOKEN, ...NO_RETRY },
          signal,
          ...(baseUrl ? { baseUrl } : {}),
        }),
      );
    },
    refetchInterval: 60_000,
    retry: false,
  });

/** Documentation search (public key, no token). */
export const docSearchQuery = (query: string) =>
  queryOptions({
    queryKey: supportKeys.docs(query),
    queryFn: ({ signal }) => {
      const baseUrl = externalBaseUrl(config.externalUrls.docSearch, '/__ext/docsearch');
      return ok(
        client.POST('/__ext/docsearch/1/indexes/{indexName}/query', {
          params: { path: { indexName: 'docs' } },
          headers: {
            ...NO_TOKEN,
            ...NO_RETRY,
            'X-Algolia-API-Key': DOC_SEARCH_KEY,
            'X-Algolia-Application-Id': DOC_SEARCH_APP,
          },
          body: { query, hitsPerPage: 5 },
          signal,
          ...(baseUrl ? { baseUrl } : {}),
        }),
      );
    },
    enabled: query.trim().length > 1,
  });
