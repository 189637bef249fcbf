/**
 * User-facing texts of the variables and configuration pages. Texts quoted in spec 02 are verbatim
 * (marked "spec"); the others carry our English wording for what the spec names only by meaning.
 */
export const MSG = {
  // page titles and headings
  envVarsTitle: 'Variables',
  configTitle: 'Configuration',
  fleetEnvVarsIntro: 'Fleet-wide variables apply to every device of the fleet; service variables to one service. Devices may override them.',
  deviceEnvVarsIntro: 'Device variables override the fleet value of the same name and service.',
  fleetConfigIntro: 'Configuration variables change how the device OS and supervisor behave on every device of the fleet.',
  deviceConfigIntro: 'Device configuration overrides the fleet value for this device.',
  emptyEnvVars: 'No variables yet. Variables set here are passed to your services as environment variables.',
  emptyConfig: 'No custom configuration variables yet.',
  docsLink: 'Read the documentation about variables',
  loading: 'Loading variables…',
  loadFailed: 'The variables could not be loaded.',
  readOnly: 'You can view these variables but not change them.',
  // columns
  colName: 'Name',
  colValue: 'Value',
  colService: 'Service',
  colFleetValue: 'Fleet value',
  colDeviceValue: 'Device value',
  colDefault: 'Default',
  colActions: 'Actions',
  allServices: 'All services', // spec 02 §3
  notSet: 'not set',
  inherited: 'from fleet',
  willReboot: 'will reboot', // spec 02 §2
  willRebootHint: 'Changing this value reboots the device.',
  customConfig: 'Custom configuration variables',
  schemaConfig: 'Configuration',
  // row states (spec 02 §2 "Fleet configuration")
  stateAdded: 'added',
  stateUpdated: 'updated',
  stateDeleted: 'deleted',
  // row and page actions
  addVariable: 'Add variable',
  addCustomConfig: 'Add custom variable',
  edit: 'Edit',
  editNamed: 'Edit {name}',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  undo: 'Undo',
  undoNamed: 'Undo changes to {name}',
  override: 'Override',
  overrideNamed: 'Override {name} on this device',
  deviceOverrides: 'Device overrides',
  deviceOverridesNamed: 'Device overrides of {name}',
  noDeviceOverrides: 'No device overrides this variable.',
  save: 'Save',
  cancel: 'Cancel',
  ok: 'OK',
  // form
  nameLabel: 'Name',
  valueLabel: 'Value',
  serviceLabel: 'Service',
  fileLabel: 'Image file (PNG)',
  addTitle: 'Add variable',
  editTitle: 'Edit variable {name}',
  overrideTitle: 'Override {name} on this device',
  // sticky bar (spec 02 §2, §4)
  pendingCount: '{count} unsaved changes',
  pendingCountOne: '1 unsaved change',
  revertAll: 'Revert all',
  applyAll: 'Apply all',
  revertTitle: 'Revert all changes?',
  revertText: 'Every staged change on this page will be discarded.',
  allSuccessful: 'all changes successful', // spec 02 §4
  someFailed: 'Some changes failed to apply', // spec 02 §4
  rowFailed: 'Failed: {error}',
  leaveWarning: 'changes not saved, click OK to proceed', // spec 02 §2
  leaveTitle: 'Leave this page?',
  // validation (spec 02 §5 "Variables")
  nameRequired: 'Name is required',
  duplicate: '{name} already exists for {scope}', // spec: "already exist"
  envNameInvalid: 'Environment variable names must start with a letter and contain only letters, digits and underscores.',
  configNameInvalid: 'Configuration variable names must start with a letter and contain only letters, digits, underscores or colons.',
  isConfigVar: 'Configuration variables are managed through the Configuration page.', // spec
  reserved: 'This environment variable is reserved and cannot be used.', // spec
  reservedNamespace: 'Names starting with {namespace} are reserved: use the documented name and manage it on the Configuration page.',
  configNamespaceRequired: 'Configuration variable names must start with {namespaces}.',
  integerRequired: 'The value must be an integer.',
  enumRequired: 'The value must be one of: {values}.',
  fileTooLarge: 'The file is too large: at most {size}.',
  fileNotPng: 'The file must be a PNG image.',
  serviceNotFound: 'Service not found', // spec 02 §8 errors.service_not_found
  // bulk (devices list)
  bulkButton: 'Variables',
  bulkTitle: 'Set or remove a variable on {count} devices',
  bulkSet: 'Set',
  bulkRemove: 'Remove',
  bulkOperation: 'Operation',
  bulkPreview: 'Preview',
  bulkDevice: 'Device',
  bulkChange: 'Change',
  bulkResult: 'Result',
  bulkNoChange: 'no change',
  bulkOk: 'done',
  bulkApply: 'Apply to {count} devices',
  bulkSummary: '{ok} of {total} devices changed',
} as const;

export type VariablesMessageKey = keyof typeof MSG;

/** A variables-page message with its `{name}` placeholders filled. */
export function msg(key: VariablesMessageKey, params?: Record<string, string | number>): string {
  const template: string = MSG[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
