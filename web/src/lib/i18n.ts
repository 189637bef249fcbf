/**
 * One translation function for the dashboard (DESIGN.md principle 15). English strings only for now;
 * texts quoted by the spec are verbatim and marked with their section. `{name}` placeholders are
 * filled from `params`; a missing key shows the key itself so it is easy to spot.
 */
const en = {
  'app.dashboard': '{deployment} dashboard',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.loading': 'Loading…',
  'common.copy': 'Copy',
  'common.copied': 'Copied to clipboard',
  'common.copyFailed': 'Could not copy to clipboard',
  'common.refresh': 'Refresh',
  'common.retry': 'Retry',
  'common.optional': '(optional)',
  'typedConfirm.label': 'Type {expected} to confirm',
  'typedConfirm.pasteBlocked': 'Pasting is disabled here: please type the text.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'table.selectAll': 'Select all rows',
  'table.selectRow': 'Select row {row}',
  'table.columns': 'Columns',
  'table.empty': 'Nothing to show',
  'table.sortBy': 'Sort by {column}',
  // Devices table CSV export
  'devices.export.progress': 'Exporting {done} of {total} devices',
  'devices.export.cancel': 'Cancel export',
  'devices.export.cancelled': 'CSV export cancelled',
  // Shell (spec 01 §1–2)
  'shell.skipToContent': 'Skip to content',
  'shell.mainNav': 'Main navigation',
  'shell.openNav': 'Open navigation',
  'shell.closeNav': 'Close navigation',
  'shell.collapseNav': 'Collapse sidebar',
  'shell.expandNav': 'Expand sidebar',
  'shell.userMenu': 'User menu for {username}',
  'shell.copyUsername': 'Copy username',
  'shell.preferences': 'Preferences',
  'shell.admin': 'Admin',
  'shell.signOut': 'Sign out',
  'shell.help': 'Help and resources',
  'shell.changelog': "What's new",
  'shell.changelogNew': "What's new (new version available)",
  'shell.theme': 'Theme',
  'shell.theme.system': 'System theme',
  'shell.theme.light': 'Light theme',
  'shell.theme.dark': 'Dark theme',
  'ext.gettingStarted': 'Getting started',
  'ext.docs': 'Documentation',
  'ext.featureRequests': 'Feature requests',
  'ext.forums': 'Forums',
  'ext.help': 'Help',
  'ext.status': 'Status',
  'ext.hub': 'Hub',
  'nav.fleets': 'Fleets',
  'nav.apps': 'Apps',
  'nav.blocks': 'Blocks',
  'nav.orgs': 'Organizations',
  'nav.identityProvider': 'Identity provider',
  'nav.summary': 'Summary',
  'nav.members': 'Members',
  'nav.teams': 'Teams',
  'nav.billing': 'Billing',
  'nav.credits': 'Credits',
  'nav.alpha': 'Alpha',
  // Banners (spec 01 §1, §4, §8)
  'banner.outdated': 'The version of the dashboard you are viewing is out of date.',
  'banner.outdatedAction': 'Refresh',
  'banner.admin': 'You are using an admin account. Be careful: your actions affect other users.',
  'banner.region': 'Account notices',
  'banner.status': 'Service status: {description}',
  'banner.statusLink': 'Status page',
  'banner.loginAs': 'You are logged in as {username} from an admin account.',
  'banner.loginAsReturn': 'Return to your admin account',
  'banner.emailMissing': 'Your account has no e-mail address. Add one to receive notifications and recover your account.',
  'banner.emailMissingAction': 'Add e-mail address',
  'banner.emailUnverified': 'Your e-mail address is not verified yet. Check your inbox for the verification link.',
  'banner.emailUnverifiedAction': 'Resend verification e-mail',
  'banner.staging': 'Staging deployment',
  // Cookie consent (spec 01 §1)
  'consent.title': 'Cookies',
  'consent.text': 'We use essential cookies to keep you signed in. With your consent we also use analytics cookies to improve the dashboard.',
  'consent.essentials': 'Essentials (required)',
  'consent.analytics': 'Analytics (optional)',
  'consent.acceptAll': 'Accept all',
  'consent.save': 'Save choices',
  'consent.essentialsOnly': 'Essentials only',
  'consent.settings': 'Cookie settings',
  // Changelog (spec 03 §4)
  'changelog.title': "What's new",
  'changelog.loading': 'Loading the changelog…',
  'changelog.failed': 'The changelog could not be loaded.',
  // Pages
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go home',
  'error.title': 'Something went wrong',
  'error.refresh': 'Refresh',
  'boot.loading': 'Loading the dashboard…',
  'boot.timeout': 'The dashboard is taking too long to start. Check your connection and try again.',
  'boot.failed': 'The dashboard could not be started.',
  'home.title': 'Fleets',
  'home.intro': 'Your organizations and their fleets.',
  'home.noOrgs': 'You are not a member of any organization yet.',
  'home.noFleets': 'No fleets in this organization yet.',
  'home.fleetCount': '{count} fleets',
  'home.fleetCountOne': '1 fleet',
  'home.manage': 'Manage organization',
  'home.moreFleets': 'and {count} more',

  // Sign-in area (spec 01): texts quoted by the spec are verbatim (marked "spec").
  // spec 01 §2 login header
  'auth.loginHeader': 'The first 10 devices are free',
  // validation (spec 01 §5)
  'auth.required': 'This field is required',
  'auth.invalidEmail': 'Please enter a valid email address',
  'auth.passwordLength': 'The password must be between 8 and 64 characters',
  'auth.passwordsDontMatch': "Passwords don't match", // spec
  'auth.captchaRequired': 'Please complete the captcha',
  // sign-in errors (spec 01 §8)
  'auth.invalidInvitation': 'Invalid or expired invitation', // spec
  'auth.invitationTokenError': 'The invitation link could not be read', // invitation_token_error
  'auth.verificationLinkInvalid': 'Your verification link is invalid or has expired - log in again to request another one.', // spec
  'auth.emailVerificationErr': 'The email address could not be verified', // email_verification_err
  'auth.genericVerificationIssue': 'There was a problem verifying your email address', // generic_verification_issue
  'auth.failedSaveProfile': 'Your profile could not be saved', // failed_save_profile
  'auth.recaptchaNotVerified': 'ReCaptcha was not verified', // spec
  'auth.recaptchaTooltip': 'Please complete the captcha first', // errors.recaptcha_not_verified
  // SAML (spec 01 §8; keys with our wording)
  'auth.samlLoginFail': 'Single sign-on failed. Please try again.',
  'auth.samlAccountMismatch': 'This identity provider account is linked to a different user.',
  'auth.samlRequireLogin': 'An account with this email already exists. Log in first to link it to single sign-on.',
  'auth.samlEmailMismatch': 'The email of your identity provider account does not match the email of this user.',
  'auth.samlUnknownSso': 'Unknown SSO identifier',
  // two-factor and reset codes (spec 01 §8: 1 required, 2 invalid, 3 expired, 4 invalid)
  'auth.twoFactorRequired': 'A two-factor authentication code is required',
  'auth.twoFactorInvalid': 'The two-factor authentication code is invalid',
  'auth.resetExpired': 'The password reset link has expired',
  'auth.resetInvalid': 'The password reset link is invalid',
  'auth.tooManyRequests': 'Too many requests.', // spec
  'auth.tryAgainShortly': 'try again shortly', // spec
  // success toasts (spec 01 §8)
  'auth.signupSuccess': 'Your account has been created',
  'auth.profileSaved': 'Your profile has been saved',
  'auth.resetSuccess': 'Your password has been reset',
  'auth.samlMerged': 'Your account is now linked to single sign-on',
  'auth.verificationSent': 'A new verification email has been sent',
  'auth.emailVerified': 'Your email address has been verified',
  'auth.cliTargetInvalid': 'Command-line login is only possible to localhost or an IP address',
  // Device page (spec 02): texts quoted by the spec are verbatim (marked "spec").
  'device.pageTitle': 'Device {name}',
  'device.loading': 'Loading device…',
  'device.summaryCard': 'Device summary',
  'device.actions': 'Actions',
  // summary field labels (spec 02 §2 "Device summary card")
  'device.name': 'Name',
  'device.fleet': 'Fleet',
  'device.status': 'Status',
  'device.cloudlink': 'Cloudlink',
  'device.lastConnected': 'Last connected',
  'device.heartbeat': 'Heartbeat',
  'device.uuid': 'UUID',
  'device.deviceType': 'Device type',
  'device.updateStatus': 'Update status',
  'device.updateDuration': 'Update status since',
  'device.hostOs': 'Host OS version',
  'device.osVariant': 'OS variant',
  'device.supervisor': 'Supervisor version',
  'device.currentRelease': 'Current release',
  'device.targetRelease': 'Target release',
  'device.supportAccess': 'Support access',
  'device.active': 'Active',
  'device.localMode': 'Local mode',
  'device.publicUrl': 'Public device URL',
  'device.localAddress': 'Local IP address',
  'device.publicAddress': 'Public IP address',
  'device.macAddress': 'MAC address',
  'device.tags': 'Tags',
  'device.notes': 'Notes',
  'device.changelog': 'Changelog',
  'device.online': 'Online',
  'device.offline': 'Offline',
  'device.yes': 'Yes',
  'device.no': 'No',
  'device.none': 'None',
  'device.unknown': 'Unknown',
  'device.notSet': 'Not set',
  'device.never': 'Never',
  'device.trackingLatest': 'Tracking latest',
  'device.grantedUntil': 'Granted until {date}',
  'device.revoked': 'Not granted',
  'device.enabled': 'Enabled',
  'device.disabled': 'Disabled',
  'device.esr': 'ESR',
  // warnings (spec 02 §8)
  'device.undervolted': 'Device undervolted: the power supply is too weak. This can cause data corruption and failures.',
  'device.frozenDevice': 'This device is frozen: free plan limits exceeded.',
  // metrics
  'device.metrics': 'Metrics',
  'device.cpu': 'CPU',
  'device.memory': 'Memory',
  'device.storage': 'Storage',
  'device.temperature': 'Temperature',
  'device.metricsOf': '{used} of {total}',
  // tags dialog
  'device.editTags': 'Edit tags',
  'device.tagCount': 'Tags ({count})',
  'device.tagKey': 'Tag key',
  'device.tagValue': 'Value',
  'device.addTag': 'Add tag',
  'device.removeTag': 'Remove',
  'device.save': 'Save',
  'device.cancel': 'Cancel',
  'device.tagsSaved': 'Tags saved',
  'device.tagKeyRequired': 'A tag key is required',
  'device.tagKeyWhitespace': 'Tag keys cannot contain whitespace.',
  'device.tagKeyDuplicate': 'Tag keys must be unique',
  'device.noTags': 'No tags',
  // notes
  'device.notesPlaceholder': 'Add notes (Markdown)',
  'device.notesSaving': 'Saving…',
  'device.notesSaved': 'Saved',
  'device.markdownHelp': 'Supported syntax',
  'device.markdownHelpTitle': 'Supported Markdown syntax',
  'device.markdownHelpBody': '# Heading, **bold**, *italic*, `code`, - list item, 1. numbered item, [link](https://example.com), > quote. Raw HTML is not rendered.',
  'device.editNotes': 'Edit notes',
  'device.doneEditing': 'Done',
  'device.noNotes': 'No notes',
  // containers (spec 02 §2, §4, §5)
  'device.containers': 'Services',
  'device.service': 'Service',
  'device.serviceStatus': 'Status',
  'device.release': 'Release',
  'device.installDate': 'Installed',
  'device.start': 'Start',
  'device.stop': 'Stop',
  'device.restart': 'Restart',
  'device.showLogs': 'Show logs',
  'device.noServices': 'No services installed',
  'device.serviceActionDone': '{action} requested for {service}',
  'device.progress': '{service} download progress',
  // logs (spec 02 §4 "Logs", §8)
  'device.logs': 'Logs',
  'device.noLogsYet': 'No logs yet', // spec
  'device.logsLocalMode': 'Logs are not available in local mode', // spec 02 §8 "logs not available in local mode"
  'device.logsFilter': 'Filter logs',
  'device.logsService': 'Service filter',
  'device.allServices': 'All services',
  'device.system': 'System',
  'device.utc': 'UTC',
  'device.timestamps': 'Timestamps',
  'device.download': 'Download',
  'device.clear': 'Clear',
  'device.logsReconnecting': 'Log stream interrupted, reconnecting…',
  'device.logsConnected': 'Live',
  'device.logLineCount': '{shown} of {total} lines',
  // terminal (spec 02 §4, §8)
  'device.terminal': 'Terminal',
  'device.target': 'Target',
  'device.hostOsTarget': 'Host OS',
  'device.startSession': 'Start terminal session',
  'device.closeSession': 'Close session {name}',
  'device.connecting': 'Connecting…',
  'device.connected': 'Connected',
  'device.failed': 'Failed',
  'device.sshDisconnected': 'SSH session disconnected', // spec "ssh session disconnected"
  'device.disconnected': 'Disconnected', // spec
  'device.reconnecting': 'Reconnecting…', // spec
  'device.reconnected': 'Reconnected', // spec
  'device.reconnectFailed': 'Reconnect failed', // spec
  'device.connectionError': 'Connection error', // spec
  'device.hostOsUnsupported': 'Host OS access is only available for supported OS versions', // spec 02 §5
  'device.containerLocalMode': 'Container access is unavailable in local mode', // spec 02 §5
  'device.containerNotRunning': 'Containers must be running or idle', // spec 02 §5
  'device.deviceMustBeOnline': 'Device must be online', // spec 02 §8
  'device.noPermission': "You don't have permission to create, edit or update the selected {resource}", // spec 02 §8
  'device.noTerminalSessions': 'No terminal sessions. Pick a target and start one.',
  // page states (spec 02 §2 redirects, §8)
  'device.notFound': 'Resource not found', // spec
  // Variables and configuration pages (spec 02): texts quoted by the spec are verbatim (marked "spec").
  // page titles and headings
  'variables.envVarsTitle': 'Variables',
  'variables.configTitle': 'Configuration',
  'variables.fleetEnvVarsIntro': 'Fleet-wide variables apply to every device of the fleet; service variables to one service. Devices may override them.',
  'variables.deviceEnvVarsIntro': 'Device variables override the fleet value of the same name and service.',
  'variables.fleetConfigIntro': 'Configuration variables change how the device OS and supervisor behave on every device of the fleet.',
  'variables.deviceConfigIntro': 'Device configuration overrides the fleet value for this device.',
  'variables.emptyEnvVars': 'No variables yet. Variables set here are passed to your services as environment variables.',
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
  'variables.willReboot': 'will reboot', // spec 02 §2
  'variables.willRebootHint': 'Changing this value reboots the device.',
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
  'variables.save': 'Save',
  'variables.cancel': 'Cancel',
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
  'variables.leaveWarning': 'changes not saved, click OK to proceed', // spec 02 §2
  'variables.leaveTitle': 'Leave this page?',
  // validation (spec 02 §5 "Variables")
  'variables.nameRequired': 'Name is required',
  'variables.duplicate': '{name} already exists for {scope}', // spec: "already exist"
  'variables.envNameInvalid': 'Environment variable names must start with a letter and contain only letters, digits and underscores.',
  'variables.configNameInvalid': 'Configuration variable names must start with a letter and contain only letters, digits, underscores or colons.',
  'variables.isConfigVar': 'Configuration variables are managed through the Configuration page.', // spec
  'variables.reserved': 'This environment variable is reserved and cannot be used.', // spec
  'variables.reservedNamespace': 'Names starting with {namespace} are reserved: use the documented name and manage it on the Configuration page.',
  'variables.configNamespaceRequired': 'Configuration variable names must start with {namespaces}.',
  'variables.integerRequired': 'The value must be an integer.',
  'variables.enumRequired': 'The value must be one of: {values}.',
  'variables.fileTooLarge': 'The file is too large: at most {size}.',
  'variables.fileNotPng': 'The file must be a PNG image.',
  'variables.serviceNotFound': 'Service not found', // spec 02 §8 errors.service_not_found
  // bulk (devices list)
  'variables.bulkButton': 'Variables',
  'variables.bulkTitle': 'Set or remove a variable on {count} devices',
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
  'variables.bulkSummary': '{ok} of {total} devices changed',
  // Fleets area (spec 02): texts quoted by the spec are verbatim (marked "spec").
  // fleet name rules (spec 02 §5, in order)
  'fleets.nameRequired': 'A name is required', // spec
  'fleets.nameTooShort': 'The name should be at least 4 characters long', // spec
  'fleets.nameTooLong': 'The name should not be more than 100 characters long', // spec
  'fleets.nameInvalid': 'The name can only contain alphanumeric characters, hyphens or underscores', // spec
  'fleets.nameDuplicate': 'This name is already used by another {type}. Note that the name is case-insensitive', // spec
  // creation and ids (spec 02 §5, §8)
  'fleets.missingAttributes': 'missing required attributes', // spec
  'fleets.couldNotFindId': 'could not find id', // spec
  'fleets.invalidId': 'invalid id passed in url', // spec
  'fleets.resourceNotFound': 'Resource not found', // spec
  // lists
  'fleets.listTitle.fleet': 'Fleets',
  'fleets.listTitle.app': 'Apps',
  'fleets.listTitle.block': 'Blocks',
  'fleets.emptyTitle.fleet': 'No fleets yet',
  'fleets.emptyTitle.app': 'No apps yet',
  'fleets.emptyTitle.block': 'No blocks yet',
  'fleets.emptyText.fleet': 'Create a fleet to start adding devices.',
  'fleets.emptyText.app': 'Create an app to get started.',
  'fleets.emptyText.block': 'Create a block to get started.',
  'fleets.emptyReadOnly': 'Nothing has been shared with you here yet.',
  'fleets.create.fleet': 'Create fleet',
  'fleets.create.app': 'Create app',
  'fleets.create.block': 'Create block',
  'fleets.alpha': 'Alpha',
  'fleets.devicesTotal': '{count} devices',
  'fleets.devicesTotalOne': '1 device',
  'fleets.noDevices': 'No devices',
  // create dialog
  'fleets.nameLabel': 'Name',
  'fleets.suggestName': 'Suggest a name',
  'fleets.organizationLabel': 'Organization',
  'fleets.deviceTypeLabel': 'Default device type',
  'fleets.showDiscontinued': 'Show discontinued device types',
  'fleets.noAdminOrganizations': 'Only organization administrators can create fleets, and you administer no organization.',
  'fleets.cancel': 'Cancel',
  // layout and summary
  'fleets.summary': 'Summary',
  'fleets.devices': 'Devices',
  'fleets.releases': 'Releases',
  'fleets.variables': 'Variables',
  'fleets.configuration': 'Configuration',
  'fleets.members': 'Members',
  'fleets.teams': 'Teams',
  'fleets.settings': 'Settings',
  'fleets.apiKeys': 'API keys',
  'fleets.actions': 'Actions',
  'fleets.diagnostics': 'Diagnostics',
  'fleets.location': 'Location',
  'fleets.architecture': 'Architecture',
  'fleets.slug': 'Slug',
  'fleets.created': 'Created',
  'fleets.applicationType': 'Application type',
  'fleets.deviceType': 'Default device type',
  'fleets.organization': 'Organization',
  'fleets.status.operational': 'Operational',
  'fleets.status.reduced-functionality': 'Reduced functionality',
  'fleets.status.configuring': 'Configuring',
  'fleets.status.updating': 'Updating',
  'fleets.status.disconnected': 'Disconnected',
  'fleets.status.post-provisioning': 'Post provisioning',
  'fleets.status.inactive': 'Inactive',
  'fleets.viewDevices': 'View all devices',
  'fleets.addDevice': 'Add device',
  // add device (OS image download, spec 02 §2, §7)
  'fleets.osVersion': 'OS version',
  'fleets.osEdition': 'Edition',
  'fleets.edition.prod': 'Production',
  'fleets.edition.dev': 'Development',
  'fleets.network': 'Network',
  'fleets.ethernetOnly': 'Ethernet only',
  'fleets.wifiEthernet': 'Wifi + Ethernet',
  'fleets.wifiSsid': 'Wifi SSID',
  'fleets.wifiKey': 'Wifi passphrase',
  'fleets.pollInterval': 'Check for updates every X minutes',
  'fleets.fileType': 'File type',
  'fleets.download': 'Download balenaOS',
  'fleets.downloadSize': 'Download size: {size}',
  'fleets.loadingVersions': 'Loading OS versions…',
  // releases card (spec 02 §2)
  'fleets.createRelease': 'Create release',
  'fleets.pinLabel': 'Release the fleet runs',
  'fleets.trackLatest': 'Track latest release',
  'fleets.noReleases': 'No releases yet',
  'fleets.buildInProgress': 'A build is in progress:',
  'fleets.pinned': 'pinned to release', // spec §8 success message
  'fleets.tracking': 'tracking default release', // spec §8 success message
  'fleets.runningRelease': 'Running release',
  // add release (spec 02 §2)
  'fleets.withCli': 'With the command-line tool (recommended)',
  'fleets.withGit': 'With git',
  'fleets.cliInstall': 'Download the installer for {platform}',
  'fleets.latestCli': 'Latest version: {version}',
  'fleets.cliLogin': 'Log in and push to the fleet:',
  'fleets.addSshKey': 'Add an SSH key to your account first: you have none yet.',
  'fleets.manageKeys': 'Manage SSH keys',
  'fleets.addRemote': 'Add the remote and push:',
  'fleets.close': 'Close',
  'fleets.learnMore': 'Learn more',
  'fleets.platform': 'Platform',
  // Fleet devices view (spec 02 §2 "Fleet devices"; our wording where the spec gives none).
  'devices.title': 'Devices',
  'devices.tableLabel': 'Devices',
  'devices.search': 'Search devices',
  'devices.searchPlaceholder': 'Name or UUID',
  'devices.lensTable': 'Table',
  'devices.lensMap': 'Map',
  'devices.lens': 'View',
  'devices.filters': 'Filters',
  'devices.addFilter': 'Add filter',
  'devices.clearFilters': 'Clear all',
  'devices.field': 'Field',
  'devices.operator': 'Operator',
  'devices.value': 'Value',
  'devices.tagKey': 'Tag key',
  'devices.apply': 'Add',
  'devices.removeFilter': 'Remove filter {label}',
  'devices.noDevices': 'This fleet has no devices yet',
  'devices.noMatches': 'No devices match the current filters',
  'devices.total.one': '1 device',
  'devices.total.other': '{count} devices',
  'devices.selected': '{count} selected',
  'devices.clearSelection': 'Clear selection',
  'devices.bulkActions': 'Actions for selected devices',
  'devices.exportCsv': 'Download CSV',
  'devices.exporting': 'Preparing CSV…',
  'devices.exported': 'Downloaded {count} devices as CSV',
  'devices.page': 'Page {page} of {pages}',
  'devices.prev': 'Previous page',
  'devices.next': 'Next page',
  'devices.pageSize': 'Rows per page',
  'devices.takeoverWarning': 'Some devices need a takeover update (repartitioning).',
  'devices.sameVersionWarning': 'The chosen version is the one already running.',
  'devices.trackLatest': 'Track latest release',
  'devices.noMapLocation': 'No device of this view has a location',
  'devices.map': 'Device map',
  'devices.mapDevices.one': '1 device on the map',
  'devices.mapDevices.other': '{count} devices on the map',
  'devices.name': 'Name',
  'devices.enable': 'Enable',
  'devices.disable': 'Disable',
  'devices.supportUntil': 'Grant until',
  'devices.revoke': 'Revoke',
  'devices.grant': 'Grant',
  'devices.targetFleet': 'Target fleet',
  'devices.release': 'Release',
  'devices.osVersion': 'OS version',
  'devices.supervisorVersion': 'Supervisor version',
  'devices.recommended': 'recommended',
  'devices.insufficientPermission': 'insufficient permission',
  'devices.submit': 'Continue',
  'devices.loading': 'Loading…',
  'devices.frozenTitle': 'free plan limits exceeded', // spec 02 §8 frozen devices dialog
  'devices.frozenText': 'This device is frozen: the organization has more devices than its plan allows. Upgrade the plan or remove devices to use it again.',
  'devices.close': 'Close',
  'devices.invalidId': 'invalid id passed in url {id}',
  'devices.column.device_name': 'Name',
  'devices.column.overall_status': 'Status',
  'devices.column.api_heartbeat_state': 'Heartbeat',
  'devices.column.uuid': 'UUID',
  'devices.column.device_type': 'Device type',
  'devices.column.os_version': 'OS version',
  'devices.column.supervisor_version': 'Supervisor',
  'devices.column.release': 'Current release',
  'devices.column.ip_address': 'IP address',
  'devices.column.location': 'Location',
  'devices.column.last_connectivity_event': 'Last seen',
  'devices.column.created_at': 'Created',
  'devices.field.device_name': 'Name',
  'devices.field.uuid': 'UUID',
  'devices.field.overall_status': 'Status',
  'devices.field.api_heartbeat_state': 'Heartbeat',
  'devices.field.is_online': 'Online (cloudlink)',
  'devices.field.is_active': 'Active',
  'devices.field.os_version': 'OS version',
  'devices.field.os_variant': 'OS variant',
  'devices.field.supervisor_version': 'Supervisor version',
  'devices.field.ip_address': 'IP address',
  'devices.field.location': 'Location',
  'devices.field.tag': 'Tag',
  'devices.op.eq': 'is',
  'devices.op.ne': 'is not',
  'devices.op.contains': 'contains',
  'devices.op.startswith': 'starts with',
  'devices.op.has': 'is set',
  // Identity provider pages (spec 01 §2, §5, §8)
  'idp.title': 'Identity provider',
  'idp.intro': 'Let members of your organizations sign in with your enterprise single sign-on (SAML).',
  'idp.emptyTitle': 'No identity provider yet',
  'idp.emptyText': 'Add your SAML identity provider so members of your organizations can sign in through it.',
  'idp.add': 'Add identity provider',
  'idp.docs': 'Read the documentation about single sign-on',
  'idp.loading': 'Loading the identity provider…',
  'idp.loadFailed': 'The identity provider could not be loaded.',
  // details card
  'idp.details': 'Details',
  'idp.ssoIdentifier': 'SSO identifier',
  'idp.entryPoint': 'Entry point URL',
  'idp.issuer': 'Issuer',
  'idp.certificate': 'Certificate',
  'idp.loginUrl': 'SAML login URL',
  'idp.copyLoginUrl': 'Copy the SAML login URL',
  'idp.created': 'Created',
  'idp.edit': 'Edit',
  'idp.remove': 'Remove',
  // memberships
  'idp.memberOrgs': 'Member organizations',
  'idp.organization': 'Organization',
  'idp.defaultTeam': 'Default team',
  'idp.noDefaultTeam': 'No default team',
  'idp.actions': 'Actions',
  'idp.setDefaultTeam': 'Set default team',
  'idp.changeDefaultTeam': 'Change default team',
  'idp.defaultTeamDialog': 'Default team for {org}',
  'idp.defaultTeamHelp': 'New SAML users of this organization join this team.',
  'idp.save': 'Save',
  'idp.removeOrg': 'Remove organization',
  'idp.removeOrgTitle': 'Remove {org} from this identity provider?',
  'idp.removeOrgText': 'Members of {org} will no longer be able to sign in through {sso}.',
  'idp.addOrgs': 'Add organizations',
  'idp.addOrgsTitle': 'Add organizations to {sso}',
  'idp.addOrgsHelp': 'Existing SAML members are not added to the new organizations.',
  'idp.noOrgsToAdd': 'Every organization you administer is already linked.',
  'idp.chooseOrg': 'Choose at least one organization',
  // form
  'idp.addTitle': 'Add identity provider',
  'idp.editTitle': 'Edit identity provider',
  'idp.forOrganization': 'Organization',
  'idp.metadata': 'Metadata XML file',
  'idp.metadataHelp': 'Upload your identity provider\'s SAML metadata to fill in the fields below (at most 1,000,000 bytes).',
  'idp.ssoHelp': 'At least 3 characters: lowercase letters, digits, underscores and hyphens.',
  'idp.certificateHelp': 'PEM format: the certificate between its BEGIN and END lines.',
  // validation and errors (spec 01 §5, §8)
  'idp.ssoRequired': 'The SSO identifier is required',
  'idp.ssoTooShort': 'The SSO identifier must be at least 3 characters long',
  'idp.ssoInvalid': 'Your entry contains invalid characters', // spec
  'idp.invalidUrl': 'Please enter a valid URL', // invalid_url
  'idp.issuerRequired': 'The issuer is required',
  'idp.certificateRequired': 'The certificate is required',
  'idp.invalidCertificate': 'Invalid certificate format', // invalid_certificate_format
  'idp.metadataTooLarge': 'The metadata file is larger than 1,000,000 bytes',
  'idp.metadataUnparsable': 'The SAML metadata could not be parsed', // failed_to_parse_saml_metadata
  'idp.orgRequired': 'Choose an organization',
  'idp.fillAll': 'Please fill out all required fields', // warnings.please_fill_out_all_required_fields
  'idp.notAdmin': 'You cannot interact with this identity provider: you are not an administrator of it', // warnings.cannot_interact_not_an_admin_of_this_idp
  'idp.atLeastOneOrg': 'An identity provider must have at least one organization', // warnings.idp_must_have_at_least_one_org
  'idp.invalidId': 'Invalid id passed in URL: {id}', // errors.invalid_id_passed_in_url
  'idp.noIdpFound': 'No identity provider found with id {id}', // errors.no_idp_found
  'idp.unauthorized': 'You are not authorized to view this identity provider', // unauthorized_view_idp
  // removal
  'idp.removeTitle': 'Remove identity provider {sso}?',
  'idp.removeBlocked': 'This identity provider cannot be removed while it has {count} SAML accounts. Members who sign in through it would lose access.', // warnings.will_permanently_delete_idp
  'idp.removeText': 'This will permanently delete the identity provider. This action cannot be reversed.', // warnings.action_cannot_be_reversed
  // toasts
  'idp.added': 'Identity provider added',
  'idp.updated': 'Identity provider updated',
  'idp.removed': 'Identity provider removed',
  'idp.membershipsAdded': 'Organizations added to the identity provider', // added_idp_memberships
  'idp.membershipRemoved': 'Organization removed from the identity provider',
  'idp.defaultTeamSaved': 'Default team saved',
  'idp.ssoTaken': 'This SSO identifier is already used by another identity provider', // 409 unique
  // Platform admin page (spec 01 §6)
  'admin.title': 'Admin',
  'admin.intro': 'Platform administration: every organization and fleet, and signing in as another user.',
  'admin.loginAs': 'Log in as',
  'admin.loginAsHelp': 'Get a session for another user and reload the dashboard as them. A banner leads back to your admin account.',
  'admin.username': 'Username or e-mail',
  'admin.usernameRequired': 'Enter a username or e-mail address',
  'admin.organizations': 'Organizations',
  'admin.fleets': 'Fleets',
  'admin.search': 'Filter by name',
  'admin.name': 'Name',
  'admin.handle': 'Handle',
  'admin.organization': 'Organization',
  'admin.type': 'Type',
  'admin.noOrganizations': 'No organizations match.',
  'admin.noFleets': 'No fleets match.',
  'admin.loading': 'Loading…',
  'admin.firstRows': 'Showing the first {count} by name; filter to narrow the list.',
  'admin.classFleet': 'Fleet',
  'admin.classApp': 'App',
  'admin.classBlock': 'Block',
} as const;

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

/** Translates a key, filling `{name}` placeholders. */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The keys of one namespace without its prefix: `NamespaceKey<'auth'>` is `'required' | 'invalidEmail' | …`. */
export type NamespaceKey<NS extends string> = { [K in MessageKey]: K extends `${NS}.${infer Rest}` ? Rest : never }[MessageKey];

/** The texts of one namespace as an object (`messages('auth').required`), for modules that read many of them. */
export function messages<NS extends string>(ns: NS): Readonly<Record<NamespaceKey<NS>, string>> {
  const prefix = `${ns}.`;
  const entries = (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith(prefix)).map((key) => [key.slice(prefix.length), t(key)]);
  return Object.fromEntries(entries) as Record<NamespaceKey<NS>, string>;
}
