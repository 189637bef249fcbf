/**
 * `npm start`: builds the dashboard, then serves the mock API and the dashboard from one origin on
 * demo data. Extra flags go to the mock CLI (e.g. `npm start -- --port 5000 --seed 7`).
 * The mock prints the URL and the persona table (every password is `fleetmock-demo`).
 */
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm start: the dashboard build failed (see above).');
  process.exit(build.status ?? 1);
}

const extra = process.argv.slice(2);
const args = [
  'tsx',
  'mock-server/src/fastify/cli.ts',
  '--dist',
  'web/dist',
  ...(extra.includes('--port') ? [] : ['--port', '4010']),
  ...extra,
];
const child = spawn('npx', args, { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
