/** Texts of the credits views: the `credits.*` keys of lib/i18n.ts (one table for every string). */
import { messages } from '../../lib/i18n.ts';

export const MSG = messages('credits');

/** Fills `{name}` placeholders (the dashboard's one `fill`). */
export { fill } from '../../lib/i18n.ts';
