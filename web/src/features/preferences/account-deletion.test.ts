import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { deletionErrorText, runAccountDeletion, type DeletionActions } from './account-deletion.ts';

function actions(overrides: Partial<DeletionActions> = {}) {
  const log: string[] = [];
  const a: DeletionActions = {
    verifyPassword: vi.fn(async () => void log.push('verify')),
    soleAdminOrganizations: vi.fn(async () => [3, 4]),
    downgradeBilling: vi.fn(async (id: number) => void log.push(`downgrade ${id}`)),
    deleteOrganization: vi.fn(async (id: number) => void log.push(`delete org ${id}`)),
    deleteUser: vi.fn(async () => void log.push('delete user')),
    logout: vi.fn(async () => void log.push('logout')),
    ...overrides,
  };
  return { a, log };
}

describe('account deletion (spec 01 §4 order, §8 errors)', () => {
  it('runs verify → downgrade → delete organizations → delete user → logout', async () => {
    const { a, log } = actions();
    const progress: string[] = [];
    await expect(runAccountDeletion(a, (s, st) => progress.push(`${s}:${st}`))).resolves.toEqual({ ok: true });
    expect(log).toEqual([
      'verify',
      'downgrade 3',
      'downgrade 4',
      'delete org 3',
      'delete org 4',
      'delete user',
      'logout',
    ]);
    expect(progress.filter((p) => p.endsWith(':done'))).toHaveLength(5);
  });

  it('stops at a wrong password with invalid_password', async () => {
    const { a, log } = actions({
      verifyPassword: async () => Promise.reject(new ApiError({ status: 401, body: undefined })),
    });
    await expect(runAccountDeletion(a, () => {})).resolves.toEqual({
      ok: false,
      step: 'verify-password',
      message: 'The password is not correct',
    });
    expect(log).toEqual([]);
  });

  it('stops when an organization cannot be deleted and does not delete the user', async () => {
    const { a, log } = actions({
      deleteOrganization: async () =>
        Promise.reject(new ApiError({ status: 409, body: 'Data is referenced by device.' })),
    });
    const r = await runAccountDeletion(a, () => {});
    expect(r).toEqual({
      ok: false,
      step: 'delete-organizations',
      message: 'Data is referenced by device. Please contact support.',
    });
    expect(log).not.toContain('delete user');
  });

  it.each([
    [new ApiError({ status: 400, body: 'Contact sales to cancel.' }), 'Contact sales to cancel.'],
    [new ApiError({ status: 400, body: 'Ask Support first' }), 'Ask Support first'],
    [new ApiError({ status: 500, body: undefined }), 'An error has occurred Please contact support.'],
  ])('support suffix rule %#', (e, text) => expect(deletionErrorText('delete-user', e)).toBe(text));
});
