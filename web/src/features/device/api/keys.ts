/** Query keys of the device page, general → specific (DESIGN.md principle 7). */
import { queryKeys } from '../../../lib/query-keys.ts';

export const deviceKeys = {
  all: () => queryKeys.resource('device'),
  detail: (uuid: string) => [...queryKeys.detail('device', uuid), 'page'] as const,
  config: () => [...queryKeys.all, 'config'] as const,
  hostAccess: (uuid: string) => [...queryKeys.detail('device', uuid), 'host-os-access'] as const,
};
