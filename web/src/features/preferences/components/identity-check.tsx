/**
 * Identity confirmation (spec 01 §4, §5 "Identity confirmation: password required"): the password
 * refreshes the session token, which makes the login recent again; then `onVerified` retries the
 * action that needed it. A wrong password is said as such.
 */
import { useState } from 'react';
import { passwordOnlySchema } from '../schemas/preferences.schema.ts';
import { useSession } from '../../session/index.ts';
import { ApiError } from '../../../lib/errors.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { t } from '../../../lib/i18n.ts';
import { MSG } from '../messages.ts';

export function IdentityCheck({
  onVerified,
  onCancel,
}: {
  onVerified: () => Promise<void> | void;
  onCancel?: () => void;
}) {
  const session = useSession();
  const form = useZodForm(passwordOnlySchema, { password: '' });
  const [error, setError] = useState<unknown>(null);
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await session.refresh(password);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401)
        form.setError('password', { type: 'server', message: MSG.invalidPassword });
      else setError(e);
      return;
    }
    await onVerified();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={MSG.confirmIdentity}>
      <p>{MSG.confirmIdentity}</p>
      <FormAlert error={error} />
      <TextField
        label={MSG.password}
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, 'password')}
      />
      <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
        {t('common.confirm')}
      </Button>
      {onCancel ? (
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      ) : null}
    </form>
  );
}
