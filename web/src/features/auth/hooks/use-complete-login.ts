/**
 * After a token arrives (password, 2FA, SAML, social, sign-up, verification): set it, then go where
 * the guards say (spec 01 §2): 2FA pending → /login/two-factor; unverified → pending page; else the
 * redirect target, the stored return URL, a pending deploy link, the user's last path, or /.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../session/index.ts';
import { consumeReturnUrl, readDeployParams, readLastPath } from '../../session/index.ts';
import { afterLoginTarget, TWO_FACTOR_PATH, VERIFY_PENDING_PATH } from '../../session/index.ts';

export function useCompleteLogin() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectParam = search.get('redirect');
  return useCallback(
    async (token: string, fallback?: string): Promise<boolean> => {
      const state = await store.loginWithToken(token);
      if (state.status === 'two-factor') {
        navigate(redirectParam ? `${TWO_FACTOR_PATH}?redirect=${encodeURIComponent(redirectParam)}` : TWO_FACTOR_PATH, {
          replace: true,
        });
        return true;
      }
      if (state.status !== 'authenticated' || !state.user) return false;
      if (state.user.mustBeVerified) {
        navigate(VERIFY_PENDING_PATH, { replace: true });
        return true;
      }
      const target = afterLoginTarget({
        redirectParam: redirectParam ?? fallback,
        returnUrl: consumeReturnUrl(),
        hasDeployParams: readDeployParams() !== null,
        lastPath: readLastPath(state.user.id),
      });
      navigate(target, { replace: true });
      return true;
    },
    [store, navigate, redirectParam],
  );
}
