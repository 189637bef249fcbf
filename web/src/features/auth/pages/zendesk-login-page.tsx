/**
 * /zendesk-login (spec 01 §2, §7): asks the API for the support-portal redirect and submits its jwt
 * as a form POST. A refusal (401/403: the portal is private support, spec 03 §6) shows
 * no_support_access with the server's reason; any other failure shows unknown_access_error (spec 01 §8).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { zendeskLogin } from '../../../api/auth.ts';
import { FormAlert } from '../../../components/ui/index.ts';
import { isApiError } from '../../../lib/errors.ts';
import { routes } from '../../../lib/paths.ts';
import { MSG } from '../messages.ts';

/** The spec's text for a failed portal login and, for a refusal, the server's reason. */
function portalError(error: unknown): { text: string; reason: string | null } {
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return { text: MSG.noSupportAccess, reason: typeof error.body === 'string' && error.body ? error.body : null };
  return { text: MSG.unknownAccessError, reason: null };
}

export default function ZendeskLoginPage() {
  const [search] = useSearchParams();
  const [target, setTarget] = useState<{ action: string; jwt: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    zendeskLogin(search.get('return_to') ?? '')
      .then(({ redirect }) => {
        const url = new URL(redirect);
        const jwt = url.searchParams.get('jwt') ?? '';
        url.searchParams.delete('jwt');
        setTarget({ action: url.toString(), jwt });
      })
      .catch(setError);
  }, [search]);
  useEffect(() => {
    if (target) formRef.current?.submit();
  }, [target]);
  return (
    <AuthCard title={MSG.supportPortal}>
      {error ? <PortalError error={error} /> : null}
      {target ? (
        <form ref={formRef} method="post" action={target.action}>
          <input type="hidden" name="jwt" value={target.jwt} />
          <button type="submit" className="button">
            {MSG.continueSupport}
          </button>
        </form>
      ) : !error ? (
        <p role="status">{MSG.redirecting}</p>
      ) : null}
    </AuthCard>
  );
}

function PortalError({ error }: { error: unknown }) {
  const { text, reason } = portalError(error);
  return (
    <>
      <FormAlert text={text} />
      {reason ? <p className="muted">{reason}</p> : null}
      <Link to={routes.home()}>{MSG.supportHome}</Link>
    </>
  );
}
