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

export function rulesOf(body: ConfigVarsBody): { rules: VarNameRules; schema: ConfigVarSchema } {
  return {
    rules: {
      reservedNames: body.reservedNames,
      reservedNamespaces: body.reservedNamespaces,
      whiteListedNames: body.whiteListedNames,
      whiteListedNamespaces: body.whiteListedNamespaces,
      blackListedNames: body.blackListedNames,
    },
    schema: { properties: (body.configVarSchema.properties ?? {}) as Record<string, ConfigVarSchemaEntry> },
  };
}
