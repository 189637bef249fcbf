/**
 * Route guard elements over `guardDecision` (spec 01 §2 "Guards, in order"). Wrap a route's element
 * (or use them as layout routes: they render an `<Outlet/>` without children).
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../use-session.ts';
import { storeLastPath, storeReturnUrl } from '../storage.ts';
import { guardDecision, type PageKind } from './guard-rules.ts';
import { BootSpinner } from '../../../components/boot-spinner.tsx';

/** Accessible loading indicator shown until the user record is loaded (guard 4); a retry after 59 s. */
function SessionLoading() {
  return <BootSpinner />;
}

interface GuardProps {
  children?: ReactNode;
}

function Guard({ kind, permitted, children }: GuardProps & { kind: PageKind; permitted?: boolean }) {
  const session = useSession();
  const location = useLocation();
  const [search] = useSearchParams();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const decision = guardDecision({
    kind,
    status: session.status,
    mustBeVerified: session.user?.mustBeVerified,
    location: here,
    redirectParam: search.get('redirect'),
    permitted,
  });
  const userId = session.user?.id;
  useEffect(() => {
    // (6) remember the last visited path of this user, restored after the next login.
    if (kind === 'authenticated' && decision.type === 'render' && userId !== undefined) storeLastPath(userId, here);
  }, [kind, decision.type, userId, here]);

  if (decision.type === 'loading') return <SessionLoading />;
  if (decision.type === 'redirect') {
    if (decision.storeReturnUrl) storeReturnUrl(here);
    return <Navigate to={decision.to} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}

/** The authenticated area: guards (1)–(4) and, with `permitted`, the permission gate (7). */
export function RequireAuth({ children, permitted }: GuardProps & { permitted?: boolean }) {
  return (
    <Guard kind="authenticated" permitted={permitted}>
      {children}
    </Guard>
  );
}

/** Pages for logged-in users whose e-mail may still be unverified (verification pending, profile step). */
export function RequireLogin({ children }: GuardProps) {
  return <Guard kind="authenticated-unverified">{children}</Guard>;
}

/** Login-only pages: logged-in users go to / or the `redirect` target (guard 5). */
export function LoginOnly({ children }: GuardProps) {
  return <Guard kind="login-only">{children}</Guard>;
}

/** The second-factor page: only while a second factor is pending. */
export function TwoFactorOnly({ children }: GuardProps) {
  return <Guard kind="two-factor">{children}</Guard>;
}
