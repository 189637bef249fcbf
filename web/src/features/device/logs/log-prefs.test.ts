import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_PREFS, readLogPrefs } from './log-prefs.ts';
import { LOG_PREFS_STORAGE_KEY } from '../constants.ts';

const storage = (value: string | null) => ({ getItem: (k: string) => (k === LOG_PREFS_STORAGE_KEY ? value : null) });

describe('log display preferences stored locally (spec 02 §9)', () => {
  it('reads stored UTC and timestamp choices', () => {
    expect(readLogPrefs(storage(JSON.stringify({ utc: true, timestamps: false })))).toEqual({
      utc: true,
      timestamps: false,
    });
  });
  it('falls back field by field, and on junk', () => {
    expect(readLogPrefs(storage(JSON.stringify({ utc: 'yes' })))).toEqual(DEFAULT_LOG_PREFS);
    expect(readLogPrefs(storage('{not json'))).toEqual(DEFAULT_LOG_PREFS);
    expect(readLogPrefs(storage(null))).toEqual(DEFAULT_LOG_PREFS);
  });
});
