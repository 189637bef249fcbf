/**
 * Every sign-in route of spec 01 §2 "Sign-up, login and recovery", each page loaded on demand and
 * wrapped in the guard its kind needs (features/session/guards). Composed by app/router.tsx.
 */
import type { RouteObject } from 'react-router';
import { LoginOnly, RequireAuth, RequireLogin, TwoFactorOnly } from '../session/index.ts';
import { ENTRY_MESSAGES_ONLY } from '../../lib/i18n.ts';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

const resetPages = () => import('./pages/password-reset-pages.tsx');
const samlPages = () => import('./pages/saml-pages.tsx');
const verifyPages = () => import('./pages/verify-email-pages.tsx');
const invitationPages = () => import('./pages/invitation-pages.tsx');

export const authRoutes: RouteObject[] = [
  {
    element: <LoginOnly />,
    children: [
      // The first page most visitors load: it reads only the entry's message tables.
      { path: '/login', handle: ENTRY_MESSAGES_ONLY, lazy: page(() => import('./pages/login-page.tsx')) },
      { path: '/signup', lazy: page(() => import('./pages/signup-page.tsx')) },
      { path: '/password-reset', lazy: named(resetPages, 'PasswordResetRequestPage') },
      { path: '/password-reset/success', lazy: named(resetPages, 'PasswordResetSuccessPage') },
      { path: '/user/reset-password/:loginCode', lazy: named(resetPages, 'ResetPasswordPage') },
      { path: '/saml', lazy: named(samlPages, 'SamlEntryPage') },
      { path: '/saml/:ssoIdentifier', lazy: named(samlPages, 'SamlRedirectPage') },
      { path: '/saml/callback/signon', lazy: named(samlPages, 'SamlCallbackPage') },
      { path: '/auth/:provider/callback', lazy: page(() => import('./pages/social-callback-page.tsx')) },
    ],
  },
  {
    element: <TwoFactorOnly />,
    children: [{ path: '/login/two-factor', lazy: page(() => import('./pages/two-factor-page.tsx')) }],
  },
  {
    element: <RequireLogin />,
    children: [
      { path: '/signup/profile', lazy: page(() => import('./pages/signup-profile-page.tsx')) },
      { path: '/user/verify-email/pending', lazy: named(verifyPages, 'VerifyEmailPendingPage') },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/login/cli/*', lazy: page(() => import('./pages/cli-login-page.tsx')) },
      { path: '/login/oauth/:clientId', lazy: page(() => import('./pages/oauth-authorize-page.tsx')) },
      { path: '/zendesk-login', lazy: page(() => import('./pages/zendesk-login-page.tsx')) },
      { path: '/saml/callback/merge', lazy: page(() => import('./pages/saml-merge-page.tsx')) },
      { path: '/organization/invitation/:token', lazy: named(invitationPages, 'OrganizationInvitationPage') },
      { path: '/invitation/:token', lazy: named(invitationPages, 'FleetInvitationPage') },
    ],
  },
  { path: '/user/verify-email/:token/:email', lazy: named(verifyPages, 'VerifyEmailTokenPage') },
  { path: '/deploy', lazy: page(() => import('./pages/deploy-page.tsx')) },
];
