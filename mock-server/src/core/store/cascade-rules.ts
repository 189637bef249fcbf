/**
 * What happens to rows that reference a deleted row. The real API cascades through hooks and
 * ON DELETE rules: a device takes its tags, variables and installs with it; a fleet its devices,
 * releases, services, variables, tags, memberships and invites (spec 02 §1: fleet delete). Any FK not
 * listed here restricts: 409 `Data is referenced by <resource>.` (api-ground-truth §1.4).
 */
export type ReferenceRule = 'cascade' | 'set null';

/** Keyed `<referencing resource>.<fk field>`. */
export const REFERENCE_RULES: Readonly<Record<string, ReferenceRule>> = {
  // device → its own data
  'device_tag.device': 'cascade',
  'device_environment_variable.device': 'cascade',
  'device_config_variable.device': 'cascade',
  'image_install.device': 'cascade',
  'service_install.device': 'cascade',
  'device_service_environment_variable.service_install': 'cascade',
  'device_history.tracks__device': 'set null',
  // application (fleet/app/block) → everything it owns
  'device.belongs_to__application': 'cascade',
  'release.belongs_to__application': 'cascade',
  'service.application': 'cascade',
  'application_tag.application': 'cascade',
  'application_environment_variable.application': 'cascade',
  'application_config_variable.application': 'cascade',
  'build_environment_variable.application': 'cascade',
  'user_application_membership.is_member_of__application': 'cascade',
  'team_application_access.grants_access_to__application': 'cascade',
  'application_invite.is_invited_to__application': 'cascade',
  'device_history.belongs_to__application': 'set null',
  // release → its parts; a device merely running it forgets it
  'release_tag.release': 'cascade',
  'release_asset.release': 'cascade',
  'release_image.is_part_of__release': 'cascade',
  'image_install.is_provided_by__release': 'cascade',
  'device.is_running__release': 'set null',
  'device_history.is_running__release': 'set null',
  'device_history.is_pinned_on__release': 'set null',
  'device_history.should_be_managed_by__release': 'set null',
  // service and image
  'service_environment_variable.service': 'cascade',
  'service_label.service': 'cascade',
  'service_install.installs__service': 'cascade',
  'image.is_a_build_of__service': 'cascade',
  'release_image.image': 'cascade',
  'image_install.installs__image': 'cascade',
  'image_label.release_image': 'cascade',
  'image_environment_variable.release_image': 'cascade',
  // organization → memberships, teams, invites, billing records (fleets restrict)
  'organization_membership.is_member_of__organization': 'cascade',
  'organization_membership_tag.organization_membership': 'cascade',
  'team.belongs_to__organization': 'cascade',
  'team_membership.is_member_of__team': 'cascade',
  'team_application_access.team': 'cascade',
  'identity_provider_membership.grants_access_to__team': 'set null',
  'organization_invite.is_invited_to__organization': 'cascade',
  'identity_provider_membership.organization': 'cascade',
  'organization_credit_notification.organization': 'cascade',
  'credit_bundle.belongs_to__organization': 'cascade',
  'subscription.is_for__organization': 'cascade',
  'subscription_prepaid_addon.is_for__subscription': 'cascade',
  'subscription_addon_discount.is_for__subscription': 'cascade',
  'user.has_legacy_link_to__organization': 'set null',
  // user → their memberships and keys; authored things keep existing
  'organization_membership.user': 'cascade',
  'team_membership.user': 'cascade',
  'user_application_membership.user': 'cascade',
  'user_public_key.user': 'cascade',
  'user_profile.is_of__user': 'cascade',
  'social_service_account.belongs_to__user': 'cascade',
  'recovery_two_factor.belongs_to__user': 'cascade',
  'oauth_application_authorization.belongs_to__user': 'cascade',
  'saml_account.belongs_to__user': 'cascade',
  'device.belongs_to__user': 'set null',
  'release.is_created_by__user': 'set null',
  'organization_invite.is_created_by__user': 'set null',
  'application_invite.is_created_by__user': 'set null',
  // identity provider: memberships go, SAML accounts block (spec 01 §5)
  'identity_provider_membership.is_authorized_by__identity_provider': 'cascade',
  // invitee and actor
  'organization_invite.invitee': 'cascade',
  'application_invite.invitee': 'cascade',
  'api_key.is_of__actor': 'cascade',
};
