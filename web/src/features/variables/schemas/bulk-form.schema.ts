/** The bulk set/remove form: an environment variable name (spec 02 §5 rules), a service of the fleet and, to set, a value. */
import { z } from 'zod';
import { nameProblem, type VarNameRules } from '../domain/name-rules.ts';
import { msg } from '../messages.ts';

export interface BulkFormValues {
  operation: 'set' | 'remove';
  name: string;
  serviceId: string;
  value: string;
}

export function bulkFormSchema(rules: VarNameRules, serviceIds: ReadonlySet<number>) {
  return z
    .object({ operation: z.enum(['set', 'remove']), name: z.string(), serviceId: z.string(), value: z.string() })
    .superRefine((v, issues) => {
      const problem = nameProblem(v.name, 'env', rules);
      if (problem) issues.addIssue({ code: 'custom', path: ['name'], message: problem });
      if (v.serviceId !== '' && !serviceIds.has(Number(v.serviceId)))
        issues.addIssue({ code: 'custom', path: ['serviceId'], message: msg('serviceNotFound') });
    })
    .transform((v) => ({
      operation: v.operation,
      name: v.name.trim(),
      serviceId: v.serviceId === '' ? null : Number(v.serviceId),
      value: v.value,
    }));
}
