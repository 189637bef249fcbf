/**
 * Scenarios: the shipped ones to run, the running one's timeline (steps done, the next one, errors),
 * recording what is done on the session as a scenario file (the mock writes the steps; "Save" downloads
 * the YAML), and loading a scenario file of one's own (upload or paste; a refusal names the step).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminWrites, useAdminWrite } from '../../../api/mock-admin.ts';
import { Button, ProgressBar, Switch } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

export function ScenariosSection() {
  const { reads } = usePanel();
  const list = useQuery({ ...reads.scenarios(), refetchInterval: 2000 });
  const load = useAdminWrite(adminWrites.loadScenario);
  const stop = useAdminWrite(adminWrites.stopScenario);
  if (list.error) return <p role="alert">{fill(MSG.failed, { message: panelErrorText(list.error) })}</p>;
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
      {load.error ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(load.error) })}</p> : null}
      <Recorder />
      <LoadOwn />
    </div>
  );
}

/** The record switch, and the recorded scenario to save. */
function Recorder() {
  const { reads } = usePanel();
  const recording = useQuery({ ...reads.recording(), refetchInterval: 2000 });
  const start = useAdminWrite(adminWrites.startRecording);
  const stop = useAdminWrite(adminWrites.stopRecording);
  const on = recording.data?.on ?? false;
  const yaml = recording.data?.yaml ?? null;
  const failure = start.error ?? stop.error ?? recording.error;
  const save = () => {
    if (!yaml) return;
    const url = URL.createObjectURL(new Blob([yaml], { type: 'application/yaml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recorded-scenario.yaml';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-label={MSG.recordTitle}>
      <h3>{MSG.recordTitle}</h3>
      <p>{MSG.recordHelp}</p>
      <Switch isSelected={on} onChange={(v) => (v ? start.mutate(undefined) : stop.mutate())}>
        {MSG.record}
      </Switch>
      {yaml ? (
        <>
          <pre className="mock-panel-code" aria-label={MSG.recordedScenario} tabIndex={0}>
            {yaml}
          </pre>
          <Button onClick={save}>{MSG.saveRecording}</Button>
        </>
      ) : on ? (
        <p>{MSG.recordEmpty}</p>
      ) : null}
      {failure ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(failure) })}</p> : null}
    </section>
  );
}

/** A scenario file of one's own, uploaded or pasted (YAML or JSON), loaded on the session. */
function LoadOwn() {
  const id = useId();
  const [source, setSource] = useState('');
  const load = useAdminWrite(adminWrites.loadScenarioSource);
  return (
    <form
      className="mock-panel-form"
      aria-label={MSG.loadOwn}
      onSubmit={(e) => {
        e.preventDefault();
        if (source.trim()) load.mutate(source);
      }}
    >
      <h3>{MSG.loadOwn}</h3>
      <label htmlFor={`${id}-file`}>{MSG.scenarioFile}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".yaml,.yml,.json,application/yaml,application/json,text/yaml"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void file.text().then(setSource);
        }}
      />
      <label htmlFor={`${id}-text`}>{MSG.scenarioSource}</label>
      <textarea
        id={`${id}-text`}
        className="input"
        rows={8}
        value={source}
        onChange={(e) => setSource(e.currentTarget.value)}
      />
      <Button type="submit" variant="primary" pending={load.isPending} disabled={!source.trim()}>
        {MSG.loadScenario}
      </Button>
      {load.error ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(load.error) })}</p> : null}
      {load.isSuccess ? <p role="status">{MSG.scenarioLoaded}</p> : null}
    </form>
  );
}
