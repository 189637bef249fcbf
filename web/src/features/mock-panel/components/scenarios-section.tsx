/** Scenarios: the shipped ones to run, and the running one's timeline (steps done, the next one, errors). */
import { useQuery } from '@tanstack/react-query';
import { adminWrites, useAdminWrite } from '../../../api/mock-admin.ts';
import { Button, ProgressBar } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { errorText, usePanel } from './use-panel.ts';

export function ScenariosSection() {
  const { reads } = usePanel();
  const list = useQuery({ ...reads.scenarios(), refetchInterval: 2000 });
  const load = useAdminWrite(adminWrites.loadScenario);
  const stop = useAdminWrite(adminWrites.stopScenario);
  if (list.error) return <p role="alert">{fill(MSG.failed, { message: errorText(list.error) })}</p>;
  if (!list.data) return <p>{MSG.loading}</p>;
  const running = list.data.running;
  return (
    <div className="mock-panel-section">
      {running ? (
        <section aria-label={fill(MSG.running, { name: running.name })}>
          <h3>{fill(MSG.running, { name: running.name })}</h3>
          <ProgressBar label={running.name} value={running.stepsDone} max={running.stepsTotal} />
          <ol className="mock-panel-timeline">
            {Array.from({ length: running.stepsTotal }, (_, i) => (
              <li key={i} aria-current={i === running.stepsDone ? 'step' : undefined}>
                {fill(MSG.step, { n: i + 1 })}:{' '}
                {i < running.stepsDone ? MSG.stepDone : i === running.stepsDone ? MSG.stepCurrent : ''}
              </li>
            ))}
          </ol>
          {running.nextAt ? <p>{fill(MSG.nextAt, { at: running.nextAt })}</p> : null}
          {running.errors.map((e) => (
            <p key={e} role="alert">
              {e}
            </p>
          ))}
          <Button variant="danger" onClick={() => stop.mutate()} pending={stop.isPending}>
            {MSG.stop}
          </Button>
        </section>
      ) : (
        <p>{MSG.noneRunning}</p>
      )}
      <ul className="mock-panel-list">
        {list.data.available.map((name) => (
          <li key={name}>
            <Button onClick={() => load.mutate(name)} disabled={load.isPending}>
              {fill(MSG.run, { name })}
            </Button>
          </li>
        ))}
      </ul>
      {load.error ? <p role="alert">{fill(MSG.failed, { message: errorText(load.error) })}</p> : null}
    </div>
  );
}
