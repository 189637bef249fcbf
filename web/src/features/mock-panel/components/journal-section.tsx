/**
 * Journal: the session's requests as the mock records them, pushed over the live tail (api/mock-admin.ts
 * openJournalTail), filtered in the browser by method, status, operation, persona and text. An entry
 * opens to its request and answer, its near misses and "copy as curl" (secrets redacted).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { openJournalTail, type JournalEntry, type TailState } from '../../../api/mock-admin.ts';
import { TextField } from '../../../components/ui/index.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import {
  EMPTY_VIEW,
  filterJournal,
  mergeEntries,
  validStatusFilter,
  type JournalView,
} from '../domain/journal-filter.ts';
import { MSG } from '../messages.ts';
import { nearMissText } from './faults-section.tsx';
import { EntryDetails } from './journal-entry-details.tsx';
import { usePanel } from './use-panel.ts';

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'].map((m) => ({ value: m, label: m }));
const STATE_TEXT: Record<TailState, string> = {
  connecting: MSG.connecting,
  live: MSG.live,
  polling: MSG.polling,
  token: MSG.tokenWrong,
  closed: '',
};

function useTail(session: string, token: string) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [state, setState] = useState<TailState>('connecting');
  useEffect(() => {
    setEntries([]);
    return openJournalTail({
      session,
      token,
      onEntries: (pushed) => setEntries((held) => mergeEntries(held, pushed)),
      onState: setState,
    });
  }, [session, token]);
  return { entries, state };
}

export function JournalSection() {
  const { session, token, reads } = usePanel();
  const { entries, state } = useTail(session, token);
  const nearMisses = useQuery({ ...reads.nearMisses(), refetchInterval: 3000 });
  const [view, setView] = useState<JournalView>(EMPTY_VIEW);
  const [open, setOpen] = useState<number | null>(null);
  const shown = useMemo(() => filterJournal(entries, view), [entries, view]);
  const nearBySeq = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const r of nearMisses.data ?? [])
      for (const m of r.nearMisses) map.set(m.seq, [...(map.get(m.seq) ?? []), nearMissText(r.id, m)]);
    return map;
  }, [nearMisses.data]);
  const text = (name: keyof JournalView) => ({
    value: view[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setView({ ...view, [name]: e.currentTarget.value }),
  });
  return (
    <div className="mock-panel-section">
      <p role="status" className="mock-panel-note">
        {STATE_TEXT[state]}
      </p>
      <div className="mock-panel-filters">
        <NativeSelect
          label={MSG.method}
          value={view.method}
          options={METHODS}
          onChange={(v) => setView({ ...view, method: v })}
        />
        <TextField
          label={MSG.status}
          {...text('status')}
          errorMessage={validStatusFilter(view.status) ? undefined : MSG.statusInvalid}
        />
        <TextField label={MSG.operation} {...text('operationId')} />
        <TextField label={MSG.persona} {...text('persona')} />
        <TextField label={MSG.text} type="search" {...text('text')} />
      </div>
      {shown.length === 0 ? <p>{MSG.noEntries}</p> : null}
      <ol className="mock-panel-journal" aria-label={MSG.journal}>
        {shown.map((e) => (
          <li key={e.seq}>
            <button
              type="button"
              className="mock-panel-entry"
              aria-expanded={open === e.seq}
              onClick={() => setOpen(open === e.seq ? null : e.seq)}
            >
              <span className="mock-panel-status" data-class={Math.floor(e.status / 100)}>
                {e.status}
              </span>{' '}
              {e.method} {decodePath(e.path)} <span className="muted">{e.operationId ?? ''}</span>
              {nearBySeq.has(e.seq) ? <span className="muted"> · near miss</span> : null}
            </button>
            {open === e.seq ? <EntryDetails entry={e} near={nearBySeq.get(e.seq) ?? []} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
