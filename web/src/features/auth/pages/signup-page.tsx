/**
 * /signup (spec 01 §2, §4, §5): e-mail, password, newsletter opt-out and captcha. Without a captcha
 * site key the captcha is skipped with a dummy value; `recaptcha_secret` supplies the response for
 * tests; `email` pre-fills; `saml_error` is shown. After sign-up: pending verification waits, otherwise
 * the profile step.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { signupSchema } from '../schemas/auth.schema.ts';
import { register } from '../../../api/auth.ts';
import { isSafeReturnPath, peekReturnUrl, storeReturnUrl, useSessionStore } from '../../session/index.ts';
import { SAML_ERRORS } from './saml-pages.tsx';
import { VERIFY_PENDING_PATH } from '../../session/index.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';
import { Button, Checkbox, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';

/** Sent as the captcha response when no site key is configured (documented mock value). */
export const CAPTCHA_DUMMY_RESPONSE = 'fleetmock-captcha-skipped';
export const PROFILE_STEP_PATH = routes.signupProfile();

/**
 * The invitation a sign-up answers, read from where the user goes next: /organization/invitation/{token}
 * is an organization invitation, /invitation/{token} a fleet (application) invitation (spec 01 §2, §5).
 */
export function invitationOf(
  path: string | null,
): { invitationType: 'organization' | 'application'; invitationToken: string } | null {
  const match = path ? /^\/(organization\/)?invitation\/([^/?#]+)/.exec(path) : null;
  const rawToken = match?.[2];
  if (!match || rawToken === undefined) return null;
  let invitationToken: string;
  try {
    invitationToken = decodeURIComponent(rawToken);
  } catch {
    return null;
  }
  return { invitationType: match[1] ? 'organization' : 'application', invitationToken };
}

function captchaSiteKey(): string | undefined {
  return (globalThis as { __FLEETMOCK_CONFIG__?: { recaptchaSiteKey?: string } }).__FLEETMOCK_CONFIG__
    ?.recaptchaSiteKey;
}

export default function SignupPage() {
  const [search] = useSearchParams();
  const siteKey = captchaSiteKey();
  const captcha = search.get('recaptcha_secret') ?? (siteKey ? '' : CAPTCHA_DUMMY_RESPONSE);
  const form = useZodForm(signupSchema, {
    email: search.get('email') ?? '',
    password: '',
    hasDisabledNewsletter: false,
    captcha,
  });
  const [error, setError] = useState<unknown>(null);
  const store = useSessionStore();
  const navigate = useNavigate();
  const samlError = search.get('saml_error');
  const redirect = search.get('redirect');

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    // The redirect target is where saving or skipping the profile step leads (spec 01 §4 "Sign-up").
    if (isSafeReturnPath(redirect)) storeReturnUrl(redirect);
    try {
      const token = await register({ ...values, ...invitationOf(peekReturnUrl()) });
      const state = await store.loginWithToken(token);
      notify({ kind: 'success', text: MSG.signupSuccess });
      navigate(state.user?.mustBeVerified ? VERIFY_PENDING_PATH : PROFILE_STEP_PATH, { replace: true });
    } catch (e) {
      setError(e);
    }
  });

  return (
    <AuthCard title={MSG.signupTitle} promo>
      {samlError ? <FormAlert text={SAML_ERRORS[samlError] ?? samlError} /> : null}
      <form onSubmit={onSubmit} noValidate>
        <FormAlert error={error} />
        <TextField label={MSG.email} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <TextField
          label={MSG.password}
          type="password"
          autoComplete="new-password"
          description={MSG.passwordHint}
          {...fieldProps(form, 'password')}
        />
        <Checkbox {...fieldProps(form, 'hasDisabledNewsletter')}>{MSG.noNewsletter}</Checkbox>
        <input type="hidden" {...form.register('captcha')} />
        {!captcha ? <FormAlert text={MSG.recaptchaNotVerified} /> : null}
        <Button
          type="submit"
          variant="primary"
          pending={form.formState.isSubmitting}
          disabled={!captcha}
          title={!captcha ? MSG.recaptchaTooltip : undefined}
        >
          {MSG.signUp}
        </Button>
      </form>
      <p className="auth-links">
        {MSG.alreadyHaveAccount} <Link to={routes.login({ redirect })}>{MSG.logIn}</Link>
      </p>
    </AuthCard>
  );
}
