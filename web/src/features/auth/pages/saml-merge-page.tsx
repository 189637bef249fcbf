/**
 * /saml/callback/merge (spec 01 §4, §5): needs code, shouldMergeWith, a logged-in user and a
 * matching e-mail (case-insensitive); both consent boxes enable the button; finalizes with the
 * current token and stores the merged session.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { mergeConsentSchema } from '../schemas/auth.schema.ts';
import { samlFinalize } from '../../../api/auth.ts';
import { useSession } from '../../session/index.ts';
import { readToken } from '../../session/index.ts';
import { MSG } from '../messages.ts';
import { dismissNotice, notify } from '../../../lib/notify.ts';
import { SAML_ERRORS } from './saml-pages.tsx';
import { Button, Checkbox, FormAlert, fieldProps, useZodForm } from '../../../components/ui/index.ts';

/** Merge preconditions (spec 01 §5 "SAML merge"): the reason it cannot proceed, or null. */
function mergeBlocker(
  code: string | null,
  shouldMergeWith: string | null,
  userEmail: string | null | undefined,
): string | null {
  if (!code || !shouldMergeWith) return MSG.samlLoginFail;
  if (!userEmail) return MSG.samlRequireLogin;
  if (userEmail.toLowerCase() !== shouldMergeWith.toLowerCase()) return MSG.samlEmailMismatch;
  return null;
}

export default function SamlMergePage() {
  const [search] = useSearchParams();
  const { user, loginWithToken } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const code = search.get('code');
  const shouldMergeWith = search.get('shouldMergeWith');
  const blocker = mergeBlocker(code, shouldMergeWith, user?.email);
  const form = useZodForm(mergeConsentSchema, { consentMerge: false, consentTerms: false });
  const [merge, terms] = form.watch(['consentMerge', 'consentTerms']);

  const onSubmit = form.handleSubmit(async () => {
    setError(null);
    try {
      const token = await samlFinalize(code ?? '', readToken() ?? undefined);
      await loginWithToken(token);
      // The persistent sign-in errors that led here ("already exists: log in first") are settled now.
      for (const key of Object.keys(SAML_ERRORS)) dismissNotice(key);
      notify({ kind: 'success', text: MSG.samlMerged });
      navigate('/', { replace: true });
    } catch (e) {
      setError(e);
    }
  });

  return (
    <AuthCard title={MSG.mergeTitle}>
      {blocker ? (
        <FormAlert text={blocker} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p>Your account {shouldMergeWith} will sign in through your organization's identity provider from now on.</p>
          <FormAlert error={error} />
          <Checkbox {...fieldProps(form, 'consentMerge')}>{MSG.consentMerge}</Checkbox>
          <Checkbox {...fieldProps(form, 'consentTerms')}>{MSG.consentTerms}</Checkbox>
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting} disabled={!(merge && terms)}>
            {MSG.linkAccount}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
