/**
 * /devices/{uuid}/actions (spec 02 §2 "actions: blink, restart; dangerous purge, reboot, shutdown";
 * §4 action flow): identify and restart the services, the dangerous purge, reboot and shutdown
 * (typed confirmation), the host OS and supervisor updates (forms that never send a version the
 * rules refuse), and the update lock: an action that meets the lock stops and offers to force it.
 * Every action runs through the one flow shared with the devices list; an action the role may not
 * run stays listed, disabled with the permission reason naming the roles lacking it (spec 02 §5).
 */
import '../components/pages/device-pages.css';
import { useQuery } from '@tanstack/react-query';
import { Banner, Card, ProgressBar } from '../../../components/ui/index.ts';
import { type DeviceActionId } from '../../../actions/index.ts';
import { osUpdateStatusQuery } from '../../../api/device/actions.ts';
import { useDeviceContext } from '../device-context.ts';
import { useDeviceActionFlow } from '../hooks/use-device-action-flow.tsx';
import { ActionRow } from '../components/pages/action-row.tsx';
import { DevicePageGuard } from '../components/pages/page-guard.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_MSG } from '../page-messages.ts';

const SAFE: readonly DeviceActionId[] = ['blink', 'restart'];
const DANGEROUS: readonly DeviceActionId[] = ['purge', 'reboot', 'shutdown'];

/** The running OS update of the device (GET /v1/{uuid}/resinhup), polled while it runs. */
function OsUpdateStatus({ uuid }: { uuid: string }) {
  const { data } = useQuery(osUpdateStatusQuery(uuid));
  if (!data || data.status === 'idle') return null;
  const state = PAGE_MSG.runState[data.status] ?? data.status;
  const text =
    data.progress !== undefined ? PAGE_MSG.osUpdatePercent(state, data.progress) : PAGE_MSG.osUpdateState(state);
  return (
    <div role="status" className="device-os-update-status">
      <span>{text}</span>
      {data.status === 'in_progress' ? <ProgressBar value={data.progress ?? 0} label={text} /> : null}
      {data.status === 'error' && data.error ? <p className="error-text">{data.error}</p> : null}
    </div>
  );
}

function Body() {
  const { device, access } = useDeviceContext();
  const flow = useDeviceActionFlow(device, access);
  const lockedUntil =
    device.is_locked_until__date && Date.parse(device.is_locked_until__date) > Date.now()
      ? device.is_locked_until__date
      : null;
  return (
    <div className="device-subpage">
      <Card title={PAGE_MSG.actionsTitle}>
        <p className="muted">{PAGE_MSG.actionsHelp}</p>
        {SAFE.map((id) => (
          <ActionRow key={id} id={id} flow={flow} description={PAGE_MSG.describe[id]} />
        ))}
      </Card>
      <Card title={PAGE_MSG.dangerZone} className="device-danger-zone">
        {DANGEROUS.map((id) => (
          <ActionRow key={id} id={id} flow={flow} description={PAGE_MSG.describe[id]} />
        ))}
      </Card>
      <Card title={PAGE_MSG.updateLock}>
        <p>{lockedUntil ? PAGE_MSG.lockedUntil(formatDate(lockedUntil) || lockedUntil) : PAGE_MSG.notLocked}</p>
      </Card>
      <Card title={PAGE_MSG.updatesTitle}>
        <ActionRow id="os-update" flow={flow} description={PAGE_MSG.currentOs(device.os_version ?? '—')} />
        <OsUpdateStatus uuid={device.uuid} />
        <ActionRow
          id="supervisor-update"
          flow={flow}
          description={PAGE_MSG.currentSupervisor(device.supervisor_version ?? '—')}
        />
      </Card>
      {flow.flow.busy ? <Banner kind="info">{PAGE_MSG.running}</Banner> : null}
      {flow.flow.dialog}
    </div>
  );
}

export default function DeviceActionsPage() {
  return (
    <DevicePageGuard page="actions">
      <Body />
    </DevicePageGuard>
  );
}
