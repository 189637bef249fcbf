/**
 * Test helpers over the bundled contract (generated/openapi.gen.json): loading, local `$ref`
 * resolution and a walk over every operation.
 */
import { readFileSync } from 'node:fs';
import { at } from '../present.ts';

export type Json = Record<string, unknown>;

export const BUNDLE_URL = new URL('../../generated/openapi.gen.json', import.meta.url);
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The bundled document, parsed once per test file. */
export function loadBundle(): Json {
  return JSON.parse(readFileSync(BUNDLE_URL, 'utf8')) as Json;
}

/** Follows local `#/...` references until a non-reference object. */
export function deref(doc: Json, node: unknown): Json {
  let cur = node as Json;
  for (let i = 0; cur && typeof cur.$ref === 'string'; i++) {
    if (i > 20) throw new Error(`reference loop at ${String(cur.$ref)}`);
    const ref = cur.$ref as string;
    if (!ref.startsWith('#/')) throw new Error(`non-local $ref ${ref} in the bundle`);
    cur = ref
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((o, k) => (o as Json)?.[k], doc) as Json;
  }
  return cur;
}

/** The component schema name a `$ref` points at, if it is one. */
export function schemaRefName(schema: unknown): string | undefined {
  const ref = (schema as Json | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? ref.slice('#/components/schemas/'.length)
    : undefined;
}

export interface OperationEntry {
  path: string;
  method: string;
  op: Json;
  pointer: string;
}

/** Every operation of the bundle. */
export function operations(doc: Json): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (op)
        out.push({ path, method, op, pointer: `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}` });
    }
  }
  return out;
}

/** hey-api's PascalCase of an operationId (`listDevice` -> `ListDevice`). */
export function pascal(id: string): string {
  return at(id, 0).toUpperCase() + id.slice(1);
}
