/**
 * Device notes (spec 02 §2 "Notes are edited inline as markdown with a supported-syntax dialog and
 * saved as you type, debounced 500 ms"). Rendered with react-markdown without raw HTML, so a note
 * can never inject markup; links open in a new tab.
 */
import { useState } from 'react';
import Markdown from 'react-markdown';
import { Button, Dialog } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { NOTES_SAVE_DEBOUNCE_MS } from '../constants.ts';
import { useSetDeviceNote } from '../../../api/device/writes.ts';
import { type DeviceDetails } from '../../../api/device/reads.ts';
import { useDebouncedCallback } from '../hooks/use-debounced-callback.ts';
import { msg } from '../messages.ts';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** Renders a note as sanitised markdown (no raw HTML). */
function NoteMarkdown({ text }: { text: string }) {
  return (
    <div className="note-markdown">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a className="link" href={href} target="_blank" rel="noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}

export function NotesEditor({ device, canEdit }: { device: DeviceDetails; canEdit: boolean }) {
  const saveNote = useSetDeviceNote(device.uuid);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(device.note ?? '');
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const save = useDebouncedCallback((text: string) => {
    setState('saving');
    saveNote
      .mutateAsync({ deviceId: device.id, note: text })
      .then(() => {
        setState('saved');
        setError(null);
      })
      .catch((e: unknown) => {
        setState('error');
        setError(errorText(e));
      });
  }, NOTES_SAVE_DEBOUNCE_MS);
  const note = editing ? draft : (device.note ?? '');
  return (
    <section className="device-notes" aria-label={msg('notes')}>
      <div className="summary-subtitle">
        <h3>{msg('notes')}</h3>
        {canEdit ? (
          <Button
            variant="ghost"
            onClick={() => {
              if (editing) save.flush();
              else setDraft(device.note ?? '');
              setEditing(!editing);
            }}
          >
            {editing ? msg('doneEditing') : msg('editNotes')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setHelpOpen(true)}>
          {msg('markdownHelp')}
        </Button>
        <span className="muted" aria-live="polite">
          {state === 'saving' ? msg('notesSaving') : state === 'saved' ? msg('notesSaved') : ''}
        </span>
      </div>
      {editing ? (
        <textarea
          className="input notes-input"
          aria-label={msg('notes')}
          placeholder={msg('notesPlaceholder')}
          value={draft}
          rows={5}
          onChange={(e) => {
            setDraft(e.target.value);
            save.call(e.target.value);
          }}
        />
      ) : null}
      {note.trim() ? <NoteMarkdown text={note} /> : editing ? null : <p className="muted">{msg('noNotes')}</p>}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
      <Dialog title={msg('markdownHelpTitle')} isOpen={helpOpen} onOpenChange={setHelpOpen} size="small">
        <p>{msg('markdownHelpBody')}</p>
      </Dialog>
    </section>
  );
}
