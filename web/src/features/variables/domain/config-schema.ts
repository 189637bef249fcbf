/**
 * Configuration rows from the device type's config var schema (spec 02 §2 "Fleet configuration",
 * §7 config.getConfigVarSchema): every schema property is a row with its description, default,
 * allowed values and "will reboot"; stored variables outside the schema are custom variables.
 * Variables stored under the older RESIN_ prefix match the schema's BALENA_ name (the API accepts
 * both namespaces, api-ground-truth §4 reservedNamespaces).
 */
import type { ConfigVarSchemaEntry } from './value-rules.ts';

export interface ConfigVarSchema {
  properties: Readonly<Record<string, ConfigVarSchemaEntry>>;
}

const LEGACY = 'RESIN_';
const CURRENT = 'BALENA_';

/** The schema name a stored variable name belongs to, if any. */
export function schemaNameOf(name: string, schema: ConfigVarSchema): string | undefined {
  if (Object.hasOwn(schema.properties, name)) return name;
  if (name.startsWith(LEGACY)) {
    const current = CURRENT + name.slice(LEGACY.length);
    if (Object.hasOwn(schema.properties, current)) return current;
  }
  return undefined;
}

/** Stored names split into schema rows (schema name → the stored name used) and custom names. */
export function splitBySchema(storedNames: Iterable<string>, schema: ConfigVarSchema): { schemaNames: Map<string, string>; custom: string[] } {
  const schemaNames = new Map<string, string>();
  const custom: string[] = [];
  for (const name of storedNames) {
    const schemaName = schemaNameOf(name, schema);
    // The current name wins when both spellings are stored.
    if (schemaName !== undefined && (!schemaNames.has(schemaName) || name === schemaName)) schemaNames.set(schemaName, name);
    else if (schemaName === undefined) custom.push(name);
  }
  return { schemaNames, custom: custom.sort() };
}

/** The default of a schema entry as text ('' when it has none). */
export const defaultText = (entry: ConfigVarSchemaEntry): string => (entry.default === undefined ? '' : String(entry.default));
