/**
 * The serve flags: every flag appears in --help with a default and an example; bad input is one
 * CliError naming the flag (exit status 2 in main), including the checks made before seeding.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError, FLAGS, flagsHelp, parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { preflight } from '../../mock-server/src/cli/preflight.ts';
import { helpText } from '../../mock-server/src/cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'fleetmock-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fleetmock flags', () => {
  it('--help lists every flag with its default and an example', () => {
    const help = helpText();
    for (const f of FLAGS) {
      expect(help).toContain(`--${f.name}`);
      expect(help).toContain(`default: ${f.defaultText}; e.g. ${f.example}`);
    }
    expect(flagsHelp().split('\n')).toHaveLength(FLAGS.length * 2);
  });

  it('every example parses', () => {
    for (const f of FLAGS) expect(() => parseCli(f.example.split(' ')), f.example).not.toThrow();
  });

  it.each([
    [['--port', 'abc'], "--port must be an integer from 0 to 65535, got 'abc'"],
    [['--scale', 'huge'], "--scale must be one of small, demo, large, got 'huge'"],
    [['--devices', '-5'], "--devices must be an integer from 0 to 100,000, got '-5'"],
    [['--devices=1.5'], "--devices must be an integer from 0 to 100,000, got '1.5'"],
    [['--log', 'all'], "--log must be one of none, requests, got 'all'"],
    [['--session-idle', 'soon'], '--session-idle must be a duration'],
    [['--port'], '--port needs a value, e.g. --port 4011'],
    [['--strict=yes'], '--strict takes no value'],
    [['--nope'], 'unknown flag --nope'],
    [['serve-me'], "unexpected argument 'serve-me'"],
  ])('%j → %s', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(CliError);
    expect(() => parseCli(argv)).toThrow(message);
  });

  it('reads values and defaults', () => {
    expect(parseCli([])).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      seed: 42,
      scale: 'demo',
      simulation: true,
      strict: false,
    });
    expect(
      parseCli([
        '--port=0',
        '--devices',
        '100000',
        '--no-simulation',
        '--log',
        'requests',
        '--session-idle',
        '10m',
        '--max-sessions',
        '5',
      ]),
    ).toMatchObject({
      port: 0,
      devices: 100_000,
      simulation: false,
      log: 'requests',
      sessionIdleMs: 600_000,
      maxSessions: 5,
    });
  });
});

describe('checks before start', () => {
  const base = () => ({ ...parseCli(['--port', '0']) });

  it('--dist needs an index.html, --state an existing folder, --scenario a file or shipped name', async () => {
    await expect(preflight({ ...base(), distDir: dir })).rejects.toThrow(`--dist ${dir}: no index.html in that folder`);
    await expect(preflight({ ...base(), distDir: join(dir, 'missing') })).rejects.toThrow('no such folder');
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    await expect(preflight({ ...base(), distDir: dir })).resolves.toBeUndefined();
    await expect(preflight({ ...base(), stateFile: join(dir, 'no-folder', 'state.json') })).rejects.toThrow(
      `folder ${join(dir, 'no-folder')} does not exist`,
    );
    await expect(preflight({ ...base(), stateFile: join(dir, 'state.json') })).resolves.toBeUndefined();
    await expect(preflight({ ...base(), scenario: 'nope' })).rejects.toThrow(
      /--scenario nope: no such file or shipped scenario \(shipped: big-fleet,/,
    );
    await expect(preflight({ ...base(), scenario: 'rate-limited' })).resolves.toBeUndefined();
  });

  it('a busy port names the next free one', async () => {
    const busy: Server = createServer();
    await new Promise<void>((r) => busy.listen({ port: 0, host: '127.0.0.1' }, r));
    const port = (busy.address() as { port: number }).port;
    try {
      await expect(preflight({ ...base(), port })).rejects.toThrow(
        new RegExp(`^port ${port} is in use; try --port \\d+$`),
      );
    } finally {
      busy.close();
    }
  });
});
