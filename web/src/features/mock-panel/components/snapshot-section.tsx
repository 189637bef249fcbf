/**
 * Snapshot: download the session as JSON, restore it from such a file, reset the session to its seed,
 * or rebuild it from a world file.
 */
import { useState } from 'react';
import { adminWrites, useAdminWrite, type WorldSnapshot } from '../../../api/mock-admin.ts';
import { Button } from '../../../components/ui/index.ts';
import { saveText } from '../../../lib/download.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';
import { WorldSection } from './world-section.tsx';

export function SnapshotSection() {
  const { session } = usePanel();
  const snapshot = useAdminWrite(adminWrites.snapshot);
  const restore = useAdminWrite(adminWrites.restore);
  const reset = useAdminWrite(adminWrites.reset);
  const [note, setNote] = useState('');
  const download = async () => {
    const snap = await snapshot.mutateAsync(undefined);
    saveText(`fleetmock-${session}.json`, JSON.stringify(snap), 'application/json');
  };
  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    let parsed: WorldSnapshot;
    try {
      parsed = JSON.parse(await file.text()) as WorldSnapshot;
    } catch (e) {
      return setNote(fill(MSG.badFile, { message: panelErrorText(e) }));
    }
    try {
      await restore.mutateAsync(parsed);
      setNote(MSG.restored);
    } catch (e) {
      setNote(fill(MSG.badFile, { message: panelErrorText(e) }));
    }
  };
  const failure = snapshot.error ?? reset.error;
  return (
    <div className="mock-panel-section">
      <div className="mock-panel-actions">
        <Button onClick={() => void download()} pending={snapshot.isPending}>
          {MSG.download}
        </Button>
        <Button variant="danger" onClick={() => reset.mutate(undefined, { onSuccess: () => setNote(MSG.resetDone) })}>
          {MSG.resetSession}
        </Button>
      </div>
      <div className="field">
        <label htmlFor="mock-panel-restore">{MSG.restore}</label>
        <input
          id="mock-panel-restore"
          type="file"
          accept="application/json,.json"
          onChange={(e) => void fromFile(e.currentTarget.files?.[0])}
        />
      </div>
      <p role="status">{note}</p>
      {failure ? <p role="alert">{fill(MSG.failed, { message: panelErrorText(failure) })}</p> : null}
      <WorldSection />
    </div>
  );
}
