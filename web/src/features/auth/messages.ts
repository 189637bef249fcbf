/** Texts of the sign-in area: the `auth.*` keys of lib/i18n.ts (one table for every string). */
import { messages } from '../../lib/i18n.ts';

export const MSG = messages('auth');
