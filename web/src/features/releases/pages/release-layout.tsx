/**
 * What every releases page shares (spec 02 §2, §8): the fleet in context with the user's access, a
 * release's status badges, and the release layout (a non-numeric id shows "invalid id passed in url"
 * and goes up one level; a missing release shows "Resource not found").
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import { Badge, toast } from '../../../components/ui/index.ts';
import { useFleetAccess } from '../../session/index.ts';
import { type FleetClass } from '../../../lib/paths.ts';
import { releaseQuery } from '../../../api/release/reads.ts';
import { api } from '../../../api/client.ts';
import { msg } from '../messages.ts';
import { effectiveStatus, releaseGroup } from '../release-rules.ts';
import '../releases.css';
import { fleetAccessContextQuery } from '../../../api/application/fleet.ts';

export const INVALID_ID = 'invalid id passed in url'; // spec 02 §8

export function useFleetContext() {
  const fleetId = Number(useParams().fleetId);
  const fleet = useQuery(fleetAccessContextQuery(fleetId));
  const ctx = fleet.data ?? undefined;
  const access = useFleetAccess(ctx ? { id: fleetId, organizationId: ctx.organization.id } : undefined);
  const fleetClass: FleetClass = ctx?.fleetClass ?? 'fleet';
  return { fleetId, fleet, access, fleetClass };
}

/** The release's status badge (a stale running release reads timeout, spec 02 §4), draft and invalid flags. */
export function StatusBadges({
  status: raw,
  updateTimestamp,
  isFinal,
  isInvalidated,
}: {
  status: string;
  updateTimestamp: string | null;
  isFinal: boolean;
  isInvalidated: boolean;
}) {
  const status = effectiveStatus(raw, updateTimestamp, api.serverNow());
  const group = releaseGroup(status);
  const tone =
    group === 'succeeded' ? 'success' : group === 'failed' ? 'danger' : group === 'running' ? 'info' : 'warning';
  return (
    <span className="release-badges">
      <Badge tone={tone}>{status}</Badge>
      {!isFinal ? <Badge tone="warning">{msg('draft')}</Badge> : null}
      {isInvalidated ? <Badge tone="danger">{msg('invalidated')}</Badge> : null}
    </span>
  );
}

export function ReleaseLayout() {
  const { releaseId } = useParams();
  const valid = /^\d+$/.test(releaseId ?? '');
  useEffect(() => {
    if (!valid) toast.show({ kind: 'danger', text: `${INVALID_ID}: ${releaseId ?? ''}`, id: 'release-invalid-id' });
  }, [valid, releaseId]);
  if (!valid) return <Navigate to=".." relative="path" replace />;
  return <Outlet />;
}

/** The release of the URL; `missing` when it does not exist or belongs to another fleet than the URL's. */
export function useRelease() {
  const params = useParams();
  const releaseId = Number(params.releaseId);
  const fleetId = Number(params.fleetId);
  const release = useQuery(releaseQuery(releaseId));
  const missing = release.isSuccess && (release.data === null || release.data.belongs_to__application.__id !== fleetId);
  useEffect(() => {
    if (missing) toast.show({ kind: 'danger', text: msg('notFound'), id: 'release-not-found' });
  }, [missing]);
  return { releaseId, release, missing };
}
