/**
 * User-facing texts of the identity provider pages. Texts quoted in spec 01 are verbatim (marked
 * "spec"); the others carry our English wording for what the spec names only by an error key.
 */
export const MSG = {
  title: 'Identity provider',
  intro: 'Let members of your organizations sign in with your enterprise single sign-on (SAML).',
  emptyTitle: 'No identity provider yet',
  emptyText: 'Add your SAML identity provider so members of your organizations can sign in through it.',
  add: 'Add identity provider',
  docs: 'Read the documentation about single sign-on',
  loading: 'Loading the identity provider…',
  loadFailed: 'The identity provider could not be loaded.',
  // details card
  details: 'Details',
  ssoIdentifier: 'SSO identifier',
  entryPoint: 'Entry point URL',
  issuer: 'Issuer',
  certificate: 'Certificate',
  loginUrl: 'SAML login URL',
  copyLoginUrl: 'Copy the SAML login URL',
  created: 'Created',
  edit: 'Edit',
  remove: 'Remove',
  // memberships
  memberOrgs: 'Member organizations',
  organization: 'Organization',
  defaultTeam: 'Default team',
  noDefaultTeam: 'No default team',
  actions: 'Actions',
  setDefaultTeam: 'Set default team',
  changeDefaultTeam: 'Change default team',
  defaultTeamDialog: 'Default team for {org}',
  defaultTeamHelp: 'New SAML users of this organization join this team.',
  save: 'Save',
  removeOrg: 'Remove organization',
  removeOrgTitle: 'Remove {org} from this identity provider?',
  removeOrgText: 'Members of {org} will no longer be able to sign in through {sso}.',
  addOrgs: 'Add organizations',
  addOrgsTitle: 'Add organizations to {sso}',
  addOrgsHelp: 'Existing SAML members are not added to the new organizations.',
  noOrgsToAdd: 'Every organization you administer is already linked.',
  chooseOrg: 'Choose at least one organization',
  // form
  addTitle: 'Add identity provider',
  editTitle: 'Edit identity provider',
  forOrganization: 'Organization',
  metadata: 'Metadata XML file',
  metadataHelp: 'Upload your identity provider\'s SAML metadata to fill in the fields below (at most 1,000,000 bytes).',
  ssoHelp: 'At least 3 characters: lowercase letters, digits, underscores and hyphens.',
  certificateHelp: 'PEM format: the certificate between its BEGIN and END lines.',
  // validation and errors (spec 01 §5, §8)
  ssoRequired: 'The SSO identifier is required',
  ssoTooShort: 'The SSO identifier must be at least 3 characters long',
  ssoInvalid: 'Your entry contains invalid characters', // spec
  invalidUrl: 'Please enter a valid URL', // invalid_url
  issuerRequired: 'The issuer is required',
  certificateRequired: 'The certificate is required',
  invalidCertificate: 'Invalid certificate format', // invalid_certificate_format
  metadataTooLarge: 'The metadata file is larger than 1,000,000 bytes',
  metadataUnparsable: 'The SAML metadata could not be parsed', // failed_to_parse_saml_metadata
  orgRequired: 'Choose an organization',
  fillAll: 'Please fill out all required fields', // warnings.please_fill_out_all_required_fields
  notAdmin: 'You cannot interact with this identity provider: you are not an administrator of it', // warnings.cannot_interact_not_an_admin_of_this_idp
  atLeastOneOrg: 'An identity provider must have at least one organization', // warnings.idp_must_have_at_least_one_org
  invalidId: 'Invalid id passed in URL: {id}', // errors.invalid_id_passed_in_url
  noIdpFound: 'No identity provider found with id {id}', // errors.no_idp_found
  unauthorized: 'You are not authorized to view this identity provider', // unauthorized_view_idp
  // removal
  removeTitle: 'Remove identity provider {sso}?',
  removeBlocked: 'This identity provider cannot be removed while it has {count} SAML accounts. Members who sign in through it would lose access.', // warnings.will_permanently_delete_idp
  removeText: 'This will permanently delete the identity provider. This action cannot be reversed.', // warnings.action_cannot_be_reversed
  // toasts
  added: 'Identity provider added',
  updated: 'Identity provider updated',
  removed: 'Identity provider removed',
  membershipsAdded: 'Organizations added to the identity provider', // added_idp_memberships
  membershipRemoved: 'Organization removed from the identity provider',
  defaultTeamSaved: 'Default team saved',
} as const;

/** The API's error keys for identity provider writes (spec 01 §8) and the texts they show. */
const ERROR_KEYS: ReadonlyArray<[string, string]> = [
  ['sso_identifier_contains_invalid_characters', 'Your entry contains invalid characters'],
  ['invalid_certificate_format', 'Invalid certificate format'],
  ['failed_to_parse_saml_metadata', 'The SAML metadata could not be parsed'],
  ['invalid_url', 'Please enter a valid URL'],
  ['unique', 'This SSO identifier is already used by another identity provider'],
];

/** The text of a known error key inside an error's text, or undefined to use the generic rules. */
export function idpErrorText(text: string | null): string | undefined {
  if (!text) return undefined;
  return ERROR_KEYS.find(([key]) => text.includes(key))?.[1];
}

/** Fills `{name}` placeholders. */
export const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
