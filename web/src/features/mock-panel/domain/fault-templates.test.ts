import { describe, expect, it } from 'vitest';
import { CHAOS_PRESET, templateToRule, type TemplateAnswers } from './fault-templates.ts';
import { zFaultRuleInput } from '../../../../../generated/zod/zod.gen.ts';
import { at } from '../../../../../tests/present.ts';

const OPS = new Set(['listApplication', 'getDevice']);
const answers = (extra: Partial<TemplateAnswers> = {}): TemplateAnswers => ({
  operationId: '',
  amount: '',
  times: '',
  actor: '',
  ...extra,
});

describe('templateToRule', () => {
  it('429 on an operation: status 429 with Retry-After, matched by operationId', () => {
    const r = templateToRule('rate-limit', answers({ operationId: 'listApplication', amount: '9', times: '2' }), OPS);
    expect(r).toEqual({
      ok: true,
      rule: {
        name: 'rate-limit listApplication',
        match: { operationId: 'listApplication' },
        effect: { kind: 'status', status: 429, retryAfter: 9 },
        times: 2,
      },
    });
  });

  it('a half-filled form makes no rule: no operation without "every request", no silent default amount', () => {
    const none = templateToRule('rate-limit', answers(), OPS);
    expect(!none.ok && none.problems.map((p) => p.field)).toEqual(['operationId', 'amount']);
    const every = templateToRule('latency', answers({ everyRequest: true, amount: '1500' }), OPS);
    expect(every.ok && every.rule).toEqual({ name: 'latency', effect: { kind: 'latency', ms: 1500 } });
    // "Every request" ticked: the operation field is ignored, not sent.
    const ignored = templateToRule('latency', answers({ everyRequest: true, operationId: 'x', amount: '5' }), OPS);
    expect(ignored.ok && ignored.rule.match).toBeUndefined();
  });

  it('offline ignores the operation (the whole API goes away) and keeps the persona', () => {
    const r = templateToRule('offline', answers({ operationId: 'getDevice', actor: 'owner' }), OPS);
    expect(r.ok && r.rule).toEqual({ name: 'offline', match: { actor: 'owner' }, effect: { kind: 'offline' } });
  });

  it('5xx, dropped socket and truncated body map to their effects', () => {
    const of = (id: 'server-error' | 'socket-drop' | 'truncated', amount = '') => {
      const r = templateToRule(id, answers({ amount, everyRequest: true }), OPS);
      return r.ok ? r.rule.effect : null;
    };
    expect(of('server-error', '502')).toEqual({ kind: 'status', status: 502 });
    expect(of('socket-drop')).toEqual({ kind: 'destroy' });
    expect(of('truncated')).toEqual({ kind: 'truncated' });
  });

  it('names the field of each problem', () => {
    const r = templateToRule('server-error', answers({ operationId: 'nope', amount: '404', times: '0' }), OPS);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map((p) => p.field)).toEqual(['operationId', 'amount', 'times']);
    expect(!r.ok && at(r.problems, 0).message).toBe('No operation nope in the contract');
    expect(!r.ok && at(r.problems, 1).message).toBe('Enter a whole number from 500 to 599');
  });

  it('refuses fractional and signed numbers', () => {
    const every = { everyRequest: true };
    expect(templateToRule('rate-limit', answers({ ...every, amount: '1.5' }), OPS).ok).toBe(false);
    expect(templateToRule('latency', answers({ ...every, amount: '-5' }), OPS).ok).toBe(false);
    expect(templateToRule('latency', answers({ ...every, amount: '5' }), OPS).ok).toBe(true);
  });

  it('every rule it makes, and the chaos preset, passes the contract validator', () => {
    for (const id of ['rate-limit', 'offline', 'latency', 'server-error', 'socket-drop', 'truncated'] as const) {
      const amount = { 'rate-limit': '7', latency: '100', 'server-error': '503' }[id as string] ?? '';
      const r = templateToRule(id, answers({ operationId: 'getDevice', amount, times: '3', actor: 'owner' }), OPS);
      expect(r.ok && zFaultRuleInput.safeParse(r.rule).success, id).toBe(true);
    }
    for (const rule of CHAOS_PRESET) expect(zFaultRuleInput.safeParse(rule).success).toBe(true);
  });
});
