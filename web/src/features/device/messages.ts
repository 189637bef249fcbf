/** Texts of the device page: the `device.*` keys of lib/i18n.ts (one table for every string). */
import { messages, t, type NamespaceKey } from '../../lib/i18n.ts';

export const MSG = messages('device');

export type DeviceMessageKey = NamespaceKey<'device'>;

/** A device page message with its `{name}` placeholders filled. */
export function msg(key: DeviceMessageKey, params?: Record<string, string | number>): string {
  return t(`device.${key}`, params);
}
