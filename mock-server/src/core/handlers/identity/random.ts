/**
 * Random strings for API keys and one-time codes: from the cryptographic source (auth/secret.ts), so
 * no two fresh worlds hand out the same keys.
 */
import { secretAlnum } from '../../auth/secret.ts';

/** `length` random alphanumerics (A–Z, a–z, 0–9). */
export const randomAlnum = (length: number): string => secretAlnum(length);
