import { describe, expect, it } from 'vitest';
import { adminLacksSupportAccess, supportAccessActive } from './authz.ts';

describe('support access for platform admins (spec 02 §4 "Support access", §6)', () => {
  const now = Date.parse('2026-11-01T12:00:00Z');
  it('a date-time grants until then; null, past or unreadable dates do not', () => {
    expect(supportAccessActive('2026-11-02T00:00:00Z', now)).toBe(true);
    expect(supportAccessActive('2026-11-01T12:00:00Z', now)).toBe(false);
    expect(supportAccessActive(null, now)).toBe(false);
    expect(supportAccessActive('soon', now)).toBe(false);
  });
  it('only an admin without a role of their own and without any active grant lacks it', () => {
    expect(adminLacksSupportAccess(true, false, [null], now)).toBe(true);
    expect(adminLacksSupportAccess(true, false, [null, '2026-12-01T00:00:00Z'], now)).toBe(false);
    expect(adminLacksSupportAccess(true, true, [null], now)).toBe(false);
    expect(adminLacksSupportAccess(false, false, [null], now)).toBe(false);
  });
});
