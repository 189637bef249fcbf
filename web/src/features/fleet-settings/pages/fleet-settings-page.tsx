/**
 * /{class}s/{id}/settings (spec 02 §2 "Fleet settings", §5, §6): primary settings (rename, default
 * device type of the same architecture, track latest or pin to a final valid release, support access
 * until a date or revoked, the repository URL and the public flag, which needs a repository URL first
 * unless the application type is legacy, for application.update; class and application type for application.change-type); the danger zone (red border) with transfer ownership
 * (application.transfer) and delete with a typed confirmation (application.delete). Roles without
 * application.update do not get this page (the sidebar hides it; a direct visit goes to the summary).
 */
import { useMemo, useState } from 'react';
import { addDays, format } from 'date-fns';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useRevalidator } from 'react-router';
import { Button, Card, ConfirmDialog, PageState, Select, TextField, TypedConfirmDialog, toast } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { errorText } from '../../../lib/errors.ts';
import { useFleetAccess, useSession } from '../../session/index.ts';
import { routes } from '../../../app/routes.ts';
import {
  applicationTypesQuery,
  fleetSettingsQuery,
  orgFleetNamesQuery,
  sameArchDeviceTypesQuery,
  useDeleteFleet,
  useLeaveFleet,
  ownFleetMembershipQuery,
  useUpdateFleet,
  type FleetChange,
  type FleetSettings,
} from '../../../api/fleet-settings.ts';
import { adminOrgsQuery, fleetContextQuery } from '../../../api/fleets.ts';
import { appTypeOptions, type AppTypeOptionState } from '../domain/app-type-options.ts';
import { deviceTypesQuery, isDiscontinued, osVersionsQuery } from '../../../api/os.ts';
import { pinnableReleasesQuery } from '../../../api/releases.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { RenameForm } from '../components/rename-form.tsx';
import { msg } from '../messages.ts';
import '../fleet-settings.css';

const TRACK_LATEST = 'track-latest';
/** Support access defaults to 5 days ahead (spec 02 §4, §9). */
export const FLEET_SUPPORT_DEFAULT_DAYS = 5;
/** Accepted datetime input (spec 02 §9). */
const DATETIME_INPUT = "yyyy-MM-dd'T'HH:mm";
/** Repository URLs handled: GitHub only (spec 02 §5 "Only {host} repository URLs are handled"). */
const REPO_URL = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/?$/;

async function withToast(call: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await call();
    toast.show({ kind: 'success', text: success });
    return true;
  } catch (error) {
    toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    return false;
  }
}

export default function FleetSettingsPage() {
  const fleetId = Number(useParams().fleetId);
  const settings = useQuery(fleetSettingsQuery(fleetId));
  const fleet = settings.data ?? undefined;
  const access = useFleetAccess(fleet ? { id: fleetId, organizationId: fleet.organization.id } : undefined);
  if (fleet && !access.isPending && !access.can('application.update')) return <Navigate to={routes.fleet(fleetId, fleet.fleetClass).summary()} replace />;
  return (
    <PageState title={msg('title')} description={msg('intro', { type: fleet?.fleetClass ?? 'fleet' })} error={settings.error} loading={!fleet || access.isPending}>
      {() => (fleet ? <SettingsBody fleet={fleet} access={access} /> : null)}
    </PageState>
  );
}

