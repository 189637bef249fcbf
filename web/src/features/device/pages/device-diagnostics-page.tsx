/**
 * /devices/{uuid}/diagnostics (spec 02 §2 "diagnostics: tabs for health checks, diagnostics and
 * supervisor state. It needs resin.device.access_diagnostics"; §4 "Diagnostic run states"; §7
 * "Device actions service"): each run is started with POST /v1/{uuid}/{checks|diagnose} and polled
 * by its id (checks every 15 s, diagnostics every 5 s) through configuring and in progress to done
 * or error; results show per check, and both can be downloaded. Runs need the cloud link, so the
 * buttons are disabled while the device is offline; checks warn on an OS older than 2.11.0.
 */
import '../components/pages/device-pages.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Banner, Button, Card, Skeleton, Table, Tabs, column, toast } from '../../../components/ui/index.ts';
import {
  diagnosticRunQuery,
  isFinished,
  supervisorStateQuery,
  supervisorTargetStateQuery,
  type DiagnosticAction,
  type HealthCheck,
  useStartDiagnostic,
} from '../../../api/device/actions.ts';
import { errorText } from '../../../lib/errors.ts';
import { parseVersion, compareVersions } from '../../../actions/versions.ts';
import { useDeviceContext } from '../device-context.ts';
import { DevicePageGuard } from '../components/pages/page-guard.tsx';
import { diagnosticsFileName } from '../components/pages/download-file.ts';
import { saveText } from '../../../lib/download.ts';
import { formatDate } from '../../../lib/format.ts';
import { PAGE_MSG } from '../page-messages.ts';

/** Health checks are only tested on OS 2.11.0 and newer (spec 02 §5, §9). */
export const MIN_CHECKS_OS = [2, 11, 0] as const;

const tone = (s: string) =>
  s === 'succeeded' || s === 'done' ? 'success' : s === 'failed' || s === 'error' ? 'danger' : 'neutral';

function useRun(uuid: string, action: DiagnosticAction) {
  const [runId, setRunId] = useState<string | null>(null);
  const write = useStartDiagnostic(uuid, action);
  const start = {
    ...write,
    mutate: () =>
      write.mutate(undefined, {
        onSuccess: (s) => setRunId(s.id ?? null),
        onError: (e) => toast.show({ kind: 'danger', text: runErrorText(action, errorText(e) ?? String(e)) }),
      }),
  };
  const run = useQuery({ ...diagnosticRunQuery(uuid, action, runId ?? ''), enabled: runId !== null });
  const status = run.data ?? start.data;
  const running = start.isPending || (status !== undefined && !isFinished(status));
  return { start, status, running };
}

/** The API's answer when no device is online on the VPN (api-ground-truth §4 supervisor proxy). */
const NO_ONLINE_DEVICE = 'No online device(s) found';

/** How a run's error reads: check errors are prefixed "failed query check" (spec 02 §8). */
export function runErrorText(action: DiagnosticAction, error: string): string {
  return action === 'checks' ? `${PAGE_MSG.failedQueryCheck} ${error}` : error;
}

/** A supervisor read error: "No online device(s) found" passes through as is, others get the prefix (spec 02 §8). */
export function supervisorErrorText(prefix: string, error: string): string {
  return error.includes(NO_ONLINE_DEVICE) ? error : `${prefix}: ${error}`;
}

function RunHeader({
  label,
  online,
  run,
  action,
}: {
  label: string;
  online: boolean;
  run: ReturnType<typeof useRun>;
  action: DiagnosticAction;
}) {
  const state = run.status?.status ?? 'idle';
  return (
    <div className="device-diagnostic-header">
      <Button
        variant="primary"
        disabled={!online || run.running}
        pending={run.running}
        onClick={() => run.start.mutate()}
        aria-describedby={online ? undefined : 'diagnostics-offline'}
      >
        {label}
      </Button>
      <span role="status" aria-live="polite">
        <Badge tone={tone(state)}>{PAGE_MSG.runState[state] ?? state}</Badge>
        {run.status?.progress !== undefined && state === 'in_progress' ? ` ${run.status.progress}%` : null}
        {run.status?.updatedAt && isFinished(run.status)
          ? ` ${PAGE_MSG.lastRun(formatDate(run.status.updatedAt))}`
          : null}
      </span>
      {state === 'error' && run.status?.error ? (
        <p className="error-text">{runErrorText(action, run.status.error)}</p>
      ) : null}
    </div>
  );
}

const CHECK_COLUMNS = [
  column<HealthCheck>('check', PAGE_MSG.check, (c) => c.name),
  column<HealthCheck>('status', PAGE_MSG.status, (c) => (
    <Badge tone={tone(c.status)}>{PAGE_MSG.checkStatus[c.status] ?? c.status}</Badge>
  )),
  column<HealthCheck>('output', PAGE_MSG.output, (c) => c.output ?? ''),
];

