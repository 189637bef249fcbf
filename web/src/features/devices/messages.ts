/** Texts of the fleet devices view: the `devices.*` keys of lib/i18n.ts (one table for every string). */
import { messages, t } from '../../lib/i18n.ts';

export const MSG = {
  ...messages('devices'),
  removeFilter: (label: string) => t('devices.removeFilter', { label }),
  total: (count: number) => (count === 1 ? t('devices.total.one') : t('devices.total.other', { count })),
  selected: (count: number) => t('devices.selected', { count }),
  actionProgress: (action: string, done: number, total: number) => t('devices.actionProgress', { action, done, total }),
  exported: (count: number) => t('devices.exported', { count }),
  page: (page: number, pages: number) => t('devices.page', { page, pages }),
  tagColumn: (key: string) => t('devices.tagColumn', { key }),
  tagField: (key: string) => t('devices.tagField', { key }),
  progress: (percent: number) => t('devices.progress', { percent }),
  mapDevices: (count: number) => (count === 1 ? t('devices.mapDevices.one') : t('devices.mapDevices.other', { count })),
  mapUnlocated: (count: number) =>
    count === 1 ? t('devices.mapUnlocated.one') : t('devices.mapUnlocated.other', { count }),
  invalidId: (id: string) => t('devices.invalidId', { id }), // spec 02 §8
};

/** Column headers. */
export const COLUMN_LABEL: Record<string, string> = messages('devices.column');

/** Filter field labels. */
export const FIELD_LABEL: Record<string, string> = messages('devices.field');

/** Filter operator labels. */
export const OP_LABEL: Record<string, string> = messages('devices.op');
