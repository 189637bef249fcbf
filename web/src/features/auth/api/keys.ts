/** Query keys of the sign-in area, general → specific. */
import { queryKeys } from '../../../lib/query-keys.ts';

export const authKeys = {
  all: () => [...queryKeys.session(), 'auth'] as const,
  oauthApplication: (clientId: string) => [...authKeys.all(), 'oauth-application', clientId] as const,
  deployConfig: (url: string) => [...authKeys.all(), 'deploy-config', url] as const,
};
