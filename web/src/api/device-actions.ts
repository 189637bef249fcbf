/**
 * Device actions and diagnostics (spec 02 §7 "Device reads", "Device actions service"): the ESR
 * base versions of a device type's OS releases, the supervisor state, and the actions service runs (health checks and diagnostics: POST starts a run, GET by the
 * returned id reports it). Reads go through the typed helpers and the generated client.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok, read } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useWrite } from './mutation.ts';
import type { components } from '../../../generated/types/api.gen.ts';
import { compareVersions, parseVersion } from '../../../shared/version.ts';

export type ActionStatus = components['schemas']['ActionStatus'];
export type HealthCheck = components['schemas']['HealthCheck'];
export type SupervisorState = components['schemas']['SupervisorDeviceState'];
/** The two runs of the diagnostics page (spec 02 §7 "The actions are checks and diagnose"). */
export type DiagnosticAction = 'checks' | 'diagnose';

/** Health checks poll every 15 s, diagnostics every 5 s (spec 02 §9). */
export const DIAGNOSTIC_POLL_MS: Readonly<Record<DiagnosticAction, number>> = { checks: 15_000, diagnose: 5_000 };

export const deviceActionKeys = {
  all: () => [...queryKeys.all, 'device-actions'] as const,
  esrBases: (slug: string) => [...deviceActionKeys.all(), 'esr-bases', slug] as const,
  supervisorState: (uuid: string) => [...deviceActionKeys.all(), 'supervisor-state', uuid] as const,
  targetState: (uuid: string, version: 2 | 3) => [...deviceActionKeys.all(), 'target-state', uuid, version] as const,
  run: (uuid: string, id: string) => [...deviceActionKeys.all(), 'run', uuid, id] as const,
};

/**
 * ESR label → the default-line OS it is built on, from the `meta-balena-base` tags of the device
 * type's host OS releases (the SDK's OS model), so the dashboard applies the ESR switch rules itself.
 */
export const esrBasesQuery = (slug: string) =>
  queryOptions({
    queryKey: deviceActionKeys.esrBases(slug),
    queryFn: async ({ signal }) => {
      const rows = await read(
        'release',
        {
          $select: ['id'],
          $filter: {
            belongs_to__application: {
              $any: {
                $alias: 'a',
                $expr: {
                  a: { is_host: true, is_for__device_type: { $any: { $alias: 'dt', $expr: { dt: { slug } } } } },
                },
              },
            },
            release_tag: { $any: { $alias: 'rt', $expr: { rt: { tag_key: 'meta-balena-base' } } } },
          },
          $expand: { release_tag: { $select: ['tag_key', 'value'] } },
        },
        { signal },
      );
      const bases = new Map<string, string>();
      for (const r of rows) {
        const tag = (key: string) => r.release_tag.find((t) => t.tag_key === key)?.value;
        const version = tag('version');
        const base = tag('meta-balena-base');
        if (version && base) bases.set(version, base);
      }
      return bases;
    },
    staleTime: 60_000,
  });

/** The supervisor's own view of the device (spec 02 §7 getSupervisorState). */
export const supervisorStateQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceActionKeys.supervisorState(uuid),
    queryFn: ({ signal }) => ok(client.POST('/supervisor/v1/device', { body: { uuid, method: 'GET' }, signal })),
    retry: false,
  });

/** The target state API version switches at supervisor 13.0.0 (spec 02 §7, §9): 2 below it, else 3. */
export const TARGET_STATE_V3_FROM_SUPERVISOR = [13, 0, 0] as const;

/** Target state version for a supervisor version (v3 when unknown: current supervisors). */
export function targetStateVersion(supervisorVersion: string | null): 2 | 3 {
  const v = parseVersion(supervisorVersion);
  return v !== null && compareVersions(v, TARGET_STATE_V3_FROM_SUPERVISOR) < 0 ? 2 : 3;
}

/** The supervisor's target state (spec 02 §7 getSupervisorTargetState: v2 below supervisor 13.0.0, else v3). */
export const supervisorTargetStateQuery = (uuid: string, supervisorVersion: string | null) => {
  const version = targetStateVersion(supervisorVersion);
  return queryOptions({
    queryKey: deviceActionKeys.targetState(uuid, version),
    queryFn: async ({ signal }): Promise<unknown> =>
      version === 2
        ? ok(client.GET('/device/v2/{uuid}/state', { params: { path: { uuid } }, signal }))
        : ok(client.GET('/device/v3/{uuid}/state', { params: { path: { uuid } }, signal })),
    retry: false,
  });
};

/** Starts a health check or diagnostics run; the answer carries the id to poll. */
export const startDiagnostic = (uuid: string, action: DiagnosticAction) =>
  ok(client.POST('/v1/{uuid}/{action}', { params: { path: { uuid, action } }, body: { parameters: {} } }));

/** Starts a run; no cached read changes (the run is then read by its own id). */
export const useStartDiagnostic = (uuid: string, action: DiagnosticAction) =>
  useWrite(
    () => startDiagnostic(uuid, action),
    () => [],
  );

/** Finished states of a run (spec 02 §4 "Diagnostic run states"). */
export const isFinished = (s: ActionStatus | undefined): boolean => s?.status === 'done' || s?.status === 'error';

/** One run, polled at the action's interval until it finishes. */
export const diagnosticRunQuery = (uuid: string, action: DiagnosticAction, id: string) =>
  queryOptions({
    queryKey: deviceActionKeys.run(uuid, id),
    queryFn: ({ signal }) => ok(client.GET('/v1/{uuid}/{action}', { params: { path: { uuid, action: id } }, signal })),
    refetchInterval: (q) => (isFinished(q.state.data) ? false : DIAGNOSTIC_POLL_MS[action]),
  });

/** The device's OS update run (GET /v1/{uuid}/resinhup), polled every 5 s while it runs. */
export const osUpdateStatusQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceActionKeys.run(uuid, 'resinhup'),
    queryFn: ({ signal }) =>
      ok(client.GET('/v1/{uuid}/{action}', { params: { path: { uuid, action: 'resinhup' } }, signal })),
    refetchInterval: (q) =>
      q.state.data && !isFinished(q.state.data) && q.state.data.status !== 'idle' ? DIAGNOSTIC_POLL_MS.diagnose : false,
    retry: false,
  });
