/**
 * User-facing texts of the device page. Texts quoted in spec 02 are used verbatim (marked "spec");
 * the spec names others only by topic (e.g. "device undervolted"): those carry our English wording.
 */
export const MSG = {
  pageTitle: 'Device {name}',
  loading: 'Loading device…',
  summaryCard: 'Device summary',
  actions: 'Actions',
  // summary field labels (spec 02 §2 "Device summary card")
  name: 'Name',
  fleet: 'Fleet',
  status: 'Status',
  cloudlink: 'Cloudlink',
  lastConnected: 'Last connected',
  heartbeat: 'Heartbeat',
  uuid: 'UUID',
  deviceType: 'Device type',
  updateStatus: 'Update status',
  updateDuration: 'Update status since',
  hostOs: 'Host OS version',
  osVariant: 'OS variant',
  supervisor: 'Supervisor version',
  currentRelease: 'Current release',
  targetRelease: 'Target release',
  supportAccess: 'Support access',
  active: 'Active',
  localMode: 'Local mode',
  publicUrl: 'Public device URL',
  localAddress: 'Local IP address',
  publicAddress: 'Public IP address',
  macAddress: 'MAC address',
  tags: 'Tags',
  notes: 'Notes',
  changelog: 'Changelog',
  online: 'Online',
  offline: 'Offline',
  yes: 'Yes',
  no: 'No',
  none: 'None',
  unknown: 'Unknown',
  notSet: 'Not set',
  never: 'Never',
  trackingLatest: 'Tracking latest',
  grantedUntil: 'Granted until {date}',
  revoked: 'Not granted',
  enabled: 'Enabled',
  disabled: 'Disabled',
  esr: 'ESR',
  // warnings (spec 02 §8)
  undervolted: 'Device undervolted: the power supply is too weak. This can cause data corruption and failures.',
  frozenDevice: 'This device is frozen: free plan limits exceeded.',
  // metrics
  metrics: 'Metrics',
  cpu: 'CPU',
  memory: 'Memory',
  storage: 'Storage',
  temperature: 'Temperature',
  metricsOf: '{used} of {total}',
  // tags dialog
  editTags: 'Edit tags',
  tagCount: 'Tags ({count})',
  tagKey: 'Tag key',
  tagValue: 'Value',
  addTag: 'Add tag',
  removeTag: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  tagsSaved: 'Tags saved',
  tagKeyRequired: 'A tag key is required',
  tagKeyWhitespace: 'Tag keys cannot contain whitespace.',
  tagKeyDuplicate: 'Tag keys must be unique',
  noTags: 'No tags',
  // notes
  notesPlaceholder: 'Add notes (Markdown)',
  notesSaving: 'Saving…',
  notesSaved: 'Saved',
  markdownHelp: 'Supported syntax',
  markdownHelpTitle: 'Supported Markdown syntax',
  markdownHelpBody: '# Heading, **bold**, *italic*, `code`, - list item, 1. numbered item, [link](https://example.com), > quote. Raw HTML is not rendered.',
  editNotes: 'Edit notes',
  doneEditing: 'Done',
  noNotes: 'No notes',
  // containers (spec 02 §2, §4, §5)
  containers: 'Services',
  service: 'Service',
  serviceStatus: 'Status',
  release: 'Release',
  installDate: 'Installed',
  start: 'Start',
  stop: 'Stop',
  restart: 'Restart',
  showLogs: 'Show logs',
  noServices: 'No services installed',
  serviceActionDone: '{action} requested for {service}',
  progress: '{service} download progress',
  // logs (spec 02 §4 "Logs", §8)
  logs: 'Logs',
  noLogsYet: 'No logs yet', // spec
  logsLocalMode: 'Logs are not available in local mode', // spec 02 §8 "logs not available in local mode"
  logsFilter: 'Filter logs',
  logsService: 'Service filter',
  allServices: 'All services',
  system: 'System',
  utc: 'UTC',
  timestamps: 'Timestamps',
  download: 'Download',
  clear: 'Clear',
  logsReconnecting: 'Log stream interrupted, reconnecting…',
  logsConnected: 'Live',
  logLineCount: '{shown} of {total} lines',
  // terminal (spec 02 §4, §8)
  terminal: 'Terminal',
  target: 'Target',
  hostOsTarget: 'Host OS',
  startSession: 'Start terminal session',
  closeSession: 'Close session {name}',
  connecting: 'Connecting…',
  connected: 'Connected',
  failed: 'Failed',
  sshDisconnected: 'SSH session disconnected', // spec "ssh session disconnected"
  disconnected: 'Disconnected', // spec
  reconnecting: 'Reconnecting…', // spec
  reconnected: 'Reconnected', // spec
  reconnectFailed: 'Reconnect failed', // spec
  connectionError: 'Connection error', // spec
  hostOsUnsupported: 'Host OS access is only available for supported OS versions', // spec 02 §5
  containerLocalMode: 'Container access is unavailable in local mode', // spec 02 §5
  containerNotRunning: 'Containers must be running or idle', // spec 02 §5
  deviceMustBeOnline: 'Device must be online', // spec 02 §8
  noPermission: "You don't have permission to create, edit or update the selected {resource}", // spec 02 §8
  noTerminalSessions: 'No terminal sessions. Pick a target and start one.',
  // page states (spec 02 §2 redirects, §8)
  notFound: 'Resource not found', // spec
} as const;

export type DeviceMessageKey = keyof typeof MSG;

/** Fills `{name}` placeholders in a device-page message. */
export function msg(key: DeviceMessageKey, params?: Record<string, string | number>): string {
  const template: string = MSG[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
