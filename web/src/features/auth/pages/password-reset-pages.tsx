/**
 * /password-reset, /password-reset/success and /user/reset-password/{loginCode} (spec 01 §2, §5, §8):
 * request with e-mail and captcha; reset with a new password (and a second factor when the API asks,
 * code 1); the literal loginCode `code` means the code is read from the URL hash.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { newPasswordSchema, resetRequestSchema } from '../schemas/auth.schema.ts';
import { requestPasswordReset, resetPassword } from '../../../api/auth.ts';
import { AUTH_ERROR_CODES, authErrorCode, resetErrorText } from '../reset-errors.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { CAPTCHA_DUMMY_RESPONSE } from './signup-page.tsx';
import { routes } from '../../../lib/paths.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';

export const RESET_SUCCESS_PATH = routes.passwordResetSuccess();
/** The literal loginCode that means "read the code from the hash" (spec 01 §2). */
export const HASH_CODE_MARKER = 'code';

export function PasswordResetRequestPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(resetRequestSchema, {
    email: search.get('email') ?? '',
    captcha: search.get('recaptcha_secret') ?? CAPTCHA_DUMMY_RESPONSE,
  });
  const onSubmit = form.handleSubmit(async ({ email, captcha }) => {
    setError(null);
    try {
      await requestPasswordReset(email, captcha);
      navigate(RESET_SUCCESS_PATH, { replace: true });
    } catch (e) {
      setError(resetErrorText(e));
    }
  });
  return (
    <AuthCard title={MSG.resetTitle}>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert text={error} />
        <TextField label={MSG.email} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <input type="hidden" {...form.register('captcha')} />
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          {MSG.sendResetLink}
        </Button>
      </form>
      <p className="auth-links">
        <Link to={routes.login()}>{MSG.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}

export function PasswordResetSuccessPage() {
  return (
    <AuthCard title={MSG.checkEmailTitle}>
      <p role="status">{MSG.checkEmailText}</p>
      <p className="auth-links">
        <Link to={routes.login()}>{MSG.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}

/** The reset code: the path segment, or the URL hash when the segment is the literal `code`. */
export function resetCodeFrom(loginCode: string, hash: string): string {
  return loginCode === HASH_CODE_MARKER ? decodeURIComponent(hash.replace(/^#/, '')) : loginCode;
}

export function ResetPasswordPage() {
  const { loginCode = '' } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const code = resetCodeFrom(loginCode, hash);
  const [error, setError] = useState<string | null>(null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const form = useZodForm(newPasswordSchema, { password: '', confirm: '' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword({ token: code, password, ...(needsSecondFactor ? { twoFactorCode } : {}) });
      notify({ kind: 'success', text: MSG.resetSuccess });
      navigate(routes.login(), { replace: true });
    } catch (e) {
      if (authErrorCode(e) === AUTH_ERROR_CODES.twoFactorRequired) setNeedsSecondFactor(true);
      setError(resetErrorText(e));
    }
  });

  return (
    <AuthCard title={MSG.chooseNewPassword}>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert text={error} />
        <TextField
          label={MSG.newPassword}
          type="password"
          autoComplete="new-password"
          description={MSG.passwordHint}
          {...fieldProps(form, 'password')}
        />
        <TextField
          label={MSG.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirm')}
        />
        {needsSecondFactor ? (
          <div className="field">
            <label htmlFor="reset-2fa">{MSG.twoFactorCode}</label>
            <input
              id="reset-2fa"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={twoFactorCode}
              onChange={(e) => setTwoFactorCode(e.target.value)}
            />
          </div>
        ) : null}
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting} disabled={!code}>
          {MSG.resetPassword}
        </Button>
      </form>
    </AuthCard>
  );
}
