/** Column choice of the devices table, persisted locally (per browser) under COLUMNS_STORAGE_KEY. */
import { useCallback, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { COLUMNS_STORAGE_KEY } from '../constants.ts';

/** Columns hidden until the user shows them. */
const DEFAULT_HIDDEN: VisibilityState = {
  uuid: false,
  ip_address: false,
  created_at: false,
  api_heartbeat_state: false,
};

function read(): VisibilityState {
  try {
    const raw = localStorage.getItem(COLUMNS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object'
      ? { ...DEFAULT_HIDDEN, ...(parsed as VisibilityState) }
      : DEFAULT_HIDDEN;
  } catch {
    return DEFAULT_HIDDEN;
  }
}

export function useColumnPrefs(): [VisibilityState, (v: VisibilityState) => void] {
  const [visibility, setVisibility] = useState<VisibilityState>(read);
  const save = useCallback((v: VisibilityState) => {
    setVisibility(v);
    try {
      localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(v));
    } catch {
      // Storage full or blocked: the choice still applies for this visit.
    }
  }, []);
  return [visibility, save];
}
