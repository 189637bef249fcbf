/**
 * Enterprise sign-on (spec 01 §2, §4 "SAML login", §8): /saml asks for the SSO identifier; /saml/{sso}
 * sends the browser to the identity provider through the API; /saml/callback/signon finalizes the
 * code for a token. SAML errors are persistent toasts and go back to /login.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { samlSchema } from '../schemas/auth.schema.ts';
import { checkSamlIdentifier, samlFinalize, samlStartUrl } from '../../../api/auth.ts';
import { bodyText, isApiError } from '../../../lib/errors.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';

/** Error keys of spec 01 §8 and their texts. */
export const SAML_ERRORS: Record<string, string> = {
  saml_login_fail: MSG.samlLoginFail,
  saml_login_fail_account_mismatch: MSG.samlAccountMismatch,
  saml_login_fail_require_login: MSG.samlRequireLogin,
  saml_login_fail_email_mismatch: MSG.samlEmailMismatch,
  saml_unknown_sso_identifier: MSG.samlUnknownSso,
};

/** The error key an API failure or a callback `error` parameter names (default saml_login_fail). */
export function samlErrorKey(source: unknown): string {
  const text = typeof source === 'string' ? source : isApiError(source) ? (bodyText(source.body) ?? '') : '';
  const keys = Object.keys(SAML_ERRORS).sort((a, b) => b.length - a.length);
  return keys.find((k) => text.includes(k)) ?? 'saml_login_fail';
}

function useSamlFailure() {
  const navigate = useNavigate();
  return (key: string, to = routes.login()) => {
    notify({ kind: 'danger', text: SAML_ERRORS[key] ?? MSG.samlLoginFail, persistent: true, id: key });
    navigate(to, { replace: true });
  };
}

export function SamlEntryPage() {
  const form = useZodForm(samlSchema, { ssoIdentifier: '' });
  const navigate = useNavigate();
  const onSubmit = form.handleSubmit(({ ssoIdentifier }) => navigate(routes.samlProvider(ssoIdentifier.trim())));
  return (
    <AuthCard title={MSG.samlTitle}>
      <form onSubmit={onSubmit} noValidate>
        <TextField label={MSG.ssoIdentifier} autoComplete="organization" {...fieldProps(form, 'ssoIdentifier')} />
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          {MSG.continue}
        </Button>
      </form>
    </AuthCard>
  );
}

export function SamlRedirectPage() {
  const { ssoIdentifier = '' } = useParams();
  const fail = useSamlFailure();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Check the identifier first, so an unknown one gets the spec's error instead of an API error page.
    checkSamlIdentifier(ssoIdentifier)
      .then(() => window.location.assign(samlStartUrl(ssoIdentifier)))
      .catch(() => fail('saml_unknown_sso_identifier'));
  }, [ssoIdentifier, fail]);
  return (
    <AuthCard title={MSG.samlRedirectTitle}>
      <p role="status">{MSG.redirecting}</p>
    </AuthCard>
  );
}

export function SamlCallbackPage() {
  const [search] = useSearchParams();
  const complete = useCompleteLogin();
  const fail = useSamlFailure();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const callbackError = search.get('error');
    if (callbackError || !code) return fail(samlErrorKey(callbackError ?? ''));
    samlFinalize(code)
      .then((token) => complete(token))
      .catch((e) => {
        const key = samlErrorKey(e);
        if (key === 'saml_login_fail_require_login') {
          const merge = routes.samlMerge({ code, shouldMergeWith: search.get('shouldMergeWith') ?? '' });
          return fail(key, routes.login({ redirect: merge }));
        }
        setError(e);
        fail(key);
      });
  }, [search, complete, fail]);
  return (
    <AuthCard title={MSG.signingInTitle}>
      {error ? <FormAlert error={error} /> : <p role="status">{MSG.signingIn}</p>}
    </AuthCard>
  );
}
