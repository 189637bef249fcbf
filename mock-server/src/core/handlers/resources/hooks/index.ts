/**
 * Installs the resource API's write hooks on a world's store once (api-ground-truth §2.4, §3;
 * spec 02 §5). Hooks skip trusted (seed/restore) writes.
 */
import type { Store } from '../../../store/store.ts';
import { installApplicationHooks } from './application.ts';
import { installDeviceHooks } from './device.ts';
import { installInviteeHooks } from './invitee.ts';
import { installReleaseHooks } from './release.ts';
import { installAdministratorHooks, installOrganizationHooks, installTeamNameHooks } from './organization.ts';
import { installMembershipHooks } from './membership-username.ts';
import { installFleetRoleGrantHooks } from './fleet-role-grants.ts';
import { installTagKeyHooks } from './tag-key.ts';
import { installVariableNameHooks } from './variable-name.ts';
import { installIdentityProviderHooks } from './identity-provider.ts';
import { installImageLocationHooks } from './image-location.ts';
import { installTrackLatestReleaseHooks } from './track-latest-release.ts';
import { installServiceInstallHooks } from './service-installs.ts';
import { installDeviceHistoryHooks } from './device-history.ts';

const installed = new WeakSet<Store>();

/** Idempotent: installs every resource hook on the store the first time it is seen. */
export function ensureResourceHooks(store: Store): void {
  if (installed.has(store)) return;
  installed.add(store);
  installMembershipHooks(store);
  installInviteeHooks(store);
  // After the membership and invitee hooks, which resolve `roleName` and give the default role.
  installFleetRoleGrantHooks(store);
  installOrganizationHooks(store);
  installAdministratorHooks(store);
  installTeamNameHooks(store);
  installApplicationHooks(store);
  installDeviceHooks(store);
  installReleaseHooks(store);
  installTagKeyHooks(store);
  installVariableNameHooks(store);
  installIdentityProviderHooks(store);
  installImageLocationHooks(store);
  // After the release hooks: finalization sets `revision`, which tracking reacts to.
  installTrackLatestReleaseHooks(store);
  installServiceInstallHooks(store);
  installDeviceHistoryHooks(store);
}
