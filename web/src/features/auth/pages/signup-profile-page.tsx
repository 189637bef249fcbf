/** /signup/profile (spec 01 §2, §4, §5): first/last name and account type required; save or skip → stored redirect or /. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { ProfileFields } from '../components/profile-fields.tsx';
import { profileSchema, type ProfileValues } from '../schemas/auth.schema.ts';
import { saveProfile } from '../../../api/user.ts';
import { useSession } from '../../session/index.ts';
import { consumeReturnUrl } from '../../session/index.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, FormAlert, useZodForm } from '../../../components/ui/index.ts';

export default function SignupProfilePage() {
  const { user, reloadUser } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(profileSchema, {
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    company: user?.company ?? '',
    account_type: user?.accountType ?? undefined,
    has_enabled_newsletter: !(user?.hasDisabledNewsletter ?? false),
  } as Partial<ProfileValues>);
  const done = () => navigate(consumeReturnUrl() ?? '/', { replace: true });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await saveProfile(values);
      await reloadUser();
      notify({ kind: 'success', text: MSG.profileSaved });
      done();
    } catch {
      setError(MSG.failedSaveProfile);
    }
  });

  return (
    <AuthCard title={MSG.profileTitle}>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert text={error} />
        <ProfileFields form={form} />
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          {MSG.save}
        </Button>
        <button type="button" className="button" onClick={done}>
          {MSG.skip}
        </button>
      </form>
    </AuthCard>
  );
}
