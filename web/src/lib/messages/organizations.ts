/** Texts of organizations, members, invites and teams (`orgs.*`), identity providers (`idp.*`) and the platform admin page (`admin.*`), spec 01. Spec texts are verbatim and marked with their section; see lib/i18n.ts. */
export const organizations = {
  // Organizations, members, invites and teams (spec 01 §2, §5–§8)
  'orgs.orgsTitle': 'Organizations',
  'orgs.orgsIntro': 'The organizations you belong to. Fleets, members and teams belong to an organization.',
  'orgs.orgsEmptyTitle': 'No organizations yet',
  'orgs.orgsEmptyText': 'Create an organization to own fleets and invite your team.',
  'orgs.createOrg': 'Create organization',
  'orgs.loadFailed': 'This could not be loaded.',
  'orgs.colName': 'Name',
  'orgs.colHandle': 'Handle',
  'orgs.colRole': 'Your role',
  'orgs.colMembers': 'Members',
  'orgs.colTeams': 'Teams',
  'orgs.colFleets': 'Fleets',
  'orgs.colCreated': 'Created',
  'orgs.colActions': 'Actions',
  'orgs.actionsFor': 'Actions for {name}',
  'orgs.nameLabel': 'Organization name',
  'orgs.nameRequired': 'A name is required',
  'orgs.nameTooLong': 'An organization name can be at most {max} characters (this one has {count})',
  'orgs.alreadyUsed': 'This name is already used', // fields_errors.already_used
  'orgs.logoLabel': 'Logo (PNG or JPEG, up to 1 MB)',
  'orgs.logoType': 'The logo must be a PNG or JPEG image',
  'orgs.logoSize': 'The logo must not be larger than 1,000,000 bytes',
  'orgs.create': 'Create',
  'orgs.created': 'Organization {name} created',
  'orgs.rename': 'Rename',
  'orgs.renameTitle': 'Rename organization',
  'orgs.renamed': 'Renamed successfully', // renamed_successfully
  'orgs.changeLogo': 'Change logo',
  'orgs.logoTitle': 'Organization logo',
  'orgs.logoUpdated': 'Organization logo updated', // updated_organization_logo
  'orgs.save': 'Save',
  'orgs.cancel': 'Cancel',
  'orgs.deleteOrg': 'Delete organization',
  'orgs.deleteOrgTitle': 'Delete {name}?',
  'orgs.deleteOrgText': 'The organization, its fleets, devices, teams and memberships are deleted permanently.',
  'orgs.actionCannotBeReversed': 'This action cannot be reversed.', // warnings.action_cannot_be_reversed
  'orgs.orgDeleted': 'Organization deleted successfully', // organization_deleted_successfully
  'orgs.leaveOrg': 'Leave organization',
  'orgs.leaveOrgTitle': 'Leave {name}?',
  'orgs.leaveOrgText': 'You lose access to its fleets. An administrator has to invite you again to return.',
  'orgs.leftOrg': 'You left {name}',
  'orgs.soleAdminCannotLeave':
    'You are the only administrator of this organization: make another member an administrator, or delete the organization.',
  'orgs.lastAdmin':
    'The last administrator of the organization cannot be deleted. You have to delete the organization.', // spec errors.cannot_delete_last_organization_admin
  'orgs.invalidId': 'invalid id passed in url', // spec errors.invalid_id_passed_in_url
  'orgs.notFound': 'Organization not found',
  'orgs.frozenUpdateBilling':
    'The organization {name} is frozen because of invoices more than 60 days past due. Please update the billing details.', // errors.organization_is_frozen_update_billing_details; spec 03 §8: the texts mention invoices more than 60 days past due
  'orgs.frozenReachAdmins':
    'The organization {name} is frozen because of invoices more than 60 days past due. Please reach out to the organization administrators.', // errors.organization_is_frozen_please_reach_administrators
  'orgs.noAccess':
    'Only organization administrators can see this page. Ask an administrator of the organization for access.',
  'orgs.summaryTitle': 'Summary',
  'orgs.cardName': 'Name',
  'orgs.cardHandle': 'Handle',
  'orgs.cardCreated': 'Created',
  'orgs.cardMembers': 'Members',
  'orgs.cardTeams': 'Teams',
  'orgs.cardFleets': 'Fleets',
  'orgs.cardApps': 'Apps',
  'orgs.cardBlocks': 'Blocks',
  'orgs.manage': 'Manage',
  'orgs.manageWhat': 'Manage {what}',
  'orgs.none': 'None yet',
  'orgs.membersTitle': 'Members',
  'orgs.colUsername': 'Username',
  'orgs.colSeatRole': 'Effective seat role',
  'orgs.colSaml': 'SAML accounts',
  'orgs.colJoined': 'Member since',
  'orgs.sortBySaml': 'Sort by SAML accounts',
  'orgs.changeRole': 'Change role',
  'orgs.changeRoleTitle': 'Change the role of {count} members',
  'orgs.changeRoleTitleOne': 'Change the role of {name}',
  'orgs.roleLabel': 'Role',
  'orgs.roleChanged': 'Role changed',
  'orgs.roleChangeStopped': 'Changed {done} of {total}; stopped at {name}: {error}',
  'orgs.removeMember': 'Remove',
  'orgs.removeMembers': 'Remove selected',
  'orgs.removeTitle': 'Remove {count} members?',
  'orgs.removeTitleOne': 'Remove {name} from the organization?',
  'orgs.removeText': 'They lose access to the organization and its fleets.',
  'orgs.memberRemoved': 'Member successfully deleted', // member_successfully_deleted
  'orgs.page': 'Page {page} of {pages}',
  'orgs.previous': 'Previous',
  'orgs.next': 'Next',
  'orgs.you': '(you)',
  'orgs.roles.administrator': 'Administrator',
  'orgs.roles.member': 'Member',
  'orgs.invitesTitle': 'Pending invites',
  'orgs.invitesEmpty': 'No pending invites.',
  'orgs.invite': 'Invite member',
  'orgs.inviteTitle': 'Invite a member',
  'orgs.inviteeLabel': 'E-mail address',
  'orgs.messageLabel': 'Message',
  'orgs.invalidEmail': 'invalid email', // spec fields_errors.invalid_email
  'orgs.inviteeRequired': 'An e-mail address is required',
  'orgs.alreadyMember': 'This user is already a member of the organization.', // actions_messages.invitee_already_exist
  'orgs.alreadyInvited': 'This e-mail address has already been invited.', // actions_messages.invitee_already_invited
  'orgs.sendInvite': 'Send invite',
  'orgs.userAdded': 'Invite sent to {email}', // user_added
  'orgs.colEmail': 'E-mail',
  'orgs.colMessage': 'Message',
  'orgs.revoke': 'Revoke',
  'orgs.revokeTitle': 'Revoke the invite of {email}?',
  'orgs.revoked': 'Invite revoked',
  'orgs.resend': 'Resend',
  'orgs.resent': 'Invite sent again to {email}',
  'orgs.seatUsage': '{count} members currently hold the {role} role.',
  'orgs.seatUsageOne': '1 member currently holds the {role} role.',
  'orgs.memberTitle': 'Member {name}',
  'orgs.memberNotFound': 'Member not found',
  'orgs.memberTeams': 'Teams',
  'orgs.memberTeamsEmpty': 'Not in any team of this organization.',
  'orgs.fleetsOf': '{what} of {name}',
  'orgs.fleetsEmpty': 'Nothing here.',
  'orgs.teamsTitle': 'Teams',
  'orgs.teamsEmptyTitle': 'No teams yet',
  'orgs.teamsEmptyText': 'Teams group members and give them access to fleets with a role.',
  'orgs.createTeam': 'Create team',
  'orgs.teamNameLabel': 'Team name',
  'orgs.teamNameRequired': 'A name is required',
  'orgs.teamNameTaken':
    'A team with this name already exists in this organization. Note that the name is case-insensitive',
  'orgs.teamAdded': 'Team added successfully', // team_added_successfully
  'orgs.teamDeleted': 'Team deleted successfully', // team_deleted_successfully
  'orgs.renameTeam': 'Rename team',
  'orgs.deleteTeam': 'Delete team',
  'orgs.deleteTeamTitle': 'Delete the team {name}?',
  'orgs.deleteTeamText': 'Its members lose the fleet access the team gave them.',
  'orgs.leaveTeam': 'Leave team',
  'orgs.leaveTeamTitle': 'Leave the team {name}?',
  'orgs.leftTeam': 'You left the team {name}',
  'orgs.colAccess': 'Fleet access',
  'orgs.accessCounts': '{fleets} fleets, {apps} apps, {blocks} blocks',
  'orgs.teamNotFound': 'Team not found',
  'orgs.teamMembers': 'Team members',
  'orgs.teamMembersEmpty': 'No members in this team yet.',
  'orgs.addMembers': 'Add members',
  'orgs.addMembersTitle': 'Add members to {name}',
  'orgs.addMembersNone': 'Every member of the organization is already in this team.',
  'orgs.addMembersPick': 'Choose at least one member',
  'orgs.memberAdded': 'Member added successfully', // member_added_successfully
  'orgs.memberRemovedFromTeam': 'Member removed successfully', // member_removed_successfully
  'orgs.teamMembershipDeleted': 'Team membership deleted successfully', // team_membership_deleted_successfully
  'orgs.removeFromTeamTitle': 'Remove {name} from the team?',
  'orgs.grantAccess': 'Add fleet access',
  'orgs.grantAccessTitle': 'Give {name} access to a fleet',
  'orgs.fleetLabel': 'Fleet',
  'orgs.fleetRoleLabel': 'Role on the fleet',
  'orgs.accessGranted': 'Access granted',
  'orgs.accessRevoked': 'Access removed',
  'orgs.accessRoleChanged': 'Role changed',
  'orgs.removeAccessTitle': 'Remove the access to {name}?',
  'orgs.accessEmpty': 'This team has no access to any {what} yet.',
  'orgs.noFleetsLeft': 'The team already has access to every fleet of this organization.',
  'orgs.memberNoFleetsLeft': '{name} already has access to every one of these in this organization.',
  'orgs.chooseFleet': 'Choose a fleet',
  'orgs.colFleet': 'Name',
  'orgs.colFleetRole': 'Role',
  'orgs.colUser': 'Username',
  'orgs.fleetRoles.administrator': 'Administrator',
  'orgs.fleetRoles.developer': 'Developer',
  'orgs.fleetRoles.safe-developer': 'Safe developer',
  'orgs.fleetRoles.operator': 'Operator',
  'orgs.fleetRoles.safe-operator': 'Safe operator',
  'orgs.fleetRoles.observer': 'Observer',
  'orgs.fleetRoles.member': 'Member',
  'orgs.classTitle.fleet': 'Fleets',
  'orgs.classTitle.app': 'Apps',
  'orgs.classTitle.block': 'Blocks',
  'orgs.invitationAccepted': 'Invitation accepted',
  // Identity provider pages (spec 01 §2, §5, §8)
  'idp.title': 'Identity provider',
  'idp.intro': 'Let members of your organizations sign in with your enterprise single sign-on (SAML).',
  'idp.emptyTitle': 'No identity provider yet',
  'idp.emptyText': 'Add your SAML identity provider so members of your organizations can sign in through it.',
  'idp.add': 'Add identity provider',
  'idp.docs': 'Read the documentation about single sign-on',
  'idp.loading': 'Loading the identity provider…',
  'idp.loadFailed': 'The identity provider could not be loaded.',
  // details card
  'idp.details': 'Details',
  'idp.ssoIdentifier': 'SSO identifier',
  'idp.entryPoint': 'Entry point URL',
  'idp.issuer': 'Issuer',
  'idp.certificate': 'Certificate',
  'idp.loginUrl': 'SAML login URL',
  'idp.copyLoginUrl': 'Copy the SAML login URL',
  'idp.created': 'Created',
  'idp.edit': 'Edit',
  'idp.remove': 'Remove',
  // memberships
  'idp.memberOrgs': 'Member organizations',
  'idp.organization': 'Organization',
  'idp.defaultTeam': 'Default team',
  'idp.noDefaultTeam': 'No default team',
  'idp.actions': 'Actions',
  'idp.setDefaultTeam': 'Set default team',
  'idp.changeDefaultTeam': 'Change default team',
  'idp.defaultTeamDialog': 'Default team for {org}',
  'idp.defaultTeamHelp': 'New SAML users of this organization join this team.',
  'idp.save': 'Save',
  'idp.removeOrg': 'Remove organization',
  'idp.removeOrgTitle': 'Remove {org} from this identity provider?',
  'idp.removeOrgText': 'Members of {org} will no longer be able to sign in through {sso}.',
  'idp.addOrgs': 'Add organizations',
  'idp.addOrgsTitle': 'Add organizations to {sso}',
  'idp.addOrgsHelp': 'Existing SAML members are not added to the new organizations.',
  'idp.noOrgsToAdd': 'Every organization you administer is already linked.',
  'idp.chooseOrg': 'Choose at least one organization',
  // form
  'idp.addTitle': 'Add identity provider',
  'idp.editTitle': 'Edit identity provider',
  'idp.forOrganization': 'Organization',
  'idp.metadata': 'Metadata XML file',
  'idp.metadataHelp':
    "Upload your identity provider's SAML metadata to fill in the fields below (at most 1,000,000 bytes).",
  'idp.ssoHelp': 'At least 3 characters: lowercase letters, digits, underscores and hyphens.',
  'idp.certificateHelp': 'PEM format: the certificate between its BEGIN and END lines.',
  // validation and errors (spec 01 §5, §8)
  'idp.ssoRequired': 'The SSO identifier is required',
  'idp.ssoTooShort': 'The SSO identifier must be at least 3 characters long',
  'idp.ssoInvalid': 'Your entry contains invalid characters', // spec
  'idp.invalidUrl': 'Please enter a valid URL', // invalid_url
  'idp.issuerRequired': 'The issuer is required',
  'idp.certificateRequired': 'The certificate is required',
  'idp.invalidCertificate': 'Invalid certificate format', // invalid_certificate_format
  'idp.metadataTooLarge': 'The metadata file is larger than 1,000,000 bytes',
  'idp.metadataUnparsable': 'The SAML metadata could not be parsed', // failed_to_parse_saml_metadata
  'idp.orgRequired': 'Choose an organization',
  'idp.fillAll': 'Please fill out all required fields', // warnings.please_fill_out_all_required_fields
  'idp.notAdmin': 'You cannot interact with this identity provider: you are not an administrator of it', // warnings.cannot_interact_not_an_admin_of_this_idp
  'idp.atLeastOneOrg': 'An identity provider must have at least one organization', // warnings.idp_must_have_at_least_one_org
  'idp.invalidId': 'Invalid id passed in URL: {id}', // errors.invalid_id_passed_in_url
  'idp.noIdpFound': 'No identity provider found with id {id}', // errors.no_idp_found
  'idp.unauthorized': 'You are not authorized to view this identity provider', // unauthorized_view_idp
  'idp.unknownError': 'An unknown error occurred', // unknown_error
  // removal
  'idp.removeTitle': 'Remove identity provider {sso}?',
  'idp.removeBlocked':
    'This identity provider cannot be removed while it has {count} SAML accounts. Members who sign in through it would lose access.', // warnings.will_permanently_delete_idp
  'idp.removeBlockedAccounts':
    'This identity provider cannot be removed while it has SAML accounts. Members who sign in through it would lose access.', // warnings.will_permanently_delete_idp, when the API refuses the removal
  'idp.providers': 'Your identity providers',
  'idp.current': '(this one)',
  'idp.removeText': 'This will permanently delete the identity provider. This action cannot be reversed.', // warnings.action_cannot_be_reversed
  // toasts
  'idp.added': 'Identity provider added',
  'idp.updated': 'Identity provider updated',
  'idp.removed': 'Identity provider removed',
  'idp.membershipsAdded': 'Organizations added to the identity provider', // added_idp_memberships
  'idp.membershipRemoved': 'Organization removed from the identity provider',
  'idp.defaultTeamSaved': 'Default team saved',
  'idp.ssoTaken': 'This SSO identifier is already used by another identity provider', // 409 unique
  // Platform admin page (spec 01 §6)
  'admin.title': 'Admin',
  'admin.intro': 'Platform administration: every organization and fleet, and signing in as another user.',
  'admin.loginAs': 'Log in as',
  'admin.loginAsHelp':
    'Get a session for another user and reload the dashboard as them. A banner leads back to your admin account.',
  'admin.username': 'Username or e-mail',
  'admin.usernameRequired': 'Enter a username or e-mail address',
  'admin.organizations': 'Organizations',
  'admin.fleets': 'Fleets',
  'admin.search': 'Filter by name',
  'admin.name': 'Name',
  'admin.handle': 'Handle',
  'admin.organization': 'Organization',
  'admin.type': 'Type',
  'admin.noOrganizations': 'No organizations match.',
  'admin.noFleets': 'No fleets match.',
  'admin.loading': 'Loading…',
  'admin.firstRows': 'Showing the first {count} by name; filter to narrow the list.',
  'admin.classFleet': 'Fleet',
  'admin.classApp': 'App',
  'admin.classBlock': 'Block',
} as const;
