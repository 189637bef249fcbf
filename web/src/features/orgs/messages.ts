/**
 * Texts of the organization, member, invite and team pages: the `orgs.*` keys of lib/i18n.ts (one
 * table for every string). Role names are looked up by the role a row carries, so those tables are
 * plain string records.
 */
import { messages } from '../../lib/i18n.ts';

const roles: Readonly<Record<string, string>> = messages('orgs.roles');
const fleetRoles: Readonly<Record<string, string>> = messages('orgs.fleetRoles');

export const MSG = {
  ...messages('orgs'),
  roles,
  fleetRoles,
  classTitle: messages('orgs.classTitle'),
};

/** Fills `{name}` placeholders (the dashboard's one `fill`). */
export { fill } from '../../lib/i18n.ts';
