// generated - do not edit (npm run codegen)
/**
 * Domain rules of the contract (openapi/components/domain-rules.yaml): who may do what, and the
 * results and constants of OS-update eligibility. Imported by the mock (enforcement) and the
 * dashboard (disabled-with-reason controls) alike; the logic over them lives in shared/.
 */

/** Organization roles (spec 01 §6). */
export const ORGANIZATION_ROLES = [
  "administrator",
  "member"
] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Fleet roles in display order (spec 02 §6 "Roles"). */
export const FLEET_ROLES = [
  "administrator",
  "developer",
  "safe-developer",
  "operator",
  "safe-operator",
  "observer",
  "member"
] as const;
export type FleetRole = (typeof FLEET_ROLES)[number];

/** The default fleet role when inviting or adding members (spec 02 §6). */
export const DEFAULT_FLEET_ROLE: FleetRole = "developer";

/** What each fleet role may change or trigger on a fleet and its devices (spec 02 §6), includes resolved. */
export const FLEET_ROLE_PERMISSIONS: Readonly<Record<FleetRole, readonly string[]>> = {
  "administrator": [
    "device.update",
    "device.supervisor-proxy-write",
    "device.ssh",
    "device.ssh-host",
    "device.access_diagnostics",
    "device_log.read",
    "device_environment_variable.create",
    "device_environment_variable.update",
    "device_config_variable.create",
    "device_config_variable.update",
    "device_service_environment_variable.create",
    "device_service_environment_variable.update",
    "device.create",
    "device.delete",
    "device.move",
    "device.actions-proxy-hup",
    "device.actions-proxy-supervisorupgrade",
    "application.deactivate-device",
    "device_log.delete",
    "device_tag.all",
    "device_environment_variable.all",
    "device_config_variable.all",
    "device_service_environment_variable.all",
    "service_install.all",
    "image_install.all",
    "release.create",
    "release.update",
    "release_asset.all",
    "release_image.all",
    "image.all",
    "service.all",
    "release_tag.create",
    "release_tag.update",
    "application_environment_variable.create",
    "application_environment_variable.update",
    "service_environment_variable.create",
    "service_environment_variable.update",
    "build_environment_variable.create",
    "build_environment_variable.update",
    "application.update",
    "application_tag.all",
    "application_config_variable.all",
    "application_environment_variable.all",
    "build_environment_variable.all",
    "service_environment_variable.all",
    "service_label.all",
    "release.all",
    "release_tag.all",
    "user_application_membership.delete",
    "application.all",
    "user_application_membership.all",
    "team_application_access.all",
    "application_invite.all"
  ],
  "developer": [
    "device.update",
    "device.supervisor-proxy-write",
    "device.ssh",
    "device.ssh-host",
    "device.access_diagnostics",
    "device_log.read",
    "device_environment_variable.create",
    "device_environment_variable.update",
    "device_config_variable.create",
    "device_config_variable.update",
    "device_service_environment_variable.create",
    "device_service_environment_variable.update",
    "device.create",
    "device.delete",
    "device.move",
    "device.actions-proxy-hup",
    "device.actions-proxy-supervisorupgrade",
    "application.deactivate-device",
    "device_log.delete",
    "device_tag.all",
    "device_environment_variable.all",
    "device_config_variable.all",
    "device_service_environment_variable.all",
    "service_install.all",
    "image_install.all",
    "release.create",
    "release.update",
    "release_asset.all",
    "release_image.all",
    "image.all",
    "service.all",
    "release_tag.create",
    "release_tag.update",
    "application_environment_variable.create",
    "application_environment_variable.update",
    "service_environment_variable.create",
    "service_environment_variable.update",
    "build_environment_variable.create",
    "build_environment_variable.update",
    "application.update",
    "application_tag.all",
    "application_config_variable.all",
    "application_environment_variable.all",
    "build_environment_variable.all",
    "service_environment_variable.all",
    "service_label.all",
    "release.all",
    "release_tag.all",
    "user_application_membership.delete"
  ],
  "safe-developer": [
    "device.update",
    "device.supervisor-proxy-write",
    "device.ssh",
    "device.ssh-host",
    "device.access_diagnostics",
    "device_log.read",
    "device_environment_variable.create",
    "device_environment_variable.update",
    "device_config_variable.create",
    "device_config_variable.update",
    "device_service_environment_variable.create",
    "device_service_environment_variable.update",
    "device.create",
    "device.move",
    "device.actions-proxy-hup",
    "device.actions-proxy-supervisorupgrade",
    "application.deactivate-device",
    "device_log.delete",
    "device_tag.all",
    "service_install.all",
    "image_install.all",
    "release.create",
    "release.update",
    "release_asset.all",
    "release_image.all",
    "image.all",
    "service.all",
    "release_tag.create",
    "release_tag.update",
    "application_environment_variable.create",
    "application_environment_variable.update",
    "service_environment_variable.create",
    "service_environment_variable.update",
    "build_environment_variable.create",
    "build_environment_variable.update"
  ],
  "operator": [
    "device.update",
    "device.supervisor-proxy-write",
    "device.ssh",
    "device.ssh-host",
    "device.access_diagnostics",
    "device_log.read",
    "device_environment_variable.create",
    "device_environment_variable.update",
    "device_config_variable.create",
    "device_config_variable.update",
    "device_service_environment_variable.create",
    "device_service_environment_variable.update",
    "device.create",
    "device.delete",
    "device.move",
    "device.actions-proxy-hup",
    "device.actions-proxy-supervisorupgrade",
    "application.deactivate-device",
    "device_log.delete",
    "device_tag.all",
    "device_environment_variable.all",
    "device_config_variable.all",
    "device_service_environment_variable.all",
    "service_install.all",
    "image_install.all"
  ],
  "safe-operator": [
    "device.update",
    "device.supervisor-proxy-write",
    "device.ssh",
    "device.ssh-host",
    "device.access_diagnostics",
    "device_log.read",
    "device_environment_variable.create",
    "device_environment_variable.update",
    "device_config_variable.create",
    "device_config_variable.update",
    "device_service_environment_variable.create",
    "device_service_environment_variable.update"
  ],
  "observer": [],
  "member": []
};

