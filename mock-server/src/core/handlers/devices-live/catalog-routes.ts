/**
 * Device types (`/device-types/v1`, token optional) and host OS access (`/access/v1/hostos/:uuid`)
 * — api-ground-truth §4; contract openapi/paths/device-actions.yaml.
 */
import { empty, json } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { isResponse, requireUser, type Actor } from '../../auth/index.ts';
import type { World } from '../../world.ts';
import { can, isPlatformAdmin, isSupportAgent } from '../../permissions/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import {
  allDeviceTypeJsons,
  deviceTypeJson,
  findDeviceType,
  imageVersions,
  invalidDeviceType,
} from '../../live/device-types.ts';
import { osAllowsHostAccess } from '../../live/host-access.ts';
import type { StoredRow } from '../../store/rows.ts';
import { param } from '../../router.ts';

/** Host OS access rule (api-ground-truth §4): admin/support with read access, else ssh-host and OS ≥ 2. */
export function hostAccessAllowed(world: World, actor: Actor | null, device: StoredRow<'device'>): boolean {
  const { subject, canRead } = accessFor(world, actor);
  if ((isPlatformAdmin(subject) || isSupportAgent(subject)) && canRead('device', device)) return true;
  return can(subject, 'ssh-host', 'device', device, world.store) && osAllowsHostAccess(device);
}

/**
 * Container terminal rule (spec 02 §6 `resin.device.ssh`): the same permission check as the host
 * target, without the OS version rule; support agents need granted support access like any other ssh.
 */
export function serviceAccessAllowed(world: World, actor: Actor | null, device: StoredRow<'device'>): boolean {
  const { subject } = accessFor(world, actor);
  return can(subject, 'ssh', 'device', device, world.store);
}

/** The device-type and host-access route group. */
export function catalogRoutes(deps: CoreDeps): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/device-types/v1',
      operationId: 'listDeviceTypeJsons',
      handler: () => json(200, allDeviceTypeJsons()),
    },
    {
      method: 'GET',
      path: '/device-types/v1/:slug',
      operationId: 'getDeviceTypeJson',
      handler: ({ params }) => {
        const dt = findDeviceType(param(params, 'slug'));
        return dt ? json(200, deviceTypeJson(dt)) : json(404, invalidDeviceType(param(params, 'slug')));
      },
    },
    {
      method: 'GET',
      path: '/device-types/v1/:slug/images',
      operationId: 'getDeviceTypeImageVersions',
      handler: ({ params }) => {
        const dt = findDeviceType(param(params, 'slug'));
        return dt ? json(200, imageVersions(dt)) : json(404, invalidDeviceType(param(params, 'slug')));
      },
    },
    {
      method: 'GET',
      path: '/access/v1/hostos/:uuid',
      operationId: 'checkHostOsAccess',
      handler: ({ req, params }) => {
        const ctx = deps.context(req);
        const user = requireUser(ctx, { full: true });
        if (isResponse(user)) return user;
        const { world } = ctx;
        const device = world.store.find('device', 'uuid', param(params, 'uuid').toLowerCase())[0];
        if (!device) return empty(401);
        return hostAccessAllowed(world, ctx.actor, device) ? empty(200) : empty(401);
      },
    },
  ];
}
