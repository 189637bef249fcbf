/** Texts of the credits views: the `credits.*` keys of lib/i18n.ts (one table for every string). */
import { messages } from '../../lib/i18n.ts';

export const MSG = messages('credits');

/** Fills `{name}` placeholders of a text. */
export const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