export function SettingsBody({ fleet, access }: { fleet: FleetSettings; access: FleetAccess }) {
  const update = useUpdateFleet(fleet.id);
  // The fleet layout's heading and access come from its route loader: reload it after a change.
  const revalidator = useRevalidator();
  const canUpdate = access.can('application.update');
  // The class and application type change with application.change-type (administrators); the default
  // device type with application.update (spec 02 §6).
  const canChangeType = access.can('application.change-type');
  const names = useQuery(orgFleetNamesQuery(fleet.organization.id));
  const { user } = useSession();
  const membership = useQuery({ ...ownFleetMembershipQuery(fleet.id, user?.id ?? 0), enabled: user !== undefined });
  const otherNames = useMemo(() => (names.data ?? []).filter((n) => n.id !== fleet.id).map((n) => n.name), [names.data, fleet.id]);
  const change = (body: FleetChange, success: string) =>
    withToast(async () => {
      await update.mutateAsync(body);
      await revalidator.revalidate();
    }, success);
  return (
    <div className="fleet-settings">
      <Card title={msg('primary')}>
        <RenameForm
          key={fleet.name}
          name={fleet.name}
          otherNames={otherNames}
          type={fleet.fleetClass}
          disabled={!canUpdate || names.isPending}
          legacy={fleet.applicationType?.is_legacy ?? false}
          onRename={async (name) => {
            await update.mutateAsync({ app_name: name });
            await revalidator.revalidate();
            toast.show({ kind: 'success', text: msg('renamed') });
          }}
        />
        <DeviceTypeSetting fleet={fleet} disabled={!canUpdate} onSave={(id) => change({ is_for__device_type: id }, msg('deviceTypeChanged'))} />
        {canChangeType ? <ClassSetting fleet={fleet} onSave={(fleetClass) => change({ is_of__class: fleetClass }, msg('classChanged'))} /> : null}
        {canChangeType ? <AppTypeSetting fleet={fleet} onSave={(id) => change({ application_type: id }, msg('appTypeChanged'))} /> : null}
        <SupportSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(until) => change({ is_accessible_by_support_until__date: until }, until === null ? msg('supportRemoved') : msg('supportGranted'))}
        />
        <RepoUrlSetting fleet={fleet} disabled={!canUpdate} onSave={(url) => change({ is_stored_at__repository_url: url }, msg('repoUrlSet'))} />
        <PublicSetting fleet={fleet} disabled={!canUpdate} onSave={(on) => change({ is_public: on }, on ? msg('publicSet') : msg('publicUnset'))} />
        <PinSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(choice) => change(choice === TRACK_LATEST ? { should_track_latest_release: true } : { should_track_latest_release: false, should_be_running__release: Number(choice) }, choice === TRACK_LATEST ? msg('tracking') : msg('pinned'))}
        />
      </Card>
      {access.can('application.transfer') || access.can('application.delete') || membership.data ? (
        <Card title={msg('dangerZone')} className="danger-zone">
          {membership.data ? <RemoveAccessSetting fleet={fleet} membershipId={membership.data.id} /> : null}
          {access.can('application.transfer') ? <TransferSetting fleet={fleet} onTransfer={(orgId, orgName) => change({ organization: orgId }, msg('transferred', { org: orgName }))} /> : null}
          {access.can('application.delete') ? <DeleteSetting fleet={fleet} /> : null}
        </Card>
      ) : null}
    </div>
  );
}

function DeviceTypeSetting({ fleet, disabled, onSave }: { fleet: FleetSettings; disabled: boolean; onSave: (id: number) => Promise<boolean> }) {
  const types = useQuery({ ...sameArchDeviceTypesQuery(fleet.deviceType.arch), enabled: Boolean(fleet.deviceType.arch) });
  const [choice, setChoice] = useState(String(fleet.deviceType.id));
  const options = (types.data ?? []).map((dt) => ({ id: String(dt.id), label: dt.name }));
  return (
    <div className="setting-block">
      <Select label={msg('deviceType')} description={msg('deviceTypeHint')} options={options} selectedKey={choice} onSelectionChange={setChoice} isDisabled={disabled || types.isPending} />
      <div>
        <Button disabled={disabled || choice === String(fleet.deviceType.id)} onClick={() => void onSave(Number(choice))}>
          {msg('saveDeviceType')}
        </Button>
      </div>
    </div>
  );
}

const CLASSES = ['fleet', 'app', 'block'] as const;

/** Changes the class; the page then moves to the settings under the new class's path. */
function ClassSetting({ fleet, onSave }: { fleet: FleetSettings; onSave: (fleetClass: (typeof CLASSES)[number]) => Promise<boolean> }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string>(fleet.fleetClass);
  const chosen = CLASSES.find((c) => c === choice);
  return (
    <div className="setting-block">
      <Select label={msg('classLabel')} options={CLASSES.map((c) => ({ id: c, label: c }))} selectedKey={choice} onSelectionChange={setChoice} />
      <div>
        <Button
          disabled={!chosen || chosen === fleet.fleetClass}
          onClick={async () => {
            if (chosen && (await onSave(chosen))) await navigate(routes.fleet(fleet.id, chosen).settings(), { replace: true });
          }}
        >
          {msg('saveClass')}
        </Button>
      </div>
    </div>
  );
}

