/** Changelog state for the shell: latest version, bubble, dialog open state with the auto-open rule. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changelogQuery, readLastViewed, storeLastViewed } from './changelog-api.ts';
import { changelogDecision } from './changelog-rules.ts';

export interface ChangelogState {
  latest: string | null;
  bubble: boolean;
  isOpen: boolean;
  open(): void;
  /** Closing stores the latest version (spec 03 §4). */
  close(): void;
}

export function useChangelog(enabled = true): ChangelogState {
  const { data } = useQuery({ ...changelogQuery(), enabled });
  const latest = data?.entries[0]?.version ?? null;
  const [stored, setStored] = useState(readLastViewed);
  const [isOpen, setOpen] = useState(false);
  const decided = useRef(false);
  useEffect(() => {
    if (!latest || decided.current) return;
    decided.current = true;
    const decision = changelogDecision(stored, latest);
    if (decision.storeSilently) {
      storeLastViewed(latest);
      setStored(latest);
    } else if (decision.autoOpen) setOpen(true);
  }, [latest, stored]);
  const close = useCallback(() => {
    setOpen(false);
    if (latest) {
      storeLastViewed(latest);
      setStored(latest);
    }
  }, [latest]);
  const open = useCallback(() => setOpen(true), []);
  return { latest, bubble: changelogDecision(stored, latest).bubble, isOpen, open, close };
}
