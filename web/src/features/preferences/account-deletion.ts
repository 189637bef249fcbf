/**
 * Account deletion in the spec's order (spec 01 §4): verify password; downgrade billing of the
 * organizations where the user is the only administrator; delete those organizations; delete the
 * user; log out after 2 s. Progress is a checklist; errors get "Please contact support." appended
 * unless they already mention support or sales (spec 01 §8).
 */
import { ApiError, errorText } from '../../lib/errors.ts';
import { MSG } from './messages.ts';

export type DeletionStepId =
  'verify-password' | 'downgrade-billing' | 'delete-organizations' | 'delete-user' | 'logout';
export type StepStatus = 'waiting' | 'running' | 'done' | 'failed';

export const DELETION_STEPS: ReadonlyArray<{ id: DeletionStepId; label: string }> = [
  { id: 'verify-password', label: MSG['deletionStep.verifyPassword'] },
  { id: 'downgrade-billing', label: MSG['deletionStep.downgradeBilling'] },
  { id: 'delete-organizations', label: MSG['deletionStep.deleteOrganizations'] },
  { id: 'delete-user', label: MSG['deletionStep.deleteUser'] },
  { id: 'logout', label: MSG['deletionStep.logout'] },
];

const CONTACT_SUPPORT_SUFFIX = MSG.contactSupport;
export const INVALID_PASSWORD_TEXT = MSG.invalidPassword;

export interface DeletionActions {
  verifyPassword(): Promise<void>;
  soleAdminOrganizations(): Promise<number[]>;
  downgradeBilling(orgId: number): Promise<void>;
  deleteOrganization(orgId: number): Promise<void>;
  deleteUser(): Promise<void>;
  /** Waits the 2 s and logs out. */
  logout(): Promise<void>;
}

/** The error text of a failed deletion step, with the support suffix rule. */
export function deletionErrorText(step: DeletionStepId, error: unknown): string {
  if (step === 'verify-password' && error instanceof ApiError && error.status === 401) return INVALID_PASSWORD_TEXT;
  const text = errorText(error) ?? '';
  if (/support|sales/i.test(text)) return text;
  return `${text.replace(/\s*$/, '')}${text ? ' ' : ''}${CONTACT_SUPPORT_SUFFIX}`;
}

/** Runs the steps in order, reporting each status; stops at the first failure with its text. */
export async function runAccountDeletion(
  actions: DeletionActions,
  onProgress: (step: DeletionStepId, status: StepStatus) => void,
): Promise<{ ok: true } | { ok: false; step: DeletionStepId; message: string }> {
  let orgs: number[] = [];
  const steps: Array<[DeletionStepId, () => Promise<void>]> = [
    ['verify-password', () => actions.verifyPassword()],
    [
      'downgrade-billing',
      async () => {
        orgs = await actions.soleAdminOrganizations();
        for (const id of orgs) await actions.downgradeBilling(id);
      },
    ],
    [
      'delete-organizations',
      async () => {
        for (const id of orgs) await actions.deleteOrganization(id);
      },
    ],
    ['delete-user', () => actions.deleteUser()],
    ['logout', () => actions.logout()],
  ];
  for (const [id, run] of steps) {
    onProgress(id, 'running');
    try {
      await run();
      onProgress(id, 'done');
    } catch (e) {
      onProgress(id, 'failed');
      return { ok: false, step: id, message: deletionErrorText(id, e) };
    }
  }
  return { ok: true };
}
