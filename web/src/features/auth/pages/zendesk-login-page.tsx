/** /zendesk-login (spec 01 §2, §7): asks the API for the support-portal redirect and submits its jwt as a form POST. */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { zendeskLogin } from '../../../api/auth.ts';
import { FormAlert } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

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
      <FormAlert error={error} />
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
