/** Password set/change (spec 01 §5 "New password"): the current password only when one is set. */
import { useMemo, useState } from 'react';
import { changePasswordSchema } from '../schemas/preferences.schema.ts';
import { changePassword } from '../../../api/user.ts';
import { useSession, writePasswordChangeRequired } from '../../session/index.ts';
import { notify } from '../../../lib/notify.ts';
import { needsFreshLogin } from '../fresh-login.ts';
import { ApiError } from '../../../lib/errors.ts';
import { Button, FormAlert, FormSuccess, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

const PASSWORD_CHANGED_TEXT = MSG.passwordChanged;

export function PasswordSection() {
  const { user, reloadUser, refresh } = useSession();
  const hasPassword = user?.hasPassword ?? true;
  const schema = useMemo(() => changePasswordSchema(hasPassword), [hasPassword]);
  const form = useZodForm(schema, { currentPassword: '', password: '', confirm: '' });
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setError(null);
    setDone(false);
    try {
      try {
        await changePassword(password, hasPassword ? currentPassword : undefined);
      } catch (e) {
        // A login older than 20 minutes must be confirmed first (spec 01 §4): the current password
        // just typed does that (a refresh with it makes the login recent), then the change is retried.
        if (!(hasPassword && needsFreshLogin(e))) throw e;
        await refresh(currentPassword).catch((r: unknown) => {
          throw r instanceof ApiError && r.status === 401 ? new Error(MSG.invalidPassword) : r;
        });
        await changePassword(password, currentPassword);
      }
      writePasswordChangeRequired(false);
      notify({ kind: 'success', text: PASSWORD_CHANGED_TEXT });
      setDone(true);
      form.reset();
      await reloadUser();
    } catch (e) {
      setError(e);
    }
  });

  return (
    <section aria-labelledby="password-h" className="card">
      <h2 id="password-h">{hasPassword ? MSG.changePassword : MSG.setPasswordTitle}</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert error={error} />
        {done ? <FormSuccess>{PASSWORD_CHANGED_TEXT}</FormSuccess> : null}
        {hasPassword ? (
          <TextField
            label={MSG.currentPassword}
            type="password"
            autoComplete="current-password"
            {...fieldProps(form, 'currentPassword')}
          />
        ) : null}
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
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          {hasPassword ? MSG.changePassword : MSG.setPassword}
        </Button>
      </form>
    </section>
  );
}
