/** The provisioning key form's rules: a name is required, an expiry (yyyy-MM-dd'T'HH:mm) must lie in the future. */
import { describe, expect, it } from 'vitest';
import { newKeyProblem } from './api-keys-page.tsx';

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
