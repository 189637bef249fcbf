/**
 * Recording a scenario by hand in the panel: a 429 rule, a clock move, a device offline and the rule
 * switched off, recorded on the test's session and saved as YAML; a fresh mock started with
 * `--scenario` on that file, given the same requests, writes the same journal.
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, persona, PASSWORD, test } from './fixtures.ts';

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** The same requests on a mock (base URL, session header), then its journal as `METHOD path status`. */
async function sameRequests(base: string, headers: Record<string, string>, uuid: string): Promise<string[]> {
  const token = await (
    await fetch(`${base}/login_`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: persona('owner'), password: PASSWORD }),
    })
  ).text();
  const auth = { ...headers, authorization: `Bearer ${token}` };
  await fetch(`${base}/__mock/journal`, { method: 'DELETE', headers });
  for (const path of [
    '/v7/application?$select=id',
    `/v7/device(uuid='${uuid}')?$select=is_online`,
    '/v7/application?$top=1',
  ])
    await fetch(`${base}${path}`, { headers: auth });
  const journal = (await (await fetch(`${base}/__mock/journal?pathPrefix=/v7`, { headers })).json()) as {
    entries: { method: string; path: string; status: number }[];
  };
  return journal.entries.map((e) => `${e.method} ${e.path} ${e.status}`);
}

/** The stage a mock session is on: its rules (without counters and source) and its device flags. */
async function stage(base: string, headers: Record<string, string>) {
  const faults = (await (await fetch(`${base}/__mock/faults`, { headers })).json()) as {
    faults: { id: string; match?: unknown; effect: unknown; enabled: boolean }[];
  };
  const flags = await (await fetch(`${base}/__mock/flags`, { headers })).json();
  return { rules: faults.faults.map(({ id, match, effect, enabled }) => ({ id, match, effect, enabled })), flags };
}

test('a scenario recorded in the panel replays with --scenario to the same journal', async ({
  page,
  mock,
  mockSession,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const dist = resolve(process.env.E2E_DIST ?? 'web/dist');
  const auth = await mock.post('/login_', { data: { username: persona('owner'), password: PASSWORD } });
  const devices = (await (
    await mock.get('/v7/device?$select=uuid&$filter=is_online eq true&$orderby=id asc&$top=1', {
      headers: { authorization: `Bearer ${await auth.text()}` },
    })
  ).json()) as { d: { uuid: string }[] };
  const uuid = devices.d[0]!.uuid;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/__mock/ui/');
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await page.getByRole('button', { name: `Act on ${mockSession}`, exact: true }).click();
  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await page.getByRole('switch', { name: 'Record' }).press('Space');
  await expect(page.getByText('Recording: nothing done yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'Faults' }).click();
  await page.getByLabel('Operation (searchable)').fill('listApplication');
  await page.getByRole('button', { name: 'Add a fault' }).click();
  const rule = page.getByRole('switch', { name: 'Active rate-limit listApplication' });
  await expect(rule).toBeChecked();
  await page.getByRole('tab', { name: 'Clock' }).click();
  await page.getByRole('button', { name: 'Advance 1 hour' }).click();
  await page.getByRole('tab', { name: 'Devices' }).click();
  await page.getByLabel('Device name or UUID').fill(uuid);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('switch', { name: 'Offline', exact: true }).press('Space');
  await expect(page.getByRole('switch', { name: 'Offline', exact: true })).toBeChecked();
  await page.getByRole('tab', { name: 'Faults' }).click();
  await rule.press('Space');
  await expect(rule).not.toBeChecked();

  await page.getByRole('tab', { name: 'Scenarios' }).click();
  await page.getByRole('switch', { name: 'Record' }).press('Space');
  await expect(page.getByLabel('Recorded scenario (YAML)')).toContainText('updateFault');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as YAML' }).click();
  const file = join(mkdtempSync(join(tmpdir(), 'fleetmock-rec-')), 'recorded.yaml');
  await (await download).saveAs(file);
  const yaml = readFileSync(file, 'utf8');
  for (const action of ['addFault', 'advanceClock', 'deviceFlags', 'updateFault']) expect(yaml).toContain(action);

  const args = ['--import', 'tsx', 'mock-server/src/fastify/cli.ts', '--port', String(port), '--scale', 'small'];
  const fresh = spawn(
    process.execPath,
    [...args, '--seed', '42', '--epoch', '2026-11-01T00:00:00Z', '--no-simulation', '--dist', dist, '--scenario', file],
    { stdio: 'ignore' },
  );
  try {
    const freshBase = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${freshBase}/ping`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
      .toBe(200);
    // The replay's steps fire as its clock reaches their times (checked on each API request): wait
    // until it has run them all, as the recording had by now.
    await expect
      .poll(
        async () => {
          await fetch(`${freshBase}/ping`);
          const status = (await (await fetch(`${freshBase}/__mock/scenarios`)).json()) as {
            running: { stepsDone: number; stepsTotal: number } | null;
          };
          return status.running ? status.running.stepsTotal - status.running.stepsDone : -1;
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    const recordedStage = await stage(baseURL!, { 'x-mock-session': mockSession });
    expect(recordedStage.rules).toMatchObject([{ effect: { kind: 'status', status: 429 }, enabled: false }]);
    expect(JSON.stringify(recordedStage.flags)).toContain(uuid);
    expect(await stage(freshBase, {})).toEqual(recordedStage);
    const recorded = await sameRequests(baseURL!, { 'x-mock-session': mockSession }, uuid);
    expect(recorded).toContain('GET /v7/application 200');
    expect(await sameRequests(freshBase, {}, uuid)).toEqual(recorded);
  } finally {
    fresh.kill();
  }
});
