/**
 * Command-line login target (spec 01 §2 "/login/cli/*"): only localhost or an IP address may receive
 * the token. The splat is the CLI's local URL, possibly URL-encoded once or twice.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpOrLocalhost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || IPV4.test(h) || (h.startsWith('[') && h.endsWith(']'));
}

/** The URL the login form posts to, or null when the target is not localhost or an IP address. */
export function cliLoginTarget(splat: string): string | null {
  let raw = splat.trim();
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(raw); i++) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  if (!raw) return null;
  if (!/^https?:\/\//i.test(raw)) raw = `http://${raw}`;
  try {
    const url = new URL(raw);
    if (url.username || url.password) return null;
    return isIpOrLocalhost(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}
