/**
 * Step 2 of the action flow (spec 02 §4): the form dialog that gathers an action's input, shared by
 * the devices list and the device page. Submit is disabled until every field is filled (spec 02 §5).
 * The OS and supervisor forms judge each device against the chosen target with the shared rules and
 * hand the flow only the devices that may take it; the others are listed with their reason.
 */
import { useState, type ReactNode } from 'react';
import { addDays, format } from 'date-fns';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { Dialog } from '../components/ui/dialog.tsx';
import { NativeSelect } from '../components/ui/native-select.tsx';
import { TextField } from '../components/ui/text-field.tsx';
import { osVersionsQuery } from '../api/os.ts';
import { esrBasesQuery, pinnableReleasesQuery, supervisorReleasesQuery } from '../api/release/reads.ts';
import { DATETIME_INPUT_FORMAT } from '../lib/format.ts';
import { MOVE_FLEET_SEARCH_DEBOUNCE_MS, SUPPORT_ACCESS_DEFAULT_DAYS } from '../lib/timing.ts';
import { useSession } from '../features/session/index.ts';
import { ACTION_MSG, FORM_MSG } from './messages.ts';
import { deviceLine, esrAllowedOnPlan, lineOf, splitOsUpdate, type OsLine } from './os-update.ts';
import { splitSupervisorUpdate, supervisorChoices } from './supervisor-update.ts';
import { supportGranted } from './selection.ts';
import type { DeviceAction } from './registry.ts';
import type { ActionFormStep } from './use-action-flow.tsx';
import type { ActionDevice } from './types.ts';
import { moveTargetsQuery } from '../api/application/lists.ts';
import { TRACK_LATEST } from '../api/application/release-tracking.ts';
import { useDebounced } from '../lib/use-debounced.ts';

/** What the forms need about the devices' fleet. */
export interface ActionFormScope {
  fleetId: number;
  cpuArch: string;
  /** The fleet's plan billing code, when the user may read it (the ESR line is plan-restricted). */
  planCode?: string | null;
}

type FormProps = ActionFormStep & { scope: ActionFormScope };

