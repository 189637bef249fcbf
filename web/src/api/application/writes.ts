/**
 * Writes to the `application` resource (spec 02 §5 "Fleet creation and edits", §7): POST with name,
 * organization, device type and class; PATCH of one settings field; DELETE. Each hook refreshes every
 * fleet read. The fleet's release tracking (pin or track latest) is in release-tracking.ts.
 */
import { api, client, ok, type paths } from '../client.ts';
import { useWrite } from '../mutation.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fleetKeys } from './keys.ts';
import type { FleetClass } from '../../../../shared/fleet-class.ts';
import { deviceTypeIdOf } from '../os.ts';

export interface CreateFleetInput {
  name: string;
  organization: number;
  deviceType: string;
  fleetClass: FleetClass;
}

/** Errors of fleet creation (spec 02 §8 texts, passed in by the caller). */
export interface CreateFleetTexts {
  missingAttributes: string;
  couldNotFindId: string;
}

/** POST /v7/application; the answer must carry an id (spec 02 §5 "could not find id"). */
export async function createFleet(
  input: CreateFleetInput,
  texts: CreateFleetTexts,
): Promise<{ id: number; is_of__class: FleetClass }> {
  if (!input.name || !input.organization || !input.deviceType) throw new Error(texts.missingAttributes);
  const deviceTypeId = await deviceTypeIdOf(input.deviceType);
  if (deviceTypeId === undefined) throw new Error(`Invalid device type: ${input.deviceType}`);
  const created = await ok(
    api.client.POST('/v7/application', {
      body: {
        app_name: input.name,
        organization: input.organization,
        is_for__device_type: deviceTypeId,
        is_of__class: input.fleetClass,
      },
    }),
  );
  if (typeof created?.id !== 'number') throw new Error(texts.couldNotFindId);
  return { id: created.id, is_of__class: input.fleetClass };
}

/**
 * Creates a fleet; every fleet read refreshes. A refusal (a name taken in another tab, a race) means
 * the organization's names changed: they are read again for the form's next checks.
 */
export function useCreateFleet() {
  return useWrite(
    ({ input, texts }: { input: CreateFleetInput; texts: CreateFleetTexts }) => createFleet(input, texts),
    () => [fleetKeys.all],
    { failed: ({ input }) => [fleetKeys.names(input.organization)] },
  );
}

type FleetPatch = NonNullable<paths['/v7/application({id})']['patch']['requestBody']>['content']['application/json'];
/** The contract's body with `keys` required. */
type Change<K extends keyof FleetPatch> = Required<Pick<FleetPatch, K>>;

/** One change of the fleet's own fields, each a slice of the contract's PATCH body (a settings control sends one). */
export type FleetChange =
  | Change<'app_name'>
  | Change<'is_for__device_type'>
  | Change<'application_type'>
  | Change<'organization'>
  | Change<'is_accessible_by_support_until__date'>
  | Change<'is_stored_at__repository_url'>
  | Change<'is_public'>
  | (Change<'should_track_latest_release'> & { should_track_latest_release: true })
  | (Change<'should_track_latest_release' | 'should_be_running__release'> & { should_track_latest_release: false });

/**
 * PATCH one field of the fleet; every fleet and release read refreshes. A new name is shown by every
 * read for the next 8 s, whatever a list poll that left before the write answers (spec 02 §9
 * "rename cache 8 s").
 */
export const useUpdateFleet = (fleetId: number) =>
  useWrite(
    async (body: FleetChange) => {
      await ok(client.PATCH('/v7/application({id})', { params: { path: { id: fleetId } }, body }));
      if ('app_name' in body) api.renames.remember('application', fleetId, body.app_name);
    },
    () => [fleetKeys.all, queryKeys.resource('release')],
  );

export const useDeleteFleet = (fleetId: number) =>
  useWrite(
    () => ok(client.DELETE('/v7/application({id})', { params: { path: { id: fleetId } } })),
    () => [fleetKeys.all],
  );
