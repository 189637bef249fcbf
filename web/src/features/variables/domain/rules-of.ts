/** The naming rules and config schema out of a GET /config/vars answer (api-ground-truth §4). */
import type { ConfigVarSchema } from './config-schema.ts';
import type { VarNameRules } from './name-rules.ts';
import type { ConfigVarSchemaEntry } from './value-rules.ts';

interface ConfigVarsBody {
  reservedNames: string[];
  reservedNamespaces: string[];
  whiteListedNames: string[];
  whiteListedNamespaces: string[];
  blackListedNames: string[];
  configVarSchema: { properties?: Record<string, unknown> };
}

/**
 * The schema's names as the dashboard lists them. The API keeps its older `RESIN_` names as the schema's
 * keys (open-balena-api's variable lists; docs.balena.io lists the same), and the supervisor reads both
 * prefixes: each `RESIN_X` is shown under its current `BALENA_X` name, unless the schema names that too.
 */
function currentNames(properties: Record<string, unknown>): Record<string, ConfigVarSchemaEntry> {
  const out: Record<string, ConfigVarSchemaEntry> = {};
  for (const [name, entry] of Object.entries(properties)) {
    const current = name.startsWith('RESIN_') ? `BALENA_${name.slice('RESIN_'.length)}` : name;
    if (current !== name && current in properties) continue;
    out[current] = entry as ConfigVarSchemaEntry;
  }
  return out;
}

export function rulesOf(body: ConfigVarsBody): { rules: VarNameRules; schema: ConfigVarSchema } {
  return {
    rules: {
      reservedNames: body.reservedNames,
      reservedNamespaces: body.reservedNamespaces,
      whiteListedNames: body.whiteListedNames,
      whiteListedNamespaces: body.whiteListedNamespaces,
      blackListedNames: body.blackListedNames,
    },
    schema: { properties: currentNames(body.configVarSchema.properties ?? {}) },
  };
}
