/**
 * One device's live state as the mock simulates it (GET /__mock/devices/{uuid}, read every second
 * while shown) and the update controls: start an update to its target release, fail the running
 * update (or arm the next one to fail), cancel an armed failure.
 */
import { useQuery } from '@tanstack/react-query';
import { adminWrites, useAdminWrite, type MockDeviceLive } from '../../../api/mock-admin.ts';
import { Button } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

/** How often the shown device's live state is read again. */
export const DEVICE_LIVE_REFRESH_MS = 1000;

const short = (release: { commit: string } | null): string => (release ? release.commit.slice(0, 7) : MSG['live.none']);

function updateLine(update: NonNullable<MockDeviceLive['update']>): string {
  const parts = [
    fill(MSG['live.updateLine'], {
      phase: update.phase,
      progress: update.progress === null ? '' : `${update.progress} %`,
      commit: short(update.release),
    }).replace(/\s+/g, ' '),
  ];
  if (update.waiting) parts.push(fill(MSG['live.waiting'], { reason: update.waiting }));
  if (update.error) parts.push(fill(MSG['live.error'], { error: update.error }));
  return parts.join(', ');
}

function LiveFacts({ live }: { live: MockDeviceLive }) {
  const rows: [string, string][] = [
    [MSG['live.status'], live.overallStatus],
    [MSG['live.progress'], live.overallProgress === null ? MSG['live.none'] : `${live.overallProgress} %`],
    [MSG['live.updateStatus'], live.updateStatus ?? MSG['live.none']],
    [
      MSG['live.connectivity'],
      fill(MSG[live.isOnline ? 'live.online' : 'live.offline'], { heartbeat: live.heartbeat }),
    ],
    [MSG['live.running'], short(live.runningRelease)],
    [MSG['live.target'], short(live.targetRelease)],
    [MSG['live.update'], live.update ? updateLine(live.update) : MSG['live.none']],
  ];
  return (
    <dl className="mock-panel-facts" aria-live="polite">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DeviceLive({ uuid }: { uuid: string }) {
  const { reads } = usePanel();
  const state = useQuery({ ...reads.deviceLive(uuid), refetchInterval: DEVICE_LIVE_REFRESH_MS });
  const start = useAdminWrite(adminWrites.startUpdate);
  const fail = useAdminWrite(adminWrites.failUpdate);
  const disarm = useAdminWrite(adminWrites.disarmUpdateFailure);
  const live = state.data;
  const running = live?.update ? ['downloading', 'downloaded', 'installing'].includes(live.update.phase) : false;
  const error = start.error ?? fail.error ?? disarm.error ?? state.error;
  return (
    <section className="mock-panel-live" aria-label={MSG.liveState}>
      <h3>{MSG.liveState}</h3>
      {live ? <LiveFacts live={live} /> : state.error ? null : <p>{MSG.loading}</p>}
      {live?.failNext ? <p className="muted">{fill(MSG['live.failNext'], { reason: live.failNext })}</p> : null}
      <div className="mock-panel-actions">
        <Button
          onClick={() => (fail.reset(), disarm.reset(), start.mutate(uuid))}
          pending={start.isPending}
          disabled={running}
        >
          {start.isPending ? MSG.startingUpdate : MSG.startUpdate}
        </Button>
        <Button
          variant="danger"
          onClick={() => (start.reset(), disarm.reset(), fail.mutate(uuid))}
          pending={fail.isPending}
          aria-describedby={`fail-help-${uuid}`}
        >
          {fail.isPending ? MSG.failingUpdate : MSG.failUpdate}
        </Button>
        {live?.failNext ? (
          <Button variant="ghost" onClick={() => disarm.mutate(uuid)} pending={disarm.isPending}>
            {MSG.disarmFailure}
          </Button>
        ) : null}
      </div>
      <p id={`fail-help-${uuid}`} className="muted">
        {MSG.failUpdateHelp}
      </p>
      {error ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(error) })}</p> : null}
    </section>
  );
}
