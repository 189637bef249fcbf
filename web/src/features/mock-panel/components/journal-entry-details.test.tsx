// @vitest-environment jsdom
import '../../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { JournalEntry } from '../../../api/mock-admin.ts';
import { EntryDetails, bodyView } from './journal-entry-details.tsx';

afterEach(cleanup);

const entry = (response: JournalEntry['response'], extra: Partial<JournalEntry> = {}): JournalEntry => ({
  seq: 7,
  time: '2026-11-01T00:00:00.000Z',
  method: 'PATCH',
  path: "/v7/device(uuid='abc')",
  query: {},
  body: { device_name: 'shy-river' },
  status: 200,
  actor: { kind: 'user', id: 3, email: 'owner@fleetmock.test', username: 'owner' },
  session: 'default',
  operationId: 'updateDevice',
  resource: 'device',
  device: null,
  faults: [],
  response,
  ...extra,
});

/** The text of the `<pre>` under the heading `name` inside the given part (request or response). */
const blockAfter = (part: 'Request' | 'Response', name: string): string | undefined => {
  const start = screen.getByRole('heading', { name: part, level: 4 });
  let el = start.nextElementSibling;
  while (el && !(el.tagName === 'H5' && el.textContent === name)) el = el.nextElementSibling;
  return el?.nextElementSibling?.textContent ?? undefined;
};

describe('journal entry details', () => {
  it('shows the answer with the request: status, headers and the JSON body pretty-printed', () => {
    render(
      <EntryDetails
        entry={entry({
          headers: { 'content-type': 'application/json', 'set-cookie': '[redacted]' },
          body: '{"d":[{"id":1,"api_key":"[redacted]"}]}',
          truncated: false,
          note: null,
        })}
        near={[]}
      />,
    );
    expect(blockAfter('Request', 'Body')).toBe(JSON.stringify({ device_name: 'shy-river' }, null, 2));
    expect(blockAfter('Response', 'Headers')).toBe('content-type: application/json\nset-cookie: [redacted]');
    expect(blockAfter('Response', 'Body')).toBe(JSON.stringify({ d: [{ id: 1, api_key: '[redacted]' }] }, null, 2));
    expect(screen.queryByText(/first 16 KiB/)).toBeNull();
  });

  it('says when the body was cut, and why a body is missing', () => {
    render(
      <EntryDetails
        entry={entry({ headers: {}, body: '{"d":[{"id":1},{"i', truncated: true, note: null })}
        near={[]}
      />,
    );
    expect(blockAfter('Response', 'Body')).toBe('{"d":[{"id":1},{"i');
    expect(screen.getByText('Only the first 16 KiB of a longer body were kept.')).toBeTruthy();
    cleanup();
    render(
      <EntryDetails
        entry={entry({ headers: {}, body: null, truncated: false, note: 'evicted' })}
        near={['f1: method differs']}
      />,
    );
    expect(screen.getByText(/Body dropped: the journal keeps/)).toBeTruthy();
    expect(screen.getByText('f1: method differs')).toBeTruthy();
    cleanup();
    render(<EntryDetails entry={entry(null, { status: 0 })} near={[]} />);
    expect(screen.getByText('connection dropped')).toBeTruthy();
  });

  it('bodyView pretty-prints whole JSON only', () => {
    expect(bodyView('{"a":1}', false)).toBe('{\n  "a": 1\n}');
    expect(bodyView('{"a":1}', true)).toBe('{"a":1}');
    expect(bodyView('OK', false)).toBe('OK');
  });
});
