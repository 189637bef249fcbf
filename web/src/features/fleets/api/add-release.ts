/**
 * The add-release dialog's reads (spec 02 §2): the latest command-line tool version from its public
 * package file (no token, spec 02 §7) and whether the user has an SSH key (git way: "add an SSH key
 * if none exists").
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileCount } from '../../../lib/odata/index.ts';
import { CLI_PACKAGE_PATH } from '../constants.ts';
import { fleetKeys } from './keys.ts';

export const cliVersionQuery = () =>
  queryOptions({
    queryKey: fleetKeys.cliVersion(),
    queryFn: async ({ signal }) => {
      const body = await api.request<{ version?: string }>({ path: CLI_PACKAGE_PATH, sendToken: false, parseAs: 'json', signal });
      return typeof body?.version === 'string' ? body.version : null;
    },
    staleTime: Infinity,
  });

export const sshKeyCountQuery = (userId: number) =>
  queryOptions({
    queryKey: fleetKeys.sshKeys(userId),
    queryFn: async ({ signal }) => (await api.request<{ d: number }>({ path: compileCount('user_public_key', { user: userId }), resource: 'user_public_key', signal })).d,
  });
