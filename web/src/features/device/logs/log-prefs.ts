/** Log display preferences, kept locally (spec 02 §9 "Log display preferences (UTC, timestamps) are stored locally"). */
import { useCallback, useState } from 'react';
import { LOG_PREFS_STORAGE_KEY } from '../constants.ts';

export interface LogPrefs {
  utc: boolean;
  timestamps: boolean;
}

export const DEFAULT_LOG_PREFS: LogPrefs = { utc: false, timestamps: true };

/** Reads stored preferences; anything unreadable falls back to the defaults. */
export function readLogPrefs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LogPrefs {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(LOG_PREFS_STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return DEFAULT_LOG_PREFS;
    const r = raw as Partial<LogPrefs>;
    return {
      utc: typeof r.utc === 'boolean' ? r.utc : DEFAULT_LOG_PREFS.utc,
      timestamps: typeof r.timestamps === 'boolean' ? r.timestamps : DEFAULT_LOG_PREFS.timestamps,
    };
  } catch {
    return DEFAULT_LOG_PREFS;
  }
}

/** State hook persisting every change. */
export function useLogPrefs(): [LogPrefs, (patch: Partial<LogPrefs>) => void] {
  const [prefs, setPrefs] = useState(readLogPrefs);
  const update = useCallback((patch: Partial<LogPrefs>) => {
    setPrefs((p) => {
      const next = { ...p, ...patch };
      try {
        localStorage.setItem(LOG_PREFS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        /* storage unavailable: the choice lasts for this page */
      }
      return next;
    });
  }, []);
  return [prefs, update];
}
