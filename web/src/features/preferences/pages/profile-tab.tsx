/** /preferences/profile (spec 01 §5 "Profile"; §8 failed_save_profile). */
import { useState } from 'react';
import { ProfileFields } from '../../auth/index.ts';
import { profileSchema, type ProfileValues } from '../../auth/index.ts';
import { saveProfile } from '../../../api/user.ts';
import { useSession } from '../../session/index.ts';
import { MSG as AUTH_MSG } from '../../auth/index.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, FormAlert, FormSuccess, useZodForm } from '../../../components/ui/index.ts';

export default function ProfileTab() {
  const { user, reloadUser } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useZodForm(profileSchema, {
    first_name: user?.firstName ?? '',
    last_name: user?.lastName ?? '',
    company: user?.company ?? '',
    account_type: user?.accountType ?? undefined,
    has_enabled_newsletter: !(user?.hasDisabledNewsletter ?? false),
  } as Partial<ProfileValues>);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await saveProfile(values);
      await reloadUser();
      notify({ kind: 'success', text: AUTH_MSG.profileSaved });
      setSaved(true);
    } catch {
      setError(AUTH_MSG.failedSaveProfile);
    }
  });

  return (
    <section aria-labelledby="profile-h" className="card">
      <h2 id="profile-h">{MSG.profileTitle}</h2>
      <form onSubmit={onSubmit} noValidate>
        <FormAlert text={error} />
        {saved ? <FormSuccess>{AUTH_MSG.profileSaved}</FormSuccess> : null}
        <ProfileFields form={form} />
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          {MSG.saveProfile}
        </Button>
      </form>
    </section>
  );
}
