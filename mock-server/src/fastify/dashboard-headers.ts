/**
 * Security headers on the dashboard's own files (index.html, scripts, styles, images) when the mock
 * serves a built dashboard (`--dist`, and the packed `fleetmock` command): a Content-Security-Policy,
 * `X-Content-Type-Options: nosniff` and `frame-ancestors` (with `X-Frame-Options` for old browsers).
 *
 * The policy fits what the dashboard loads: its scripts and the run-time configuration from its own
 * origin; the offline Stripe.js stand-in from `/__ext/stripe/v3/` (same origin) or, with a real
 * publishable key, Stripe.js and its frames from stripe.com; map tiles and avatars from `/__ext/`
 * plus the `data:` images bundled by Vite, and the project logos a release contract or a deploy
 * link's balena.yml names (`assets.logo.data.url`, on any https host, as on the real dashboard);
 * the terminal's and logs' websockets on the same host (`'self'` covers ws: and wss: of the
 * origin); xterm and the boot placeholder set inline styles, hence `'unsafe-inline'` for styles
 * only. Scripts never run inline.
 *
 * Forms submit to the dashboard's origin and to the support portal only: /zendesk-login posts the
 * portal's jwt to `SUPPORT_PORTAL_URL/access/jwt`, which answers with a redirect to the `return_to`
 * page of the same portal. `form-action` governs that redirect too, so the portal's origin (and no
 * other) is listed beside `'self'`.
 */
import { SUPPORT_PORTAL_URL } from '../core/handlers/identity/constants.ts';

/** Origin of the support portal the /zendesk-login form posts to and is redirected within. */
const SUPPORT_PORTAL_ORIGIN = new URL(SUPPORT_PORTAL_URL).origin;

const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  `form-action 'self' ${SUPPORT_PORTAL_ORIGIN}`,
  "frame-ancestors 'self'",
].join('; ');

/** Headers of every file of the served dashboard. */
const DASHBOARD_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

/** Sets the dashboard headers on a reply (the static plugin's `setHeaders` hook). */
export function setDashboardHeaders(reply: { header(name: string, value: string): unknown }): void {
  for (const [name, value] of Object.entries(DASHBOARD_HEADERS)) reply.header(name, value);
}
