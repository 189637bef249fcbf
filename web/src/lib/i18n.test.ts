import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of lib/i18n.ts, before any table beyond the entry's loaded (tests/setup.ts loads them all). */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n.ts');
}

afterEach(() => {
  vi.doUnmock('./messages/areas.ts');
  vi.resetModules();
});

describe('message tables: the entry has the shell and sign-in texts, the rest loads on demand', () => {
  it('sign-in and shell texts read before anything else loads', async () => {
    const { t, messages } = await freshI18n();
    expect(messages('auth').required).toBe('This field is required');
    expect(t('auth.loginTitle')).not.toBe('auth.loginTitle');
    expect(t('common.cancel')).not.toBe('common.cancel');
  });

  it("reading an area's namespace before its table loaded fails loudly instead of an empty object", async () => {
    const { t, messages, loadMessages } = await freshI18n();
    expect(() => messages('fleets')).toThrow("messages('fleets') read before its table loaded");
    expect(t('fleets.nameRequired')).toBe('fleets.nameRequired');
    await loadMessages();
    expect(messages('fleets').nameRequired).toBe(t('fleets.nameRequired'));
    expect(t('fleets.nameRequired')).not.toBe('fleets.nameRequired');
  });

  it('a failed load rejects, and the next call tries again', async () => {
    let fail = true;
    vi.doMock('./messages/areas.ts', async (original) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { loadMessages, t } = await freshI18n();
    await expect(loadMessages()).rejects.toThrow();
    fail = false;
    await loadMessages();
    expect(t('fleets.nameRequired')).not.toBe('fleets.nameRequired');
  });
});
