/**
 * The mock admin API (`/__mock/*`) as used by the specs, in one place: faults, clock,
 * outbox, journal. Paths follow the contract's mock-admin area; if they change, only this file
 * changes.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  text?: string;
  html?: string;
  /** Links found in the mail. */
  links?: string[];
}

export async function addFault(mock: APIRequestContext, rule: Record<string, unknown>): Promise<void> {
  const res = await mock.post('/__mock/faults', { data: rule });
  expect(res.ok(), `add fault: ${res.status()} ${await res.text()}`).toBeTruthy();
}

export async function clearFaults(mock: APIRequestContext): Promise<void> {
  const res = await mock.delete('/__mock/faults');
  expect(res.ok(), `clear faults: ${res.status()}`).toBeTruthy();
}

export async function advanceClock(mock: APIRequestContext, ms: number): Promise<void> {
  const res = await mock.post('/__mock/clock/advance', { data: { ms } });
  expect(res.ok(), `advance clock: ${res.status()} ${await res.text()}`).toBeTruthy();
}

export async function outbox(mock: APIRequestContext): Promise<OutboxMail[]> {
  const res = await mock.get('/__mock/outbox');
  expect(res.ok(), `outbox: ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as OutboxMail[] | { mails?: OutboxMail[]; items?: OutboxMail[] };
  return Array.isArray(body) ? body : (body.mails ?? body.items ?? []);
}

/** The first link in the newest mail to `to` whose path matches `pattern`, as a path for page.goto. */
export async function linkFromOutbox(mock: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await outbox(mock)).filter((m) => m.to.toLowerCase() === to.toLowerCase()).reverse();
        for (const m of mails) {
          const links = m.links ?? `${m.text ?? ''} ${m.html ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
          found = links.find((l) => pattern.test(new URL(l).pathname + new URL(l).hash));
          if (found) return true;
        }
        return false;
      },
      { message: `a mail to ${to} with a link matching ${pattern}` },
    )
    .toBe(true);
  const url = new URL(found as string);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface JournalEntry {
  method: string;
  path: string;
  status: number;
}

export async function journal(mock: APIRequestContext, query: Record<string, string> = {}): Promise<JournalEntry[]> {
  const res = await mock.get('/__mock/journal', { params: query });
  expect(res.ok(), `journal: ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as JournalEntry[] | { entries?: JournalEntry[] };
  return Array.isArray(body) ? body : (body.entries ?? []);
}

/** Starts a shipped scenario (mock-server/scenarios/<name>.yaml) in this test's session. */
export async function loadScenario(mock: APIRequestContext, name: string): Promise<void> {
  const res = await mock.post('/__mock/scenarios', { data: { name } });
  expect(res.ok(), `load scenario ${name}: ${res.status()} ${await res.text()}`).toBeTruthy();
}

/** Stops the mock clock so scenario steps happen exactly when the test advances it. */
export async function freezeClock(mock: APIRequestContext): Promise<void> {
  const res = await mock.post('/__mock/clock/freeze');
  expect(res.ok(), `freeze clock: ${res.status()} ${await res.text()}`).toBeTruthy();
}
