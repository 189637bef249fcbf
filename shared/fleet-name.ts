/**
 * Fleet name rules (spec 02 §5 "Fleet name", §9 "Fleet name length: 4 to 100"), checked in order
 * with the spec's messages: required, at least 4, at most 100, an alphanumeric start followed only
 * by letters, digits, hyphens or underscores, then a case-insensitive duplicate among the
 * organization's other names. Pure, so the create dialog and the settings rename share it.
 */

export const FLEET_NAME_MIN_LENGTH = 4;
export const FLEET_NAME_MAX_LENGTH = 100;

export const FLEET_NAME_MESSAGES = {
  required: 'A name is required',
  tooShort: 'The name should be at least 4 characters long',
  tooLong: 'The name should not be more than 100 characters long',
  invalid: 'The name can only contain alphanumeric characters, hyphens or underscores',
  duplicate: 'This name is already used by another {type}. Note that the name is case-insensitive',
} as const;

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

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
