/**
 * The SDK error texts of spec 02 §8 ("SDK errors", runs, release panel, terminal): what the dashboard
 * shows when the vendor SDK would raise one of its named errors. Wording follows balena-errors where
 * that library has the error (`Discontinued device type: {type}`…); the rest is ours, key named after
 * the spec's error key.
 */
export const errors = {
  'sdkErrors.invalidDeviceType': 'Invalid device type: {type}',
  'sdkErrors.discontinuedDeviceType': 'Discontinued device type: {type}',
  'sdkErrors.fleetNotFound': 'Fleet not found: {application}',
  'sdkErrors.releaseNotFound': 'Release not found: {release}',
  'sdkErrors.fleetMembershipRoleNotFound': 'Fleet membership role not found: {role}', // BalenaApplicationMembershipRoleNotFound
  'sdkErrors.imageNotFound': 'Image not found: {image}', // BalenaImageNotFound
  'sdkErrors.serviceNotFound': 'Service not found: {service}', // BalenaServiceNotFound
  'sdkErrors.deviceNotFound': 'Device not found: {device}', // BalenaDeviceNotFound
  'sdkErrors.ambiguousDevice': 'Ambiguous device: {device}', // BalenaAmbiguousDevice
  'sdkErrors.ambiguousFleet': 'Ambiguous fleet: {application}', // BalenaAmbiguousApplication
  'sdkErrors.ambiguousRelease': 'Ambiguous release: {release}', // BalenaAmbiguousRelease
  'sdkErrors.keyNotFound': 'Key not found: {key}', // BalenaKeyNotFound
  'sdkErrors.roleNotFound': 'Role {name} not found', // organization and team role changes by name
  'sdkErrors.osReleaseNotFound': 'OS release not found: {version}', // os_release_not_found
  'sdkErrors.supervisorReleaseNotFound': 'Supervisor release not found: {version}', // supervisor_release_not_found
  'sdkErrors.cpuArchitectureNotFound': 'CPU architecture not found: {architecture}', // cpu_architecture_not_found
  'sdkErrors.couldNotParseOsVersion': 'Could not parse the OS version: {version}', // could_not_parse_os_version
  'sdkErrors.applicationConfigNotFound': 'Application configuration not found', // spec 02 §8, logged only
  'sdkErrors.writeDiscarded': 'Write discarded: the terminal is not connected', // ignored by the terminal
  'sdkErrors.locationNotDetermined': 'The location of the device could not be determined', // errors.device_location_not_determined
  'sdkErrors.buildFailed': 'Build failed', // spec 02 §8 runs
  'sdkErrors.buildCancelled': 'Build cancelled', // spec 02 §8 runs
  'sdkErrors.filterCreationFailed': 'The filter could not be created', // release panel filter creation failure
} as const;
