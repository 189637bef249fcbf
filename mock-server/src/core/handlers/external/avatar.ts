/**
 * Gravatar double (contract getAvatar; spec 01 §7): `/avatar/{md5 or sha256 of the e-mail}` answers a
 * generated SVG — initials on a colour derived from the hash. With `d=404` a hash that matches no
 * seeded user's e-mail answers 404, as Gravatar does; otherwise a neutral placeholder.
 */
import type { World } from '../../world.ts';
import { md5Hex } from './md5.ts';
import { localPart } from '../../email-address.ts';

/** Default avatar size in pixels (Gravatar's). */
const DEFAULT_AVATAR_SIZE = 80;
/** Largest size Gravatar serves. */
const MAX_AVATAR_SIZE = 2048;
export const AVATAR_HASH = /^([0-9a-f]{32}|[0-9a-f]{64})$/;

const COLOURS = ['#3b82f6', '#0d9488', '#9333ea', '#db2777', '#ea580c', '#4f46e5', '#059669', '#b45309'];

async function sha256Hex(s: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s));
  return Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The e-mail (trimmed, lower-cased) of a seeded user whose hash is `hash`, or null. */
export async function emailForHash(world: World, hash: string): Promise<string | null> {
  for (const creds of world.store.priv.credentials.values()) {
    const email = creds.email?.trim().toLowerCase();
    if (!email) continue;
    if ((hash.length === 32 ? md5Hex(email) : await sha256Hex(email)) === hash) return email;
  }
  return null;
}

/** Up to two initials from an e-mail's local part (`saml.alice@…` → `SA`). */
function initialsOf(email: string): string {
  const [first, second] = localPart(email)
    .split(/[._+-]+/)
    .filter(Boolean);
  const letters = first && second ? first.charAt(0) + second.charAt(0) : (first ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Parses `s`: an integer in 1–2048, else the default size. */
export function avatarSize(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n >= 1 && n <= MAX_AVATAR_SIZE ? n : DEFAULT_AVATAR_SIZE;
}

/** The SVG avatar for a hash: initials when known, a neutral head-and-shoulders placeholder otherwise. */
export function avatarSvg(hash: string, size: number, email: string | null): string {
  const fill = email ? COLOURS[parseInt(hash.slice(0, 8), 16) % COLOURS.length] : '#9ca3af';
  const inner = email
    ? `<text x="50%" y="50%" dy=".35em" font-family="sans-serif" font-size="${Math.round(size * 0.4)}" text-anchor="middle" fill="#fff">${initialsOf(email)}</text>`
    : `<circle cx="${size / 2}" cy="${size * 0.38}" r="${size * 0.18}" fill="#fff"/><ellipse cx="${size / 2}" cy="${size * 0.95}" rx="${size * 0.34}" ry="${size * 0.3}" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${fill}"/>${inner}</svg>`;
}