/** Organization-level permissions (spec 01 §6). */
export const ORGANIZATION_ROLE_PERMISSIONS: Readonly<Record<OrganizationRole, readonly string[]>> = {
  "administrator": [
    "organization.update",
    "organization.delete",
    "organization.access_billing",
    "application.create",
    "organization_membership.all",
    "organization_membership_tag.all",
    "organization_invite.all",
    "team.all",
    "team_membership.all",
    "team_application_access.create",
    "identity_provider_membership.all",
    "identity_provider.all",
    "credit_bundle.create",
    "organization_credit_notification.all",
    "user_application_membership.create"
  ],
  "member": []
};

/** Platform admin permissions (spec 01 §6). */
export const PLATFORM_ADMIN_PERMISSIONS: readonly string[] = [
  "organization.all",
  "organization_membership.all",
  "identity_provider_membership.all",
  "user_application_membership.read",
  "user_application_membership.delete"
];

/** What support agents and admins may do on fleets/devices with support access granted (spec 02 §6). */
export const SUPPORT_ACCESS_PERMISSIONS: readonly string[] = [
  "device.access_diagnostics",
  "device.ssh",
  "device.ssh-host"
];

/** Resources any caller, even the guest, may read (api-ground-truth §5). */
export const GUEST_READABLE_RESOURCES: readonly string[] = [
  "cpu_architecture",
  "device_type",
  "device_type_alias",
  "device_family",
  "device_manufacturer",
  "application_type"
];

/** Resources every authenticated caller may read (the guest-readable ones included). */
export const AUTHENTICATED_READABLE_RESOURCES: readonly string[] = [
  "cpu_architecture",
  "device_type",
  "device_type_alias",
  "device_family",
  "device_manufacturer",
  "application_type",
  "actor",
  "organization_membership_role",
  "application_membership_role",
  "plan",
  "feature",
  "plan_feature",
  "plan_addon",
  "support_tier",
  "support_feature",
  "oauth_application",
  "invitee"
];

/** OS-update eligibility results in the order the rules test them (spec 02 §4). */
export const OS_UPDATE_RESULTS = [
  "offline",
  "notSupported",
  "versionNotAvailable",
  "upToDate",
  "updatableSwitchToEsr",
  "downgradeCannotSwitchToEsr",
  "forbiddenSwitchToNonEsr",
  "updatable"
] as const;
export type OsUpdateEligibility = (typeof OS_UPDATE_RESULTS)[number];

/** The results that start an update (spec 02 §4). */
export const OS_UPDATE_STARTS: readonly OsUpdateEligibility[] = [
  "updatable",
  "updatableSwitchToEsr"
];

/** Constants of the OS-update rules (spec 02 §4, §9). */
export const OS_UPDATE_RULES = {
  /** An OS major above this is an ESR line. */
  esrMajorAbove: 2000,
  /** Oldest OS a host OS update can start from. */
  minSourceVersion: "2.0.0",
  /** Below this base version a rev0 OS counts as rev1. */
  rev1DefaultBelow: "2.88.4",
  /** Device families with a legacy update path from Resin OS 1.x. */
  legacyPathFamilies: ["raspberrypi","beaglebone"] as readonly string[],
} as const;
