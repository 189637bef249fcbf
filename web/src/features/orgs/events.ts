/**
 * Success feedback of the organization pages: the success toast (spec 01 §8) and the analytics event
 * (spec 01 §7 "Event tracking fires on organization, team, member and invite create, edit and
 * delete"), sent only with analytics consent.
 */
import { toast } from '../../components/ui/toast.ts';
import { track } from '../consent/index.ts';

const ORG_EVENTS = {
  orgCreated: 'Organization created',
  orgRenamed: 'Organization renamed',
  orgLogoUpdated: 'Organization logo updated',
  orgDeleted: 'Organization deleted',
  orgLeft: 'Organization left',
  memberRoleChanged: 'Member role changed',
  memberRemoved: 'Member removed',
  inviteCreated: 'Invite created',
  inviteResent: 'Invite resent',
  inviteRevoked: 'Invite revoked',
  teamCreated: 'Team created',
  teamRenamed: 'Team renamed',
  teamDeleted: 'Team deleted',
  teamLeft: 'Team left',
  teamMemberAdded: 'Team member added',
  teamMemberRemoved: 'Team member removed',
  teamAccessGranted: 'Team fleet access granted',
  memberAccessGranted: 'Member fleet access granted',
  teamAccessChanged: 'Team fleet access changed',
  teamAccessRemoved: 'Team fleet access removed',
} as const;

export type OrgEvent = keyof typeof ORG_EVENTS;

/** Shows the success toast and records the event. */
export function succeeded(
  text: string,
  event: OrgEvent,
  properties?: Record<string, string | number | boolean | null>,
): void {
  toast.show({ kind: 'success', text });
  void track({ event: ORG_EVENTS[event], properties });
}
