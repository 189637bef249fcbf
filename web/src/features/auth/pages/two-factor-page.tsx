/**
 * /login/two-factor (spec 01 §4 "Login with two-factor"): a 6-character token auto-submits once;
 * the user may switch to a recovery code and back.
 */
import { useEffect, useRef, useState } from 'react';
import { AuthCard } from '../components/auth-card.tsx';
import { recoveryCodeSchema, twoFactorTokenSchema } from '../schemas/auth.schema.ts';
import { verifyRecoveryCode, verifyTotp } from '../../../api/auth.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useSession } from '../../session/index.ts';
import { TWO_FACTOR_TOKEN_LENGTH } from '../../../lib/timing.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';

export default function TwoFactorPage() {
  const [mode, setMode] = useState<'token' | 'recovery'>('token');
  const [error, setError] = useState<unknown>(null);
  const complete = useCompleteLogin();
  const { logout } = useSession();
  const tokenForm = useZodForm(twoFactorTokenSchema, { code: '' });
  const recoveryForm = useZodForm(recoveryCodeSchema, { code: '' });
  const autoSubmitted = useRef(false);

  const submitToken = tokenForm.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await complete(await verifyTotp(code));
    } catch (e) {
      setError(e);
    }
  });
  const submitRecovery = recoveryForm.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await complete(await verifyRecoveryCode(code));
    } catch (e) {
      setError(e);
    }
  });

  const code = tokenForm.watch('code');
  useEffect(() => {
    // A 6-character token auto-submits once (spec 01 §4).
    if (!autoSubmitted.current && code.trim().length === TWO_FACTOR_TOKEN_LENGTH) {
      autoSubmitted.current = true;
      void submitToken();
    }
  }, [code, submitToken]);

  return (
    <AuthCard title={MSG.twoFactorTitle}>
      <FormAlert error={error} />
      {mode === 'token' ? (
        <form onSubmit={submitToken} noValidate>
          <TextField
            label={MSG.authCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_TOKEN_LENGTH}
            autoFocus
            {...fieldProps(tokenForm, 'code')}
          />
          <Button type="submit" variant="primary" pending={tokenForm.formState.isSubmitting}>
            {MSG.verify}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitRecovery} noValidate>
          <TextField label={MSG.recoveryCode} autoComplete="off" autoFocus {...fieldProps(recoveryForm, 'code')} />
          <Button type="submit" variant="primary" pending={recoveryForm.formState.isSubmitting}>
            {MSG.verify}
          </Button>
        </form>
      )}
      <p className="auth-links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setError(null);
            setMode(mode === 'token' ? 'recovery' : 'token');
          }}
        >
          {mode === 'token' ? MSG.useRecoveryCode : MSG.useAuthCode}
        </button>
        {' · '}
        <button type="button" className="link-button" onClick={() => void logout()}>
          {t('common.cancel')}
        </button>
      </p>
    </AuthCard>
  );
}
