/**
 * The organizations a fleet can be transferred to (spec 02 §5, decided by shared/transfer-targets.ts,
 * which the API applies too): the organizations the user administers, and the applications of the
 * fleet's name and class elsewhere (with their organization and device count) on which the user's
 * fleet roles may make them a developer.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, read } from '../client.ts';
import { fleetKeys } from './keys.ts';
import { fetchAdministeredOrganizations } from '../organization/organizations.ts';
import { fetchUserMembershipRows } from '../roles/reads.ts';
import { fleetRolesOf } from '../../lib/authz.ts';
import type { FleetClass } from '../../../../shared/fleet-class.ts';
import { isTransferTarget, sameResourceName, type TransferCandidate } from '../../../../shared/transfer-targets.ts';

/** The fleet being transferred. */
export interface TransferSource {
  id: number;
  name: string;
  fleetClass: FleetClass;
  organizationId: number;
}

export interface TransferTarget {
  id: number;
  name: string;
}

/** The transfer targets of a fleet for a user, by organization name. */
export const transferTargetsQuery = (fleet: TransferSource, userId: number) =>
  queryOptions({
    queryKey: fleetKeys.transferTargets(fleet.id, userId),
    queryFn: async ({ signal }): Promise<TransferTarget[]> => {
      const [administered, sameNamed, memberships] = await Promise.all([
        fetchAdministeredOrganizations(userId, api, signal),
        // Slugs are `<organization handle>/<lower-case name>`: the same-named applications of every
        // organization the user can see, without reading every application.
        read(
          'application',
          {
            $select: ['id', 'app_name'],
            $filter: {
              is_of__class: fleet.fleetClass,
              slug: { $endswith: `/${fleet.name.toLowerCase()}` },
              $not: { id: fleet.id },
            },
            $expand: { organization: { $select: ['id', 'name'] }, owns__device: { $count: {} } },
          },
          { signal },
        ),
        fetchUserMembershipRows(userId, signal),
      ]);
      const candidates = new Map<number, TransferCandidate & { name: string }>();
      const candidate = (id: number, name: string) => {
        let c = candidates.get(id);
        if (!c) candidates.set(id, (c = { organizationId: id, name, administrator: false, sameNamed: [] }));
        return c;
      };
      for (const o of administered) candidate(o.id, o.name).administrator = true;
      for (const app of sameNamed) {
        const org = app.organization[0];
        if (!org || !sameResourceName(app.app_name, fleet.name)) continue;
        const c = candidate(org.id, org.name);
        c.sameNamed = [
          ...c.sameNamed,
          { roles: fleetRolesOf(memberships, { id: app.id, organizationId: org.id }), devices: app.owns__device },
        ];
      }
      return [...candidates.values()]
        .filter((c) => isTransferTarget(fleet.organizationId, c))
        .map((c) => ({ id: c.organizationId, name: c.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
