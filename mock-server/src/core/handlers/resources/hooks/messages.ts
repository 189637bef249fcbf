/**
 * Validation texts of the resource hooks, verbatim from spec 02 §5 and api-ground-truth §1.4 where
 * they exist there; the rest are the mock's own clear 400 texts (marked).
 */

/** Tag key business rules (api-ground-truth §1.4, §3 device_tag). */
export const TAG_KEY_WHITESPACE = 'Tag keys cannot contain whitespace.';
export const tagKeyReserved = (prefix: string): string => `Tag keys beginning with ${prefix} are reserved.`;
export const RESERVED_TAG_PREFIXES = ['io.balena.', 'io.resin.'] as const;

/**
 * Variable name and value rules as the API words them (open-balena-api features/vars-schema
 * env-vars.ts; the dashboard checks names first with its own texts, spec 02 §5 "Variables").
 */
export const ENV_VAR_NAME_INVALID =
  'Environment variable names can only contain alphanumeric characters and underscores.';
export const CONFIG_VAR_NAME_INVALID =
  'Configuration variable names can only contain alphanumeric characters, underscores or a colon';
export const envVarReservedNames = (names: readonly string[]): string =>
  `Environment variables ${names.join(', ')} are reserved`;
export const configVarReservedNames = (names: readonly string[]): string =>
  `Configuration variables ${names.join(', ')} are reserved`;
export const envVarReservedNamespaces = (namespaces: readonly string[]): string =>
  `Environment variables beginning with ${namespaces.join(', ')} are reserved.`;
export const configVarOutsideNamespaces = (namespaces: readonly string[]): string =>
  `Configuration variables must be part of one of the following namespaces: ${namespaces.join(', ')}`;
export const VARIABLE_VALUE_LINE_BREAK = 'Variable values cannot contain line break characters';

/** Device hooks (api-ground-truth §3 "device" defaults). */
export const DEVICE_UUID_INVALID = 'Device UUID must be a 32 or 62 character long lower case hex string.';
export const DEVICE_NAME_NEWLINE = 'Device name cannot contain newlines.';
/** PATCH device `{"is_active": false}` on an online device (balena-sdk device.deactivate integration test). */
export const DEVICE_DEACTIVATE_ONLINE = 'Devices must be offline in order to be deactivated.';
export const deviceTypeUnknown = (slug: string): string => `Invalid device type: ${slug}`;

/** Membership hooks (api-ground-truth §2.4, §6.11). */
export const userNotFound = (username: string): string => `User not found: ${username}`;
export const FLEET_MEMBER_NEEDS_ORG =
  'It is necessary that each user that is a member of an application, is a member of the organization that the application belongs to.';
export const INVITEE_INVALID_EMAIL = 'invalid email';
export const INVITEE_ALREADY_MEMBER = 'This user is already a member of the organization.';
export const unknownRole = (name: string): string => `Unknown role: ${name}`;
/** Removing or demoting an organization's last administrator (the cloud's rule sentence). */
export { API_LAST_ADMINISTRATOR_RULE as LAST_ORGANIZATION_ADMIN } from '../../../../../../shared/organization-rules.ts';

/** PATCH release `{"is_final": false}` on a final release (open-balena-api release versioning). */
export const RELEASE_FINAL_TO_DRAFT = 'Finalized releases cannot be converted to draft.';
/** PATCH release with a non-boolean `is_final`. */
export const IS_FINAL_BOOLEAN = '"is_final" must be a boolean';
/** An organization handle with other characters than letters, digits, `_` and `-`. */
export const ORG_HANDLE_CHARACTERS = 'Handle can only contain letters, numbers, underscores and dashes.';

/** Identity providers (spec 01 §5, §8 error keys). */
export const SSO_IDENTIFIER_INVALID = 'sso_identifier_contains_invalid_characters';
export const IDP_INVALID_URL = 'invalid_url';
/** Mock text: the POST must name the organization the provider is for (spec 01 §7). */
export const IDP_ORGANIZATION_REQUIRED = '"organization_id" cannot be null';
