/** Texts of the platform admin page (spec 01 §6 "log in as"): the `admin.*` keys of lib/i18n.ts. */
import { messages, t } from '../../lib/i18n.ts';
export const MSG = messages('admin');

/** Fleet classes as the admin's fleet table names them. */
export const CLASS_NAMES: Readonly<Record<string, string>> = {
  fleet: t('admin.classFleet'),
  app: t('admin.classApp'),
  block: t('admin.classBlock'),
};
