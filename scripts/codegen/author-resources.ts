/**
 * The deterministic resource generator: openapi/components/resources-model.yaml ->
 * openapi/components/resources.yaml (x-odata annotated schemas), openapi/paths/resources.yaml
 * (path items) and the generated `resources` block of the root document. It returns file contents
 * instead of writing them, so `codegen --check` can compare them with what is committed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { resourcePaths } from './author-paths.ts';
import { resourceSchemas, type JsonSchema } from './author-schemas.ts';
import { readResourceInput } from './resource-input.ts';

export const INPUT_FILE = 'components/resources-model.yaml';
export const SCHEMAS_FILE = 'components/resources.yaml';
export const PATHS_FILE = 'paths/resources.yaml';
export const ROOT_FILE = 'openapi.yaml';
const BLOCK_START = '  # --- area: resources (generated from components/resources-model.yaml; do not edit) ---';
const BLOCK_END = '  # --- end area: resources ---';
const HEADER = '# generated - do not edit (npm run codegen) from openapi/components/resources-model.yaml\n';

/** JSON pointer segment of a path key (RFC 6901, then URI-escaped for use in a $ref fragment). */
export function pointerSegment(key: string): string {
  return encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1')).replace(/%7E/gi, '~');
}

function dump(doc: unknown): string {
  return HEADER + stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false });
}

/** Replaces the generated block of the root document, or adds it right after `paths:`. */
export function withResourceBlock(root: string, pathKeys: readonly string[]): string {
  const lines = pathKeys.map(
    (k) => `  ${JSON.stringify(k)}:\n    $ref: ${JSON.stringify(`./${PATHS_FILE}#/${pointerSegment(k)}`)}`,
  );
  const block = [BLOCK_START, ...lines, BLOCK_END].join('\n');
  const start = root.indexOf(BLOCK_START);
  if (start >= 0) {
    const end = root.indexOf(BLOCK_END, start);
    if (end < 0) throw new Error(`${ROOT_FILE}: '${BLOCK_END.trim()}' is missing`);
    return root.slice(0, start) + block + root.slice(end + BLOCK_END.length);
  }
  const at = root.indexOf('\npaths:\n');
  if (at < 0) throw new Error(`${ROOT_FILE}: no top-level 'paths:' key`);
  const insert = at + '\npaths:\n'.length;
  return `${root.slice(0, insert)}${block}\n${root.slice(insert)}`;
}

/** Every file the generator owns, keyed by path relative to `openapi/`, with its content. */
export function authorResources(openapiDir: string): Record<string, string> {
  const specs = readResourceInput(readFileSync(join(openapiDir, INPUT_FILE), 'utf8'));
  const schemas: Record<string, JsonSchema> = {};
  const paths: Record<string, JsonSchema> = {};
  for (const spec of specs) {
    Object.assign(schemas, resourceSchemas(spec));
    for (const res of [spec.name, ...spec.synonyms]) Object.assign(paths, resourcePaths(spec, res));
  }
  const root = readFileSync(join(openapiDir, ROOT_FILE), 'utf8');
  return {
    [SCHEMAS_FILE]: dump({ components: { schemas } }),
    [PATHS_FILE]: dump(paths),
    [ROOT_FILE]: withResourceBlock(root, Object.keys(paths)),
  };
}
