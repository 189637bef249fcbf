/**
 * /devices/{uuid}/settings (spec 02 §2 "settings: rename, update notes, pin to release, public URL,
 * local mode, support, move to app, OS and supervisor update, deactivate; dangerous delete"): each
 * setting shows its current value and changes through the one action flow (forms, confirmations,
 * toasts); notes are edited inline. A setting the role may not change stays listed, disabled with
 * the permission reason naming the roles lacking it (spec 02 §5 "a permission is missing"); roles
 * with none of these permissions get the page guard's notice. Moving or deleting the device leads
 * to the fleet (spec 02 §2).
 */
import '../components/pages/device-pages.css';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/index.ts';
import { deviceAction, type DeviceActionId } from '../../../actions/index.ts';
import { routes } from '../../../lib/paths.ts';
import { useDeviceContext } from '../device-context.ts';
import { useDeviceActionFlow } from '../hooks/use-device-action-flow.tsx';
import { ActionRow } from '../components/pages/action-row.tsx';
import { DevicePageGuard } from '../components/pages/page-guard.tsx';
import { isInLocalMode } from '../domain/device-rules.ts';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_MSG } from '../page-messages.ts';
import { NotesEditor } from '../components/notes-editor.tsx';
import { DEVICE_PERMISSIONS } from '../../../lib/authz.ts';

function Body() {
  const { device, access } = useDeviceContext();
  const navigate = useNavigate();
  const fleet = device.belongs_to__application[0];
  const flow = useDeviceActionFlow(device, access, (action, { input, outcome }) => {
    if (outcome.kind !== 'success') return;
    if (action.id === 'delete' && fleet) void navigate(routes.fleet(fleet.id, fleet.is_of__class).root());
    if (action.id === 'move' && input.targetFleetId) void navigate(routes.fleet(input.targetFleetId).root());
  });
  const pinned = device.is_pinned_on__release[0];
  const support = device.is_accessible_by_support_until__date;
  const supportActive = support !== null && Date.parse(support) > Date.now();
  const local = isInLocalMode(device);
  const general: Array<{ id: DeviceActionId; title: string; value: string; button?: string }> = [
    { id: 'rename', title: PAGE_MSG.rename, value: device.device_name },
    { id: 'move', title: PAGE_MSG.fleet, value: fleet?.app_name ?? '—' },
    { id: 'pin', title: PAGE_MSG.release, value: pinned ? PAGE_MSG.pinnedTo(pinned.raw_version) : PAGE_MSG.tracking },
    { id: 'local-mode', title: PAGE_MSG.localMode, value: local ? PAGE_MSG.on : PAGE_MSG.off },
    { id: 'public-url', title: PAGE_MSG.publicUrl, value: device.is_web_accessible ? PAGE_MSG.on : PAGE_MSG.off },
    {
      id: 'support-access',
      title: PAGE_MSG.supportAccess,
      value: supportActive ? PAGE_MSG.grantedUntil(formatDate(support) || support) : PAGE_MSG.notGranted,
      button: supportActive ? PAGE_MSG.revoke : PAGE_MSG.grant,
    },
    {
      id: 'os-update',
      title: PAGE_MSG.osVersion,
      value: PAGE_MSG.currentOs(device.os_version ?? '—'),
      button: deviceAction('os-update').label,
    },
    {
      id: 'supervisor-update',
      title: PAGE_MSG.supervisorVersion,
      value: PAGE_MSG.currentSupervisor(device.supervisor_version ?? '—'),
      button: deviceAction('supervisor-update').label,
    },
    {
      id: 'deactivate',
      title: PAGE_MSG.deactivate,
      value: PAGE_MSG.deactivateHelp,
      button: deviceAction('deactivate').label,
    },
  ];
  return (
    <div className="device-subpage">
      <Card title={PAGE_MSG.settingsTitle}>
        {general.map((r) => (
          <ActionRow
            key={r.id}
            id={r.id}
            flow={flow}
            title={r.title}
            description={r.value}
            buttonLabel={r.button ?? PAGE_MSG.change}
          />
        ))}
      </Card>
      <Card>
        <NotesEditor device={device} canEdit={access.can(DEVICE_PERMISSIONS.update)} />
      </Card>
      <Card title={PAGE_MSG.dangerZone} className="device-danger-zone">
        <ActionRow id="delete" flow={flow} title={PAGE_MSG.deleteTitle} description={PAGE_MSG.deleteHelp} />
      </Card>
      {flow.flow.dialog}
    </div>
  );
}

export default function DeviceSettingsPage() {
  return (
    <DevicePageGuard page="settings">
      <Body />
    </DevicePageGuard>
  );
}
