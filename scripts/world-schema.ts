/**
 * Writes openapi/world-file.schema.json, the JSON Schema (2020-12) of world files, from the contract's
 * `WorldFile` component (openapi/components/world-file.yaml), so editors can validate and complete a
 * world file (`# yaml-language-server: $schema=…` or `"$schema"`); the package ships it as
 * `fleetmock/openapi/world-file.schema.json`. `--check` compares instead of writing (exit 1 when stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const WORLD_SCHEMA_FILE = resolve(ROOT, 'openapi/world-file.schema.json');
const COMPONENT = resolve(ROOT, 'openapi/components/world-file.yaml');

/** Rewrites `#/components/schemas/X` references to `#/$defs/X`. */
function relink(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relink);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', '#/$defs/') : relink(v),
      ]),
    );
  return value;
}

/** The JSON Schema text (2-space JSON with a final newline). */
export function worldSchemaText(): string {
  const doc = parse(readFileSync(COMPONENT, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  const { WorldFile, WorldSessionInput: _input, ...defs } = doc.components.schemas;
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://unpkg.com/fleetmock/openapi/world-file.schema.json',
    title: 'fleetmock world file',
    ...(relink(WorldFile) as object),
    $defs: relink(defs),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = worldSchemaText();
  if (process.argv.includes('--check')) {
    const current = (() => {
      try {
        return readFileSync(WORLD_SCHEMA_FILE, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== text) {
      console.error('openapi/world-file.schema.json is out of date: run `npx tsx scripts/world-schema.ts`');
      process.exit(1);
    }
    console.log('world-file.schema.json is up to date');
  } else {
    writeFileSync(WORLD_SCHEMA_FILE, text);
    console.log(`wrote ${WORLD_SCHEMA_FILE}`);
  }
}
