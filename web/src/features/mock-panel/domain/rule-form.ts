/**
 * The panel's full fault-rule form, derived from the contract: the effect kinds and each kind's fields
 * come from the generated zod schema of `FaultEffect` (generated/zod, made from
 * openapi/components/mock-admin.yaml), so a kind or field added to the contract shows in the form
 * without a change here. A draft (the form's text answers) becomes a `FaultRuleInput` only when every
 * field parses and the whole rule passes the contract's schema; each problem names its field.
 */
import type { z } from 'zod';
import type { FaultRuleInput } from '../../../../../shared/mock-admin-client.ts';
import { zFaultEffect, zFaultMatch, zFaultRuleInput } from '../../../../../generated/zod/zod.gen.ts';

/** How a field of an effect is typed in: a whole number, a number, one of a list, text or JSON. */
export type FieldType = 'int' | 'number' | 'enum' | 'text' | 'intOrText' | 'json';

export interface EffectField {
  key: string;
  type: FieldType;
  required: boolean;
  options?: readonly string[];
  min?: number;
  max?: number;
}

export interface EffectKind {
  kind: string;
  fields: readonly EffectField[];
  /** The contract's schema of this effect (checks ranges and shapes field by field). */
  schema: z.ZodType;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string>;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { def: Def }).def;
const unwrap = (s: z.ZodType): { schema: z.ZodType; optional: boolean } => {
  let schema = s;
  let optional = false;
  for (let d = defOf(schema); d.type === 'optional' || d.type === 'nullable'; d = defOf(schema)) {
    optional = true;
    schema = d.innerType!;
  }
  return { schema, optional };
};

function fieldOf(key: string, s: z.ZodType): EffectField {
  const { schema, optional } = unwrap(s);
  const d = defOf(schema);
  const required = !optional;
  if (d.type === 'number') {
    const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
    return {
      key,
      type: n.isInt ? 'int' : 'number',
      required,
      ...(n.minValue !== null && Number.isFinite(n.minValue) ? { min: n.minValue } : {}),
      ...(n.maxValue !== null && Number.isFinite(n.maxValue) ? { max: n.maxValue } : {}),
    };
  }
  if (d.type === 'enum') return { key, type: 'enum', required, options: Object.values(d.entries ?? {}) };
  if (d.type === 'string') return { key, type: 'text', required };
  if (d.type === 'union' && d.options?.some((o) => defOf(o).type === 'number'))
    return { key, type: 'intOrText', required };
  return { key, type: 'json', required };
}

function kindOf(s: z.ZodType): string {
  const d = defOf(s);
  if (d.type === 'literal') return String(d.values?.[0]);
  if (d.type === 'enum') return String(Object.values(d.entries ?? {})[0]);
  throw new Error('FaultEffect: an effect without a literal kind');
}

/** Every effect kind of the contract, in the contract's order, with its fields (kind excluded). */
export const EFFECT_KINDS: readonly EffectKind[] = (defOf(zFaultEffect).options ?? []).map((option) => {
  const shape = (option as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  return {
    kind: kindOf(shape.kind!),
    schema: option,
    fields: Object.entries(shape)
      .filter(([k]) => k !== 'kind')
      .map(([k, v]) => fieldOf(k, v)),
  };
});

/** The HTTP methods a rule may match (the contract's HttpMethod). */
export const METHODS: readonly string[] = (() => {
  const { schema } = unwrap((zFaultMatch as unknown as z.ZodObject).shape.method as z.ZodType);
  const single = defOf(schema).options?.find((o) => defOf(o).type === 'enum');
  return single ? Object.values(defOf(single).entries ?? {}) : [];
})();

/** The form's answers, all as typed. */
export interface RuleDraft {
  name: string;
  kind: string;
  /** Effect field key → text as typed. */
  effect: Record<string, string>;
  /** Comma- or space-separated methods; empty: any. */
  method: string;
  path: string;
  operationId: string;
  resource: string;
  actor: string;
  device: string;
  headerName: string;
  headerValue: string;
  /** The rule is meant for every request: needed when no criterion is given. */
  everyRequest: boolean;
  times: string;
  probability: string;
  windowStart: string;
  windowEnd: string;
  windowDuration: string;
  enabled: boolean;
}

export const emptyDraft = (kind = EFFECT_KINDS[0]?.kind ?? 'status'): RuleDraft => ({
  name: '',
  kind,
  effect: {},
  method: '',
  path: '',
  operationId: '',
  resource: '',
  actor: '',
  device: '',
  headerName: '',
  headerValue: '',
  everyRequest: false,
  times: '',
  probability: '',
  windowStart: '',
  windowEnd: '',
  windowDuration: '',
  enabled: true,
});

const text = (v: unknown): string =>
  v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);

/** The draft that edits an existing rule (any rule, whichever way it was made). */
export function ruleToDraft(rule: FaultRuleInput): RuleDraft {
  const effect = rule.effect as Record<string, unknown>;
  const m = rule.match ?? {};
  return {
    ...emptyDraft(String(effect.kind ?? 'status')),
    name: rule.name ?? '',
    effect: Object.fromEntries(
      Object.entries(effect)
        .filter(([k]) => k !== 'kind')
        .map(([k, v]) => [k, text(v)]),
    ),
    method: Array.isArray(m.method) ? m.method.join(', ') : (m.method ?? ''),
    path: m.path ?? '',
    operationId: m.operationId ?? '',
    resource: m.resource ?? '',
    actor: m.actor ?? '',
    device: m.device ?? '',
    headerName: m.header?.name ?? '',
    headerValue: m.header?.value ?? '',
    everyRequest: Object.keys(m).length === 0,
    times: text(rule.times),
    probability: text(rule.probability),
    windowStart: rule.window?.start ?? '',
    windowEnd: rule.window?.end ?? '',
    windowDuration: text(rule.window?.duration),
    enabled: rule.enabled !== false,
  };
}

