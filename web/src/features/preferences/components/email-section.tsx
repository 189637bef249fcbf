/**
 * E-mail change (spec 01 §4, §5): new e-mail and password required; an unchanged e-mail just closes
 * the form; an empty answer means verification pending (info toast), else updated; a string answer is
 * a new token.
 */
import { useState, type FormEvent } from 'react';
import { changeEmailSchema } from '../schemas/preferences.schema.ts';
import { changeEmail } from '../../../api/user.ts';
import { useSession } from '../../session/index.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, FormAlert, FormSuccess, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';

const EMAIL_PENDING_TEXT = MSG.emailPending;
const EMAIL_UPDATED_TEXT = MSG.emailUpdated;

export function EmailSection() {
  const { user, loginWithToken, reloadUser } = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(changeEmailSchema, { email: user?.email ?? '', password: '' });

  const unchanged = (email: string) => !!user?.email && email.trim().toLowerCase() === user.email.toLowerCase();
  const save = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    if (unchanged(email)) return setOpen(false);
    try {
      const res = await changeEmail(email, password);
      if (res.kind === 'updated' && res.token) await loginWithToken(res.token);
      else await reloadUser();
      const text = res.kind === 'pending' ? EMAIL_PENDING_TEXT : EMAIL_UPDATED_TEXT;
      notify({ kind: res.kind === 'pending' ? 'info' : 'success', text });
      setDone(text);
      setOpen(false);
    } catch (e) {
      setError(e);
    }
  });
  // An unchanged e-mail simply closes the form, before the password is asked for (spec 01 §5).
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!unchanged(form.getValues('email'))) return save(e);
    e.preventDefault();
    setError(null);
    form.clearErrors();
    setOpen(false);
  };

  return (
    <section aria-labelledby="email-h" className="card">
      <h2 id="email-h">{MSG.emailTitle}</h2>
      <p>{user?.email ?? MSG.noEmail}</p>
      {done ? <FormSuccess>{done}</FormSuccess> : null}
      {open ? (
        <form onSubmit={onSubmit} noValidate>
          <FormAlert error={error} />
          <TextField label={MSG.newEmail} type="email" autoComplete="email" {...fieldProps(form, 'email')} />
          <TextField
            label={MSG.password}
            type="password"
            autoComplete="current-password"
            {...fieldProps(form, 'password')}
          />
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
            {MSG.saveEmail}
          </Button>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {user?.email ? MSG.changeEmail : MSG.setEmail}
        </button>
      )}
    </section>
  );
}
