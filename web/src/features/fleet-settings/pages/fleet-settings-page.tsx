/**
 * /{class}s/{id}/settings (spec 02 §2 "Fleet settings", §5, §6): primary settings (rename, default
 * device type of the same architecture, track latest or pin to a final valid release, support access
 * until a date or revoked, the repository URL and the public flag, which needs a repository URL first
 * unless the application type is legacy, for application.update; application type for application.change-type); the danger zone (red border) with transfer ownership
 * (application.transfer) and delete with a typed confirmation (application.delete). Roles without
 * application.update do not get this page (the sidebar hides it; a direct visit goes to the summary).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useRevalidator } from 'react-router';
import { Card, PageState, toast } from '../../../components/ui/index.ts';
import { useFleetAccess, useSession } from '../../session/index.ts';
import { routes } from '../../../lib/paths.ts';
import type { FleetAccess } from '../../../lib/authz.ts';
import { RenameForm } from '../components/rename-form.tsx';
import { msg } from '../messages.ts';
import '../fleet-settings.css';
import { withSettingsToast } from '../with-toast.ts';
import {
  AppTypeSetting,
  DeviceTypeSetting,
  PinSetting,
  PublicSetting,
  RepoUrlSetting,
  SupportSetting,
} from '../components/setting-controls.tsx';
import { TRACK_LATEST } from '../../../api/application/release-tracking.ts';
import { DeleteSetting, RemoveAccessSetting, TransferSetting } from '../components/danger-zone.tsx';
import { type FleetSettings } from '../../../api/application/fleet.ts';
import { releaseTrackedSettingsQuery } from '../domain/release-track.ts';
import { orgFleetNamesQuery } from '../../../api/application/lists.ts';
import { ownFleetMembershipQuery } from '../../../api/fleet-access.ts';
import { useUpdateFleet, type FleetChange } from '../../../api/application/writes.ts';

export default function FleetSettingsPage() {
  const fleetId = Number(useParams().fleetId);
  const settings = useQuery(releaseTrackedSettingsQuery(fleetId));
  const fleet = settings.data ?? undefined;
  const access = useFleetAccess(fleet ? { id: fleetId, organizationId: fleet.organization.id } : undefined);
  if (fleet && !access.isPending && !access.can('application.update'))
    return <Navigate to={routes.fleet(fleetId, fleet.fleetClass).summary()} replace />;
  return (
    <PageState
      title={msg('title')}
      description={msg('intro', { type: fleet?.fleetClass ?? 'fleet' })}
      error={settings.error}
      loading={!fleet || access.isPending}
    >
      {() => (fleet ? <SettingsBody fleet={fleet} access={access} /> : null)}
    </PageState>
  );
}

export function SettingsBody({ fleet, access }: { fleet: FleetSettings; access: FleetAccess }) {
  const update = useUpdateFleet(fleet.id);
  // The fleet layout's heading and access come from its route loader: reload it after a change.
  const revalidator = useRevalidator();
  const canUpdate = access.can('application.update');
  // The application type changes with application.change-type (administrators); the default
  // device type with application.update (spec 02 §6).
  const canChangeType = access.can('application.change-type');
  const names = useQuery(orgFleetNamesQuery(fleet.organization.id));
  const { user } = useSession();
  const membership = useQuery({ ...ownFleetMembershipQuery(fleet.id, user?.id ?? 0), enabled: user !== undefined });
  const otherNames = useMemo(
    () => (names.data ?? []).filter((n) => n.id !== fleet.id).map((n) => n.name),
    [names.data, fleet.id],
  );
  const change = (body: FleetChange, success: string) =>
    withSettingsToast(async () => {
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
        <DeviceTypeSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(id) => change({ is_for__device_type: id }, msg('deviceTypeChanged'))}
        />
        {canChangeType ? (
          <AppTypeSetting fleet={fleet} onSave={(id) => change({ application_type: id }, msg('appTypeChanged'))} />
        ) : null}
        <SupportSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(until) =>
            change(
              { is_accessible_by_support_until__date: until },
              until === null ? msg('supportRemoved') : msg('supportGranted'),
            )
          }
        />
        <RepoUrlSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(url) => change({ is_stored_at__repository_url: url }, msg('repoUrlSet'))}
        />
        <PublicSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(on) => change({ is_public: on }, on ? msg('publicSet') : msg('publicUnset'))}
        />
        <PinSetting
          fleet={fleet}
          disabled={!canUpdate}
          onSave={(choice) =>
            change(
              choice === TRACK_LATEST
                ? { should_track_latest_release: true }
                : { should_track_latest_release: false, should_be_running__release: Number(choice) },
              choice === TRACK_LATEST ? msg('tracking') : msg('pinned'),
            )
          }
        />
      </Card>
      {access.can('application.transfer') || access.can('application.delete') || membership.data ? (
        <Card title={msg('dangerZone')} className="danger-zone">
          {membership.data ? <RemoveAccessSetting fleet={fleet} membershipId={membership.data.id} /> : null}
          {access.can('application.transfer') ? (
            <TransferSetting
              fleet={fleet}
              onTransfer={(orgId, orgName) => change({ organization: orgId }, msg('transferred', { org: orgName }))}
            />
          ) : null}
          {access.can('application.delete') ? <DeleteSetting fleet={fleet} /> : null}
        </Card>
      ) : null}
    </div>
  );
}
