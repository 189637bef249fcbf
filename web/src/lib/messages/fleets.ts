/** Texts of the fleet pages: lists and summary (`fleets.*`) and fleet settings (`fleetSettings.*`), spec 02. Spec texts are verbatim and marked with their section; see lib/i18n.ts. */
export const fleets = {
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
  'fleets.noAdminOrg':
    'Fleets belong to an organization. Create your own organization to add fleets, or ask an administrator to share theirs.',
  'fleets.createOrg': 'Create an organization',
  // getting started, for an account less than a day old (spec 01 §4 "New user")
  'fleets.welcome.title': 'Welcome! Let’s get your first device running',
  'fleets.welcome.text': 'Your account is new. Three steps take you from here to code running on a device:',
  'fleets.welcome.createFleet': 'Create a fleet',
  'fleets.welcome.createFleetText': 'A fleet groups devices of one device type that run the same software.',
  'fleets.welcome.addDevice': 'Add a device',
  'fleets.welcome.addDeviceText':
    'From the fleet’s Add device dialog, download the OS image, flash it to the device’s storage and power it on: it appears in the fleet.',
  'fleets.welcome.deploy': 'Deploy a release',
  'fleets.welcome.deployText':
    'Push your code to the fleet with the CLI (balena push <fleet>): every device of the fleet runs the new release.',
  'fleets.welcome.steps': 'Getting started',
  'fleets.create.fleet': 'Create fleet',
  'fleets.create.app': 'Create app',
  'fleets.create.block': 'Create block',
  'fleets.deployTitle': 'Deploy a project',
  'fleets.deployWith': 'Deploy {name}',
  'fleets.deployAuthor': 'by {author}',
  'fleets.deployRepository': 'Repository',
  'fleets.deploySource': 'Source archive',
  'fleets.deployHint': 'Create a fleet for this project; its default device type is preselected.',
  'fleets.deployNoOrg': 'Only organization administrators can create fleets.',
  'fleets.deployCreate': 'Create a fleet for this project',
  'fleets.deployDismiss': 'Dismiss',
  'fleets.deployExisting': 'Or deploy it to one of your fleets',
  'fleets.deployFleetLabel': 'Fleet',
  'fleets.deployToFleet': 'Deploy to this fleet',
  'fleets.deployStarted': 'Build started for {name}',
  'fleets.deployFailed': 'The build could not start: {reason}',
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
  'fleets.noAdminOrganizations':
    'Only organization administrators can create fleets, and you administer no organization.',
  'fleets.cancel': 'Cancel',
  // layout and summary
  'fleets.adminNoSupportAccess':
    "Support access is not granted for this {type}: you are viewing it as an administrator, without the owner's permission.", // spec 02 §6 error banner
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
  // free plan allowance (spec 02 §8 warnings, spec 03 §8 "free plan allowance reached, which blocks adding devices and offers an upgrade to administrators")
  'fleets.freeAllowanceReached':
    'Free plan allowance reached: {org} already has {count} of its {allowance} free devices. Upgrade the plan to add more devices.',
  'fleets.upgradePlan': 'Upgrade plan',
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
  // release to preload (spec 02 §9 "preloadable-heavy")
  'fleets.preloadRelease': 'Release to preload',
  'fleets.preloadNone': 'None',
  'fleets.preloadOption': '{version} ({commit}), {count} images',
  'fleets.preloadOptionOne': '{version} ({commit}), 1 image',
  'fleets.preloadHeavyTag': '{option}: heavy',
  'fleets.preloadHint':
    'A preloaded image holds the release, so a new device runs it without downloading it first. Unzip the downloaded image and preload it with the command-line tool:',
  'fleets.preloadHeavy':
    'This release has {count} images: preloading it makes the OS image much larger, and slower to download and to flash.',
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
  'fleets.contractLogo': '{name} logo',
  'fleets.platform': 'Platform',
  'fleetSettings.title': 'Settings',
  'fleetSettings.intro': 'Name, device type, release tracking and ownership of this {type}.',
  'fleetSettings.primary': 'Primary settings',
  'fleetSettings.rename': 'Rename',
  'fleetSettings.nameLabel': 'Name',
  'fleetSettings.renamed': 'renamed', // spec §8 success message
  'fleetSettings.renameLegacy': 'cannot rename classic and legacy applications', // spec §5
  'fleetSettings.deviceType': 'Default device type',
  'fleetSettings.deviceTypeHint': 'Only device types of the same CPU architecture are offered.',
  'fleetSettings.saveDeviceType': 'Change device type',
  'fleetSettings.deviceTypeChanged': 'Default device type changed',
  'fleetSettings.appType': 'Application type',
  'fleetSettings.saveAppType': 'Change application type',
  'fleetSettings.appTypeChanged': 'fleet type changed', // spec §8
  'fleetSettings.recommended': 'recommended', // spec §4 "the first is marked recommended"
  'fleetSettings.unavailable': 'unavailable', // spec §4 "no OS version (discontinued): shown as unavailable"
  'fleetSettings.comingSoon': 'coming soon', // spec §4 "no OS version (upcoming): shown as coming soon"
  'fleetSettings.paidOnly': 'paid only', // spec §4 "needs plan upgrade: shown as paid only"
  'fleetSettings.needsMulticontainer': 'needs multicontainer support: downgrade blocked', // spec §4
  'fleetSettings.releaseTracking': 'Release tracking',
  'fleetSettings.pinLabel': 'Target release',
  'fleetSettings.trackLatest': 'Track latest release',
  'fleetSettings.savePin': 'Save release tracking',
  'fleetSettings.pinned': 'pinned to release', // spec §8
  'fleetSettings.tracking': 'tracking default release', // spec §8
  'fleetSettings.dangerZone': 'Danger zone',
  'fleetSettings.transfer': 'Transfer ownership',
  'fleetSettings.transferHint': 'Move this {type} to another organization you administer.',
  'fleetSettings.transferTarget': 'Target organization',
  'fleetSettings.transferTitle': 'Transfer {name} to {org}?',
  'fleetSettings.transferBody': 'Members and teams of the current organization lose the access they had through it.',
  'fleetSettings.transferred': 'Transferred to {org}',
  'fleetSettings.noTargets': 'no organizations with matching resource name', // spec §5
  'fleetSettings.noTarget': 'no target received', // spec §5
  'fleetSettings.removeAccess': 'Remove access',
  'fleetSettings.removeAccessHint':
    'Leave this {type}: your direct membership is removed. Access through the organization or a team stays.',
  'fleetSettings.removeAccessTitle': 'Remove your access to {name}?',
  'fleetSettings.removeAccessBody': 'You will no longer see this {type} unless someone adds you again.',
  'fleetSettings.accessRemoved': 'Your access to {name} was removed',
  'fleetSettings.delete': 'Delete {type}',
  'fleetSettings.deleteTitle': 'Delete {name}?',
  'fleetSettings.deleteBody':
    'This permanently deletes the {type} with its releases, variables and devices. Type the name to confirm.',
  'fleetSettings.deleted': '{name} deleted',
  'fleetSettings.readOnly': 'You can view these settings but not change them.',
  'fleetSettings.supportAccess': 'Support access',
  'fleetSettings.supportGrantedUntil': 'Granted until {date}',
  'fleetSettings.supportNotGranted': 'Not granted',
  'fleetSettings.supportUntil': 'Grant until',
  'fleetSettings.grantSupport': 'Grant support access',
  'fleetSettings.revokeSupport': 'Revoke support access',
  'fleetSettings.supportPast': 'The date must be no earlier than now',
  'fleetSettings.supportGranted': 'support access granted', // spec §8 success message
  'fleetSettings.supportRemoved': 'support access removed', // spec §8 success message
  'fleetSettings.repoUrl': 'Repository URL',
  'fleetSettings.repoUrlHint': 'The GitHub repository the {type} is built from, e.g. https://github.com/owner/name.',
  'fleetSettings.repoUrlHost': 'Only github.com repository URLs are handled', // spec §5 "Only {host} repository URLs are handled"
  'fleetSettings.saveRepoUrl': 'Set repository URL',
  'fleetSettings.repoUrlSet': 'repo url set', // spec §8 success message
  'fleetSettings.public': 'Public',
  'fleetSettings.publicHint': 'A public {type} can be found and deployed by anyone from its repository.',
  'fleetSettings.makePublic': 'Make public',
  'fleetSettings.makePrivate': 'Make private',
  'fleetSettings.isPublic': 'This {type} is public.',
  'fleetSettings.isPrivate': 'This {type} is private.',
  'fleetSettings.needsRepoUrl': 'must first enter repo url', // spec §5
  'fleetSettings.publicSet': 'public flag set', // spec §8 success message
  'fleetSettings.publicUnset': 'public flag unset', // spec §8 success message
  // Add device downloads (fleets feature)
  'fleets.osImage.downloadImage': 'Download balenaOS',
  'fleets.osImage.configOnly': 'Download configuration file only',
  'fleets.osImage.cancel': 'Cancel download',
  'fleets.osImage.progress': 'Downloading {loaded}',
  'fleets.osImage.progressOf': 'Downloading {loaded} of {total}',
  'fleets.osImage.done': 'Downloaded {file}',
  'fleets.osImage.configDone': 'Downloaded config.json',
} as const;
