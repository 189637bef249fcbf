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

/**
 * The name a configuration variable is shown and compared under: its schema name (a stored
 * RESIN_X is the schema's BALENA_X), else the name itself. Without a schema (environment
 * variables) every name is its own.
 */
export const canonicalName = (name: string, schema: ConfigVarSchema | undefined): string =>
  schema ? (schemaNameOf(name, schema) ?? name) : name;

/** The spellings a configuration variable may be stored under: BALENA_X and RESIN_X are the same setting. */
export function spellingsOf(name: string): string[] {
  if (name.startsWith(CURRENT)) return [name, LEGACY + name.slice(CURRENT.length)];
  if (name.startsWith(LEGACY)) return [CURRENT + name.slice(LEGACY.length), name];
  return [name];
}

/** The default of a schema entry as text ('' when it has none). */
export const defaultText = (entry: ConfigVarSchemaEntry): string =>
  entry.default === undefined ? '' : String(entry.default);
