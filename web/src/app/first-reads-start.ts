/**
 * Imported by the entry for a signed-in visitor (a file of its own, build/chunk-groups.ts): starts the
 * opened page's first reads (first-reads.ts) into the app's query cache, which the entry has set up.
 */
import { appQueryClient } from '../api/query-client.ts';
import { startFirstReads } from './first-reads.ts';

const client = appQueryClient();
if (client) startFirstReads(client);
