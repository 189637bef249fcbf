/**
 * /{class}s/{id}/settings (spec 02 §2 "Fleet settings", §5, §6): primary settings (rename, default
 * device type of the same architecture, and track latest or pin to a final valid release for
 * application.update; class and application type for application.change-type); the danger zone (red border) with transfer ownership
 * (application.transfer) and delete with a typed confirmation (application.delete). Roles without
 * application.update do not get this page (the sidebar hides it; a direct visit goes to the summary).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams, useRevalidator } from 'react-router';
import { Button, Card, ConfirmDialog, PageState, Select, TypedConfirmDialog, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useFleetAccess, useSession } from '../../session/index.ts';
import { routes } from '../../../app/routes.ts';
import {
  applicationTypesQuery,
  fleetSettingsQuery,
  orgFleetNamesQuery,
  sameArchDeviceTypesQuery,
  useDeleteFleet,
  useUpdateFleet,
  type FleetChange,
  type FleetSettings,
} from '../../../api/fleet-settings.ts';
import { adminOrgsQuery } from '../../../api/fleets.ts';
import { pinnableReleasesQuery } from '../../../api/releases.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { RenameForm } from '../components/rename-form.tsx';
import { msg } from '../messages.ts';
import '../fleet-settings.css';

const TRACK_LATEST = 'track-latest';

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
        <PinSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(choice) => change(choice === TRACK_LATEST ? { should_track_latest_release: true } : { should_track_latest_release: false, should_be_running__release: Number(choice) }, choice === TRACK_LATEST ? msg('tracking') : msg('pinned'))}
        />
      </Card>
      {access.can('application.transfer') || access.can('application.delete') ? (
        <Card title={msg('dangerZone')} className="danger-zone">
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

function AppTypeSetting({ fleet, onSave }: { fleet: FleetSettings; onSave: (id: number) => Promise<boolean> }) {
  const types = useQuery(applicationTypesQuery());
  const current = String(fleet.applicationType?.id ?? '');
  const [choice, setChoice] = useState(current);
  const options = (types.data ?? []).map((t) => ({ id: String(t.id), label: t.name }));
  return (
    <div className="setting-block">
      <Select label={msg('appType')} options={options} selectedKey={choice || null} onSelectionChange={setChoice} isDisabled={types.isPending} />
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
