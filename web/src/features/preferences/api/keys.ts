/** Query keys of the preferences area, general → specific (DESIGN.md principle 7). */
import { queryKeys } from '../../../lib/query-keys.ts';

export const preferencesKeys = {
  all: () => [...queryKeys.user(), 'preferences'] as const,
  sshKeys: (userId: number) => [...preferencesKeys.all(), 'ssh-keys', userId] as const,
  apiKeys: (actorId: number) => [...preferencesKeys.all(), 'api-keys', actorId] as const,
  recoveryCodes: () => [...preferencesKeys.all(), 'recovery-codes'] as const,
  soleAdminOrgs: (userId: number) => [...preferencesKeys.all(), 'sole-admin-orgs', userId] as const,
  codeHostKeys: (login: string) => [...preferencesKeys.all(), 'code-host-keys', login] as const,
};
