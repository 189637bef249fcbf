/**
 * The signed-in user's avatar from the avatar service (Gravatar's `/avatar/{hash}`, spec 01 §7),
 * looked up by the SHA-256 of the trimmed, lower-cased e-mail. `d=404` makes the service answer 404
 * for an address without an avatar, and then (or while it loads, or without an e-mail) the user's
 * initial shows instead. Decorative: the menu button carries the user's name.
 */
import { useEffect, useState } from 'react';
import { config } from '../../config.ts';

/** Pixel size asked of the service: twice the 1.8 rem circle, for high-density screens. */
const AVATAR_SIZE_PX = 64;

/** SHA-256 of the normalised e-mail, as lower-case hex (Gravatar accepts it beside MD5). */
export async function avatarHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function avatarUrl(hash: string): string {
  return `${config.externalUrls.avatars.replace(/\/$/, '')}/${hash}?s=${AVATAR_SIZE_PX}&d=404`;
}

export function Avatar({ email, name }: { email: string | null; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let current = true;
    setSrc(null);
    setShown(false);
    if (email)
      void avatarHash(email).then(
        (hash) => current && setSrc(avatarUrl(hash)),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [email]);
  return (
    <span className="avatar" aria-hidden="true">
      {shown ? null : name.slice(0, 1).toUpperCase()}
      {src ? (
        <img
          className={shown ? 'avatar-image' : 'avatar-image avatar-image-loading'}
          src={src}
          alt=""
          onLoad={() => setShown(true)}
          onError={() => setSrc(null)}
        />
      ) : null}
    </span>
  );
}
