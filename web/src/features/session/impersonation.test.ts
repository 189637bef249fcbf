// @vitest-environment jsdom
/** "Log in as" and the way back (spec 01 §6): the admin's token is kept aside, restored once, and a nested switch keeps the first admin. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginLoginAs, canReturnToAdmin, returnToAdmin } from './impersonation.ts';
import { IMPERSONATOR_TOKEN_KEY, readToken, writeToken } from './storage.ts';

afterEach(() => localStorage.clear());

describe('impersonation', () => {
  it('switches to the other token, reloads, and leads back to the admin once', () => {
    writeToken('admin-token');
    const reload = vi.fn();
    beginLoginAs('owner-token', '/', reload);
    expect(readToken()).toBe('owner-token');
    expect(localStorage.getItem(IMPERSONATOR_TOKEN_KEY)).toBe('admin-token');
    expect(reload).toHaveBeenCalledWith('/');
    expect(canReturnToAdmin()).toBe(true);
    expect(returnToAdmin('/admin', reload)).toBe(true);
    expect(readToken()).toBe('admin-token');
    expect(reload).toHaveBeenLastCalledWith('/admin');
    expect(canReturnToAdmin()).toBe(false);
    expect(returnToAdmin('/admin', reload)).toBe(false);
  });

  it('keeps the first admin token through a nested switch', () => {
    writeToken('admin-token');
    beginLoginAs('owner-token', '/', () => {});
    beginLoginAs('member-token', '/', () => {});
    expect(readToken()).toBe('member-token');
    expect(localStorage.getItem(IMPERSONATOR_TOKEN_KEY)).toBe('admin-token');
  });
});
