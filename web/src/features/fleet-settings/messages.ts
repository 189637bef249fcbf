/** Texts of the fleet settings pages: the `fleetSettings.*` keys of lib/i18n.ts (spec 02 texts verbatim, marked "spec" there). */
import { messages, t, type NamespaceKey } from '../../lib/i18n.ts';

export const MSG = messages('fleetSettings');

export type SettingsMessageKey = NamespaceKey<'fleetSettings'>;

/** A message with its `{name}` placeholders filled. */
export function msg(key: SettingsMessageKey, params?: Record<string, string | number>): string {
  return t(`fleetSettings.${key}`, params);
}
