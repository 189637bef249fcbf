/** Texts of the variables and configuration pages (`variables.*`), spec 02. Spec texts are verbatim and marked; see lib/i18n.ts. */
export const variables = {
  // Variables and configuration pages (spec 02): texts quoted by the spec are verbatim (marked "spec").
  // page titles and headings
  'variables.envVarsTitle': 'Variables',
  'variables.configTitle': 'Configuration',
  'variables.fleetEnvVarsIntro':
    'Fleet-wide variables apply to every device of the fleet; service variables to one service. Devices may override them.',
  'variables.deviceEnvVarsIntro': 'Device variables override the fleet value of the same name and service.',
  'variables.fleetConfigIntro':
    'Configuration variables change how the device OS and supervisor behave on every device of the fleet.',
  'variables.deviceConfigIntro': 'Device configuration overrides the fleet value for this device.',
  'variables.emptyEnvVars':
    'No variables yet. Variables set here are passed to your services as environment variables.',
  'variables.emptyConfig': 'No custom configuration variables yet.',
  'variables.docsLink': 'Read the documentation about variables',
  'variables.loading': 'Loading variables…',
  'variables.loadFailed': 'The variables could not be loaded.',
  'variables.readOnly': 'You can view these variables but not change them.',
  // columns
  'variables.colName': 'Name',
  'variables.colValue': 'Value',
  'variables.colService': 'Service',
  'variables.colFleetValue': 'Fleet value',
  'variables.colDeviceValue': 'Device value',
  'variables.colDefault': 'Default',
  'variables.colActions': 'Actions',
  'variables.allServices': 'All services', // spec 02 §3
  'variables.notSet': 'not set',
  'variables.inherited': 'from fleet',
  'variables.inheritedDevice': '{value} (from All services on this device)',
  'variables.willReboot': 'will reboot', // spec 02 §2
  'variables.willRebootHint': 'Changing this value reboots the device.',
  'variables.allowedValues': 'Allowed values: {values}',
  'variables.customConfig': 'Custom configuration variables',
  'variables.schemaConfig': 'Configuration',
  // row states (spec 02 §2 "Fleet configuration")
  'variables.stateAdded': 'added',
  'variables.stateUpdated': 'updated',
  'variables.stateDeleted': 'deleted',
  // row and page actions
  'variables.addVariable': 'Add variable',
  'variables.addCustomConfig': 'Add custom variable',
  'variables.edit': 'Edit',
  'variables.editNamed': 'Edit {name}',
  'variables.remove': 'Remove',
  'variables.removeNamed': 'Remove {name}',
  'variables.undo': 'Undo',
  'variables.undoNamed': 'Undo changes to {name}',
  'variables.override': 'Override',
  'variables.overrideNamed': 'Override {name} on this device',
  'variables.deviceOverrides': 'Device overrides',
  'variables.deviceOverridesNamed': 'Device overrides of {name}',
  'variables.noDeviceOverrides': 'No device overrides this variable.',
  'variables.previousPage': 'Previous page',
  'variables.nextPage': 'Next page',
  'variables.pageOf': 'Page {page} of {pages}',
  'variables.save': 'Save',
  'variables.cancel': 'Cancel',
  'variables.back': 'Back',
  'variables.ok': 'OK',
  // form
  'variables.nameLabel': 'Name',
  'variables.valueLabel': 'Value',
  'variables.serviceLabel': 'Service',
  'variables.fileLabel': 'Image file (PNG)',
  'variables.addTitle': 'Add variable',
  'variables.editTitle': 'Edit variable {name}',
  'variables.overrideTitle': 'Override {name} on this device',
  // sticky bar (spec 02 §2, §4)
  'variables.pendingCount': '{count} unsaved changes',
  'variables.pendingCountOne': '1 unsaved change',
  'variables.revertAll': 'Revert all',
  'variables.applyAll': 'Apply all',
  'variables.revertTitle': 'Revert all changes?',
  'variables.revertText': 'Every staged change on this page will be discarded.',
  'variables.allSuccessful': 'all changes successful', // spec 02 §4
  'variables.someFailed': 'Some changes failed to apply', // spec 02 §4
  'variables.rowFailed': 'Failed: {error}',
  'variables.conflictChanged': 'Changed by someone else since you staged this: the server now has {value}',
  'variables.conflictDeleted': 'Deleted by someone else since you staged this',
  'variables.conflictCreated': 'Created by someone else since you staged this, with {value}',
  'variables.keepMine': 'Keep mine',
  'variables.keepMineNamed': 'Keep my value of {name}',
  'variables.takeServer': "Take the server's",
  'variables.takeServerNamed': "Take the server's value of {name}",
  'variables.conflicts':
    "{count} of your changes were not applied: someone else changed those variables since you staged them. Choose for each whether to keep yours or take the server's, then apply again.",
  'variables.conflictsOne':
    "1 of your changes was not applied: someone else changed that variable since you staged it. Choose whether to keep yours or take the server's, then apply again.",
  'variables.conflictCheckFailed': 'The current values could not be read, so nothing was applied: {error}',
  'variables.leaveWarning': 'changes not saved, click OK to proceed', // spec 02 §2
  'variables.leaveTitle': 'Leave this page?',
  // validation (spec 02 §5 "Variables")
  'variables.nameRequired': 'Name is required',
  'variables.duplicate': '{name} already exists for {scope}', // spec: "already exist"
  'variables.envNameInvalid':
    'Environment variable names must start with a letter and contain only letters, digits and underscores.',
  'variables.configNameInvalid':
    'Configuration variable names must start with a letter and contain only letters, digits, underscores or colons.',
  'variables.isConfigVar': 'Configuration variables are managed through the Configuration page.', // spec
  'variables.reserved': 'This environment variable is reserved and cannot be used.', // spec
  'variables.reservedNamespace':
    'Names starting with {namespace} are reserved: use the documented name and manage it on the Configuration page.',
  'variables.configNamespaceRequired': 'Configuration variable names must start with {namespaces}.',
  'variables.integerRequired': 'The value must be an integer.',
  'variables.enumRequired': 'The value must be one of: {values}.',
  'variables.fileTooLarge': 'The file is too large: at most {size}.',
  'variables.fileNotPng': 'The file must be a PNG image.',
  'variables.serviceNotFound': 'Service not found', // spec 02 §8 errors.service_not_found
  // bulk (devices list)
  'variables.bulkButton': 'Variables',
  'variables.bulkTitle': 'Set or remove a variable on {count} devices',
  'variables.bulkTitleOne': 'Set or remove a variable on 1 device',
  'variables.bulkSet': 'Set',
  'variables.bulkRemove': 'Remove',
  'variables.bulkOperation': 'Operation',
  'variables.bulkPreview': 'Preview',
  'variables.bulkDevice': 'Device',
  'variables.bulkChange': 'Change',
  'variables.bulkResult': 'Result',
  'variables.bulkNoChange': 'no change',
  'variables.bulkOk': 'done',
  'variables.bulkApply': 'Apply to {count} devices',
  'variables.bulkApplyOne': 'Apply to 1 device',
  'variables.bulkPartial': 'Operation failed for {failed} of {total} selected items', // spec 02 §4 "Action flow"
} as const;
