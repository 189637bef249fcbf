/**
 * The mock control panel: asks for the admin token when the mock wants one, names the session it acts
 * on, and shows its sections as tabs. The same component is the `/__mock/ui/` page and the drawer
 * the dashboard opens beside its pages on fleetmock.
 */
import { useQuery } from '@tanstack/react-query';
import { AdminTokenRequired, setAdminToken } from '../../../api/mock-admin.ts';
import { Button, Tabs } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { ClockSection } from './clock-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { FaultsSection } from './faults-section.tsx';
import { JournalSection } from './journal-section.tsx';
import { OutboxSection } from './outbox-section.tsx';
import { PersonasSection } from './personas-section.tsx';
import { ScenariosSection } from './scenarios-section.tsx';
import { RecordedSessionsSection } from './sessions-section.tsx';
import { SnapshotSection } from './snapshot-section.tsx';
import { TokenPrompt } from './token-prompt.tsx';
import { panelErrorText, usePanel } from './use-panel.ts';
import '../mock-panel.css';

const TABS = [
  { id: 'personas', label: MSG.personas, content: <PersonasSection /> },
  { id: 'faults', label: MSG.faults, content: <FaultsSection /> },
  { id: 'scenarios', label: MSG.scenarios, content: <ScenariosSection /> },
  { id: 'clock', label: MSG.clock, content: <ClockSection /> },
  { id: 'sessions', label: MSG.sessions, content: <RecordedSessionsSection /> },
  { id: 'journal', label: MSG.journal, content: <JournalSection /> },
  { id: 'outbox', label: MSG.outbox, content: <OutboxSection /> },
  { id: 'devices', label: MSG.devices, content: <DevicesSection /> },
  { id: 'snapshot', label: MSG.snapshot, content: <SnapshotSection /> },
];

export function MockPanel() {
  const { session, token, reads } = usePanel();
  // The clock is the cheapest admin read: it tells whether the token is needed (or wrong).
  const probe = useQuery(reads.clock());
  if (probe.error instanceof AdminTokenRequired) return <TokenPrompt wrong={token !== ''} />;
  if (probe.error) return <p role="alert">{fill(MSG.failed, { message: panelErrorText(probe.error) })}</p>;
  if (!probe.data) return <p>{MSG.loading}</p>;
  return (
    <div className="mock-panel">
      <p className="mock-panel-session">
        {MSG.session}: <strong>{session}</strong>{' '}
        <span className="muted">{fill(MSG.sessionHelp, { name: session })}</span>
        {token ? (
          <Button variant="ghost" onClick={() => setAdminToken('')}>
            {MSG.tokenForget}
          </Button>
        ) : null}
      </p>
      <Tabs label={MSG.sections} tabs={TABS} defaultSelectedKey="personas" />
    </div>
  );
}
