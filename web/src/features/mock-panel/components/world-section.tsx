/**
 * World file: load a YAML or JSON world file (docs/worlds.md) into the session the panel acts on. The
 * mock checks it first: a file with mistakes changes nothing and every mistake is listed with its
 * path; a good one rebuilds the session from it (a reset to that world).
 */
import { useState } from 'react';
import { adminWrites, useAdminWrite, WorldRejected } from '../../../api/mock-admin.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

export function WorldSection() {
  const { session } = usePanel();
  const load = useAdminWrite(adminWrites.loadWorld);
  const [note, setNote] = useState('');
  const fromFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setNote('');
    try {
      await load.mutateAsync({ session, text: await file.text() });
      setNote(fill(MSG.worldLoaded, { file: file.name, session }));
    } catch {
      // The mutation's error shows below; the same file can be chosen again after a fix.
    } finally {
      input.value = '';
    }
  };
  const mistakes = load.error instanceof WorldRejected ? load.error.mistakes : undefined;
  return (
    <div className="mock-panel-section">
      <div className="field">
        <label htmlFor="mock-panel-world">{MSG.worldFile}</label>
        <input
          id="mock-panel-world"
          type="file"
          accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml"
          aria-describedby="mock-panel-world-help"
          disabled={load.isPending}
          onChange={(e) => void fromFile(e.currentTarget)}
        />
        <p id="mock-panel-world-help" className="muted">
          {fill(MSG.worldHelp, { session })}
        </p>
      </div>
      <p role="status">{load.isPending ? MSG.worldLoading : note}</p>
      {mistakes ? (
        <div role="alert">
          <p>{fill(MSG.worldMistakes, { count: String(mistakes.length) })}</p>
          <ul className="mock-panel-list">
            {mistakes.map((m, i) => (
              <li key={i}>
                {m.path ? <code>{m.path}</code> : null}
                {m.path ? ': ' : ''}
                {m.message}
              </li>
            ))}
          </ul>
        </div>
      ) : load.error ? (
        <p role="alert">{fill(MSG.failed, { message: panelErrorText(load.error) })}</p>
      ) : null}
    </div>
  );
}
