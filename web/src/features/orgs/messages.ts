/**
 * User-facing texts of the organization, member, invite and team pages. Texts quoted in spec 01 are
 * verbatim (marked "spec"); the others carry our English wording for what the spec names only by
 * its message key (spec 01 §8).
 */
export const MSG = {
  // lists and titles
  orgsTitle: 'Organizations',
  orgsIntro: 'The organizations you belong to. Fleets, members and teams belong to an organization.',
  orgsEmptyTitle: 'No organizations yet',
  orgsEmptyText: 'Create an organization to own fleets and invite your team.',
  createOrg: 'Create organization',
  loadFailed: 'This could not be loaded.',
  colName: 'Name',
  colHandle: 'Handle',
  colRole: 'Your role',
  colMembers: 'Members',
  colTeams: 'Teams',
  colFleets: 'Fleets',
  colCreated: 'Created',
  colActions: 'Actions',
  actionsFor: 'Actions for {name}',
  // organization create / rename / logo
  nameLabel: 'Organization name',
  nameRequired: 'A name is required',
  alreadyUsed: 'This name is already used', // fields_errors.already_used
  logoLabel: 'Logo (PNG or JPEG, up to 1 MB)',
  logoType: 'The logo must be a PNG or JPEG image',
  logoSize: 'The logo must not be larger than 1,000,000 bytes',
  create: 'Create',
  created: 'Organization {name} created',
  rename: 'Rename',
  renameTitle: 'Rename organization',
  renamed: 'Renamed successfully', // renamed_successfully
  changeLogo: 'Change logo',
  logoTitle: 'Organization logo',
  logoUpdated: 'Organization logo updated', // updated_organization_logo
  save: 'Save',
  cancel: 'Cancel',
  // delete / leave organization
  deleteOrg: 'Delete organization',
  deleteOrgTitle: 'Delete {name}?',
  deleteOrgText: 'The organization, its fleets, devices, teams and memberships are deleted permanently.',
  actionCannotBeReversed: 'This action cannot be reversed.', // warnings.action_cannot_be_reversed
  orgDeleted: 'Organization deleted successfully', // organization_deleted_successfully
  leaveOrg: 'Leave organization',
  leaveOrgTitle: 'Leave {name}?',
  leaveOrgText: 'You lose access to its fleets. An administrator has to invite you again to return.',
  leftOrg: 'You left {name}',
  soleAdminCannotLeave: 'You are the only administrator of this organization: make another member an administrator, or delete the organization.',
  lastAdmin: 'The last administrator of the organization cannot be deleted. You have to delete the organization.', // spec errors.cannot_delete_last_organization_admin
  // layout redirects
  invalidId: 'invalid id passed in url', // spec errors.invalid_id_passed_in_url
  notFound: 'Organization not found',
  frozenUpdateBilling: 'The organization {name} is frozen: update its billing details to unfreeze it.', // errors.organization_is_frozen_update_billing_details
  frozenReachAdmins: 'The organization {name} is frozen: please reach its administrators.', // errors.organization_is_frozen_please_reach_administrators
  noAccess: 'Only organization administrators can see this page. Ask an administrator of the organization for access.',
  // summary
  summaryTitle: 'Summary',
  cardName: 'Name',
  cardHandle: 'Handle',
  cardCreated: 'Created',
  cardMembers: 'Members',
  cardTeams: 'Teams',
  cardFleets: 'Fleets',
  cardApps: 'Apps',
  cardBlocks: 'Blocks',
  manage: 'Manage',
  manageWhat: 'Manage {what}',
  none: 'None yet',
  // members
  membersTitle: 'Members',
  colUsername: 'Username',
  colSeatRole: 'Effective seat role',
  colSaml: 'SAML accounts',
  colJoined: 'Member since',
  sortBySaml: 'Sort by SAML accounts',
  changeRole: 'Change role',
  changeRoleTitle: 'Change the role of {count} members',
  changeRoleTitleOne: 'Change the role of {name}',
  roleLabel: 'Role',
  roleChanged: 'Role changed',
  roleChangeStopped: 'Changed {done} of {total}; stopped at {name}: {error}',
  removeMember: 'Remove',
  removeMembers: 'Remove selected',
  removeTitle: 'Remove {count} members?',
  removeTitleOne: 'Remove {name} from the organization?',
  removeText: 'They lose access to the organization and its fleets.',
  memberRemoved: 'Member successfully deleted', // member_successfully_deleted
  page: 'Page {page} of {pages}',
  previous: 'Previous',
  next: 'Next',
  you: '(you)',
  roles: { administrator: 'Administrator', member: 'Member' } as Record<string, string>,
  // invites
  invitesTitle: 'Pending invites',
  invitesEmpty: 'No pending invites.',
  invite: 'Invite member',
  inviteTitle: 'Invite a member',
  inviteeLabel: 'E-mail address',
  messageLabel: 'Message',
  invalidEmail: 'invalid email', // spec fields_errors.invalid_email
  inviteeRequired: 'An e-mail address is required',
  alreadyMember: 'This user is already a member of the organization.', // actions_messages.invitee_already_exist
  alreadyInvited: 'This e-mail address has already been invited.', // actions_messages.invitee_already_invited
  sendInvite: 'Send invite',
  userAdded: 'Invite sent to {email}', // user_added
  colEmail: 'E-mail',
  colMessage: 'Message',
  revoke: 'Revoke',
  revokeTitle: 'Revoke the invite of {email}?',
  revoked: 'Invite revoked',
  resend: 'Resend',
  resent: 'Invite sent again to {email}',
  seatUsage: '{count} members currently hold the {role} role.',
  seatUsageOne: '1 member currently holds the {role} role.',
  seatCost: 'Each added {role} costs ${amount} per month.',
  // member page
  memberTitle: 'Member {name}',
  memberNotFound: 'Member not found',
  memberTeams: 'Teams',
  memberTeamsEmpty: 'Not in any team of this organization.',
  fleetsOf: '{what} of {name}',
  fleetsEmpty: 'Nothing here.',
  // teams
  teamsTitle: 'Teams',
  teamsEmptyTitle: 'No teams yet',
  teamsEmptyText: 'Teams group members and give them access to fleets with a role.',
  createTeam: 'Create team',
  teamNameLabel: 'Team name',
  teamNameRequired: 'A name is required',
  teamNameTaken: 'A team with this name already exists in this organization. Note that the name is case-insensitive',
  teamAdded: 'Team added successfully', // team_added_successfully
  teamDeleted: 'Team deleted successfully', // team_deleted_successfully
  renameTeam: 'Rename team',
  deleteTeam: 'Delete team',
  deleteTeamTitle: 'Delete the team {name}?',
  deleteTeamText: 'Its members lose the fleet access the team gave them.',
  leaveTeam: 'Leave team',
  leaveTeamTitle: 'Leave the team {name}?',
  leftTeam: 'You left the team {name}',
  colAccess: 'Fleet access',
  accessCounts: '{fleets} fleets, {apps} apps, {blocks} blocks',
  teamNotFound: 'Team not found',
  teamMembers: 'Team members',
  teamMembersEmpty: 'No members in this team yet.',
  addMembers: 'Add members',
  addMembersTitle: 'Add members to {name}',
  addMembersNone: 'Every member of the organization is already in this team.',
  addMembersPick: 'Choose at least one member',
  memberAdded: 'Member added successfully', // member_added_successfully
  memberRemovedFromTeam: 'Member removed successfully', // member_removed_successfully
  teamMembershipDeleted: 'Team membership deleted successfully', // team_membership_deleted_successfully
  removeFromTeamTitle: 'Remove {name} from the team?',
  grantAccess: 'Add fleet access',
  grantAccessTitle: 'Give {name} access to a fleet',
  fleetLabel: 'Fleet',
  fleetRoleLabel: 'Role on the fleet',
  accessGranted: 'Access granted',
  accessRevoked: 'Access removed',
  accessRoleChanged: 'Role changed',
  removeAccessTitle: 'Remove the access to {name}?',
  accessEmpty: 'This team has no access to any {what} yet.',
  noFleetsLeft: 'The team already has access to every fleet of this organization.',
  chooseFleet: 'Choose a fleet',
  colFleet: 'Name',
  colFleetRole: 'Role',
  colUser: 'Username',
  fleetRoles: {
    administrator: 'Administrator',
    developer: 'Developer',
    'safe-developer': 'Safe developer',
    operator: 'Operator',
    'safe-operator': 'Safe operator',
    observer: 'Observer',
    member: 'Member',
  } as Record<string, string>,
  classTitle: { fleet: 'Fleets', app: 'Apps', block: 'Blocks' },
  // accept invitation
  invitationAccepted: 'Invitation accepted',
} as const;

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
