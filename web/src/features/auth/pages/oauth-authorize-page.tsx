/** /login/oauth/{clientId} (spec 01 §2, §7): authorize an OAuth application, then redirect with code and state. */
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { oauthApplicationQuery, useAuthorizeOAuth } from '../../../api/oauth.ts';
import { FormAlert } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';

/** The redirect URI with `code` and, if given, `state` appended. */
function oauthRedirect(redirectUri: string, code: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

export default function OAuthAuthorizePage() {
  const { clientId = '' } = useParams();
  const [search] = useSearchParams();
  const grant = useAuthorizeOAuth(clientId);
  const app = useQuery(oauthApplicationQuery(clientId));
  const error = grant.error;
  // After a success the page is leaving for the application: the button stays disabled.
  const pending = grant.isPending || grant.isSuccess;

  const authorize = async () => {
    if (!app.data) return;
    const redirectUri = app.data.redirect_uri;
    try {
      const { code } = await grant.mutateAsync();
      window.location.assign(oauthRedirect(redirectUri, code, search.get('state')));
    } catch {
      // shown from the mutation's error
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
