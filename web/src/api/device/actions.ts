/**
 * A device's actions service and supervisor (spec 02 §7 "Device reads", "Device actions service"):
 * the supervisor state and target state, and the actions service runs (health checks, diagnostics
 * and the OS update: POST starts a run, GET by the returned id reports it).
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok } from '../client.ts';
import { useWrite } from '../mutation.ts';
import type { components } from '../../../../generated/types/api.gen.ts';
import { compareVersions, parseVersion } from '../../../../shared/version.ts';
import { deviceActionKeys } from './keys.ts';

export type ActionStatus = components['schemas']['ActionStatus'];
export type HealthCheck = components['schemas']['HealthCheck'];
/** The two runs of the diagnostics page (spec 02 §7 "The actions are checks and diagnose"). */
export type DiagnosticAction = 'checks' | 'diagnose';

/** Health checks poll every 15 s, diagnostics every 5 s (spec 02 §9). */
const DIAGNOSTIC_POLL_MS: Readonly<Record<DiagnosticAction, number>> = { checks: 15_000, diagnose: 5_000 };

/** The supervisor's own view of the device (spec 02 §7 getSupervisorState). */
export const supervisorStateQuery = (uuid: string) =>
  queryOptions({
    queryKey: deviceActionKeys.supervisorState(uuid),
    queryFn: ({ signal }) => ok(client.POST('/supervisor/v1/device', { body: { uuid, method: 'GET' }, signal })),
    retry: false,
  });

/** The target state API version switches at supervisor 13.0.0 (spec 02 §7, §9): 2 below it, else 3. */
const TARGET_STATE_V3_FROM_SUPERVISOR = [13, 0, 0] as const;

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
