/**
 * From a v7 device row to the ActionDevice the rules read, plus the $select/$expand every list that
 * feeds the registry must ask for (api-ground-truth §2.5: expanded navigations are arrays, unexpanded
 * ones `{__id}`).
 */
import { readOptions, type Row } from '../api/client.ts';
import type { FleetAccess, FleetPermission } from '../lib/authz.ts';
import { isLocalModeVariable, LOCAL_MODE_VARIABLES, permissionRefusal } from '../../../shared/local-mode.ts';
import type { ActionContext, ActionDevice } from './types.ts';

type Nav<T> = { __id: number } | T[] | null | undefined;

type Device = Row<'device'>;

/**
 * The device fields the rules read, typed by the contract's device: the table's rows (navigations as
 * `{__id}`) and the device page's row (navigations expanded) both fit.
 */
export type DeviceRowForActions = Required<Pick<Device, 'id' | 'uuid' | 'device_name' | 'is_online' | 'is_active'>> &
  Pick<
    Device,
    | 'os_version'
    | 'os_variant'
    | 'supervisor_version'
    | 'last_connectivity_event'
    | 'is_web_accessible'
    | 'is_accessible_by_support_until__date'
  > & {
    belongs_to__application?: Nav<{ id: number }>;
    is_pinned_on__release?: Nav<{ id: number }>;
    is_of__device_type?: Nav<{ slug?: string; contract?: unknown }>;
    device_config_variable?: Array<{ name: string; value: string }>;
  };

/** Fields and expansions the rules need (merge into a device query); checked against the contract. */
export const ACTION_DEVICE_SELECT = readOptions('device', {
  $select: [
    'id',
    'uuid',
    'device_name',
    'is_online',
    'is_active',
    'os_version',
    'os_variant',
    'supervisor_version',
    'last_connectivity_event',
    'is_web_accessible',
    'is_accessible_by_support_until__date',
    'belongs_to__application',
    'is_pinned_on__release',
  ],
  $expand: {
    is_of__device_type: { $select: ['slug', 'contract'] },
    // Either prefix switches local mode (the supervisor reads both).
    device_config_variable: { $select: ['name', 'value'], $filter: { name: { $in: [...LOCAL_MODE_VARIABLES] } } },
  },
});

function navId(v: Nav<{ id: number }>): number | null {
  if (v == null) return null;
  if (Array.isArray(v)) return v[0]?.id ?? null;
  return v.__id;
}

function deviceTypeOf(v: DeviceRowForActions['is_of__device_type']): { slug: string; led: boolean } {
  const t = Array.isArray(v) ? v[0] : undefined;
  const data = (t?.contract as { data?: { led?: unknown } } | null | undefined)?.data;
  return { slug: t?.slug ?? '', led: data?.led === true };
}

/** Maps a device row to what the action rules read. */
export function toActionDevice(row: DeviceRowForActions): ActionDevice {
  const type = deviceTypeOf(row.is_of__device_type);
  const localMode = (row.device_config_variable ?? [])
    .filter((v) => isLocalModeVariable(v.name) && v.value === '1')
    .map((v) => v.name);
  return {
    id: row.id,
    uuid: row.uuid,
    device_name: row.device_name,
    is_online: row.is_online,
    is_active: row.is_active,
    os_version: row.os_version ?? null,
    os_variant: row.os_variant ?? null,
    supervisor_version: row.supervisor_version ?? null,
    last_connectivity_event: row.last_connectivity_event ?? null,
    is_web_accessible: row.is_web_accessible === true,
    is_accessible_by_support_until__date: row.is_accessible_by_support_until__date ?? null,
    is_in_local_mode: localMode.length > 0,
    local_mode_variables: localMode,
    has_led: type.led,
    device_type_slug: type.slug,
    fleet_id: navId(row.belongs_to__application) ?? 0,
    pinned_release_id: navId(row.is_pinned_on__release),
  };
}

/**
 * The registry's context from the user's fleet access: a missing permission reads "You don't have
 * permission to create, edit or update the selected devices" and names the roles lacking it
 * (spec 02 §5 "a permission is missing (tooltips state the roles lacking it)", §8).
 */
export function actionContext(access: FleetAccess, planIsPaid: boolean): ActionContext {
  return {
    can: access.can,
    // The same text the API answers when it refuses such a write (shared/local-mode.ts).
    permissionReason: (p: FleetPermission) => permissionRefusal('devices', p),
    planIsPaid,
  };
}
