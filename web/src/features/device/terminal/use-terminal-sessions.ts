/**
 * The terminal tabs of one device (spec 02 §3 "Terminal session: target, state, unseen-activity
 * flag, reconnection attempts"): opens sessions, keeps their output until a view attaches, closes
 * them all when the device changes (the hook is keyed by uuid) or the page unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { config } from '../../../config.ts';
import { readToken } from '../../session/index.ts';
import type { TerminalTarget } from '../domain/device-rules.ts';
import { TerminalSession, terminalSocketUrl, type TerminalState } from './terminal-session.ts';

/** Output kept per session while no view shows it (characters). */
const MAX_BUFFERED_OUTPUT = 200_000;

export interface TerminalTab {
  id: number;
  name: string;
  target: TerminalTarget;
  state: TerminalState;
  unseen: boolean;
  notice: string | null;
  session: TerminalSession;
  attach: (write: (text: string) => void) => () => void;
}

export function useTerminalSessions(uuid: string, activeId: number | null) {
  const [tabs, setTabs] = useState<TerminalTab[]>([]);
  const nextId = useRef(1);
  const activeRef = useRef(activeId);
  activeRef.current = activeId;
  const sessions = useRef(new Map<number, TerminalSession>());

  const patch = useCallback(
    (id: number, p: Partial<TerminalTab>) => setTabs((ts) => ts.map((t) => (t.id === id ? { ...t, ...p } : t))),
    [],
  );

  const open = useCallback(
    (target: TerminalTarget, name: string): number => {
      const id = nextId.current++;
      let buffer = '';
      let writer: ((text: string) => void) | null = null;
      let size = { cols: 80, rows: 24 };
      const session = new TerminalSession({
        url: terminalSocketUrl(config.apiUrl),
        getToken: readToken,
        uuid,
        target,
        size: () => size,
        onData: (text) => {
          if (writer) writer(text);
          else buffer = (buffer + text).slice(-MAX_BUFFERED_OUTPUT);
          if (activeRef.current !== id) patch(id, { unseen: true });
        },
        onState: (state) => patch(id, { state }),
        onNotice: (notice) => {
          patch(id, { notice });
          const line = `\r\n\x1b[33m${notice}\x1b[0m\r\n`;
          if (writer) writer(line);
          else buffer += line;
        },
      });
      const resize = session.resize.bind(session);
      session.resize = (cols, rows) => {
        size = { cols, rows };
        resize(cols, rows);
      };
      const attach = (write: (text: string) => void) => {
        if (buffer) write(buffer);
        buffer = '';
        writer = write;
        return () => {
          if (writer === write) writer = null;
        };
      };
      sessions.current.set(id, session);
      setTabs((ts) => [...ts, { id, name, target, state: 'connecting', unseen: false, notice: null, session, attach }]);
      session.connect();
      return id;
    },
    [uuid, patch],
  );

  const close = useCallback((id: number) => {
    sessions.current.get(id)?.close();
    sessions.current.delete(id);
    setTabs((ts) => ts.filter((t) => t.id !== id));
  }, []);

  const markSeen = useCallback((id: number) => patch(id, { unseen: false }), [patch]);

  useEffect(() => {
    const all = sessions.current;
    return () => {
      for (const s of all.values()) s.close();
      all.clear();
    };
  }, [uuid]);

  return { tabs, open, close, markSeen };
}
