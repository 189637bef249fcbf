/**
 * Starting an OS update (spec 02 §7 "start OS update … a response status other than triggered is an
 * error"; §8 "cannot start the update process"): the actions service's answer decides.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOsUpdate } from './device/writes.ts';

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('startOsUpdate', () => {
  it('resolves when the update is triggered', async () => {
    answer({ status: 'triggered' });
    await expect(startOsUpdate('a'.repeat(32), '6.0.10+rev1.prod')).resolves.toBeUndefined();
  });

  it('rejects with "cannot start the update process" for another status without an error text', async () => {
    answer({ status: 'idle' });
    await expect(startOsUpdate('a'.repeat(32), '6.0.10+rev1.prod')).rejects.toThrow(
      /^cannot start the update process$/,
    );
  });

  it("rejects with the service's error text when it gives one", async () => {
    answer({ status: 'error', error: 'OS version 6.0.10 not supported for device type fincm3' });
    await expect(startOsUpdate('a'.repeat(32), '6.0.10+rev1.prod')).rejects.toThrow(
      'OS version 6.0.10 not supported for device type fincm3',
    );
  });
});
