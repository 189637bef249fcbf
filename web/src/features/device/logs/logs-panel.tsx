/**
 * The device logs card (spec 02 §2 summary "logs", §4 "Logs", §9): live stream, filter (debounced
 * 500 ms), service/system selector, UTC and timestamp preferences kept locally, download, clear.
 * Not available in local mode.
 */
import { saveText } from '../../../lib/download.ts';
import { useCallback, useMemo, useState } from 'react';
import { Banner, Button, Card, Select, Switch, TextField } from '../../../components/ui/index.ts';
import { api } from '../../../api/client.ts';
import { LOG_FILTER_DEBOUNCE_MS } from '../constants.ts';
import { useDebouncedValue } from '../hooks/use-debounced-callback.ts';
import { msg } from '../messages.ts';
import { filterLines, logFileName, logsAsText, type ServiceFilter } from './log-buffer.ts';
import { useLogPrefs } from './log-prefs.ts';
import { LogsList } from './logs-list.tsx';
import { useExpandToggle } from '../components/expand-toggle.tsx';
import { useDeviceLogs } from './use-device-logs.ts';

export interface LogsPanelProps {
  uuid: string;
  localMode: boolean;
  services: ReadonlyMap<number, string>;
  service: ServiceFilter;
  onServiceChange: (s: ServiceFilter) => void;
}

export function LogsPanel({ uuid, localMode, services, service, onServiceChange }: LogsPanelProps) {
  const { lines, status, waited, clear } = useDeviceLogs(uuid, !localMode);
  const { expanded, toggle } = useExpandToggle(msg('logs'));
  const [prefs, setPrefs] = useLogPrefs();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useDebouncedValue(typed, LOG_FILTER_DEBOUNCE_MS, setText);
  const serviceName = useCallback((id: number) => services.get(id), [services]);
  const shown = useMemo(() => filterLines(lines, { text, service }, serviceName), [lines, text, service, serviceName]);
  const options = useMemo(
    () => [
      { id: 'all', label: msg('allServices') },
      { id: 'system', label: msg('system') },
      ...[...services].map(([id, name]) => ({ id: String(id), label: name })),
    ],
    [services],
  );
  if (localMode) {
    return (
      <Card title={msg('logs')} className="device-logs">
        <Banner kind="info">{msg('logsLocalMode')}</Banner>
      </Card>
    );
  }
  return (
    <Card
      title={msg('logs')}
      className={expanded ? 'device-logs expanded' : 'device-logs'}
      actions={
        <>
          <span className="logs-status" data-status={status}>
            {status === 'live'
              ? msg('logsConnected')
              : status === 'reconnecting'
                ? msg('logsReconnecting')
                : msg('connecting')}
          </span>
          {toggle}
        </>
      }
    >
      <div className="logs-toolbar">
        <TextField label={msg('logsFilter')} value={typed} onChange={(e) => setTyped(e.target.value)} type="search" />
        <Select
          label={msg('logsService')}
          options={options}
          selectedKey={String(service)}
          onSelectionChange={(k) => onServiceChange(k === 'all' || k === 'system' ? k : Number(k))}
        />
        <Switch isSelected={prefs.utc} onChange={(utc) => setPrefs({ utc })}>
          {msg('utc')}
        </Switch>
        <Switch isSelected={prefs.timestamps} onChange={(timestamps) => setPrefs({ timestamps })}>
          {msg('timestamps')}
        </Switch>
        <Button
          onClick={() => saveText(logFileName(uuid, api.serverNow()), logsAsText(shown, prefs.utc, serviceName))}
          disabled={shown.length === 0}
        >
          {msg('download')}
        </Button>
        <Button variant="ghost" onClick={clear} disabled={lines.length === 0}>
          {msg('clear')}
        </Button>
      </div>
      <p className="muted logs-count" data-testid="log-count">
        {msg('logLineCount', { shown: shown.length, total: lines.length })}
      </p>
      {lines.length === 0 && waited ? <p className="logs-empty">{msg('noLogsYet')}</p> : null}
      <LogsList lines={shown} utc={prefs.utc} timestamps={prefs.timestamps} serviceName={serviceName} />
    </Card>
  );
}
