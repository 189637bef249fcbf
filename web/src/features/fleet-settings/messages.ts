/**
 * Texts of the fleet settings page. Texts quoted in spec 02 are verbatim (marked "spec"); the
 * others are our English wording for what the spec names only by meaning.
 */
export const MSG = {
  title: 'Settings',
  intro: 'Name, device type, release tracking and ownership of this {type}.',
  primary: 'Primary settings',
  rename: 'Rename',
  nameLabel: 'Name',
  renamed: 'renamed', // spec §8 success message
  renameLegacy: 'cannot rename classic and legacy applications', // spec §5
  deviceType: 'Default device type',
  deviceTypeHint: 'Only device types of the same CPU architecture are offered. Administrators change it.',
  saveDeviceType: 'Change device type',
  deviceTypeChanged: 'Default device type changed',
  classLabel: 'Class',
  saveClass: 'Change class',
  classChanged: 'Class changed',
  appType: 'Application type',
  saveAppType: 'Change application type',
  appTypeChanged: 'fleet type changed', // spec §8
  releaseTracking: 'Release tracking',
  pinLabel: 'Target release',
  trackLatest: 'Track latest release',
  savePin: 'Save release tracking',
  pinned: 'pinned to release', // spec §8
  tracking: 'tracking default release', // spec §8
  dangerZone: 'Danger zone',
  transfer: 'Transfer ownership',
  transferHint: 'Move this {type} to another organization you administer.',
  transferTarget: 'Target organization',
  transferTitle: 'Transfer {name} to {org}?',
  transferBody: 'Members and teams of the current organization lose the access they had through it.',
  transferred: 'Transferred to {org}',
  noTargets: 'no organizations with matching resource name', // spec §5
  noTarget: 'no target received', // spec §5
  delete: 'Delete {type}',
  deleteTitle: 'Delete {name}?',
  deleteBody: 'This permanently deletes the {type} with its releases, variables and devices. Type the name to confirm.',
  deleted: '{name} deleted',
  readOnly: 'You can view these settings but not change them.',
} as const;

export type SettingsMessageKey = keyof typeof MSG;

export function msg(key: SettingsMessageKey, params?: Record<string, string | number>): string {
  const template: string = MSG[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