/** The application type, with the plan-related options of spec 02 §4 (recommended, paid only, multicontainer downgrade blocked). */
function AppTypeSetting({ fleet, onSave }: { fleet: FleetSettings; onSave: (id: number) => Promise<boolean> }) {
  const types = useQuery(applicationTypesQuery());
  const plan = useQuery(fleetContextQuery(fleet.id));
  const versions = useQuery({ ...osVersionsQuery(fleet.deviceType.slug), enabled: fleet.deviceType.slug !== '' });
  const catalog = useQuery(deviceTypesQuery());
  const current = String(fleet.applicationType?.id ?? '');
  const [choice, setChoice] = useState(current);
  const os = versions.data ? { versions: versions.data.versions, discontinued: (catalog.data ?? []).some((dt) => dt.slug === fleet.deviceType.slug && isDiscontinued(dt)) } : undefined;
  const choices = appTypeOptions(types.data ?? [], fleet.applicationType, plan.data?.planIsPaid ?? false, os);
  const note: Record<AppTypeOptionState, string | null> = {
    ok: null,
    noOsDiscontinued: msg('unavailable'),
    noOsUpcoming: msg('comingSoon'),
    paidOnly: msg('paidOnly'),
    needsMulticontainer: msg('needsMulticontainer'),
  };
  const options = choices.map((o) => {
    const extra = note[o.state] ?? (o.recommended ? msg('recommended') : null);
    return { id: String(o.id), label: extra ? `${o.name} (${extra})` : o.name, disabled: o.state !== 'ok' && String(o.id) !== current };
  });
  return (
    <div className="setting-block">
      <Select label={msg('appType')} options={options} selectedKey={choice || null} onSelectionChange={setChoice} isDisabled={types.isPending || plan.isPending} />
      <div>
        <Button disabled={choice === current || choice === ''} onClick={() => void onSave(Number(choice))}>
          {msg('saveAppType')}
        </Button>
      </div>
    </div>
  );
}

function PinSetting({ fleet, disabled, onSave }: { fleet: FleetSettings; disabled: boolean; onSave: (choice: string) => Promise<boolean> }) {
  const releases = useQuery(pinnableReleasesQuery(fleet.id));
  const current = fleet.trackLatest || fleet.pinnedReleaseId === null ? TRACK_LATEST : String(fleet.pinnedReleaseId);
  const [choice, setChoice] = useState(current);
  const options = [{ id: TRACK_LATEST, label: msg('trackLatest') }, ...(releases.data ?? []).map((r) => ({ id: String(r.id), label: `${r.raw_version} (${r.commit.slice(0, 7)})` }))];
  return (
    <div className="setting-block">
      <h3>{msg('releaseTracking')}</h3>
      <Select label={msg('pinLabel')} options={options} selectedKey={choice} onSelectionChange={setChoice} isDisabled={disabled || releases.isPending} />
      <div>
        <Button disabled={disabled || choice === current} onClick={() => void onSave(choice)}>
          {msg('savePin')}
        </Button>
      </div>
    </div>
  );
}

