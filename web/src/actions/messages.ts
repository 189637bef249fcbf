/**
 * Texts of the device actions. Disabled reasons and batch texts are spec 02 §8 "Device action
 * messages" verbatim (marked "spec"); labels follow spec 02 §1's action names.
 */
import { formatMoney } from '../lib/format.ts';

export const ACTION_MSG = {
  mustBeOnline: 'Device must be online', // spec
  mustBeOffline: 'Device must be offline', // spec
  alreadyInactive: 'Device already inactive', // spec
  noBlink: (count: number) =>
    count === 1 ? 'Device does not support blinking' : `${count} devices do not support blinking`, // spec (counts the devices)
  esrSupervisor: 'Cannot update the ESR supervisor', // spec
  notProvisioned: 'Action not supported until fully provisioned', // spec
  inLocalMode: 'Not available in local mode', // spec
  osUpdateUnsupported: 'Update not supported for this device type and OS version', // spec
  osUpdateOffline: 'Update disabled for offline devices', // spec
  upgradeToDeactivate: 'Upgrade the plan to enable deactivation', // spec
  noDeviceType: 'Could not detect the device type', // spec
  // the confirmation and lock steps of the flow (spec 02 §4)
  force: 'Force',
  dismiss: 'Dismiss',
  skipped: (n: number) => (n === 1 ? '1 selected device will be skipped:' : `${n} selected devices will be skipped:`),
  andMore: (n: number) => `and ${n} more`,
  confirmTitle: (action: string, n: number) => `${action}: ${n === 1 ? '1 device' : `${n} devices`}`,
  confirmList: 'These devices will be affected:',
  movePinnedWarning: 'Pinned devices will lose their pinned release.',
  // The device deactivation fee (spec 03 §9: one device-month, not covered by the plan allowance).
  deactivationFee: (cents: number, n: number) =>
    `Deactivating a device is charged a deactivation fee of one device-month (${formatMoney(cents)} per device), not covered by the plan allowance.` +
    (n === 1 ? '' : ` For ${n} devices: ${formatMoney(cents * n)}.`),
  moveOldOsWarning: 'Devices with an OS older than 2.12.0 will not keep data from the old fleet in persistent storage.',
  // Local mode unsupported (spec 02 §5 names the conditions, not the wording).
  localModeNeedsDev: 'Local mode needs a development OS variant',
  localModeOldSupervisor: 'Supervisor too old for local mode (0.x to 3.x)',
  localModeOldOs: 'Local mode is not supported on this OS version',
  batchPartial: (failed: number, total: number) => `Operation failed for ${failed} of ${total} selected items`, // spec
  updateLocked: 'Some devices did not run the action because an update lock is set', // spec
  lockBlocked: 'action blocked by update lock', // spec
  noCompatibleFleets: 'No applications with compatible architecture', // spec
  noneUpdatable: 'None of the selected devices are updatable to this version', // spec
  ongoing: 'There is an ongoing action, please wait', // spec
  // success messages (spec 02 §8 "pinned to release, tracking default release, renamed, support access granted or removed")
  pinned: 'Pinned to release', // spec
  trackingDefault: 'Tracking default release', // spec
  renamed: 'Renamed', // spec
  supportGranted: 'Support access granted', // spec
  supportRemoved: 'Support access removed', // spec
} as const;

/** Texts of the action form dialogs (step 2 of the flow). */
export const FORM_MSG = {
  submit: 'Continue',
  cancel: 'Cancel',
  name: 'Name',
  tagKey: 'Tag key',
  value: 'Value',
  trackLatest: 'Track latest release',
  release: 'Release',
  targetFleet: 'Target fleet',
  searchFleets: 'Search fleets',
  insufficientPermission: 'insufficient permission',
  grant: 'Grant',
  revoke: 'Revoke',
  grantSupport: 'Grant support access',
  revokeSupport: 'Revoke support access',
  supportUntil: 'Grant until',
  duration: 'Duration',
  durations: [
    { label: '1 day', days: 1 },
    { label: '5 days', days: 5 },
    { label: '7 days', days: 7 },
    { label: '30 days', days: 30 },
  ],
  enable: 'Enable',
  disable: 'Disable',
  osLine: 'OS release line',
  lineDefault: 'Default',
  lineEsr: 'ESR (extended support)',
  noEsr: 'no ESR versions available', // spec
  esrPlanOnly: 'production and enterprise plans only',
  osVersion: 'OS version',
  sameVersionWarning: 'The chosen version is the one already running.',
  willUpdate: (n: number, total: number) =>
    `${n} of ${total} selected ${total === 1 ? 'device' : 'devices'} will be updated.`,
  leftOut: 'Devices left out',
  takeoverWarning: (names: string) =>
    `This is a takeover update: it repartitions the boot media of ${names}. The devices stay offline while it runs and cannot be rolled back.`,
  takeoverConfirm: 'I understand that this update repartitions the device',
  supervisorVersion: 'Supervisor version',
  recommended: 'recommended',
  running: 'running',
  noSupervisorVersions: 'no versions available', // spec
} as const;

/** Labels shown in menus and the bulk bar. */
export const ACTION_LABEL = {
  rename: 'Rename',
  tags: 'Edit tags',
  pin: 'Pin to release',
  move: 'Move to another fleet',
  restart: 'Restart application',
  reboot: 'Reboot',
  shutdown: 'Shutdown',
  purge: 'Purge data',
  blink: 'Identify (blink)',
  'local-mode': 'Local mode',
  'public-url': 'Public device URL',
  'support-access': 'Support access',
  'os-update': 'Update host OS',
  'supervisor-update': 'Update supervisor',
  deactivate: 'Deactivate',
  delete: 'Delete',
} as const;
