/** Asks for the admin token of a shared mock; it is kept for this tab only (sessionStorage). */
import { z } from 'zod';
import { setAdminToken } from '../../../api/mock-admin.ts';
import { Button, PasswordField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

/** The token as typed, without the spaces a paste may bring. */
const tokenSchema = z.object({ token: z.string().trim().min(1, MSG.tokenRequired) });

export function TokenPrompt({ wrong }: { wrong: boolean }) {
  const form = useZodForm(tokenSchema, { token: '' });
  const field = fieldProps(form, 'token');
  const typed = form.watch('token').trim() !== '';
  return (
    <form
      className="mock-panel-form"
      noValidate
      onSubmit={(e) => void form.handleSubmit(({ token }) => setAdminToken(token))(e)}
    >
      <h2 id="mock-panel-token-title">{MSG.tokenTitle}</h2>
      <p>{MSG.tokenIntro}</p>
      <PasswordField
        label={MSG.tokenLabel}
        autoComplete="off"
        showLabel={MSG.tokenShow}
        hideLabel={MSG.tokenHide}
        {...field}
        errorMessage={field.errorMessage ?? (wrong ? MSG.tokenWrong : undefined)}
      />
      <Button type="submit" variant="primary" disabled={!typed}>
        {MSG.tokenSubmit}
      </Button>
    </form>
  );
}
