/**
 * Random strings from the world store's seeded PRNG (DESIGN §5 determinism): API keys, one-time
 * codes. The same seed and the same request sequence give the same keys.
 */
import { nextRandom, type Store } from '../../store/store.ts';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random alphanumerics (A–Z, a–z, 0–9) from the store PRNG. */
export function randomAlnum(store: Store, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALNUM[Math.floor(nextRandom(store) * ALNUM.length)];
  return out;
}
