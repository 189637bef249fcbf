/** Texts of the fleets area: the `fleets.*` keys of lib/i18n.ts (one table for every string). */
import { messages } from '../../lib/i18n.ts';

export const MSG = {
  ...messages('fleets'),
  listTitle: messages('fleets.listTitle'),
  emptyTitle: messages('fleets.emptyTitle'),
  emptyText: messages('fleets.emptyText'),
  create: messages('fleets.create'),
  status: messages('fleets.status'),
  edition: messages('fleets.edition'),
  welcome: messages('fleets.welcome'),
};

/** Fills `{name}` placeholders (the dashboard's one `fill`). */
export { fill } from '../../lib/i18n.ts';
