/**
 * `--log requests`: one line per request with method, path, status, ms, actor, faults and session,
 * written by the Fastify app with the answer the client gets.
 */
import { afterAll, describe, it, expect } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { requestLine } from '../../mock-server/src/cli/request-log.ts';
import { buildApp } from '../../mock-server/src/fastify/app.ts';
import { OWNER_API_KEY } from '../../mock-server/src/core/seed/index.ts';

const dist = mkdtempSync(join(tmpdir(), 'fleetmock-log-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function loggingApp(lines: string[]) {
  return buildApp({
    core: createMockCore(withMockAdmin({ defaults: { seed: 42, scale: 'small' }, log: () => {} })),
    distDir: dist,
    requestLog: (req, res, ms) => lines.push(requestLine(req, res, ms)),
  });
}

describe('request log', () => {
  it('writes one line per request', async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    await app.inject({ url: '/ping' });
    await app.inject({
      url: '/v7/application',
      headers: { authorization: `Bearer ${OWNER_API_KEY}`, 'x-mock-fault': 'status=503', 'x-mock-session': 'qa' },
    });
    await app.inject({ url: '/__mock/faults' });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GET \/ping 200 \d+\.\dms guest$/);
    expect(lines[1]).toMatch(
      /^GET \/v7\/application 503 \d+\.\dms owner@fleetmock\.test faults=x-mock-fault \[session qa\]$/,
    );
    expect(lines[2]).toMatch(/^GET \/__mock\/faults 200 \d+\.\dms admin$/);
    await app.close();
  });

  it('logs a deep link into the dashboard with the status the browser gets (the SPA fallback)', async () => {
    const lines: string[] = [];
    const app = await loggingApp(lines);
    const page = await app.inject({ url: '/fleets/3/summary', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const api = await app.inject({ url: '/fleets/3/summary', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/fleets\/3\/summary 200 \d+\.\dms guest$/),
      expect.stringMatching(/^GET \/fleets\/3\/summary 404 \d+\.\dms guest$/),
    ]);
    await app.close();
  });
});
