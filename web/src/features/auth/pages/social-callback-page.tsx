/** /auth/{provider}/callback (spec 01 §2, §7): hands the provider's query to the API, which answers with a token. */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { socialCallback } from '../../../api/auth.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { FormAlert } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

export default function SocialCallbackPage() {
  const { provider = '' } = useParams();
  const { search } = useLocation();
  const complete = useCompleteLogin();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    socialCallback(provider, new URLSearchParams(search))
      .then((token) => complete(token))
      .then((ok) => {
        if (!ok) setError(new Error(MSG.signInFailed));
      })
      .catch(setError);
  }, [provider, search, complete]);
  return (
    <AuthCard title={MSG.signingInTitle}>
      {error ? <FormAlert error={error} /> : <p role="status">{MSG.signingIn}</p>}
    </AuthCard>
  );
}
