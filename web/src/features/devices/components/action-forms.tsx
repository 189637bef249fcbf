/**
 * Step 2 of the action flow (spec 02 §4): the form dialog that gathers an action's input. Submit is
 * disabled until every field is filled (spec 02 §5 "Dialog submit is disabled until all fields are filled").
 */
import { useState, type ReactNode } from 'react';
import { addDays, format } from 'date-fns';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ACTION_MSG, isUpdatable, osUpdateEligibility, type ActionDevice, type ActionInput, type DeviceAction } from '../../../actions/index.ts';
import { useSession } from '../../session/index.ts';
import { moveTargetsQuery, type FleetContext } from '../../../api/fleets.ts';
import { osVersionsQuery } from '../../../api/os.ts';
import { fleetReleasesQuery, supervisorReleasesQuery } from '../../../api/releases.ts';
import { MSG } from '../messages.ts';
import { NativeSelect } from './native-select.tsx';

/** Support access defaults to 5 days ahead (spec 02 §4, §9). */
export const SUPPORT_DEFAULT_DAYS = 5;
/** Accepted datetime input (spec 02 §9). */
export const DATETIME_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
const TRACK_LATEST = 'latest';

interface FormProps {
  action: DeviceAction;
  devices: readonly ActionDevice[];
  fleet: FleetContext;
  onSubmit: (input: ActionInput) => void;
  onCancel: () => void;
}

function FormDialog({ title, valid, onSubmit, onCancel, children }: { title: string; valid: boolean; onSubmit: () => void; onCancel: () => void; children: ReactNode }) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => (open ? undefined : onCancel())}
      actions={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" disabled={!valid} onClick={onSubmit}>
            {MSG.submit}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

function RenameForm({ action, devices, onSubmit, onCancel }: FormProps) {
  const [name, setName] = useState(devices[0]?.device_name ?? '');
  return (
    <FormDialog title={action.label} valid={name.trim() !== ''} onSubmit={() => onSubmit({ name: name.trim() })} onCancel={onCancel}>
      <TextField label={MSG.name} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
    </FormDialog>
  );
}

function TagsForm({ action, onSubmit, onCancel }: FormProps) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  return (
    <FormDialog title={action.label} valid={key.trim() !== '' && value !== ''} onSubmit={() => onSubmit({ tagKey: key.trim(), tagValue: value })} onCancel={onCancel}>
      <TextField label={MSG.tagKey} value={key} onChange={(e) => setKey(e.target.value)} autoFocus />
      <TextField label={MSG.value} value={value} onChange={(e) => setValue(e.target.value)} />
    </FormDialog>
  );
}

function PinForm({ action, fleet, onSubmit, onCancel }: FormProps) {
  const releases = useQuery({ ...fleetReleasesQuery(fleet.id), select: (rows) => rows.filter((r) => r.status === 'success') });
  const [choice, setChoice] = useState('');
  const options = [{ value: TRACK_LATEST, label: MSG.trackLatest }, ...(releases.data ?? []).map((r) => ({ value: String(r.id), label: `${r.raw_version} (${r.commit.slice(0, 7)})` }))];
  return (
    <FormDialog title={action.label} valid={choice !== ''} onSubmit={() => onSubmit({ releaseId: choice === TRACK_LATEST ? null : Number(choice) })} onCancel={onCancel}>
      <NativeSelect label={MSG.release} value={choice} options={options} onChange={setChoice} />
    </FormDialog>
  );
}

function MoveForm({ action, fleet, onSubmit, onCancel }: FormProps) {
  const { user } = useSession();
  const targets = useQuery({ ...moveTargetsQuery(user?.id ?? 0, fleet.cpuArch, fleet.id), enabled: user !== undefined });
  const [choice, setChoice] = useState('');
  const list = targets.data ?? [];
  const options = list.map((f) => ({ value: String(f.id), label: f.allowed ? f.app_name : `${f.app_name} (${MSG.insufficientPermission})`, disabled: !f.allowed }));
  const none = targets.isSuccess && list.length === 0 ? ACTION_MSG.noCompatibleFleets : null;
  return (
    <FormDialog title={action.label} valid={choice !== ''} onSubmit={() => onSubmit({ targetFleetId: Number(choice) })} onCancel={onCancel}>
      <NativeSelect label={MSG.targetFleet} value={choice} options={options} onChange={setChoice} error={none} />
    </FormDialog>
  );
}

