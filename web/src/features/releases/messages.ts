/** Texts of the releases pages: the `releases.*` keys of lib/i18n.ts (spec 02 texts verbatim, marked "spec" there). */
import { messages, t, type NamespaceKey } from '../../lib/i18n.ts';

export const MSG = messages('releases');

export type ReleasesMessageKey = NamespaceKey<'releases'>;

/** A message with its `{name}` placeholders filled. */
export function msg(key: ReleasesMessageKey, params?: Record<string, string | number>): string {
  return t(`releases.${key}`, params);
}
