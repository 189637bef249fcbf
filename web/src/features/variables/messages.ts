/** Texts of the variables pages: the `variables.*` keys of lib/i18n.ts (one table for every string). */
import { messages, t, type NamespaceKey } from '../../lib/i18n.ts';

export const MSG = messages('variables');

export type VariablesMessageKey = NamespaceKey<'variables'>;

/** A variables pages message with its `{name}` placeholders filled. */
export function msg(key: VariablesMessageKey, params?: Record<string, string | number>): string {
  return t(`variables.${key}`, params);
}
