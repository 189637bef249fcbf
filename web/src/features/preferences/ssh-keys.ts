/**
 * SSH public keys (spec 01 §3, §5): accepted types, the MD5 fingerprint shown for each key, and the
 * import rule from the code host (skip keys already saved, name new ones "GitHub Key N").
 */
import { t } from '../../lib/i18n.ts';

/** Accepted key types (spec 01 §5). */
const SSH_KEY_TYPES = [
  'ssh-rsa',
  'ssh-dss',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const;

/** A type, base64 text and an optional comment. */
export const SSH_KEY_PATTERN = new RegExp(`^(${SSH_KEY_TYPES.join('|')}) [A-Za-z0-9+/]+={0,3}( .*)?$`);

export const isValidSshKey = (key: string): boolean => SSH_KEY_PATTERN.test(key.trim());

/** The key material (type + base64) without the comment, for duplicate checks. */
function keyBody(key: string): string {
  return key.trim().split(/\s+/).slice(0, 2).join(' ');
}

/** MD5 digest (RFC 1321), small and dependency-free: browsers' SubtleCrypto has no MD5. */
function md5(bytes: Uint8Array): Uint8Array {
  const s = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
    21,
  ];
  // Each of the 64 rounds: its shift and its constant K[i] = floor(|sin(i + 1)| * 2^32).
  const rounds = s.map((shift, i) => ({ shift, k: Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0 }));
  const len = bytes.length;
  const padded = new Uint8Array(((len + 8) >> 6) * 64 + 64);
  padded.set(bytes);
  padded[len] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (len * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor((len * 8) / 2 ** 32), true);
  let a0 = 0x67452301,
    b0 = 0xefcdab89,
    c0 = 0x98badcfe,
    d0 = 0x10325476;
  for (let off = 0; off < padded.length; off += 64) {
    let a = a0,
      b = b0,
      c = c0,
      d = d0;
    for (const [i, { shift, k }] of rounds.entries()) {
      let f: number, g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const tmp = d;
      d = c;
      c = b;
      const sum = (a + f + k + view.getUint32(off + g * 4, true)) >>> 0;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
      a = tmp;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  const out = new DataView(new ArrayBuffer(16));
  [a0, b0, c0, d0].forEach((v, i) => out.setUint32(i * 4, v, true));
  return new Uint8Array(out.buffer);
}

/** The MD5 fingerprint of a public key: colon-separated hex of the decoded base64 blob (spec 01 §3). */
export function sshFingerprint(publicKey: string): string | null {
  const b64 = publicKey.trim().split(/\s+/)[1];
  if (!b64) return null;
  try {
    const bin = atob(b64);
    const digest = md5(Uint8Array.from(bin, (ch) => ch.charCodeAt(0)));
    return Array.from(digest, (x) => x.toString(16).padStart(2, '0')).join(':');
  } catch {
    return null;
  }
}

/**
 * Keys from the code host to add: not yet saved, named "GitHub Key N" with N counting from 1 and
 * skipping titles the user's saved keys already carry (a second import adds "GitHub Key 2", not
 * another "GitHub Key 1").
 */
export function keysToImport(
  remote: readonly string[],
  saved: readonly string[],
  savedTitles: readonly string[] = [],
): Array<{ title: string; publicKey: string }> {
  const have = new Set(saved.map(keyBody));
  const taken = new Set(savedTitles);
  const fresh = remote.filter((k) => isValidSshKey(k) && !have.has(keyBody(k)));
  let n = 0;
  const nextTitle = (): string => {
    let title: string;
    do title = t('preferences.importedKeyTitle', { n: ++n });
    while (taken.has(title));
    return title;
  };
  return fresh.map((publicKey) => ({ title: nextTitle(), publicKey }));
}