function FormDialog({
  title,
  valid,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  valid: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => (open ? undefined : onCancel())}
      actions={
        <>
          <Button onClick={onCancel}>{FORM_MSG.cancel}</Button>
          <Button variant="primary" disabled={!valid} onClick={onSubmit}>
            {FORM_MSG.submit}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

function SkippedList({ skipped }: { skipped: ReadonlyArray<{ device: ActionDevice; reason: string }> }) {
  if (skipped.length === 0) return null;
  return (
    <div className="action-form-skipped">
      <p>{ACTION_MSG.skipped(skipped.length)}</p>
      <ul className="devices-confirm-list" aria-label={FORM_MSG.leftOut}>
        {skipped.map((s) => (
          <li key={s.device.id}>
            {s.device.device_name}: {s.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RenameForm({ action, devices, onSubmit, onCancel }: FormProps) {
  const [name, setName] = useState(devices[0]?.device_name ?? '');
  return (
    <FormDialog
      title={action.label}
      valid={name.trim() !== ''}
      onSubmit={() => onSubmit({ name: name.trim() })}
      onCancel={onCancel}
    >
      <TextField label={FORM_MSG.name} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
    </FormDialog>
  );
}

function TagsForm({ action, onSubmit, onCancel }: FormProps) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  return (
    <FormDialog
      title={action.label}
      valid={key.trim() !== '' && value !== ''}
      onSubmit={() => onSubmit({ tagKey: key.trim(), tagValue: value })}
      onCancel={onCancel}
    >
      <TextField label={FORM_MSG.tagKey} value={key} onChange={(e) => setKey(e.target.value)} autoFocus />
      <TextField label={FORM_MSG.value} value={value} onChange={(e) => setValue(e.target.value)} />
    </FormDialog>
  );
}

/** Pin to a final release, or track the fleet's release (spec 02 §4). */
function PinForm({ action, scope, onSubmit, onCancel }: FormProps) {
  const releases = useQuery(pinnableReleasesQuery(scope.fleetId));
  const [choice, setChoice] = useState('');
  const options = [
    { value: TRACK_LATEST, label: FORM_MSG.trackLatest },
    ...(releases.data ?? []).map((r) => ({ value: String(r.id), label: `${r.raw_version} (${r.commit.slice(0, 7)})` })),
  ];
  return (
    <FormDialog
      title={action.label}
      valid={choice !== ''}
      onSubmit={() => onSubmit({ releaseId: choice === TRACK_LATEST ? null : Number(choice) })}
      onCancel={onCancel}
    >
      <NativeSelect label={FORM_MSG.release} value={choice} options={options} onChange={setChoice} />
    </FormDialog>
  );
}

/** Move: a target fleet of the same architecture, the list narrowed by a search debounced 300 ms (spec 02 §9). */
export function MoveForm({ action, scope, onSubmit, onCancel }: FormProps) {
  const { user } = useSession();
  const targets = useQuery({
    ...moveTargetsQuery(user?.id ?? 0, scope.cpuArch, scope.fleetId),
    enabled: user !== undefined,
  });
  const [choice, setChoice] = useState('');
  const [search, setSearch] = useState('');
  const term = useDebounced(search, MOVE_FLEET_SEARCH_DEBOUNCE_MS).trim().toLowerCase();
  const list = targets.data ?? [];
  // The chosen fleet stays listed while the search narrows the others, so the choice never vanishes.
  const shown = term ? list.filter((f) => f.app_name.toLowerCase().includes(term) || String(f.id) === choice) : list;
  const options = shown.map((f) => ({
    value: String(f.id),
    label: f.allowed ? f.app_name : `${f.app_name} (${FORM_MSG.insufficientPermission})`,
    disabled: !f.allowed,
  }));
  const none = targets.isSuccess && list.length === 0 ? ACTION_MSG.noCompatibleFleets : null;
  return (
    <FormDialog
      title={action.label}
      valid={choice !== ''}
      onSubmit={() => onSubmit({ targetFleetId: Number(choice) })}
      onCancel={onCancel}
    >
      <TextField
        label={FORM_MSG.searchFleets}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <NativeSelect label={FORM_MSG.targetFleet} value={choice} options={options} onChange={setChoice} error={none} />
    </FormDialog>
  );
}

/** Support access: grant until a date (default 5 days ahead, not in the past) or revoke (spec 02 §4). */
function SupportForm({ action, devices, onSubmit, onCancel }: FormProps) {
  const [grant, setGrant] = useState(!supportGranted(devices));
  const [until, setUntil] = useState(format(addDays(new Date(), SUPPORT_ACCESS_DEFAULT_DAYS), DATETIME_INPUT_FORMAT));
  const date = new Date(until);
  const valid = !grant || (!Number.isNaN(date.getTime()) && date.getTime() >= Date.now());
  return (
    <FormDialog
      title={grant ? FORM_MSG.grantSupport : FORM_MSG.revokeSupport}
      valid={valid}
      onSubmit={() => onSubmit({ supportUntil: grant ? date.toISOString() : null })}
      onCancel={onCancel}
    >
      <NativeSelect
        label={action.label}
        value={grant ? 'grant' : 'revoke'}
        options={[
          { value: 'grant', label: FORM_MSG.grant },
          { value: 'revoke', label: FORM_MSG.revoke },
        ]}
        onChange={(v) => setGrant(v !== 'revoke')}
      />
      {grant ? (
        <>
          <div className="support-durations" role="group" aria-label={FORM_MSG.duration}>
            {FORM_MSG.durations.map((d) => (
              <Button
                key={d.days}
                variant="ghost"
                onClick={() => setUntil(format(addDays(new Date(), d.days), DATETIME_INPUT_FORMAT))}
              >
                {d.label}
              </Button>
            ))}
          </div>
          <TextField
            label={FORM_MSG.supportUntil}
            type="datetime-local"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </>
      ) : null}
    </FormDialog>
  );
}

function ToggleForm({ action, devices, onSubmit, onCancel }: FormProps) {
  const allOn = devices.every((d) => (action.id === 'local-mode' ? d.is_in_local_mode : d.is_web_accessible));
  const [choice, setChoice] = useState(allOn ? 'off' : 'on');
  return (
    <FormDialog
      title={action.label}
      valid={choice !== ''}
      onSubmit={() => onSubmit({ enable: choice === 'on' })}
      onCancel={onCancel}
    >
      <NativeSelect
        label={action.label}
        value={choice}
        options={[
          { value: 'on', label: FORM_MSG.enable },
          { value: 'off', label: FORM_MSG.disable },
        ]}
        onChange={setChoice}
      />
    </FormDialog>
  );
}

/**
 * OS update: choose the line (default or ESR, when offered), then a version of it. Each device is
 * judged against that target with the shared eligibility rules; only those allowed go on to the
 * confirmation, the rest are listed with the reason. A takeover update needs an extra confirmation.
 */
export function OsVersionForm({ action, devices, skipped = [], scope, onSubmit, onCancel }: FormProps) {
  const slugs = [...new Set(devices.map((d) => d.device_type_slug))];
  const lists = useQueries({ queries: slugs.map((s) => osVersionsQuery(s)) });
  const bases = useQueries({ queries: slugs.map((s) => esrBasesQuery(s)) });
  const offered = (slug: string): readonly string[] => lists[slugs.indexOf(slug)]?.data?.versions ?? [];
  const esrBase = (label: string): string | undefined => {
    for (const q of bases) {
      const b = q.data?.get(label);
      if (b) return b;
    }
    return undefined;
  };
  const versions = [...new Set(lists.flatMap((q) => q.data?.versions ?? []))];
  const esrOnPlan = esrAllowedOnPlan(scope.planCode);
  const lines: OsLine[] = (['default', 'esr'] as const).filter(
    (l) => versions.some((v) => lineOf(v) === l) && (l === 'default' || esrOnPlan),
  );
  const running = devices.map((d) => deviceLine(d.os_version));
  const [line, setLine] = useState<OsLine>(
    running.every((l) => l === 'esr') && lines.includes('esr') ? 'esr' : 'default',
  );
  const [choice, setChoice] = useState('');
  const [takeoverOk, setTakeoverOk] = useState(false);
  const loading = lists.some((q) => q.isPending) || bases.some((q) => q.isPending);
  const split = choice ? splitOsUpdate(devices, choice, offered, esrBase) : null;
  const error = split && split.eligible.length === 0 ? ACTION_MSG.noneUpdatable : null;
  const same = choice !== '' && devices.some((d) => (d.os_version ?? '').replace(/^balenaOS /, '') === choice);
  const needsTakeover = (split?.takeover.length ?? 0) > 0;
  const valid = !loading && split !== null && split.eligible.length > 0 && (!needsTakeover || takeoverOk);
  const inLine = versions.filter((v) => lineOf(v) === line);
  return (
    <FormDialog
      title={action.label}
      valid={valid}
      onSubmit={() =>
        split && onSubmit({ targetOsVersion: choice }, { eligible: split.eligible, skipped: split.skipped })
      }
      onCancel={onCancel}
    >
      <NativeSelect
        label={FORM_MSG.osLine}
        value={line}
        options={[
          { value: 'default', label: FORM_MSG.lineDefault },
          {
            value: 'esr',
            label: lines.includes('esr')
              ? FORM_MSG.lineEsr
              : `${FORM_MSG.lineEsr} (${esrOnPlan ? FORM_MSG.noEsr : FORM_MSG.esrPlanOnly})`,
            disabled: !lines.includes('esr'),
          },
        ]}
        onChange={(v) => {
          setLine(v === 'esr' ? 'esr' : 'default');
          setChoice('');
        }}
      />
      <NativeSelect
        label={FORM_MSG.osVersion}
        value={choice}
        options={inLine.map((v) => ({ value: v, label: v }))}
        onChange={setChoice}
        error={error}
      />
      {same ? <p className="field-description">{FORM_MSG.sameVersionWarning}</p> : null}
      {/* Counted against the whole selection: devices the rules left out before the form (offline) count too. */}
      {split && split.eligible.length > 0 ? (
        <p>{FORM_MSG.willUpdate(split.eligible.length, devices.length + skipped.length)}</p>
      ) : null}
      {split ? <SkippedList skipped={[...skipped, ...split.skipped]} /> : null}
      {needsTakeover ? (
        <Banner kind="warning">
          <p>{FORM_MSG.takeoverWarning(split?.takeover.map((d) => d.device_name).join(', ') ?? '')}</p>
          <Checkbox checked={takeoverOk} onChange={(e) => setTakeoverOk(e.target.checked)}>
            {FORM_MSG.takeoverConfirm}
          </Checkbox>
        </Banner>
      ) : null}
    </FormDialog>
  );
}

/** Supervisor update: versions at or above the current one only; the running one disabled (spec 02 §5). */
export function SupervisorForm({ action, devices, scope, onSubmit, onCancel }: FormProps) {
  const releases = useQuery(supervisorReleasesQuery(scope.cpuArch));
  const [choice, setChoice] = useState('');
  const choices = supervisorChoices(releases.data ?? [], devices);
  const chosen = choices.find((c) => String(c.id) === choice);
  const split = chosen ? splitSupervisorUpdate(devices, chosen.raw_version) : null;
  const options = choices.map((c) => ({
    value: String(c.id),
    label: c.recommended
      ? `${c.raw_version} (${FORM_MSG.recommended})`
      : c.disabled
        ? `${c.raw_version} (${FORM_MSG.running})`
        : c.raw_version,
    disabled: c.disabled,
  }));
  const none = releases.isSuccess && options.every((o) => o.disabled) ? FORM_MSG.noSupervisorVersions : null;
  return (
    <FormDialog
      title={action.label}
      valid={split !== null && split.eligible.length > 0}
      onSubmit={() => chosen && split && onSubmit({ supervisorReleaseId: chosen.id }, split)}
      onCancel={onCancel}
    >
      <NativeSelect
        label={FORM_MSG.supervisorVersion}
        value={choice}
        options={options}
        onChange={setChoice}
        error={none}
      />
      {chosen?.known_issue_list ? <Banner kind="warning">{chosen.known_issue_list}</Banner> : null}
      {split ? <SkippedList skipped={split.skipped} /> : null}
    </FormDialog>
  );
}

const FORMS = {
  rename: RenameForm,
  tags: TagsForm,
  pin: PinForm,
  move: MoveForm,
  support: SupportForm,
  toggle: ToggleForm,
  'os-version': OsVersionForm,
  'supervisor-release': SupervisorForm,
} as const;

/** The form dialog of an action (it must have `form`). */
export function ActionFormDialog(props: FormProps & { action: DeviceAction }) {
  const Form = props.action.form ? FORMS[props.action.form] : null;
  return Form ? <Form {...props} /> : null;
}
