import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
const PORT = 43199; const BASE = `http://127.0.0.1:${PORT}`;
async function main() {
  const server = spawn('npx', ['tsx', 'mock-server/src/fastify/cli.ts', '--port', String(PORT), '--seed', '42', '--devices', '10000', '--no-simulation', '--dist', 'web/dist-prof'], { stdio: 'ignore', detached: true, cwd: '/work/main' });
  for (let i = 0; i < 120; i++) { try { if ((await fetch(`${BASE}/ping`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
  const token = await (await fetch(`${BASE}/login_`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner@fleetmock.test', password: 'fleetmock-demo' }) })).text();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(([t]) => { localStorage.setItem('fleetmock:token', t); localStorage.setItem('fleetmock:consent', JSON.stringify({ version: 1, essentials: true, analytics: false, decidedAt: 0 })); }, [token]);
  const page = await context.newPage();
  await page.goto(`${BASE}/fleets/25/devices${process.env.SIZE ? `?size=${process.env.SIZE}` : ''}`);
  await page.waitForSelector('table[aria-label="Devices"] tbody tr[aria-rowindex]');
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await page.getByRole('button', { name: /Value$/ }).click();
  await page.getByRole('option', { name: 'disconnected', exact: true }).click();
  await page.waitForTimeout(500);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
  const before = await page.locator('table[aria-label="Devices"] tbody tr[aria-rowindex]').first().innerText();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.waitForFunction((prev) => (document.querySelector('table[aria-label="Devices"] tbody tr[aria-rowindex]') as HTMLElement)?.textContent !== prev, before, { polling: 10 });
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/table.cpuprofile', JSON.stringify(profile));
  await browser.close();
  process.kill(-server.pid!, 'SIGTERM');
}
void main();
