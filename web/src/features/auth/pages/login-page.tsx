/** /login (spec 01 §2): e-mail and password, third-party sign-in, enterprise sign-on link, "first 10 devices free". */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { loginSchema } from '../schemas/auth.schema.ts';
import { loginWithPassword, socialStartUrl } from '../../../api/auth.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { routes } from '../../../lib/paths.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';
import { PASSWORD_MAX_LENGTH } from '../../../lib/timing.ts';
import { writePasswordChangeRequired } from '../../session/index.ts';

/** Third-party providers offered (the mock's /config lists github and google). */
const SOCIAL_PROVIDERS = [
  { id: 'github', label: 'GitHub' },
  { id: 'google', label: 'Google' },
] as const;

/** A login password longer than a new password may be forces a password change (spec 01 §5 "New password"). */
export const loginPasswordNeedsChange = (password: string): boolean => password.length > PASSWORD_MAX_LENGTH;

export default function LoginPage() {
  const form = useZodForm(loginSchema, { username: '', password: '' });
  const [error, setError] = useState<unknown>(null);
  const [search] = useSearchParams();
  const complete = useCompleteLogin();
  const redirect = search.get('redirect');

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setError(null);
    try {
      const token = await loginWithPassword(username, password);
      writePasswordChangeRequired(loginPasswordNeedsChange(password));
      if (!(await complete(token))) setError(new Error(MSG.loginFailed));
    } catch (e) {
      setError(e);
    }
  });

  return (
    <AuthCard title={MSG.loginTitle} promo>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert error={error} />
        <TextField label={MSG.email} type="email" autoComplete="username" {...fieldProps(form, 'username')} />
        <TextField
          label={MSG.password}
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          {MSG.logIn}
        </Button>
      </form>
      <nav aria-label={MSG.otherWays} className="auth-alternatives">
        {SOCIAL_PROVIDERS.map((p) => (
          <a key={p.id} className="button" href={socialStartUrl(p.id)}>
            {t('auth.loginWith', { provider: p.label })}
          </a>
        ))}
        <Link className="button" to={routes.saml()}>
          {MSG.enterpriseSso}
        </Link>
      </nav>
      <p className="auth-links">
        <Link to={routes.passwordReset()}>{MSG.forgotPassword}</Link>
        {' · '}
        <Link to={routes.signup({ redirect })}>{MSG.signUp}</Link>
      </p>
    </AuthCard>
  );
}
