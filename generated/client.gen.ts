// generated - do not edit (npm run codegen)
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './types/api.gen.ts';

export type { paths };

export interface ApiClientOptions {
  /** API host, e.g. `http://127.0.0.1:4010` (absolute under Node/Vitest, see toolchain.md). */
  baseUrl: string;
  /** Custom fetch (defaults to globalThis.fetch). */
  fetch?: ClientOptions['fetch'];
  /** Headers sent with every request. */
  headers?: ClientOptions['headers'];
}

/** The typed client over every path of the contract. */
export type ApiClient = Client<paths>;

/** Creates an openapi-fetch client typed by the contract's `paths`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, fetch, headers } = options;
  return createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}), ...(headers ? { headers } : {}) });
}
