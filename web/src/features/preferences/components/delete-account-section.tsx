/**
 * Account deletion (spec 01 §4, §5): password required; disabled while a custom billing plan exists;
 * runs the checklist in the spec's order and logs out 2 s after the user is deleted.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { passwordOnlySchema } from '../schemas/preferences.schema.ts';
import { DELETION_STEPS, runAccountDeletion, type DeletionStepId, type StepStatus } from '../account-deletion.ts';
import { deleteUser, downgradeToFree, soleAdminOrganizationsQuery } from '../../../api/user.ts';
import { refreshToken } from '../../../api/auth.ts';
import { useSession } from '../../session/index.ts';
import { ACCOUNT_DELETION_LOGOUT_DELAY_MS } from '../../../lib/timing.ts';
import { notify } from '../../../lib/notify.ts';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';
import { formatCount } from '../../../lib/format.ts';
import { deleteOrganization, fetchAdministeredOrganizations } from '../../../api/organization/organizations.ts';

const ACCOUNT_DELETED_TEXT = MSG.accountDeleted;
const CUSTOM_PLAN_TEXT = MSG.customPlan;

const STATUS_TEXT: Record<StepStatus, string> = {
  waiting: MSG['deletionStatus.waiting'],
  running: MSG['deletionStatus.running'],
  done: MSG['deletionStatus.done'],
  failed: MSG['deletionStatus.failed'],
};

export function DeleteAccountSection() {
  const { user, logout } = useSession();
  const userId = user?.id ?? 0;
  const orgs = useQuery({ ...soleAdminOrganizationsQuery(userId), enabled: userId > 0 });
  const form = useZodForm(passwordOnlySchema, { password: '' });
  const [progress, setProgress] = useState<Partial<Record<DeletionStepId, StepStatus>>>({});
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    const result = await runAccountDeletion(
      {
        verifyPassword: async () => void (await refreshToken(password)),
        soleAdminOrganizations: async () =>
          (await fetchAdministeredOrganizations(userId)).filter((o) => o.admins === 1).map((o) => o.id),
        downgradeBilling: async (id) => void (await downgradeToFree(id)),
        deleteOrganization: async (id) => void (await deleteOrganization(id)),
        deleteUser: async () => {
          await deleteUser(userId);
          notify({ kind: 'success', text: ACCOUNT_DELETED_TEXT });
        },
        logout: async () => {
          await new Promise((r) => setTimeout(r, ACCOUNT_DELETION_LOGOUT_DELAY_MS));
          await logout();
        },
      },
      (step, status) => setProgress((p) => ({ ...p, [step]: status })),
    );
    if (!result.ok) setError(result.message);
  });

  const started = Object.keys(progress).length > 0;
  return (
    <section aria-labelledby="delete-h" className="card card-danger">
      <h2 id="delete-h">{MSG.deleteTitle}</h2>
      <p>{MSG.deleteIntro}</p>
      {orgs.data?.sole.length ? (
        <>
          <p>{t('preferences.deleteOrganizations', { names: orgs.data.sole.map((o) => o.name).join(', ') })}</p>
          <p data-testid="deletion-contents">
            {t('preferences.deleteOrganizationsContents', {
              fleets: formatCount(orgs.data.fleets),
              devices: formatCount(orgs.data.devices),
            })}
          </p>
        </>
      ) : null}
      {orgs.data?.hasCustomPlan ? <FormAlert text={CUSTOM_PLAN_TEXT} /> : null}
      {orgs.error ? <FormAlert error={orgs.error} /> : null}
      <form onSubmit={onSubmit} noValidate>
        <FormAlert text={error} />
        <TextField
          label={MSG.password}
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        <Button
          type="submit"
          variant="primary"
          pending={form.formState.isSubmitting}
          disabled={orgs.isPending || !!orgs.data?.hasCustomPlan}
        >
          {MSG.deleteSubmit}
        </Button>
      </form>
      {started ? (
        <ol aria-label={MSG.deletionProgress} className="checklist">
          {DELETION_STEPS.map((s) => (
            <li key={s.id} data-status={progress[s.id] ?? 'waiting'}>
              {t('preferences.deletionProgressLine', {
                step: s.label,
                status: STATUS_TEXT[progress[s.id] ?? 'waiting'],
              })}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
