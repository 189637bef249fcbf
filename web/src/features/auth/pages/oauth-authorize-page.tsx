/** /login/oauth/{clientId} (spec 01 §2, §7): authorize an OAuth application, then redirect with code and state. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { authorizeOAuth, oauthApplicationQuery } from '../../../api/auth.ts';
import { FormAlert } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';

/** The redirect URI with `code` and, if given, `state` appended. */
export function oauthRedirect(redirectUri: string, code: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

export default function OAuthAuthorizePage() {
  const { clientId = '' } = useParams();
  const [search] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const app = useQuery(oauthApplicationQuery(clientId));

  const authorize = async () => {
    if (!app.data) return;
    setPending(true);
    try {
      const { code } = await authorizeOAuth(clientId);
      window.location.assign(oauthRedirect(app.data.redirect_uri, code, search.get('state')));
    } catch (e) {
      setError(e);
      setPending(false);
    }
  };

  return (
    <AuthCard title={MSG.authorizeTitle}>
      <FormAlert error={error ?? app.error} />
      {app.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {app.data === null ? <FormAlert text={MSG.unknownApplication} /> : null}
      {app.data ? (
        <>
          <p>
            <strong>{app.data.name}</strong> {MSG.wouldLikeAccess}
          </p>
          {app.data.description ? <p>{app.data.description}</p> : null}
          <button type="button" className="button button-primary" onClick={authorize} disabled={pending}>
            {MSG.authorize}
          </button>
        </>
      ) : null}
    </AuthCard>
  );
}
