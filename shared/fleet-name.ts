/**
 * Fleet name rules (spec 02 §5 "Fleet name", §9 "Fleet name length: 4 to 100"), checked in order
 * with the spec's messages: required, at least 4, at most 100, an alphanumeric start followed only
 * by letters, digits, hyphens or underscores, then a case-insensitive duplicate among the
 * organization's other names. Pure, so the create dialog and the settings rename share it.
 */

export const FLEET_NAME_MIN_LENGTH = 4;
export const FLEET_NAME_MAX_LENGTH = 100;

const FLEET_NAME_MESSAGES = {
  required: 'A name is required',
  tooShort: 'The name should be at least 4 characters long',
  tooLong: 'The name should not be more than 100 characters long',
  invalid: 'The name can only contain alphanumeric characters, hyphens or underscores',
  duplicate: 'This name is already used by another {type}. Note that the name is case-insensitive',
} as const;

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * What the API answers when it refuses a fleet name (400): the model's length rule (open-balena-api
 * src/balena.sbvr "application has app name"), and the character check of its create and rename hooks
 * (src/features/applications/hooks/defaults.ts, rename.ts). A taken name breaks the unique slug: 409 with
 * "unique" in the text.
 */
export const API_APP_NAME_LENGTH_RULE =
  'It is necessary that each application has an app name that has a Length (Type) that is greater than or equal to 4 and is less than or equal to 100.';
export const API_APP_NAME_CHARACTERS = 'App name may only contain [a-zA-Z0-9_-].';

/** The characters the API accepts in a fleet name (its hooks' check; the dashboard's rule is stricter). */
export const API_APP_NAME_PATTERN = /^[a-zA-Z0-9_-]+$/;

/**
 * The spec's message for the API's refusal of `name` (status and the answer's text), or null when the
 * answer is not about the name. The dashboard shows the spec's words; the API speaks its own.
 */
export function fleetNameMessageFromApi(
  status: number,
  text: string,
  name: string,
  type: string = 'fleet',
): string | null {
  if (status === 409 && /\bunique\b/i.test(text)) return FLEET_NAME_MESSAGES.duplicate.replace('{type}', type);
  if (status !== 400) return null;
  if (text === API_APP_NAME_CHARACTERS)
    return name.length === 0 ? FLEET_NAME_MESSAGES.required : FLEET_NAME_MESSAGES.invalid;
  if (text.startsWith(API_APP_NAME_LENGTH_RULE.slice(0, -1))) {
    if (name.length === 0) return FLEET_NAME_MESSAGES.required;
    return name.length < FLEET_NAME_MIN_LENGTH ? FLEET_NAME_MESSAGES.tooShort : FLEET_NAME_MESSAGES.tooLong;
  }
  return null;
}

/** The first rule `name` breaks, or null when it is valid; `type` names the class in the duplicate message. */
export function fleetNameProblem(
  name: string,
  existingNames: readonly string[],
  type: string = 'fleet',
): string | null {
  if (name.length === 0) return FLEET_NAME_MESSAGES.required;
  if (name.length < FLEET_NAME_MIN_LENGTH) return FLEET_NAME_MESSAGES.tooShort;
  if (name.length > FLEET_NAME_MAX_LENGTH) return FLEET_NAME_MESSAGES.tooLong;
  if (!NAME_PATTERN.test(name)) return FLEET_NAME_MESSAGES.invalid;
  const lower = name.toLowerCase();
  if (existingNames.some((n) => n.toLowerCase() === lower))
    return FLEET_NAME_MESSAGES.duplicate.replace('{type}', type);
  return null;
}
