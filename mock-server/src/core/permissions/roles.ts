/**
 * Roles and their permissions: the contract's tables (openapi/components/domain-rules.yaml through
 * generated/) and the shared lookup, re-exported for the permission modules of the core.
 */
export {
  AUTHENTICATED_READABLE,
  DEFAULT_FLEET_ROLE,
  FLEET_ROLES,
  FLEET_ROLE_PERMISSIONS,
  GUEST_READABLE,
  ORGANIZATION_ROLES,
  ORGANIZATION_ROLE_PERMISSIONS,
  PLATFORM_ADMIN_PERMISSIONS,
  SUPPORT_ACCESS_PERMISSIONS,
  grants,
  type FleetRole,
  type OrganizationRole,
  type PlatformRoleName,
} from '../../../../shared/permissions.ts';
