/**
 * Helpers for the account-flow tests: the shared test server (tests/server/helpers.ts: inject plus
 * contract checks of every 2xx answer), the world's outbox, TOTP codes on the world clock.
 */
import * as OTPAuth from 'otpauth';
import { outboxOf, type Mail } from '../../mock-server/src/core/faults/outbox.ts';
import { TWOFACTOR_TOTP_SECRET } from '../../mock-server/src/core/seed/index.ts';
import type { World } from '../../mock-server/src/core/world.ts';
import type { TestServer } from '../server/helpers.ts';

export { startTestServer, jwtPayload, PERSONA, type TestServer } from '../server/helpers.ts';
export { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';
export { TWOFACTOR_TOTP_SECRET };

let counter = 0;
/** A fresh session name per test, so worlds never share state. */
export const session = (name: string): string => `acct-${name}-${++counter}`;

export const worldOf = (s: TestServer, sessionName: string): World => s.core.registry.get(sessionName);

/** Mails sent to an address in a session's world. */
export const mailsTo = (s: TestServer, sessionName: string, to: string): Mail[] =>
  outboxOf(worldOf(s, sessionName)).list(to);

/** The path of the only link in the newest mail to `to`. */
export function lastLink(s: TestServer, sessionName: string, to: string): URL {
  const mails = mailsTo(s, sessionName, to);
  const link = mails.at(-1)?.links?.[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return new URL(link);
}

/** The TOTP code of a secret at the world's current time. */
export function totpNow(world: World, secret: string = TWOFACTOR_TOTP_SECRET): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  return totp.generate({ timestamp: world.clock.now() });
}

/** A code that is surely not the current one (the current code with its first digit changed). */
export const wrongCode = (code: string): string => `${(Number(code[0]) + 5) % 10}${code.slice(1)}`;
