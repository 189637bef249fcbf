/** The provisioning key form's rules: a name is required, an expiry (yyyy-MM-dd'T'HH:mm) must lie in the future. */
import { describe, expect, it } from 'vitest';
import { newKeyProblem, newKeySchema } from './api-keys-page.tsx';

const NOW = Date.parse('2026-11-26T12:00:00');

describe('newKeyProblem', () => {
  it('requires a name', () => {
    expect(newKeyProblem('  ', '', NOW)).toEqual({ field: 'name', text: 'A name is required' });
  });

  it('accepts no expiry or a future one, and refuses a past one', () => {
    expect(newKeyProblem('line-7', '', NOW)).toBeNull();
    expect(newKeyProblem('line-7', '2026-11-27T09:00', NOW)).toBeNull();
    expect(newKeyProblem('line-7', '2026-11-26T11:59', NOW)).toEqual({
      field: 'expiry',
      text: 'The expiry date must be in the future',
    });
  });
});

describe('newKeySchema (the form kit schema of the create form)', () => {
  const issues = (values: { name: string; description: string; expiry: string }) => {
    const r = newKeySchema(() => NOW).safeParse(values);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('reports only the first problem, on its field', () => {
    expect(issues({ name: '', description: '', expiry: '2026-11-26T11:59' })).toEqual([['name', 'A name is required']]);
    expect(issues({ name: 'line-7', description: '', expiry: '2026-11-26T11:59' })).toEqual([
      ['expiry', 'The expiry date must be in the future'],
    ]);
    expect(issues({ name: 'line-7', description: 'x', expiry: '' })).toEqual([]);
  });
});
