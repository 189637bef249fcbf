/**
 * User-facing texts of the fleets area. Texts quoted in spec 02 are verbatim (marked "spec"); the
 * others carry our English wording for what the spec names only by meaning.
 */
export const MSG = {
  // fleet name rules (spec 02 §5, in order)
  nameRequired: 'A name is required', // spec
  nameTooShort: 'The name should be at least 4 characters long', // spec
  nameTooLong: 'The name should not be more than 100 characters long', // spec
  nameInvalid: 'The name can only contain alphanumeric characters, hyphens or underscores', // spec
  nameDuplicate: 'This name is already used by another {type}. Note that the name is case-insensitive', // spec
  // creation and ids (spec 02 §5, §8)
  missingAttributes: 'missing required attributes', // spec
  couldNotFindId: 'could not find id', // spec
  invalidId: 'invalid id passed in url', // spec
  resourceNotFound: 'Resource not found', // spec
  // lists
  listTitle: { fleet: 'Fleets', app: 'Apps', block: 'Blocks' },
  emptyTitle: { fleet: 'No fleets yet', app: 'No apps yet', block: 'No blocks yet' },
  emptyText: { fleet: 'Create a fleet to start adding devices.', app: 'Create an app to get started.', block: 'Create a block to get started.' },
  emptyReadOnly: 'Nothing has been shared with you here yet.',
  noAdminOrg: 'Fleets belong to an organization. Create your own organization to add fleets, or ask an administrator to share theirs.',
  createOrg: 'Create an organization',
  create: { fleet: 'Create fleet', app: 'Create app', block: 'Create block' },
  alpha: 'Alpha',
  devicesTotal: '{count} devices',
  devicesTotalOne: '1 device',
  noDevices: 'No devices',
  // create dialog
  nameLabel: 'Name',
  suggestName: 'Suggest a name',
  organizationLabel: 'Organization',
  deviceTypeLabel: 'Default device type',
  showDiscontinued: 'Show discontinued device types',
  noAdminOrganizations: 'Only organization administrators can create fleets, and you administer no organization.',
  cancel: 'Cancel',
  // layout and summary
  summary: 'Summary',
  devices: 'Devices',
  releases: 'Releases',
  variables: 'Variables',
  configuration: 'Configuration',
  members: 'Members',
  teams: 'Teams',
  settings: 'Settings',
  apiKeys: 'API keys',
  actions: 'Actions',
  diagnostics: 'Diagnostics',
  location: 'Location',
  architecture: 'Architecture',
  slug: 'Slug',
  created: 'Created',
  applicationType: 'Application type',
  deviceType: 'Default device type',
  organization: 'Organization',
  status: {
    operational: 'Operational',
    'reduced-functionality': 'Reduced functionality',
    configuring: 'Configuring',
    updating: 'Updating',
    disconnected: 'Disconnected',
    'post-provisioning': 'Post provisioning',
    inactive: 'Inactive',
  },
  viewDevices: 'View all devices',
  addDevice: 'Add device',
  // add device (OS image download, spec 02 §2, §7)
  osVersion: 'OS version',
  osEdition: 'Edition',
  edition: { prod: 'Production', dev: 'Development' },
  network: 'Network',
  ethernetOnly: 'Ethernet only',
  wifiEthernet: 'Wifi + Ethernet',
  wifiSsid: 'Wifi SSID',
  wifiKey: 'Wifi passphrase',
  pollInterval: 'Check for updates every X minutes',
  fileType: 'File type',
  download: 'Download balenaOS',
  downloadSize: 'Download size: {size}',
  loadingVersions: 'Loading OS versions…',
  // releases card (spec 02 §2)
  createRelease: 'Create release',
  pinLabel: 'Release the fleet runs',
  trackLatest: 'Track latest release',
  noReleases: 'No releases yet',
  buildInProgress: 'A build is in progress:',
  pinned: 'pinned to release', // spec §8 success message
  tracking: 'tracking default release', // spec §8 success message
  runningRelease: 'Running release',
  // add release (spec 02 §2)
  withCli: 'With the command-line tool (recommended)',
  withGit: 'With git',
  cliInstall: 'Download the installer for {platform}',
  latestCli: 'Latest version: {version}',
  cliLogin: 'Log in and push to the fleet:',
  addSshKey: 'Add an SSH key to your account first: you have none yet.',
  manageKeys: 'Manage SSH keys',
  addRemote: 'Add the remote and push:',
  close: 'Close',
  learnMore: 'Learn more',
  platform: 'Platform',
} as const;

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
