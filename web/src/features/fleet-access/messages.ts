/**
 * Texts of the fleet members, teams and API keys pages. Texts quoted in spec 02 are verbatim
 * (marked "spec"); the others are our English wording for what the spec names only by meaning.
 */
export const MSG = {
  membersTitle: 'Members',
  membersIntro: 'People with direct access to this {type} and their role.',
  teamsTitle: 'Teams',
  teamsIntro: 'Teams of the organization with access to this {type} and their role.',
  unauthorizedMembers: 'unauthorized view edit members', // spec §2
  unauthorizedTeams: 'unauthorized view edit teams', // spec §2
  colUser: 'User',
  colTeam: 'Team',
  colRole: 'Role',
  colMembers: 'Members',
  colActions: 'Actions',
  colInvitee: 'Invitee',
  noMembers: 'No direct members yet.',
  noTeams: 'No team has access yet.',
  invites: 'Pending invites',
  noInvites: 'No pending invites.',
  addMember: 'Add member',
  inviteeLabel: 'Username or e-mail',
  inviteeHint: 'An e-mail address sends an invite; a username of an organization member adds them directly.',
  inviteeRequired: 'A username or e-mail is required',
  messageLabel: 'Message',
  roleLabel: 'Role',
  memberAdded: 'resource added', // spec §8 "resource added"
  roleChanged: 'Role changed',
  changeRoleOf: 'Role of {name}',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  removeTitle: 'Remove {name}?',
  removeBody: '{name} loses the access given here.',
  removed: 'Access removed',
  revokeInvite: 'Revoke invite for {email}',
  inviteRevoked: 'Invite revoked',
  addTeam: 'Add team',
  teamLabel: 'Team',
  noTeamsLeft: 'Every team of the organization already has access.',
  teamAdded: 'resource added to team', // spec §8
  revokeTeamTitle: 'Remove access of {name}?',
  add: 'Add',
  cancel: 'Cancel',
  // provisioning keys
  keysTitle: 'API keys',
  keysIntro: 'Provisioning keys let new devices join this fleet.',
  noKeys: 'No provisioning keys yet.',
  createKey: 'Create provisioning key',
  keyName: 'Name',
  keyDescription: 'Description',
  keyExpiry: 'Expiry date',
  keyNameRequired: 'A name is required',
  keyExpiryPast: 'The expiry date must be in the future',
  keyCreatedTitle: 'Provisioning key created',
  keyCreatedBody: 'Copy the key now: it is shown only once.',
  keyLabel: 'Provisioning key',
  done: 'Done',
  colName: 'Name',
  colDescription: 'Description',
  colCreated: 'Created',
  colExpiry: 'Expires',
  never: 'Never',
  revoke: 'Revoke',
  revokeKey: 'Revoke {name}',
  revokeKeyTitle: 'Revoke key {name}?',
  revokeKeyBody: 'Devices can no longer register with this key.',
  keyRevoked: 'Key revoked',
  unnamed: '(unnamed)',
} as const;

export type AccessMessageKey = keyof typeof MSG;

export function msg(key: AccessMessageKey, params?: Record<string, string | number>): string {
  const template: string = MSG[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
