/**
 * The add / edit / override form of one variable (spec 02 §5 "Variables"): the name must pass the
 * name rules of its kind and be unique per name and service at this level; the service must exist
 * (spec 02 §4 service-not-found); the value is checked live against the config schema entry.
 * Output: the trimmed name, the service id (null: all services) and the normalised value.
 */
import { z } from 'zod';
import { bodies, bodyForm } from '../../../api/bodies.ts';
import { duplicateProblem, nameProblem, type VarKind, type VarNameRules, type VarScope } from '../domain/name-rules.ts';
import { checkValue, type ConfigVarSchemaEntry } from '../domain/value-rules.ts';
import { msg } from '../messages.ts';

export interface VariableFormContext {
  kind: VarKind;
  rules: VarNameRules;
  /** Scopes already taken at this level (the row being edited excluded). */
  taken: readonly VarScope[];
  /** Service ids a variable may target (env only). */
  serviceIds: ReadonlySet<number>;
  /** The label of a service for messages ("All services" for null). */
  serviceLabel: (serviceId: number | null) => string;
  /** The config schema entry of a name, if any. */
  entryOf: (name: string) => ConfigVarSchemaEntry | undefined;
  /** Editing an existing row: the name and service are fixed. */
  fixedName: boolean;
  /** The name duplicates are compared under (configuration: the schema name of a legacy spelling). */
  canonicalName?: (name: string) => string;
}

/** Form values: the service is a select value ('' for all services). */
export interface VariableFormValues {
  name: string;
  serviceId: string;
  value: string;
}

const parseService = (raw: string): number | null => (raw === '' ? null : Number(raw));

export function variableFormSchema(ctx: VariableFormContext) {
  return bodyForm(bodies.createVariable, { name: z.string(), value: z.string() })
    .extend({ serviceId: z.string() })
    .superRefine((v, issues) => {
      const serviceId = parseService(v.serviceId);
      if (!ctx.fixedName) {
        const problem =
          nameProblem(v.name, ctx.kind, ctx.rules) ??
          duplicateProblem({ name: v.name, serviceId }, ctx.taken, ctx.serviceLabel(serviceId), ctx.canonicalName);
        if (problem) issues.addIssue({ code: 'custom', path: ['name'], message: problem });
        if (serviceId !== null && !ctx.serviceIds.has(serviceId))
          issues.addIssue({ code: 'custom', path: ['serviceId'], message: msg('serviceNotFound') });
      }
      const check = checkValue(v.value, ctx.entryOf(v.name.trim()));
      if (!check.ok) issues.addIssue({ code: 'custom', path: ['value'], message: check.problem });
    })
    .transform((v) => {
      const check = checkValue(v.value, ctx.entryOf(v.name.trim()));
      return { name: v.name.trim(), serviceId: parseService(v.serviceId), value: check.ok ? check.value : v.value };
    });
}
