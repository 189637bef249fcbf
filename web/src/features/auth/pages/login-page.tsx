/**
 * /login (spec 01 §2): e-mail and password, third-party sign-in, enterprise sign-on link, "first 10 devices free".
 * The first page most visitors load, so it keeps to the kit's plain fields: the two inputs are read from
 * the form on submit and checked by `checkLogin` (schemas/login-fields.ts), without react-hook-form or
 * zod (other forms use the kit's `Form`/`useZodForm`). As there: errors show after a submit, then follow
 * each change; the first invalid field gets the focus.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { checkLogin, LOGIN_FIELDS, type LoginField } from '../schemas/login-fields.ts';
import { loginWithPassword, socialStartUrl } from '../../../api/auth.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { routes } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
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

/** The login form's current values, by field name. */
const readFields = (form: HTMLFormElement): Record<LoginField, unknown> => {
  const data = new FormData(form);
  return { username: data.get('username') ?? '', password: data.get('password') ?? '' };
};

export default function LoginPage() {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [search] = useSearchParams();
  const complete = useCompleteLogin();
  const redirect = search.get('redirect');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const checked = checkLogin(readFields(form));
    setFieldErrors(checked.errors ?? {});
    if (!checked.values) {
      const first = LOGIN_FIELDS.find((name) => checked.errors[name]);
      const input = first ? form.elements.namedItem(first) : null;
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    const { username, password } = checked.values;
    setError(null);
    setSubmitting(true);
    try {
      const token = await loginWithPassword(username, password);
      writePasswordChangeRequired(loginPasswordNeedsChange(password));
      if (!(await complete(token))) setError(new Error(MSG.loginFailed));
    } catch (e) {
      setError(e);
    } finally {
      setSubmitting(false);
    }
  };

  // After the first submit, the messages follow what is typed.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (fieldErrors) setFieldErrors(checkLogin(readFields(event.currentTarget)).errors ?? {});
  };

  return (
    <AuthCard title={MSG.loginTitle} promo>
      <form onSubmit={(e) => void onSubmit(e)} onChange={onChange} noValidate>
        <FormAlert error={error} />
        <TextField
          label={MSG.email}
          type="email"
          name="username"
          autoComplete="username"
          errorMessage={fieldErrors?.username}
        />
        <TextField
          label={MSG.password}
          type="password"
          name="password"
          autoComplete="current-password"
          errorMessage={fieldErrors?.password}
        />
        <Button type="submit" variant="primary" pending={submitting}>
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
