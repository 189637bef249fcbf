/** Shared by the benchmarks: the Chromium the browser ones drive and the owner's token they all sign in with. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';

/** The persona every browser benchmark acts as (the seed's organization owner). */
const BENCH_USER = 'owner@fleetmock.test';
/** Flags that keep Chromium's own background traffic out of the measurements. */
const QUIET_ARGS = ['--disable-background-networking', '--no-first-run', '--disable-sync'];

/** Debian's Chromium (or `$CHROMIUM_PATH`), headless, without background traffic. */
export function launchChromium(): Promise<Browser> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
    (p): p is string => !!p && existsSync(p),
  );
  return chromium.launch({ executablePath, args: QUIET_ARGS });
}

/** Logs the owner in through `POST /login_` and returns the session token. */
export async function ownerToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login_`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER, password: PERSONA_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.text();
}
