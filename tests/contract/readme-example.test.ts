/**
 * README's generated-client example is executed as written: the block is cut out of README.md, pointed
 * at a started mock (startTestMock, MSW adapter) and run; its devices must be what the API selects.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMock, type TestMock } from '../../mock-server/src/msw/node.ts';

const README = resolve(__dirname, '../../README.md');
const CLIENT = resolve(__dirname, '../../generated/client.gen.ts');
const MARKER = /<!-- readme-example: generated-client[^>]*-->\s*```ts\n([\s\S]*?)```/;

let mock: TestMock;
let dir: string;
beforeAll(() => {
  mock = startTestMock();
  dir = mkdtempSync(join(tmpdir(), 'fleetmock-readme-'));
});
afterAll(() => {
  mock.server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The example block, its import and base URL pointed at this checkout and the test mock. */
function exampleModule(): string {
  const block = MARKER.exec(readFileSync(README, 'utf8'))?.[1];
  if (!block) throw new Error('README.md has no generated-client example block');
  expect(block.trim().split('\n').length).toBeLessThanOrEqual(12);
  const code = block
    .replace("'./generated/client.gen.ts'", JSON.stringify(CLIENT))
    .replace("'http://127.0.0.1:4010'", JSON.stringify(mock.baseUrl));
  expect(code).not.toContain('./generated/');
  expect(code).not.toContain('127.0.0.1:4010');
  return `${code}\nexport { devices };\n`;
}

describe('README: reading devices with the generated client', () => {
  it('runs as written against the mock and returns the selected, expanded, filtered devices', async () => {
    const file = join(dir, 'example.ts');
    writeFileSync(file, exampleModule());
    const { devices } = (await import(pathToFileURL(file).href)) as { devices: unknown[] };

    // The same read, straight over HTTP, is what the example must have received.
    const token = await (
      await fetch(`${mock.baseUrl}/login_`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner@fleetmock.test', password: 'fleetmock-demo' }),
      })
    ).text();
    const query =
      "$select=id,device_name,is_online&$expand=belongs_to__application($select=app_name)&$filter=is_online eq true and overall_status eq 'operational'&$orderby=id asc&$top=5";
    const expected = (
      await (
        await fetch(`${mock.baseUrl}/v7/device?${encodeURI(query)}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).d;

    // Some online operational devices exist in the test world, at most $top of them come back.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(5);
    expect(devices).toEqual(expected);
    for (const d of expected) {
      expect(Object.keys(d).sort()).toEqual(['belongs_to__application', 'device_name', 'id', 'is_online']);
      expect(d.is_online).toBe(true);
      expect(typeof d.belongs_to__application[0].app_name).toBe('string');
    }
  });
});
