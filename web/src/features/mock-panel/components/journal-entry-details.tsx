/**
 * One journal entry opened: the request (method, path, time, caller, query, body), the answer
 * (status, faults applied, headers and body as the mock recorded them, secrets redacted), the near
 * misses of fault rules and "copy as curl".
 */
import type { JournalEntry } from '../../../api/mock-admin.ts';
import { CopyButton } from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { toCurl } from '../domain/curl.ts';
import { MSG, fill } from '../messages.ts';

const json = (v: unknown): string => JSON.stringify(v, null, 2);

/** A recorded body as shown: pretty JSON when it is whole JSON, else the text as kept. */
export function bodyView(text: string, truncated: boolean): string {
  if (truncated) return text;
  try {
    return json(JSON.parse(text));
  } catch {
    return text;
  }
}

function ResponseDetails({ response }: { response: NonNullable<JournalEntry['response']> }) {
  const headers = Object.entries(response.headers);
  return (
    <>
      {headers.length ? (
        <>
          <h5>{MSG.headers}</h5>
          <pre className="mock-panel-code">{headers.map(([k, v]) => `${k}: ${v}`).join('\n')}</pre>
        </>
      ) : null}
      <h5>{MSG.body}</h5>
      {response.body !== null ? (
        <pre className="mock-panel-code">{bodyView(response.body, response.truncated)}</pre>
      ) : (
        <p className="muted">{response.note ? MSG[`note.${response.note}`] : MSG.noBody}</p>
      )}
      {response.truncated ? <p className="muted">{MSG.truncated}</p> : null}
    </>
  );
}

export function EntryDetails({ entry, near }: { entry: JournalEntry; near: string[] }) {
  const curl = toCurl(entry, config.apiUrl || window.location.origin);
  return (
    <div className="mock-panel-details">
      <h4>{MSG.request}</h4>
      <p>
        {entry.method} {entry.path} · {entry.time}
        {entry.actor
          ? ` · ${entry.actor.email ?? entry.actor.username ?? `${entry.actor.kind} ${entry.actor.id}`}`
          : ''}
      </p>
      {Object.keys(entry.query).length ? (
        <>
          <h5>{MSG.query}</h5>
          <pre className="mock-panel-code">{json(entry.query)}</pre>
        </>
      ) : null}
      {entry.body !== null && entry.body !== undefined ? (
        <>
          <h5>{MSG.body}</h5>
          <pre className="mock-panel-code">{typeof entry.body === 'string' ? entry.body : json(entry.body)}</pre>
        </>
      ) : null}
      <h4>{MSG.response}</h4>
      <p>
        {entry.status === 0 ? MSG.connectionDropped : entry.status}
        {entry.faults.length ? ` · ${fill(MSG.faultsApplied, { ids: entry.faults.join(', ') })}` : ''}
      </p>
      {entry.response ? <ResponseDetails response={entry.response} /> : null}
      {near.map((n) => (
        <p key={n}>{n}</p>
      ))}
      <pre className="mock-panel-code">{curl}</pre>
      <CopyButton value={curl} label={MSG.copyCurl} />
    </div>
  );
}
