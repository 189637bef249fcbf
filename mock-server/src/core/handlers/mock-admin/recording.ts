/**
 * Recording a scenario by hand: while a session records, the admin API writes each of its own
 * successful mutating calls on that session (faults added, changed, switched, removed or cleared, clock
 * moves, device flags, organization states) as a scenario step, timed on the session's mock clock from
 * the start of the recording. `GET /__mock/scenarios/recording` gives the scenario as YAML, which
 * `--scenario FILE`, `POST /__mock/scenarios` and `test.use({ scenario })` replay.
 */
import * as z from 'zod';
import { stringify as toYaml } from 'yaml';
import { json, type CoreResponse } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import type { World } from '../../world.ts';
import { SCENARIO_NAME_PATTERN, Scenario, type ScenarioStep } from '../../faults/scenario/schema.ts';
import { adminError, adminRules, worldOf } from './respond.ts';
import { validateBody } from '../../validate-body.ts';

interface Recording {
  name: string;
  description?: string;
  /** Mock-clock ms when the recording started. */
  startedAt: number;
  steps: ScenarioStep[];
  active: boolean;
}

const recordings = new WeakMap<World, Recording>();

const StartBody = z
  .object({
    name: z.string().regex(SCENARIO_NAME_PATTERN, 'names are lower-case letters, digits and -').optional(),
    description: z.string().max(2000).optional(),
  })
  .strict();

const RULE_FIELDS = ['id', 'name', 'match', 'effect', 'times', 'probability', 'window', 'enabled'] as const;
const pick = (v: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => v[k] !== undefined).map((k) => [k, v[k]]));
const bodyOf = (res: CoreResponse): Record<string, unknown> =>
  res.body.kind === 'json' && res.body.value && typeof res.body.value === 'object'
    ? (res.body.value as Record<string, unknown>)
    : {};
const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The step a successful admin call makes (undefined: the call is not recorded). */
function stepOf(
  operationId: string,
  params: Record<string, string | undefined>,
  reqBody: Record<string, unknown>,
  res: CoreResponse,
  before: number,
  after: number,
): ScenarioStep | undefined {
  switch (operationId) {
    case 'mockAddFault':
      return { addFault: pick(bodyOf(res), RULE_FIELDS) as ScenarioStep['addFault'] };
    case 'mockRemoveFault':
      return { removeFault: params.id! };
    case 'mockClearFaults':
      return { clearFaults: true };
    case 'mockReplaceFault': {
      // The whole new definition: fields it lacks are removed.
      const rule = bodyOf(res);
      const fields = RULE_FIELDS.filter((k) => k !== 'id');
      return {
        updateFault: {
          id: params.id!,
          ...Object.fromEntries(fields.map((k) => [k, rule[k] ?? (k === 'enabled' ? true : null)])),
        } as ScenarioStep['updateFault'],
      };
    }
    case 'mockUpdateFault':
      return { updateFault: { id: params.id!, ...reqBody } as ScenarioStep['updateFault'] };
    case 'mockAdvanceClock': {
      // As asked (`ms` or `by`), not as measured: a running clock also moved while the call ran.
      const by = reqBody.ms ?? reqBody.by;
      return { advanceClock: typeof by === 'number' || typeof by === 'string' ? by : Math.max(0, after - before) };
    }
    case 'mockSetClock':
      return { setClock: new Date(after).toISOString() };
    case 'mockFreezeClock':
      return { freezeClock: new Date(after).toISOString() };
    case 'mockResumeClock':
      return { resumeClock: true };
    case 'mockSetDeviceFlags':
      return { deviceFlags: { devices: params.uuid!, flags: (reqBody.flags ?? []) as [] } };
    case 'mockSetOrganizationFlags':
      return { organization: { handle: params.handle!, ...reqBody } as ScenarioStep['organization'] };
    default:
      return undefined;
  }
}

/** The recorded scenario (steps so far); the step list is never empty in a loadable file. */
function scenarioOf(r: Recording): Scenario {
  return {
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    steps: r.steps,
  } as Scenario;
}

const yamlAnswer = (r: Recording): CoreResponse => ({
  status: 200,
  headers: { 'x-mock-recording': r.active ? 'on' : 'off' },
  body: { kind: 'text', value: toYaml(scenarioOf(r)), contentType: 'application/yaml; charset=utf-8' },
});

/** Wraps the recordable admin routes so that, while their session records, each success becomes a step. */
export function recorded(routes: RouteDef[]): RouteDef[] {
  return routes.map((route) => ({
    ...route,
    handler: async (input) => {
      const world = worldOf(input.req);
      const r = recordings.get(world);
      if (!r?.active) return route.handler(input);
      const before = world.clock.now();
      const res = await route.handler(input);
      if (res.status < 200 || res.status >= 300) return res;
      const params = input.params as Record<string, string | undefined>;
      const step = stepOf(route.operationId, params, objectOf(input.req.body), res, before, world.clock.now());
      if (step) {
        const at = Math.max(0, before - r.startedAt);
        r.steps.push(at > 0 ? { at, ...step } : step);
      }
      return res;
    },
  }));
}

/** `/__mock/scenarios/recording`: start (POST), read as YAML (GET), stop (DELETE). */
export function recordingAdminRoutes(): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/__mock/scenarios/recording',
      operationId: 'mockStartRecording',
      handler: ({ req }) => {
        const body = validateBody(StartBody, req.body, adminRules('recording'));
        if (!body.ok) return body.response;
        const world = worldOf(req);
        const r: Recording = {
          name: body.value.name ?? 'recorded',
          ...(body.value.description ? { description: body.value.description } : {}),
          startedAt: world.clock.now(),
          steps: [],
          active: true,
        };
        recordings.set(world, r);
        return json(201, { name: r.name, recording: true, startedAt: new Date(r.startedAt).toISOString(), steps: 0 });
      },
    },
    {
      method: 'GET',
      path: '/__mock/scenarios/recording',
      operationId: 'mockGetRecording',
      handler: ({ req }) => {
        const r = recordings.get(worldOf(req));
        if (!r) return adminError(404, 'Nothing recorded on this session: POST /__mock/scenarios/recording first');
        if (r.steps.length === 0) {
          const res = adminError(409, 'The recording has no steps yet');
          return { ...res, headers: { ...res.headers, 'x-mock-recording': r.active ? 'on' : 'off' } };
        }
        return yamlAnswer(r);
      },
    },
    {
      method: 'DELETE',
      path: '/__mock/scenarios/recording',
      operationId: 'mockStopRecording',
      handler: ({ req }) => {
        const r = recordings.get(worldOf(req));
        if (!r) return adminError(404, 'Nothing recorded on this session');
        r.active = false;
        return json(200, { name: r.name, recording: false, steps: r.steps.length });
      },
    },
  ];
}