/** A field of the form (`effect.<key>` for effect fields) and what is wrong with it. */
export interface DraftProblem {
  field: string;
  message: string;
}
export type DraftResult = { ok: true; rule: FaultRuleInput } | { ok: false; problems: DraftProblem[] };

const WHOLE = /^-?\d+$/;
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Which form field a contract path (`match.path`, `window.end`, `effect.status`) belongs to. */
function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, second] = path.map(String);
  if (head === 'effect') return second ? `effect.${second}` : 'kind';
  if (head === 'match') return second === 'header' ? 'headerName' : (second ?? 'everyRequest');
  if (head === 'window') return `window${(second ?? 'start').replace(/^./, (c) => c.toUpperCase())}`;
  return head ?? 'name';
}

/**
 * The rule a draft makes, or every problem by field. `operations` is the contract's operationIds: an
 * operation not among them is refused here, as the mock would refuse it.
 */
export function draftToRule(draft: RuleDraft, operations: ReadonlySet<string>): DraftResult {
  const problems: DraftProblem[] = [];
  const kind = EFFECT_KINDS.find((k) => k.kind === draft.kind);
  if (!kind) return { ok: false, problems: [{ field: 'kind', message: `No fault kind ${draft.kind}` }] };
  const effect: Record<string, unknown> = { kind: kind.kind };
  for (const f of kind.fields) {
    const raw = (draft.effect[f.key] ?? '').trim();
    const field = `effect.${f.key}`;
    if (!raw) {
      if (f.required) problems.push({ field, message: 'Required' });
      continue;
    }
    if (f.type === 'int' || f.type === 'number') {
      if (!(f.type === 'int' ? WHOLE : NUMBER).test(raw)) {
        problems.push({ field, message: f.type === 'int' ? 'Enter a whole number' : 'Enter a number' });
        continue;
      }
      effect[f.key] = Number(raw);
    } else if (f.type === 'intOrText') effect[f.key] = WHOLE.test(raw) ? Number(raw) : raw;
    else if (f.type === 'json') {
      try {
        effect[f.key] = JSON.parse(raw);
      } catch {
        // A body may be plain text; an object-typed field then fails the schema below.
        effect[f.key] = raw;
      }
    } else effect[f.key] = raw;
  }
  const methods = draft.method
    .split(/[\s,]+/)
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean);
  const badMethod = methods.find((m) => !METHODS.includes(m));
  if (badMethod) problems.push({ field: 'method', message: `No HTTP method ${badMethod}; use ${METHODS.join(', ')}` });
  if (draft.path.trim() && !draft.path.trim().startsWith('/'))
    problems.push({ field: 'path', message: 'A path glob starts with /, e.g. /v7/device*' });
  const operationId = draft.operationId.trim();
  if (operationId && !operations.has(operationId))
    problems.push({ field: 'operationId', message: `No operation ${operationId} in the contract` });
  const match: Record<string, unknown> = {
    ...(methods.length === 1 ? { method: methods[0] } : methods.length > 1 ? { method: methods } : {}),
    ...(draft.path.trim() ? { path: draft.path.trim() } : {}),
    ...(operationId ? { operationId } : {}),
    ...(draft.resource.trim() ? { resource: draft.resource.trim() } : {}),
    ...(draft.actor.trim() ? { actor: draft.actor.trim() } : {}),
    ...(draft.device.trim() ? { device: draft.device.trim() } : {}),
    ...(draft.headerName.trim()
      ? { header: { name: draft.headerName.trim(), ...(draft.headerValue ? { value: draft.headerValue } : {}) } }
      : {}),
  };
  // A rule with no criterion matches every request: only when asked for in so many words.
  if (Object.keys(match).length === 0 && !draft.everyRequest)
    problems.push({ field: 'everyRequest', message: 'Give at least one criterion, or tick "Every request"' });
  const num = (field: string, raw: string, whole: boolean): number | undefined => {
    const v = raw.trim();
    if (!v) return undefined;
    if (!(whole ? WHOLE : NUMBER).test(v)) {
      problems.push({ field, message: whole ? 'Enter a whole number' : 'Enter a number' });
      return undefined;
    }
    return Number(v);
  };
  const times = num('times', draft.times, true);
  const probability = num('probability', draft.probability, false);
  const duration = draft.windowDuration.trim();
  const window = {
    ...(draft.windowStart.trim() ? { start: draft.windowStart.trim() } : {}),
    ...(draft.windowEnd.trim() ? { end: draft.windowEnd.trim() } : {}),
    ...(duration ? { duration: WHOLE.test(duration) ? Number(duration) : duration } : {}),
  };
  const rule = {
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    ...(Object.keys(match).length ? { match } : {}),
    effect,
    ...(times !== undefined ? { times } : {}),
    ...(probability !== undefined ? { probability } : {}),
    ...(Object.keys(window).length ? { window } : {}),
    ...(draft.enabled ? {} : { enabled: false }),
  };
  // The effect against its own kind's schema, so a range problem names its field.
  const ownEffect = kind.schema.safeParse(effect);
  const issues = [
    ...(ownEffect.success ? [] : ownEffect.error.issues.map((i) => ({ ...i, path: ['effect', ...i.path] }))),
    // The effect was checked by its own schema above; the union's vaguer issue would say less.
    ...(zFaultRuleInput.safeParse(rule).error?.issues ?? []).filter((i) => i.path[0] !== 'effect'),
  ];
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (!problems.some((p) => p.field === field)) problems.push({ field, message: issue.message });
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, rule: rule as FaultRuleInput };
}
