/**
 * Every example in the contract validates against the generated Zod schemas ("Deliver" 5):
 * component schema examples, shared response examples, and each operation's parameter, request
 * body and response examples, whichever area document they come from.
 */
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import * as zod from '../../generated/zod/zod.gen.ts';
import { deref, loadBundle, operations, pascal, schemaRefName, type Json } from './contract-doc.ts';

const doc = loadBundle();
const validators = zod as unknown as Record<string, ZodType | undefined>;

interface Outcome {
  checked: number;
  failures: string[];
  unchecked: string[];
}

function check(outcome: Outcome, where: string, validator: ZodType | undefined, example: unknown): void {
  if (!validator) {
    outcome.unchecked.push(where);
    return;
  }
  outcome.checked++;
  const r = validator.safeParse(example);
  if (!r.success)
    outcome.failures.push(`${where}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
}

/**
 * A validator for a media type's schema: the named component's generated Zod schema, the
 * operation-level one for JSON 2xx bodies, or (for self-contained inline schemas, which hey-api
 * does not emit for error responses) Zod's own JSON Schema conversion.
 */
function schemaValidator(schema: Json | undefined, fallback?: ZodType): ZodType | undefined {
  const name = schemaRefName(schema);
  if (name) return validators[`z${name}`];
  if (fallback) return fallback;
  if (schema && !JSON.stringify(schema).includes('"$ref"')) return z.fromJSONSchema(schema as never);
  return undefined;
}

const isJson = (type: string): boolean => type === 'application/json' || type.endsWith('+json');

function mediaExamples(media: Json): unknown[] {
  const out: unknown[] = [];
  if ('example' in media) out.push(media.example);
  for (const ex of Object.values((media.examples ?? {}) as Record<string, Json>)) if ('value' in ex) out.push(ex.value);
  return out;
}

function walk(): Outcome {
  const outcome: Outcome = { checked: 0, failures: [], unchecked: [] };
  const components = doc.components as Record<string, Record<string, Json>>;
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    (Array.isArray(schema.examples) ? schema.examples : []).forEach((ex, i) =>
      check(outcome, `#/components/schemas/${name}/examples/${i}`, validators[`z${name}`], ex),
    );
  }
  for (const [name, resp] of Object.entries(components.responses ?? {})) {
    for (const [type, media] of Object.entries((resp.content ?? {}) as Record<string, Json>)) {
      for (const ex of mediaExamples(media))
        check(outcome, `#/components/responses/${name}/content/${type}`, schemaValidator(media.schema as Json), ex);
    }
  }
  for (const { op, pointer } of operations(doc)) {
    const id = pascal(String(op.operationId));
    for (const p of (op.parameters ?? []) as Json[]) {
      const param = deref(doc, p);
      if (!('example' in param)) continue;
      const holder = validators[`z${id}${param.in === 'path' ? 'Path' : 'Query'}`] as unknown as
        { shape?: Record<string, ZodType> } | undefined;
      check(outcome, `${pointer}/parameters/${String(param.name)}`, holder?.shape?.[String(param.name)], param.example);
    }
    const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
    for (const [type, media] of Object.entries((body?.content ?? {}) as Record<string, Json>)) {
      for (const ex of mediaExamples(media))
        check(
          outcome,
          `${pointer}/requestBody/${type}`,
          validators[`z${id}Body`] ?? schemaValidator(media.schema as Json),
          ex,
        );
    }
    for (const [status, r] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
      const resp = deref(doc, r);
      for (const [type, media] of Object.entries((resp.content ?? {}) as Record<string, Json>)) {
        const opLevel = status.startsWith('2') && isJson(type) ? validators[`z${id}Response`] : undefined;
        for (const ex of mediaExamples(media))
          check(outcome, `${pointer}/responses/${status}/${type}`, schemaValidator(media.schema as Json, opLevel), ex);
      }
    }
  }
  return outcome;
}

describe('contract examples', () => {
  const outcome = walk();
  it('validate against the generated Zod schemas', () => {
    expect(outcome.failures, outcome.failures.join('\n')).toEqual([]);
    expect(outcome.checked).toBeGreaterThan(1000);
  });
  it('all have a validator (no example is silently skipped)', () => {
    expect(outcome.unchecked, outcome.unchecked.join('\n')).toEqual([]);
  });
  it('exist on every operation that has a parameter or a body to show', () => {
    const missing = operations(doc)
      .filter(({ op }) => {
        const parts: Json[] = [...((op.parameters ?? []) as Json[]).map((p) => deref(doc, p))];
        if (op.requestBody) parts.push(deref(doc, op.requestBody));
        for (const r of Object.values((op.responses ?? {}) as Record<string, Json>)) parts.push(deref(doc, r));
        const showable = parts.some((p) => 'in' in p || 'content' in p);
        return showable && !parts.some((p) => JSON.stringify(p).includes('"example'));
      })
      .map(({ pointer }) => pointer);
    expect(missing).toEqual([]);
  });
  it('catch a wrong example (the check can fail)', () => {
    const bad: Outcome = { checked: 0, failures: [], unchecked: [] };
    check(bad, 'probe', validators.zDevice, { uuid: 42 });
    expect(bad.failures).toHaveLength(1);
  });
});
