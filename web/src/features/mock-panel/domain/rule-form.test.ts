import { describe, expect, it } from 'vitest';
import contract from '../../../../../generated/openapi.gen.json' with { type: 'json' };
import { zFaultRuleInput } from '../../../../../generated/zod/zod.gen.ts';
import { draftToRule, EFFECT_KINDS, emptyDraft, ruleToDraft, type RuleDraft } from './rule-form.ts';

interface JsonSchema {
  $ref?: string;
  oneOf?: JsonSchema[];
  required?: string[];
  properties?: Record<string, JsonSchema & { const?: string; enum?: string[] }>;
}
const schemas = (contract as unknown as { components: { schemas: Record<string, JsonSchema> } }).components.schemas;
const deref = (s: JsonSchema): JsonSchema => (s.$ref ? schemas[s.$ref.split('/').pop()!]! : s);
const OPS = new Set(['getDevice', 'listApplication']);
const draft = (extra: Partial<RuleDraft>): RuleDraft => ({ ...emptyDraft(), ...extra });

describe('fault rule form', () => {
  it("offers every effect kind of the contract's FaultEffect, with each kind's fields and required ones", () => {
    const fromContract = (schemas.FaultEffect!.oneOf ?? []).map(deref).map((s) => {
      const kind = s.properties!.kind!;
      return {
        kind: kind.const ?? kind.enum![0],
        fields: Object.keys(s.properties!).filter((k) => k !== 'kind'),
        required: (s.required ?? []).filter((k) => k !== 'kind'),
      };
    });
    expect(
      EFFECT_KINDS.map((k) => ({
        kind: k.kind,
        fields: k.fields.map((f) => f.key),
        required: k.fields.filter((f) => f.required).map((f) => f.key),
      })),
    ).toEqual(fromContract);
    expect(EFFECT_KINDS.map((k) => k.kind)).toEqual(expect.arrayContaining(['tokenBucket', 'empty', 'truncated']));
  });

  it('makes a token bucket matched by method and path glob, with times, probability and a window', () => {
    const r = draftToRule(
      draft({
        kind: 'tokenBucket',
        effect: { capacity: '5', refillPerSecond: '0.5', per: 'client' },
        method: 'get, post',
        path: '/v7/device*',
        actor: 'owner',
        times: '10',
        probability: '0.25',
        windowDuration: '10m',
      }),
      OPS,
    );
    expect(r).toEqual({
      ok: true,
      rule: {
        match: { method: ['GET', 'POST'], path: '/v7/device*', actor: 'owner' },
        effect: { kind: 'tokenBucket', capacity: 5, refillPerSecond: 0.5, per: 'client' },
        times: 10,
        probability: 0.25,
        window: { duration: '10m' },
      },
    });
    expect(r.ok && zFaultRuleInput.safeParse(r.rule).success).toBe(true);
  });

  it('any status, and empty bodies', () => {
    const teapot = draftToRule(
      draft({ effect: { status: '418', body: '{"error":"tea"}' }, operationId: 'getDevice' }),
      OPS,
    );
    expect(teapot.ok && teapot.rule.effect).toEqual({ kind: 'status', status: 418, body: { error: 'tea' } });
    const empty = draftToRule(draft({ kind: 'empty', effect: { status: '204' }, everyRequest: true }), OPS);
    expect(empty.ok && empty.rule).toEqual({ effect: { kind: 'empty', status: 204 } });
  });

  it('a half-filled form makes no rule, and says which field is wrong', () => {
    const r = draftToRule(draft({}), OPS);
    expect(!r.ok && r.problems.map((p) => p.field).sort()).toEqual(['effect.status', 'everyRequest']);
    const ranges = draftToRule(
      draft({ effect: { status: '99' }, path: 'v7', method: 'FETCH', operationId: 'nope', probability: '2' }),
      OPS,
    );
    expect(!ranges.ok && Object.fromEntries(ranges.problems.map((p) => [p.field, p.message]))).toMatchObject({
      'effect.status': expect.any(String),
      method: expect.stringContaining('FETCH'),
      operationId: 'No operation nope in the contract',
      path: 'A path glob starts with /, e.g. /v7/device*',
      probability: expect.any(String),
    });
  });

  it('edits any stored rule: the draft of a rule makes that rule again', () => {
    const rules = [
      {
        id: 'x',
        name: 'bucket',
        match: { method: 'GET' as const },
        effect: { kind: 'tokenBucket' as const, capacity: 2, refillPerSecond: 1 },
      },
      {
        effect: { kind: 'truncated' as const, bytes: 10 },
        window: { start: '2026-11-01T00:00:00Z', duration: 60000 },
        enabled: false,
      },
      {
        match: { header: { name: 'x-a', value: 'b' }, device: 'abc' },
        effect: { kind: 'status' as const, status: 429, retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' },
        times: 2,
      },
    ];
    for (const { id: _id, ...rule } of rules.map((r) => ({ id: undefined, ...r }))) {
      const again = draftToRule(ruleToDraft(rule), OPS);
      expect(again.ok && again.rule).toEqual(rule);
    }
  });
});
