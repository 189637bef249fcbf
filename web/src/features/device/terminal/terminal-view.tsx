/**
 * One xterm.js terminal bound to a TerminalSession (spec 02 §2 "Device container table and
 * terminal"): keystrokes go to the socket, output is written to the screen, the fit addon follows the
 * container's size and reports it as `resize`.
 */
import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '@xterm/xterm/css/xterm.css';
import type { TerminalSession } from './terminal-session.ts';

export interface TerminalViewProps {
  session: TerminalSession;
  /** Output written before the view mounted, replayed once. */
  attach: (write: (text: string) => void) => () => void;
  label: string;
}

export function TerminalView({ session, attach, label }: TerminalViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const term = new Terminal({ convertEol: false, cursorBlink: true, fontSize: 13, scrollback: 1000 });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.open(el);
    const refit = () => {
      try {
        fit.fit();
        session.resize(term.cols, term.rows);
      } catch {
        /* not laid out yet */
      }
    };
    refit();
    const input = term.onData((d) => session.send(d));
    const detach = attach((text) => term.write(text));
    const observer = new ResizeObserver(refit);
    observer.observe(el);
    term.focus();
    return () => {
      observer.disconnect();
      detach();
      input.dispose();
      term.dispose();
    };
  }, [session, attach]);
  return <div ref={host} className="terminal-host" role="application" aria-label={label} data-testid="terminal" />;
}
