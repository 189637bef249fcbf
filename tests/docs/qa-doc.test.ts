/**
 * docs/qa.md runs as written: its shell blocks in bash (with `curl` against a live mock), its YAML
 * scenario through the admin API, its `mockAdmin` snippets and its `startTestMock()` example as
 * async functions. Blocks are read from the guide (tests/docs/qa-doc.ts), each in its own mock
 * session; the guide's Playwright tests run in e2e/21-qa-docs.spec.ts. Placeholders: `<uuid>` (and
 * `uuid`, `id` in snippets) are a device the owner sees; `M` points at the live mock.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../../generated/client.gen.ts';
import { mockAdminOver } from '../../e2e/fixtures/mock-admin-client.ts';
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { startTestMock } from '../../mock-server/src/msw/node.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
import { startFaultServer, type TestServer } from '../faults/helpers.ts';
import { isImport, isPlaywrightTests, isSnippet, qaBlocks, type DocBlock } from './qa-doc.ts';
import { at, first } from '../present.ts';

const blocks = qaBlocks();
const shell = blocks.filter((b) => b.lang === 'sh');
const yaml = blocks.filter((b) => b.lang === 'yaml');
const snippets = blocks.filter(isSnippet);
const label = (b: DocBlock): string => `line ${b.line} (${b.section})`;
/** The port the guide's examples use. */
const DOC_ORIGIN = 'http://127.0.0.1:4010';

let s: TestServer;
let base: string;
let dir: string;

beforeAll(async () => {
  s = await startFaultServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'qa-doc-'));
  // The guide's own scenario is the `my-scenario.yaml` its shell examples load.
  writeFileSync(join(dir, 'my-scenario.yaml'), yaml[0]?.code ?? '');
});
afterAll(async () => {
  await s.app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a bash script without blocking this process (the mock answers its curl calls). */
function bash(script: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/** Signs the owner in within a session and picks a device the owner sees (online, for the flags). */
async function ownerDevice(session: string): Promise<{ token: string; uuid: string; id: number }> {
  const login = await fetch(`${base}/login_`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-session': session },
    body: JSON.stringify({ username: 'owner@fleetmock.test', password: PERSONA_PASSWORD }),
  });
  const token = await login.text();
  const res = await fetch(`${base}/v7/device?$select=id,uuid&$filter=is_online%20eq%20true&$orderby=id&$top=1`, {
    headers: { authorization: `Bearer ${token}`, 'x-mock-session': session },
  });
  const d = first(((await res.json()) as { d: { id: number; uuid: string }[] }).d);
  return { token, uuid: d.uuid, id: d.id };
}

describe('docs/qa.md', () => {
  test('every block is one the suite runs', () => {
    expect(blocks.length).toBeGreaterThan(30);
    for (const b of blocks) {
      const kinds = [b.lang === 'sh', b.lang === 'yaml', isSnippet(b), isPlaywrightTests(b), isImport(b)].filter(
        Boolean,
      );
      expect(kinds, label(b)).toHaveLength(1);
    }
    expect(blocks.filter(isPlaywrightTests).length).toBeGreaterThanOrEqual(3);
  });

  test.each(shell.map((b) => [label(b), b] as const))('shell block at %s', async (_name, b) => {
    const session = `qa-sh-${b.line}`;
    const { uuid } = await ownerDevice(session);
    const log = join(dir, `curl-${b.line}.log`);
    const npmLog = join(dir, `npm-${b.line}.log`);
    writeFileSync(log, '');
    writeFileSync(npmLog, '');
    // `curl` records its exit status, the HTTP status and its arguments; `npm` records its arguments.
    const script = [
      `M=${base}; S='x-mock-session: ${session}'; J='content-type: application/json'`,
      `curl() { local code; code=$(command curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$@"); printf '%s\\t%s\\t%s\\n' "$?" "$code" "$*" >> '${log}'; }`,
      `npm() { printf '%s\\n' "$*" >> '${npmLog}'; }`,
      b.code
        .replaceAll(DOC_ORIGIN, base)
        .replaceAll('<uuid>', uuid)
        .replace(/^M=\S+;\s*S='x-mock-session: qa';/m, `M=${base}; S='x-mock-session: ${session}';`),
    ].join('\n');
    const run = await bash(script);
    expect(run.status, run.stderr).toBe(0);

    const calls = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const [rc, status] = l.split('\t');
        return { rc: Number(rc), status: Number(status), args: at(l.split('\t'), 2, `the call log line "${l}"`) };
      });
    const npm = readFileSync(npmLog, 'utf8').split('\n').filter(Boolean);
    // The one block without commands sets the variables the others use.
    if (calls.length + npm.length === 0) expect(b.code).toMatch(/^M=\S+; S='[^']+'; J='[^']+'$/);
    for (const c of calls) {
      const fault = /x-mock-fault: (\S+)/.exec(c.args)?.[1];
      if (c.args.includes('/__mock/')) {
        expect([c.rc, c.status], c.args).toEqual([0, expect.any(Number)]);
        expect(c.status, c.args).toBeGreaterThanOrEqual(200);
        expect(c.status, c.args).toBeLessThan(300);
      } else if (fault?.startsWith('status=')) expect(c.status, c.args).toBe(Number(/status=(\d+)/.exec(fault)![1]));
      else if (fault === 'destroy') expect(c.rc, c.args).toBe(52);
      else if (fault?.startsWith('truncated')) expect(c.rc, c.args).toBe(18);
      else if (fault) expect([c.rc, c.status], c.args).toEqual([0, 200]);
      else {
        // A plain API call after a rule of the same block (a dropped socket is one of the outcomes).
        expect(c.rc === 52 || (c.rc === 0 && c.status < 500), c.args).toBe(true);
      }
    }
    // `npm run mock -- …` lines: the flags are ones the CLI takes.
    for (const line of npm) {
      const argv = line.replace(/^run mock -- /, '').split(/\s+/);
      expect(line).toMatch(/^run mock -- /);
      expect(() => parseCli(argv), line).not.toThrow();
    }
  });

  test.each(yaml.map((b) => [label(b), b] as const))('scenario file at %s loads', async (_name, b) => {
    const res = await fetch(`${base}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-session': `qa-yaml-${b.line}` },
      body: JSON.stringify({ source: b.code }),
    });
    expect(res.status, await res.text()).toBeLessThan(300);
  });

  test.each(snippets.map((b) => [label(b), b] as const))('snippet at %s', async (_name, b) => {
    const session = `qa-ts-${b.line}`;
    const { token, uuid, id } = await ownerDevice(session);
    const mockAdmin = mockAdminOver(createApiClient({ baseUrl: base, headers: { 'x-mock-session': session } }));
    if (b.code.includes('mockAdmin.journal(')) {
      // What the journal example looks for: the dashboard renaming the device.
      const patch = await fetch(`${base}/v7/device(${id})`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-mock-session': session },
        body: JSON.stringify({ device_name: 'new-name' }),
      });
      expect(patch.status).toBe(200);
    }
    // The Node example's own requests must succeed too.
    const answers: number[] = [];
    const recordingFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const res = await fetch(input, init);
      answers.push(res.status);
      return res;
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    const run = new AsyncFunction('mockAdmin', 'uuid', 'id', 'expect', 'startTestMock', 'fetch', b.code);
    await run(mockAdmin, uuid, id, expect, startTestMock, recordingFetch);
    for (const status of answers) expect(status).toBeLessThan(300);
  });
});
