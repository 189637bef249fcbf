/**
 * The fault templates of the mock panel: each turns a few answers (which operation, how long, which
 * status) into a `FaultRuleInput` body for `POST /__mock/faults`, or names the field that is wrong, so
 * the form shows the problem beside that field instead of a 400 from the mock. The rule shapes are the
 * contract's (openapi/components/mock-admin.yaml FaultRuleInput); the mock validates them again.
 */
import type { FaultRuleInput } from '../../../../../shared/mock-admin-client.ts';

export type TemplateId = 'rate-limit' | 'offline' | 'latency' | 'server-error' | 'socket-drop' | 'truncated';

export interface TemplateAnswers {
  /** operationId the rule matches; required unless `everyRequest` is set (or the template takes none). */
  operationId: string;
  /**
   * The rule is meant for every API request: chosen explicitly, so an operation left empty (a form
   * submitted half-filled) never makes a rule that matches everything.
   */
  everyRequest?: boolean;
  /** Latency in ms (latency), Retry-After in seconds (rate-limit), HTTP status (server-error). */
  amount: string;
  /** Apply at most this many times; empty: until removed. */
  times: string;
  /** Persona key or e-mail the rule is limited to; empty: everyone. */
  actor: string;
}

export interface TemplateDef {
  id: TemplateId;
  /**
   * Whether the template matches an operation: `required` always, `optional` unless the user chose
   * "every request"; `none` applies to the whole API (offline).
   */
  operation: 'required' | 'optional' | 'none';
  /** What `amount` means here, or null when the template takes none. */
  amount: { kind: 'retryAfter' | 'latencyMs' | 'status'; default: string; min: number; max: number } | null;
}

export const TEMPLATES: readonly TemplateDef[] = [
  { id: 'rate-limit', operation: 'optional', amount: { kind: 'retryAfter', default: '7', min: 0, max: 3600 } },
  { id: 'offline', operation: 'none', amount: null },
  { id: 'latency', operation: 'optional', amount: { kind: 'latencyMs', default: '1500', min: 0, max: 58000 } },
  { id: 'server-error', operation: 'optional', amount: { kind: 'status', default: '503', min: 500, max: 599 } },
  { id: 'socket-drop', operation: 'optional', amount: null },
  { id: 'truncated', operation: 'optional', amount: null },
];

export const templateById = (id: TemplateId): TemplateDef => TEMPLATES.find((t) => t.id === id)!;

/** A field of the template form and what is wrong with it. */
export interface FieldProblem {
  field: keyof TemplateAnswers;
  message: string;
}

export type TemplateResult = { ok: true; rule: FaultRuleInput } | { ok: false; problems: FieldProblem[] };

const WHOLE = /^\d+$/;

/**
 * The fault rule a template and its answers make. `operations` is the contract's operationIds (the
 * searchable list): an operation not in it is refused here, as the mock would refuse it.
 */
export function templateToRule(
  id: TemplateId,
  answers: TemplateAnswers,
  operations: ReadonlySet<string>,
): TemplateResult {
  const def = templateById(id);
  const problems: FieldProblem[] = [];
  const operationId = answers.operationId.trim();
  const every = def.operation === 'optional' && answers.everyRequest === true;
  if (def.operation !== 'none' && !every && !operationId)
    problems.push({
      field: 'operationId',
      message: def.operation === 'optional' ? 'Choose an operation, or tick "Every request"' : 'Choose an operation',
    });
  if (operationId && def.operation !== 'none' && !every && !operations.has(operationId))
    problems.push({ field: 'operationId', message: `No operation ${operationId} in the contract` });
  let amount = 0;
  if (def.amount) {
    // Required: an empty field is a half-filled form, never a silent default.
    const raw = answers.amount.trim();
    amount = Number(raw);
    if (!raw)
      problems.push({
        field: 'amount',
        message: `Enter a whole number from ${def.amount.min} to ${def.amount.max} (for example ${def.amount.default})`,
      });
    else if (!WHOLE.test(raw) || amount < def.amount.min || amount > def.amount.max)
      problems.push({
        field: 'amount',
        message: `Enter a whole number from ${def.amount.min} to ${def.amount.max}`,
      });
  }
  const timesRaw = answers.times.trim();
  if (timesRaw && (!WHOLE.test(timesRaw) || Number(timesRaw) < 1))
    problems.push({ field: 'times', message: 'Enter a whole number of 1 or more, or leave it empty' });
  if (problems.length) return { ok: false, problems };

  const actor = answers.actor.trim();
  const matched = def.operation !== 'none' && !every ? operationId : '';
  const match: NonNullable<FaultRuleInput['match']> = {
    ...(matched ? { operationId: matched } : {}),
    ...(actor ? { actor } : {}),
  };
  const effect = effectOf(id, amount);
  const rule: FaultRuleInput = {
    name: `${id}${matched ? ` ${matched}` : ''}`,
    effect,
    ...(Object.keys(match).length ? { match } : {}),
    ...(timesRaw ? { times: Number(timesRaw) } : {}),
  };
  return { ok: true, rule };
}

function effectOf(id: TemplateId, amount: number): FaultRuleInput['effect'] {
  switch (id) {
    case 'rate-limit':
      return { kind: 'status', status: 429, retryAfter: amount };
    case 'offline':
      return { kind: 'offline' };
    case 'latency':
      return { kind: 'latency', ms: amount };
    case 'server-error':
      return { kind: 'status', status: amount };
    case 'socket-drop':
      return { kind: 'destroy' };
    case 'truncated':
      return { kind: 'truncated' };
  }
}

/**
 * The "chaos" preset: a little of everything on every API request, each drawn per request from the
 * session's seeded RNG (so a seed replays the same chaos): slow answers, occasional 429s and 503s,
 * and rare dropped sockets.
 */
export const CHAOS_PRESET: readonly FaultRuleInput[] = [
  { name: 'chaos latency', effect: { kind: 'latency', ms: 400, jitterMs: 300 }, probability: 0.5 },
  { name: 'chaos 429', effect: { kind: 'status', status: 429, retryAfter: 3 }, probability: 0.05 },
  { name: 'chaos 503', effect: { kind: 'status', status: 503 }, probability: 0.05 },
  { name: 'chaos dropped socket', effect: { kind: 'destroy' }, probability: 0.02 },
];
