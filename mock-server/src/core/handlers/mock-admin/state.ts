/**
 * Admin API: state and isolated sessions (`x-mock-session`): reset to the seed,
 * switch seed/scale/size, snapshot and restore, list and drop sessions.
 */
import * as z from 'zod';
import { json } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import {
  DEFAULT_WORLD,
  SCALES,
  SESSION_HEADER,
  SESSION_NAME_PATTERN,
  type World,
  type WorldRegistry,
} from '../../world.ts';
import { WorldFileError } from '../../seed/world-file.ts';
import { StoreError } from '../../store/errors.ts';
import { MAX_SCENARIO_DEVICES } from '../../faults/scenario/schema.ts';
import { restoreWorld, snapshotWorld, WorldSnapshotSchema } from './world-snapshot.ts';
import { adminError, adminRules, worldOf } from './respond.ts';
import { validateBody } from '../../validate-body.ts';
import { clockView } from './clock.ts';
import { param } from '../../router.ts';

const ResetBody = z
  .object({
    seed: z.int().min(0).optional(),
    scale: z.enum(SCALES).optional(),
    devices: z.int().min(0).max(MAX_SCENARIO_DEVICES).nullable().optional(),
  })
  .strict();

/** The `MockState` body. */
function stateView(world: World, registry: WorldRegistry): Record<string, unknown> {
  return {
    session: world.name,
    seed: world.config.seed,
    scale: world.config.scale,
    devices: world.store.all('device').length,
    clock: clockView(world),
    sessions: registry.names(),
  };
}

/** `/__mock/state*` and `/__mock/sessions*`. */
export function stateAdminRoutes(registry: WorldRegistry): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/state',
      operationId: 'mockGetState',
      handler: ({ req }) => json(200, stateView(worldOf(req), registry)),
    },
    {
      method: 'POST',
      path: '/__mock/state/reset',
      operationId: 'mockResetState',
      handler: ({ req }) => {
        const body = validateBody(ResetBody, req.body, adminRules('reset options'));
        if (!body.ok) return body.response;
        const current = worldOf(req);
        const { devices, ...rest } = body.value;
        const config = {
          ...current.config,
          ...rest,
          ...(devices !== undefined ? { devices: devices ?? undefined } : {}),
        };
        const world = registry.reset(current.name, config) ?? registry.get(current.name);
        return json(200, stateView(world, registry));
      },
    },
    {
      method: 'GET',
      path: '/__mock/state/snapshot',
      operationId: 'mockSnapshotState',
      handler: ({ req }) => json(200, snapshotWorld(worldOf(req))),
    },
    {
      method: 'POST',
      path: '/__mock/state/restore',
      operationId: 'mockRestoreState',
      handler: ({ req }) => {
        const body = validateBody(WorldSnapshotSchema, req.body, adminRules('state snapshot'));
        if (!body.ok) return body.response;
        try {
          const world = restoreWorld(registry, worldOf(req).name, body.value);
          return json(200, stateView(world, registry));
        } catch (err) {
          if (err instanceof StoreError) return adminError(err.status, err.message);
          throw err;
        }
      },
    },
    {
      method: 'GET',
      path: '/__mock/sessions',
      operationId: 'mockListSessions',
      handler: () => json(200, { sessions: registry.names() }),
    },
    {
      method: 'POST',
      path: '/__mock/sessions',
      operationId: 'mockLoadWorld',
      handler: async ({ req }) => {
        const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
        const extra = Object.keys(body).filter((k) => k !== 'name' && k !== 'world');
        if (extra.length) return adminError(400, `Invalid world session: unknown field '${extra[0]}'`);
        const name = body.name ?? req.headers[SESSION_HEADER] ?? DEFAULT_WORLD;
        if (typeof name !== 'string' || !SESSION_NAME_PATTERN.test(name))
          return adminError(400, `Invalid session name '${String(name).slice(0, 80)}'`);
        if (body.world === undefined) return adminError(400, 'Invalid world session: world: a world file is required');
        try {
          // The checker (the strict world-file schema) loads with the first world file, not with the mock.
          const { prepareWorld } = await import('../../seed/world-check.ts');
          const world = await prepareWorld(body.world);
          const config = { ...registry.defaultConfig, world };
          return json(200, stateView(registry.reset(name, config) ?? registry.get(name), registry));
        } catch (err) {
          if (err instanceof WorldFileError) {
            const [first] = err.issues;
            return adminError(
              400,
              `Invalid world: ${err.issues.length} mistake${err.issues.length === 1 ? '' : 's'}, first ${first?.path}: ${first?.message}`,
              err.issues,
            );
          }
          if (err instanceof StoreError) return adminError(400, `Invalid world: ${err.message}`);
          throw err;
        }
      },
    },
    {
      method: 'DELETE',
      path: '/__mock/sessions/:name',
      operationId: 'mockDropSession',
      handler: ({ params }) => {
        if (!SESSION_NAME_PATTERN.test(param(params, 'name')))
          return adminError(400, `Invalid session name '${param(params, 'name').slice(0, 80)}'`);
        const existed = registry.has(param(params, 'name'));
        registry.reset(params.name);
        return json(200, { dropped: existed ? params.name : null });
      },
    },
  ];
}
