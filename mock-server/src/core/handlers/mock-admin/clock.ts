/**
 * Admin API: the world's mock clock. Session expiry
 * (36 h, spec 01 §9), heartbeats, past-due days and fault windows all follow it. Every change fires
 * the scenario steps that became due.
 */
import * as z from 'zod';
import { json, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { World } from '../../world.ts';
import { Duration } from '../../faults/schema.ts';
import { parseDuration } from '../../faults/duration.ts';
import { tickScenario } from '../../faults/scenario/timeline.ts';
import { catchUpWorld } from '../../world-catch-up.ts';
import { adminError, adminRules, worldOf } from './respond.ts';
import { validateBody } from '../../validate-body.ts';

const FreezeBody = z.object({ at: z.iso.datetime().optional() }).strict();
const AdvanceBody = z
  .object({ ms: z.int().min(0).optional(), by: Duration.optional() })
  .strict()
  .refine((b) => (b.ms === undefined) !== (b.by === undefined), { message: 'give exactly one of ms or by' });
const SetBody = z.object({ at: z.iso.datetime() }).strict();

/** The `MockClock` body: ISO time, epoch ms, frozen. */
export function clockView(world: World): { now: string; nowMs: number; frozen: boolean } {
  const nowMs = world.clock.now();
  return { now: new Date(nowMs).toISOString(), nowMs, frozen: world.clock.frozen };
}

const changed = (world: World): CoreResponse => {
  catchUpWorld(world);
  tickScenario(world);
  return json(200, clockView(world));
};

/** `/__mock/clock*`. */
export function clockAdminRoutes(): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/clock',
      operationId: 'mockGetClock',
      handler: ({ req }) => json(200, clockView(worldOf(req))),
    },
    {
      method: 'POST',
      path: '/__mock/clock/freeze',
      operationId: 'mockFreezeClock',
      handler: ({ req }) => {
        const body = validateBody(FreezeBody, req.body, adminRules());
        if (!body.ok) return body.response;
        const world = worldOf(req);
        world.clock.freeze(body.value.at ? Date.parse(body.value.at) : world.clock.now());
        return changed(world);
      },
    },
    {
      method: 'POST',
      path: '/__mock/clock/advance',
      operationId: 'mockAdvanceClock',
      handler: ({ req }) => {
        const body = validateBody(AdvanceBody, req.body, adminRules());
        if (!body.ok) return body.response;
        const ms = body.value.ms ?? parseDuration(body.value.by ?? 0);
        if (ms === undefined) return adminError(400, 'Invalid duration');
        const world = worldOf(req);
        world.clock.advance(ms);
        return changed(world);
      },
    },
    {
      method: 'POST',
      path: '/__mock/clock/resume',
      operationId: 'mockResumeClock',
      handler: ({ req }) => {
        const world = worldOf(req);
        world.clock.resume();
        return changed(world);
      },
    },
    {
      method: 'POST',
      path: '/__mock/clock/set',
      operationId: 'mockSetClock',
      handler: ({ req }) => {
        const body = validateBody(SetBody, req.body, adminRules());
        if (!body.ok) return body.response;
        const world = worldOf(req);
        world.clock.set(Date.parse(body.value.at));
        return changed(world);
      },
    },
  ];
}
