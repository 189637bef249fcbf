/**
 * The API's answer when a write would leave an organization without an administrator: the cloud model's
 * rule sentence, as balena-sdk's integration test organization-membership.spec.ts reads it (removing the
 * last administrator's membership). The dashboard shows the spec's message for it (spec 01 §8
 * errors.cannot_delete_last_organization_admin).
 */
export const API_LAST_ADMINISTRATOR_RULE =
  'It is necessary that each organization that is active, includes at least one organization membership that has an organization membership role that has a name (Auth) that is equal to "administrator".';

/** Whether an API error text is the last-administrator rule (with or without its closing period). */
export const isLastAdministratorRule = (text: string | null | undefined): boolean =>
  typeof text === 'string' && text.startsWith(API_LAST_ADMINISTRATOR_RULE.slice(0, -1));
