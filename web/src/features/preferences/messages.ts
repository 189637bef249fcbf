/** Texts of the preferences pages: the `preferences.*` keys of lib/i18n.ts (one table for every string). */
import { messages } from '../../lib/i18n.ts';

export const MSG = messages('preferences');