function TransferSetting({ fleet, onTransfer }: { fleet: FleetSettings; onTransfer: (orgId: number, orgName: string) => Promise<boolean> }) {
  const { user } = useSession();
  const orgs = useQuery({ ...adminOrgsQuery(user?.id ?? 0), enabled: user !== undefined });
  const targets = (orgs.data ?? []).filter((o) => o.id !== fleet.organization.id);
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chosen = targets.find((o) => String(o.id) === target);
  return (
    <div className="setting-block">
      <h3>{msg('transfer')}</h3>
      <p className="muted">{msg('transferHint', { type: fleet.fleetClass })}</p>
      {orgs.data && targets.length === 0 ? (
        <p>{msg('noTargets')}</p>
      ) : (
        <>
          <Select label={msg('transferTarget')} options={targets.map((o) => ({ id: String(o.id), label: o.name }))} selectedKey={target} onSelectionChange={setTarget} isDisabled={orgs.isPending} />
          <div>
            <Button variant="danger" disabled={!chosen} onClick={() => setConfirming(true)}>
              {msg('transfer')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={confirming && chosen !== undefined}
        onOpenChange={setConfirming}
        danger
        title={msg('transferTitle', { name: fleet.name, org: chosen?.name ?? '' })}
        confirmLabel={msg('transfer')}
        onConfirm={async () => {
          if (!chosen) {
            toast.show({ kind: 'danger', text: msg('noTarget') });
            return;
          }
          if (await onTransfer(chosen.id, chosen.name)) setTarget(null);
        }}
      >
        <p>{msg('transferBody')}</p>
      </ConfirmDialog>
    </div>
  );
}

function DeleteSetting({ fleet }: { fleet: FleetSettings }) {
  const remove = useDeleteFleet(fleet.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="setting-block">
      <h3>{msg('delete', { type: fleet.fleetClass })}</h3>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {msg('delete', { type: fleet.fleetClass })}
        </Button>
      </div>
      <TypedConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        expected={fleet.name}
        title={msg('deleteTitle', { name: fleet.name })}
        confirmLabel={msg('delete', { type: fleet.fleetClass })}
        onConfirm={async () => {
          await remove.mutateAsync().catch((error: unknown) => {
            toast.show({ kind: 'danger', text: errorText(error) ?? '' });
            throw error;
          });
          toast.show({ kind: 'success', text: msg('deleted', { name: fleet.name }) });
          await navigate(routes.fleetList(fleet.fleetClass), { replace: true });
        }}
      >
        <p>{msg('deleteBody', { type: fleet.fleetClass })}</p>
      </TypedConfirmDialog>
    </div>
  );
}

/** Fleet support access: granted until a date-time (default 5 days ahead, no earlier than now) or revoked (spec 02 §4). */
function SupportSetting({ fleet, disabled, onSave }: { fleet: FleetSettings; disabled: boolean; onSave: (until: string | null) => Promise<boolean> }) {
  const active = fleet.supportUntil !== null && Date.parse(fleet.supportUntil) > Date.now();
  const [until, setUntil] = useState(() => format(addDays(new Date(), FLEET_SUPPORT_DEFAULT_DAYS), DATETIME_INPUT));
  const date = new Date(until);
  const past = Number.isNaN(date.getTime()) || date.getTime() < Date.now();
  return (
    <div className="setting-block">
      <h3>{msg('supportAccess')}</h3>
      <p data-testid="fleet-support-state">{active ? msg('supportGrantedUntil', { date: formatDate(fleet.supportUntil) }) : msg('supportNotGranted')}</p>
      {active ? (
        <div>
          <Button disabled={disabled} onClick={() => void onSave(null)}>
            {msg('revokeSupport')}
          </Button>
        </div>
      ) : (
        <>
          <TextField label={msg('supportUntil')} type="datetime-local" value={until} disabled={disabled} errorMessage={past ? msg('supportPast') : undefined} onChange={(e) => setUntil(e.target.value)} />
          <div>
            <Button disabled={disabled || past} onClick={() => void onSave(date.toISOString())}>
              {msg('grantSupport')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function RepoUrlSetting({ fleet, disabled, onSave }: { fleet: FleetSettings; disabled: boolean; onSave: (url: string | null) => Promise<boolean> }) {
  const current = fleet.repositoryUrl ?? '';
  const [value, setValue] = useState(current);
  const trimmed = value.trim();
  const invalid = trimmed !== '' && !REPO_URL.test(trimmed);
  return (
    <div className="setting-block">
      <TextField
        label={msg('repoUrl')}
        description={msg('repoUrlHint', { type: fleet.fleetClass })}
        value={value}
        disabled={disabled}
        errorMessage={invalid ? msg('repoUrlHost') : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <div>
        <Button disabled={disabled || invalid || trimmed === current} onClick={() => void onSave(trimmed === '' ? null : trimmed)}>
          {msg('saveRepoUrl')}
        </Button>
      </div>
    </div>
  );
}

/** The public flag needs a repository URL first, unless the application type is legacy (spec 02 §5). */
function PublicSetting({ fleet, disabled, onSave }: { fleet: FleetSettings; disabled: boolean; onSave: (on: boolean) => Promise<boolean> }) {
  const needsRepo = !fleet.isPublic && !fleet.repositoryUrl && !(fleet.applicationType?.is_legacy ?? false);
  return (
    <div className="setting-block">
      <h3>{msg('public')}</h3>
      <p className="muted">{msg('publicHint', { type: fleet.fleetClass })}</p>
      <p>{fleet.isPublic ? msg('isPublic', { type: fleet.fleetClass }) : msg('isPrivate', { type: fleet.fleetClass })}</p>
      <div>
        <Button disabled={disabled || needsRepo} aria-describedby={needsRepo ? 'fleet-public-needs-repo' : undefined} onClick={() => void onSave(!fleet.isPublic)}>
          {fleet.isPublic ? msg('makePrivate') : msg('makePublic')}
        </Button>
      </div>
      {needsRepo ? (
        <p id="fleet-public-needs-repo" className="muted">
          {msg('needsRepoUrl')}
        </p>
      ) : null}
    </div>
  );
}

/** Remove access: the user leaves the fleet by deleting their own direct membership, then goes to the list. */
function RemoveAccessSetting({ fleet, membershipId }: { fleet: FleetSettings; membershipId: number }) {
  const leave = useLeaveFleet();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="setting-block">
      <h3>{msg('removeAccess')}</h3>
      <p className="muted">{msg('removeAccessHint', { type: fleet.fleetClass })}</p>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {msg('removeAccess')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        danger
        title={msg('removeAccessTitle', { name: fleet.name })}
        confirmLabel={msg('removeAccess')}
        onConfirm={async () => {
          if (await withToast(() => leave.mutateAsync(membershipId), msg('accessRemoved', { name: fleet.name }))) await navigate(routes.fleetList(fleet.fleetClass), { replace: true });
        }}
      >
        <p>{msg('removeAccessBody', { type: fleet.fleetClass })}</p>
      </ConfirmDialog>
    </div>
  );
}
