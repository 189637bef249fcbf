/** Texts of the fleet access pages: the `fleetAccess.*` keys of lib/i18n.ts (spec 02 texts verbatim, marked "spec" there). */
import { messages, t, type NamespaceKey } from '../../lib/i18n.ts';

export const MSG = messages('fleetAccess');

export type AccessMessageKey = NamespaceKey<'fleetAccess'>;

/** A message with its `{name}` placeholders filled. */
export function msg(key: AccessMessageKey, params?: Record<string, string | number>): string {
  return t(`fleetAccess.${key}`, params);
}
