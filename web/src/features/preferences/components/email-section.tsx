/**
 * E-mail change (spec 01 §4, §5): new e-mail and password required; an unchanged e-mail just closes
 * the form; an empty answer means verification pending (info toast), else updated; a string answer is
 * a new token.
 */
import { useState } from 'react';
import { changeEmailSchema } from '../schemas/preferences.schema.ts';
import { changeEmail } from '../../../api/user.ts';
import { useSession } from '../../session/index.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, FormAlert, FormSuccess, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';

export const EMAIL_PENDING_TEXT = 'Check your inbox to verify your new email address'; // update_email_pending_verification
export const EMAIL_UPDATED_TEXT = 'Your email address has been updated'; // update_email_successful

export function EmailSection() {
  const { user, loginWithToken, reloadUser } = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(changeEmailSchema, { email: user?.email ?? '', password: '' });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setError(null);
    if (email.toLowerCase() === (user?.email ?? '').toLowerCase()) return setOpen(false);
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

  return (
    <section aria-labelledby="email-h" className="card">
      <h2 id="email-h">Email</h2>
      <p>{user?.email ?? 'No email address is set.'}</p>
      {done ? <FormSuccess>{done}</FormSuccess> : null}
      {open ? (
        <form onSubmit={onSubmit} noValidate>
          <FormAlert error={error} />
          <TextField label="New email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
          <TextField label="Password" type="password" autoComplete="current-password" {...fieldProps(form, 'password')} />
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>Save email</Button>
          <button type="button" className="button" onClick={() => setOpen(false)}>Cancel</button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => { setDone(null); setOpen(true); }}>
          {user?.email ? 'Change email' : 'Set email'}
        </button>
      )}
    </section>
  );
}
