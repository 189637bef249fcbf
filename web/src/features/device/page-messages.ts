/**
 * Texts of the device actions, settings, location and diagnostics pages: the `devicePages.*` keys of
 * lib/i18n.ts (spec 02 texts verbatim, marked there), read through t().
 */
import { messages, t } from '../../lib/i18n.ts';

export const PAGE_MSG = {
  ...messages('devicePages'),
  lockedUntil: (date: string) => t('devicePages.lockedUntil', { date }),
  currentOs: (v: string) => t('devicePages.currentOs', { v }),
  currentSupervisor: (v: string) => t('devicePages.currentSupervisor', { v }),
  osUpdateState: (state: string) => t('devicePages.osUpdateState', { state }),
  osUpdatePercent: (state: string, progress: number) => t('devicePages.osUpdatePercent', { state, progress }),
  pinnedTo: (v: string) => t('devicePages.pinnedTo', { v }),
  grantedUntil: (d: string) => t('devicePages.grantedUntil', { d }),
  lastRun: (d: string) => t('devicePages.lastRun', { d }),
  describe: messages('devicePages.describe') as Readonly<Record<string, string>>,
  runState: messages('devicePages.runState') as Readonly<Record<string, string>>,
  checkStatus: messages('devicePages.checkStatus') as Readonly<Record<string, string>>,
  stateField: messages('devicePages.stateField') as Readonly<Record<string, string>>,
};
