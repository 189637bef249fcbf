/**
 * Social sign-in (spec 01 §2 "/auth/{provider}/callback", §3 "Social service account", §7):
 * - GET /auth/{provider}: 302 to the mock provider page (`?login=<state>&return_to=<dashboard origin>`);
 *   with `login`, the page itself (HTML: the provider's accounts known to the mock); with
 *   `account` (the page's form), 302 to the dashboard's /auth/{provider}/callback with a one-time
 *   `code` and the `state`, or `error=access_denied` on cancel;
 * - GET /auth/{provider}/callback?code&state (the dashboard's fetch): text/plain session JWT; an
 *   unknown, used or expired code or a wrong state: 401 empty. A page navigation to the same path
 *   belongs to the dashboard route of that name: 404, so a mock serving the dashboard answers
 *   index.html (the Vite dev proxy keeps navigations the same way).
 */
import { empty, text, type CoreRequest, type CoreResponse } from '../../http.ts';
import type { World } from '../../world.ts';
import type { StoredRow } from '../../store/rows.ts';
import { issueToken } from '../../auth/login.ts';
import { consumeCode, issueCode } from './codes.ts';
import {
  ONE_TIME_CODE_LENGTH,
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_TITLES,
  dashboardSocialCallback,
  type SocialProvider,
} from './constants.ts';
import { errorNote, escapeHtml, hidden, htmlPage } from './html.ts';
import { randomAlnum } from './random.ts';
import { httpOrigin, isPageNavigation, redirect, startOrigin, withQuery } from './redirect.ts';

const isProvider = (p: string): p is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(p);

/** Social accounts of a provider whose user still exists, by display name. */
function accountsOf(world: World, provider: SocialProvider): StoredRow<'social_service_account'>[] {
  return world.store
    .find('social_service_account', 'provider', provider)
    .filter((a) => world.store.get('user', Number(a.belongs_to__user)))
    .sort((a, b) => String(a.display_name ?? a.remote_id).localeCompare(String(b.display_name ?? b.remote_id)));
}

function providerPage(
  world: World,
  provider: SocialProvider,
  state: string,
  returnTo: string,
  error?: string,
): CoreResponse {
  const title = `Sign in with ${SOCIAL_PROVIDER_TITLES[provider]}`;
  const accounts = accountsOf(world, provider);
  const choices = accounts
    .map((a, i) => {
      const id = `account-${i}`;
      const label = escapeHtml(String(a.display_name ?? a.remote_id));
      return `<label for="${id}"><input type="radio" id="${id}" name="account" value="${a.id}"${i === 0 ? ' checked' : ''}> ${label}</label>`;
    })
    .join('');
  const body =
    `<p>Mock ${escapeHtml(SOCIAL_PROVIDER_TITLES[provider])}: authorize the fleetmock dashboard with one of these accounts.</p>` +
    errorNote(error) +
    (accounts.length ? '' : '<p>No account of this provider is linked to a fleetmock user.</p>') +
    `<form method="get" action="/auth/${provider}">` +
    hidden('state', state) +
    hidden('return_to', returnTo) +
    `<fieldset><legend>Account</legend>${choices}</fieldset>` +
    `<button type="submit">Authorize</button><button type="submit" name="cancel" value="1">Cancel</button></form>`;
  return htmlPage(error ? 400 : 200, title, body);
}

/** Handles GET /auth/{provider}. */
export function startSocial(world: World, req: CoreRequest, provider: string, query: URLSearchParams): CoreResponse {
  if (!isProvider(provider)) return empty(404);
  const returnTo = httpOrigin(query.get('return_to'));
  const callback = dashboardSocialCallback(provider);
  const state = query.get('state') ?? query.get('login') ?? '';
  if (query.has('cancel')) return redirect(withQuery(returnTo, callback, { error: 'access_denied', state }));
  if (query.has('account')) {
    const account = accountsOf(world, provider).find((a) => String(a.id) === query.get('account'));
    if (!account || !state) return providerPage(world, provider, state, returnTo, 'Choose one of the accounts.');
    const code = issueCode(world, { kind: 'social', provider, userId: Number(account.belongs_to__user), state });
    return redirect(withQuery(returnTo, callback, { code, state }));
  }
  if (query.has('login')) return providerPage(world, provider, String(query.get('login')), returnTo);
  const login = randomAlnum(ONE_TIME_CODE_LENGTH);
  return redirect(withQuery('', `/auth/${provider}`, { login, return_to: startOrigin(req) }));
}

/** Handles GET /auth/{provider}/callback. */
export async function finishSocial(
  world: World,
  req: CoreRequest,
  provider: string,
  query: URLSearchParams,
): Promise<CoreResponse> {
  if (!isProvider(provider) || isPageNavigation(req)) return empty(404);
  const code = query.get('code');
  const grant = code ? consumeCode(world, code, 'social') : undefined;
  if (!grant || grant.provider !== provider || grant.state !== (query.get('state') ?? '')) return empty(401);
  const creds = world.store.priv.credentials.get(grant.userId);
  if (!creds) return empty(401);
  return text(200, await issueToken(world, creds));
}
