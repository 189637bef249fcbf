/**
 * The device terminal (spec 02 §2 "The terminal has session tabs and a target selector (Host OS or a
 * service)"; §4 states, re-attach when the container changes, closed when the device changes; §5
 * start disabled with reasons). Loaded lazily: xterm stays out of every other page's bundle.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Card, Select } from '../../../components/ui/index.ts';
import { useExpandToggle } from '../components/expand-toggle.tsx';
import {
  oneInstallPerService,
  terminalBlock,
  type ServiceEntry,
  type TerminalContext,
  type TerminalTarget,
} from '../domain/device-rules.ts';
import { msg } from '../messages.ts';
import { TerminalView } from './terminal-view.tsx';
import { useTerminalSessions, type TerminalTab } from './use-terminal-sessions.ts';
import type { TerminalState } from './terminal-session.ts';

export interface TerminalPanelProps {
  uuid: string;
  services: readonly ServiceEntry[];
  context: Omit<TerminalContext, 'serviceStatus' | 'allowed'>;
  canSshHost: boolean;
  canSsh: boolean;
  permissionReason: string;
}

const HOST = 'host';
const STATE_TONES = { connecting: 'info', connected: 'success', failed: 'danger', closed: 'neutral' } as const;
const STATE_TEXT: Record<TerminalState, string> = {
  connecting: msg('connecting'),
  connected: msg('connected'),
  failed: msg('failed'),
  closed: msg('disconnected'),
};

/** A service's container identity as the dashboard sees it: a new install means a new container. */
const containerKey = (s: ServiceEntry) => `${s.id}:${s.installDate ?? ''}`;

export default function TerminalPanel({
  uuid,
  services: installs,
  context,
  canSshHost,
  canSsh,
  permissionReason,
}: TerminalPanelProps) {
  const [activeId, setActiveId] = useState<number | null>(null);
  // A service being updated has two installs: the terminal offers it once, on its current container.
  const services = useMemo(() => oneInstallPerService(installs), [installs]);
  const [choice, setChoice] = useState<string>(HOST);
  const { tabs, open, close, markSeen } = useTerminalSessions(uuid, activeId);
  const service = services.find((s) => s.serviceName === choice);
  const target: TerminalTarget =
    choice === HOST || !service ? { kind: 'host' } : { kind: 'service', serviceName: service.serviceName };
  const block = terminalBlock(target, {
    ...context,
    allowed: target.kind === 'host' ? canSshHost : canSsh,
    serviceStatus: service?.status,
  });
  const reason = block === null ? null : block === 'noPermission' ? permissionReason : msg(block);

  // Re-attach a service session when its container changes (spec 02 §4).
  const seen = useRef(new Map<string, string>());
  useEffect(() => {
    for (const s of services) {
      const key = containerKey(s);
      const before = seen.current.get(s.serviceName);
      seen.current.set(s.serviceName, key);
      if (before === undefined || before === key) continue;
      for (const t of tabs)
        if (t.target.kind === 'service' && t.target.serviceName === s.serviceName) t.session.reattach();
    }
  }, [services, tabs]);

  const active: TerminalTab | undefined = tabs.find((t) => t.id === activeId) ?? tabs.at(-1);
  const { expanded, toggle } = useExpandToggle(msg('terminal'));
  const options = [
    { id: HOST, label: msg('hostOsTarget') },
    ...services.map((s) => ({ id: s.serviceName, label: s.serviceName })),
  ];
  return (
    <Card
      title={msg('terminal')}
      className={expanded ? 'device-terminal expanded' : 'device-terminal'}
      actions={toggle}
    >
      <div className="terminal-toolbar">
        <Select label={msg('target')} options={options} selectedKey={choice} onSelectionChange={setChoice} />
        <Button
          variant="primary"
          disabled={block !== null}
          onClick={() => setActiveId(open(target, target.kind === 'host' ? msg('hostOsTarget') : target.serviceName))}
        >
          {msg('startSession')}
        </Button>
        {reason ? (
          <span className="muted terminal-reason" role="note">
            {reason}
          </span>
        ) : null}
      </div>
      {tabs.length === 0 ? (
        <p className="muted">{msg('noTerminalSessions')}</p>
      ) : (
        <>
          <div role="tablist" aria-label={msg('terminal')} className="terminal-tabs">
            {tabs.map((t) => (
              <span key={t.id} className="terminal-tab-wrap">
                <button
                  type="button"
                  role="tab"
                  aria-selected={t.id === active?.id}
                  className={t.id === active?.id ? 'terminal-tab active' : 'terminal-tab'}
                  onClick={() => {
                    setActiveId(t.id);
                    markSeen(t.id);
                  }}
                >
                  {t.name} <Badge tone={STATE_TONES[t.state]}>{STATE_TEXT[t.state]}</Badge>
                  {t.unseen ? <span className="unseen-dot" aria-label="new output" /> : null}
                </button>
                <button
                  type="button"
                  className="terminal-tab-close"
                  aria-label={msg('closeSession', { name: t.name })}
                  onClick={() => close(t.id)}
                >
                  ×
                </button>
              </span>
            ))}
          </div>
          {tabs.map((t) => (
            <div key={t.id} role="tabpanel" className="terminal-panel" hidden={t.id !== active?.id}>
              {t.notice ? <p className="muted terminal-notice">{t.notice}</p> : null}
              <TerminalView session={t.session} attach={t.attach} label={`${msg('terminal')} ${t.name}`} />
            </div>
          ))}
        </>
      )}
    </Card>
  );
}