function SupportForm({ action, onSubmit, onCancel }: FormProps) {
  const [grant, setGrant] = useState(true);
  const [until, setUntil] = useState(format(addDays(new Date(), SUPPORT_DEFAULT_DAYS), DATETIME_INPUT_FORMAT));
  const date = new Date(until);
  // The date must be no earlier than now (spec 02 §4).
  const valid = !grant || (!Number.isNaN(date.getTime()) && date.getTime() >= Date.now());
  return (
    <FormDialog title={action.label} valid={valid} onSubmit={() => onSubmit({ supportUntil: grant ? date.toISOString() : null })} onCancel={onCancel}>
      <NativeSelect label={action.label} value={grant ? 'grant' : 'revoke'} options={[{ value: 'grant', label: MSG.grant }, { value: 'revoke', label: MSG.revoke }]} onChange={(v) => setGrant(v !== 'revoke')} />
      {grant ? <TextField label={MSG.supportUntil} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} /> : null}
    </FormDialog>
  );
}

function ToggleForm({ action, devices, onSubmit, onCancel }: FormProps) {
  const allOn = devices.every((d) => (action.id === 'local-mode' ? d.is_in_local_mode : d.is_web_accessible));
  const [choice, setChoice] = useState(allOn ? 'off' : 'on');
  return (
    <FormDialog title={action.label} valid={choice !== ''} onSubmit={() => onSubmit({ enable: choice === 'on' })} onCancel={onCancel}>
      <NativeSelect label={action.label} value={choice} options={[{ value: 'on', label: MSG.enable }, { value: 'off', label: MSG.disable }]} onChange={setChoice} />
    </FormDialog>
  );
}

function OsVersionForm({ action, devices, onSubmit, onCancel }: FormProps) {
  const slugs = [...new Set(devices.map((d) => d.device_type_slug))];
  const lists = useQueries({ queries: slugs.map((s) => ({ ...osVersionsQuery(s), select: (d: { versions: string[] }) => d.versions })) });
  const bySlug = new Map(slugs.map((s, i) => [s, lists[i]?.data ?? []]));
  const versions = [...new Set(lists.flatMap((q) => q.data ?? []))];
  const [choice, setChoice] = useState('');
  const updatable = choice
    ? devices.filter((d) => isUpdatable(osUpdateEligibility({ online: d.is_online, currentOs: d.os_version, target: choice, offered: bySlug.get(d.device_type_slug) ?? [] })))
    : [];
  const same = choice !== '' && devices.some((d) => (d.os_version ?? '').includes(choice));
  const error = choice && updatable.length === 0 ? ACTION_MSG.noneUpdatable : null;
  return (
    <FormDialog title={action.label} valid={choice !== '' && updatable.length > 0} onSubmit={() => onSubmit({ targetOsVersion: choice })} onCancel={onCancel}>
      <NativeSelect label={MSG.osVersion} value={choice} options={versions.map((v) => ({ value: v, label: v }))} onChange={setChoice} error={error} />
      {same ? <p className="field-description">{MSG.sameVersionWarning}</p> : null}
    </FormDialog>
  );
}

function SupervisorForm({ action, fleet, onSubmit, onCancel }: FormProps) {
  const releases = useQuery(supervisorReleasesQuery(fleet.cpuArch));
  const [choice, setChoice] = useState('');
  const list = releases.data ?? [];
  const options = list.map((r, i) => ({ value: String(r.id), label: i === 0 ? `${r.raw_version} (${MSG.recommended})` : r.raw_version }));
  return (
    <FormDialog title={action.label} valid={choice !== ''} onSubmit={() => onSubmit({ supervisorReleaseId: Number(choice) })} onCancel={onCancel}>
      <NativeSelect label={MSG.supervisorVersion} value={choice} options={options} onChange={setChoice} />
    </FormDialog>
  );
}

const FORMS = { rename: RenameForm, tags: TagsForm, pin: PinForm, move: MoveForm, support: SupportForm, toggle: ToggleForm, 'os-version': OsVersionForm, 'supervisor-release': SupervisorForm } as const;

/** The form dialog of an action (it must have `form`). */
export function ActionForm(props: FormProps) {
  const Form = props.action.form ? FORMS[props.action.form] : null;
  return Form ? <Form {...props} /> : null;
}
