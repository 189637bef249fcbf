/**
 * The vendor SDK (balena-sdk) against the mock over real HTTP: `startSdkHarness()` starts the mock as
 * `npm run mock` does (Fastify, admin API and journal included) on 127.0.0.1 with a free port, and hands
 * out SDK instances pointed at it, logged in as a persona.
 *
 * The mock runs on the wall clock (no pinned epoch): balena-auth decodes a stored JWT and refuses it
 * before sending anything when `exp` is past by the machine's clock, so a mock whose timeline started
 * at the pinned epoch would hand out tokens the SDK already considers expired. Seed and scale stay
 * fixed, so ids, names and relations are the same on every run; only timestamps follow the start.
 */
import { getSdk, type BalenaSDK } from 'balena-sdk';
import { startServer, type RunningServer } from '../../mock-server/src/fastify/server.ts';
import { parseCli } from '../../mock-server/src/fastify/cli-args.ts';
import { PERSONA_PASSWORD } from '../../mock-server/src/core/seed/index.ts';

export { PERSONA_PASSWORD };

/** A persona's e-mail address (`owner` → `owner@fleetmock.test`). */
export const personaEmail = (persona: string): string => `${persona}@fleetmock.test`;

export interface SdkHarness {
  /** `http://127.0.0.1:<port>`: the API (and builder) URL the SDK is given. */
  apiUrl: string;
  /** The running server: its core (worlds, clock, store) for arranging state a test needs. */
  server: RunningServer;
  /**
   * An SDK logged in as `persona` with `auth.login({email, password})`; the same instance for the same
   * persona (one login per persona and file). Without a persona: a fresh SDK with no credentials.
   */
  sdk(persona?: string): Promise<BalenaSDK>;
  /** A new SDK pointed at the mock, not logged in (for flows that log in themselves). */
  fresh(): BalenaSDK;
  close(): Promise<void>;
}

export interface SdkHarnessOptions {
  /** Seed scale (default `small`: every persona, organization and flow, few devices). */
  scale?: 'small' | 'demo';
  seed?: number;
}

/** Starts the mock on a free loopback port and returns SDK factories for it. */
export async function startSdkHarness(options: SdkHarnessOptions = {}): Promise<SdkHarness> {
  const cli = parseCli([
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--seed',
    String(options.seed ?? 42),
    '--scale',
    options.scale ?? 'small',
    '--no-simulation',
  ]);
  const server = await startServer(cli, { log: () => {} });
  const apiUrl = server.url;
  const fresh = (): BalenaSDK =>
    getSdk({ apiUrl, builderUrl: apiUrl, dashboardUrl: apiUrl, dataDirectory: false, isBrowser: false });
  const logins = new Map<string, Promise<BalenaSDK>>();
  const sdk = (persona?: string): Promise<BalenaSDK> => {
    if (persona === undefined) return Promise.resolve(fresh());
    let ready = logins.get(persona);
    if (!ready) {
      const s = fresh();
      ready = s.auth.login({ email: personaEmail(persona), password: PERSONA_PASSWORD }).then(() => s);
      logins.set(persona, ready);
    }
    return ready;
  };
  return { apiUrl, server, sdk, fresh, close: () => server.close() };
}
