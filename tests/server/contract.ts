/**
 * Validates a response against the generated Zod response validator of its operation
 * (generated/zod): every 2xx response the server tests see goes through here.
 */
import type { ZodType } from 'zod';
import * as zod from '../../generated/zod/zod.gen.ts';
import { resolveOperationId } from '../../mock-server/src/core/pipeline/operation-id.ts';
import type { HttpMethod } from '../../mock-server/src/core/http.ts';
import { at, first } from '../present.ts';

const schemas = zod as unknown as Record<string, ZodType | undefined>;

/** How many responses were checked against a schema (a test asserts this grows). */
export const contractStats = { checked: 0, unmatched: new Set<string>() };

/** Throws when a 2xx response does not match its operation's response schema. */
export function checkResponse(
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: string,
): void {
  if (status < 200 || status >= 300) return;
  const path = first(url.split('?'));
  const operationId = resolveOperationId(method.toUpperCase() as HttpMethod, path);
  const schema = operationId
    ? schemas[`z${at(operationId, 0).toUpperCase()}${operationId.slice(1)}Response`]
    : undefined;
  if (!schema) {
    contractStats.unmatched.add(`${method} ${path} → ${operationId ?? '?'}`);
    return;
  }
  const value = body === '' ? undefined : /json/.test(contentType ?? '') ? JSON.parse(body) : body;
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(
      `contract: ${method} ${url} (${operationId}) does not match its schema: ${result.error.message.slice(0, 800)}`,
    );
  contractStats.checked++;
}