function ChecksTab({ uuid, online, oldOs }: { uuid: string; online: boolean; oldOs: boolean }) {
  const run = useRun(uuid, 'checks');
  const checks: HealthCheck[] = run.status?.status === 'done' ? (run.status.result?.checks ?? []) : [];
  return (
    <div className="device-diagnostic-tab">
      {oldOs ? <Banner kind="warning">{PAGE_MSG.oldOsWarning}</Banner> : null}
      <RunHeader label={PAGE_MSG.runChecks} online={online} run={run} action="checks" />
      {checks.length === 0 ? (
        <p className="muted">{PAGE_MSG.noResults}</p>
      ) : (
        <>
          <Table label={PAGE_MSG.checksTab} data={checks} columns={CHECK_COLUMNS} getRowId={(c) => c.name} />
          <Button
            onClick={() =>
              saveText(
                diagnosticsFileName('checks', uuid, new Date(), 'json'),
                JSON.stringify({ checks, lastRun: run.status?.updatedAt }, null, 2),
                'application/json',
              )
            }
          >
            {PAGE_MSG.download}
          </Button>
        </>
      )}
    </div>
  );
}

function DiagnoseTab({ uuid, online }: { uuid: string; online: boolean }) {
  const run = useRun(uuid, 'diagnose');
  const report = run.status?.status === 'done' ? (run.status.result?.diagnose ?? '') : '';
  return (
    <div className="device-diagnostic-tab">
      <RunHeader label={PAGE_MSG.runDiagnostics} online={online} run={run} action="diagnose" />
      {report === '' ? (
        <p className="muted">{PAGE_MSG.noReport}</p>
      ) : (
        <>
          <pre className="device-diagnostics-report" aria-label={PAGE_MSG.diagnoseTab} tabIndex={0}>
            {report}
          </pre>
          <Button onClick={() => saveText(diagnosticsFileName('diagnostics', uuid, new Date(), 'txt'), report)}>
            {PAGE_MSG.download}
          </Button>
        </>
      )}
    </div>
  );
}

/** The supervisor's target state (v2 below supervisor 13.0.0, else v3); errors prefixed "supervisor target state error". */
function TargetState({ uuid, supervisorVersion }: { uuid: string; supervisorVersion: string | null }) {
  const target = useQuery(supervisorTargetStateQuery(uuid, supervisorVersion));
  return (
    <section aria-label={PAGE_MSG.targetState}>
      <h3>{PAGE_MSG.targetState}</h3>
      {target.isPending ? (
        <Skeleton lines={3} />
      ) : target.error ? (
        <p role="alert" className="error-text">
          {supervisorErrorText(PAGE_MSG.targetStateError, errorText(target.error) ?? '')}
        </p>
      ) : (
        <pre className="device-diagnostics-report" tabIndex={0}>
          {JSON.stringify(target.data, null, 2)}
        </pre>
      )}
    </section>
  );
}

function SupervisorTab({
  uuid,
  online,
  supervisorVersion,
}: {
  uuid: string;
  online: boolean;
  supervisorVersion: string | null;
}) {
  const state = useQuery({ ...supervisorStateQuery(uuid), enabled: online });
  if (!online) return <p className="muted">{PAGE_MSG.offlineDisabled}</p>;
  if (state.isPending) return <Skeleton lines={5} />;
  if (state.error)
    return (
      <div className="device-diagnostic-tab">
        <p role="alert" className="error-text">
          {supervisorErrorText(PAGE_MSG.supervisorError, errorText(state.error) ?? '')}
        </p>
        <TargetState uuid={uuid} supervisorVersion={supervisorVersion} />
      </div>
    );
  const rows = Object.entries(state.data ?? {}).filter(([k]) => k in PAGE_MSG.stateField);
  return (
    <div className="device-diagnostic-tab">
      <dl className="device-supervisor-state">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{PAGE_MSG.stateField[k]}</dt>
            <dd>{v === null || v === undefined ? '—' : String(v)}</dd>
          </div>
        ))}
      </dl>
      <Button variant="ghost" onClick={() => void state.refetch()}>
        {PAGE_MSG.refresh}
      </Button>
      <TargetState uuid={uuid} supervisorVersion={supervisorVersion} />
    </div>
  );
}

function Body() {
  const { device } = useDeviceContext();
  const online = device.is_online;
  const os = parseVersion(device.os_version);
  const oldOs = os !== null && compareVersions(os, MIN_CHECKS_OS) < 0;
  return (
    <div className="device-subpage">
      <Card title={PAGE_MSG.diagnosticsTitle}>
        {online ? null : (
          <Banner kind="warning">
            <span id="diagnostics-offline">{PAGE_MSG.offlineDisabled}</span>
          </Banner>
        )}
        <Tabs
          label={PAGE_MSG.tabs}
          tabs={[
            {
              id: 'checks',
              label: PAGE_MSG.checksTab,
              content: <ChecksTab uuid={device.uuid} online={online} oldOs={oldOs} />,
            },
            {
              id: 'diagnose',
              label: PAGE_MSG.diagnoseTab,
              content: <DiagnoseTab uuid={device.uuid} online={online} />,
            },
            {
              id: 'supervisor',
              label: PAGE_MSG.supervisorTab,
              content: (
                <SupervisorTab uuid={device.uuid} online={online} supervisorVersion={device.supervisor_version} />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}

export default function DeviceDiagnosticsPage() {
  return (
    <DevicePageGuard page="diagnostics">
      <Body />
    </DevicePageGuard>
  );
}
