// generated - do not edit (npm run codegen)

import * as z from 'zod';

/**
 * An unexpanded foreign key as read over OData (api-ground-truth §2.5).
 */
export const zODataFkRef = z.object({
    __id: z.int()
});

/**
 * A stored file (sbvr WebResource, api-ground-truth §1.3).
 */
export const zWebResource = z.object({
    filename: z.string(),
    href: z.string(),
    content_type: z.string().optional(),
    content_disposition: z.string().optional(),
    size: z.int().optional(),
    checksum: z.string().optional()
});

/**
 * Error message sent as a JSON string literal with Content-Type application/json (pinejs `res.json(message)`, api-ground-truth §1.4).
 */
export const zJsonStringError = z.string();

/**
 * Envelope of `/$count` (api-ground-truth §1.3).
 */
export const zODataCount = z.object({
    d: z.int().gte(0)
});

/**
 * POST body of organization; unknown keys are dropped
 */
export const zOrganizationCreate = z.object({
    name: z.string().min(1).max(220),
    handle: z.string().min(1).max(220).optional(),
    company_name: z.string().nullish(),
    billing_account_code: z.string().nullish(),
    has_past_due_invoice_since__date: z.iso.datetime().nullish(),
    is_frozen: z.boolean().optional(),
    industry: z.string().nullish(),
    website: z.string().nullish(),
    logo_image: zWebResource.nullish(),
    is_using__billing_version: z.string().nullish(),
    is_enforcing_saml_login: z.boolean().optional()
});

/**
 * POST body of organization as multipart/form-data
 */
export const zOrganizationCreateForm = z.object({
    name: z.string(),
    handle: z.string().optional(),
    company_name: z.string().optional(),
    billing_account_code: z.string().optional(),
    has_past_due_invoice_since__date: z.string().optional(),
    is_frozen: z.string().optional(),
    industry: z.string().optional(),
    website: z.string().optional(),
    logo_image: z.string().optional(),
    is_using__billing_version: z.string().optional(),
    is_enforcing_saml_login: z.string().optional()
});

/**
 * POST answer with `?returnResource=false` (api-ground-truth §1.3).
 */
export const zODataCreatedId = z.object({
    id: z.int()
});

/**
 * PATCH body of organization; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationUpdate = z.object({
    name: z.string().min(1).max(220).optional(),
    handle: z.string().min(1).max(220).optional(),
    company_name: z.string().nullish(),
    billing_account_code: z.string().nullish(),
    has_past_due_invoice_since__date: z.iso.datetime().nullish(),
    is_frozen: z.boolean().optional(),
    industry: z.string().nullish(),
    website: z.string().nullish(),
    logo_image: zWebResource.nullish(),
    is_using__billing_version: z.string().nullish(),
    is_enforcing_saml_login: z.boolean().optional()
});

/**
 * PATCH body of organization as multipart/form-data
 */
export const zOrganizationUpdateForm = z.object({
    name: z.string().optional(),
    handle: z.string().optional(),
    company_name: z.string().optional(),
    billing_account_code: z.string().optional(),
    has_past_due_invoice_since__date: z.string().optional(),
    is_frozen: z.string().optional(),
    industry: z.string().optional(),
    website: z.string().optional(),
    logo_image: z.string().optional(),
    is_using__billing_version: z.string().optional(),
    is_enforcing_saml_login: z.string().optional()
});

/**
 * PATCH body of user; an empty body is refused with 400 "No fields to update"
 */
export const zUserUpdate = z.object({
    has_legacy_link_to__organization: z.int().nullish(),
    has_been_sent_verification_email: z.boolean().optional()
});

/**
 * PATCH body of user_profile; an empty body is refused with 400 "No fields to update"
 */
export const zUserProfileUpdate = z.object({
    is_of__user: z.int().optional(),
    email: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    company: z.string().nullish(),
    account_type: z.enum(['personal', 'professional']).nullish(),
    has_password_set: z.boolean().optional(),
    has_disabled_newsletter: z.boolean().optional(),
    is_verified: z.boolean().optional(),
    must_be_verified: z.boolean().optional()
});

/**
 * PATCH body of api_key; an empty body is refused with 400 "No fields to update"
 */
export const zApiKeyUpdate = z.object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiry_date: z.iso.datetime().nullish()
});

/**
 * POST body of user_public_key; unknown keys are dropped
 */
export const zUserPublicKeyCreate = z.object({
    user: z.int(),
    public_key: z.string().max(2850),
    title: z.string().max(120)
});

/**
 * PATCH body of user_public_key; an empty body is refused with 400 "No fields to update"
 */
export const zUserPublicKeyUpdate = z.object({
    user: z.int().optional(),
    public_key: z.string().max(2850).optional(),
    title: z.string().max(120).optional()
});

/**
 * POST body of organization_membership; unknown keys are dropped
 */
export const zOrganizationMembershipCreate = z.object({
    user: z.int().optional(),
    is_member_of__organization: z.int(),
    organization_membership_role: z.int().optional(),
    username: z.string().optional()
});

/**
 * PATCH body of organization_membership; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationMembershipUpdate = z.object({
    user: z.int().optional(),
    is_member_of__organization: z.int().optional(),
    organization_membership_role: z.int().optional()
});

/**
 * POST body of organization_membership_tag; unknown keys are dropped
 */
export const zOrganizationMembershipTagCreate = z.object({
    organization_membership: z.int(),
    tag_key: z.string(),
    value: z.string()
});

/**
 * PATCH body of organization_membership_tag; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationMembershipTagUpdate = z.object({
    organization_membership: z.int().optional(),
    tag_key: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of team; unknown keys are dropped
 */
export const zTeamCreate = z.object({
    belongs_to__organization: z.int(),
    name: z.string(),
    description: z.string().nullish()
});

/**
 * PATCH body of team; an empty body is refused with 400 "No fields to update"
 */
export const zTeamUpdate = z.object({
    belongs_to__organization: z.int().optional(),
    name: z.string().optional(),
    description: z.string().nullish()
});

/**
 * POST body of team_membership; unknown keys are dropped
 */
export const zTeamMembershipCreate = z.object({
    user: z.int().optional(),
    is_member_of__team: z.int(),
    username: z.string().optional()
});

/**
 * PATCH body of team_membership; an empty body is refused with 400 "No fields to update"
 */
export const zTeamMembershipUpdate = z.object({
    user: z.int().optional(),
    is_member_of__team: z.int().optional()
});

/**
 * POST body of application; unknown keys are dropped
 */
export const zApplicationCreate = z.object({
    actor: z.int().optional(),
    app_name: z.string().min(4).max(100),
    slug: z.string().min(6).max(321).optional(),
    uuid: z.string().length(32).optional(),
    is_of__class: z.enum([
        'fleet',
        'block',
        'app'
    ]).optional(),
    organization: z.int(),
    is_for__device_type: z.int(),
    should_be_running__release: z.int().nullish(),
    should_track_latest_release: z.boolean().optional(),
    application_type: z.int().optional(),
    is_host: z.boolean().optional(),
    is_archived: z.boolean().optional(),
    is_public: z.boolean().optional(),
    is_accessible_by_support_until__date: z.iso.datetime().nullish(),
    is_discoverable: z.boolean().optional(),
    is_stored_at__repository_url: z.string().nullish()
});

/**
 * PATCH body of application; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationUpdate = z.object({
    actor: z.int().optional(),
    app_name: z.string().min(4).max(100).optional(),
    slug: z.string().min(6).max(321).optional(),
    uuid: z.string().length(32).optional(),
    is_of__class: z.enum([
        'fleet',
        'block',
        'app'
    ]).optional(),
    organization: z.int().optional(),
    is_for__device_type: z.int().optional(),
    should_be_running__release: z.int().nullish(),
    should_track_latest_release: z.boolean().optional(),
    application_type: z.int().optional(),
    is_host: z.boolean().optional(),
    is_archived: z.boolean().optional(),
    is_public: z.boolean().optional(),
    is_accessible_by_support_until__date: z.iso.datetime().nullish(),
    is_discoverable: z.boolean().optional(),
    is_stored_at__repository_url: z.string().nullish()
});

/**
 * POST body of organization_invite; unknown keys are dropped
 */
export const zOrganizationInviteCreate = z.object({
    invitee: z.string().optional(),
    is_invited_to__organization: z.int(),
    organization_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish(),
    roleName: z.string().optional()
});

/**
 * PATCH body of organization_invite; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationInviteUpdate = z.object({
    invitee: z.int().optional(),
    is_invited_to__organization: z.int().optional(),
    organization_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish()
});

/**
 * POST body of application_invite; unknown keys are dropped
 */
export const zApplicationInviteCreate = z.object({
    invitee: z.string().optional(),
    is_invited_to__application: z.int(),
    application_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish(),
    roleName: z.string().optional()
});

/**
 * PATCH body of application_invite; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationInviteUpdate = z.object({
    invitee: z.int().optional(),
    is_invited_to__application: z.int().optional(),
    application_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish()
});

/**
 * POST body of user_application_membership; unknown keys are dropped
 */
export const zUserApplicationMembershipCreate = z.object({
    user: z.int().optional(),
    is_member_of__application: z.int(),
    application_membership_role: z.int().optional(),
    username: z.string().optional()
});

/**
 * PATCH body of user_application_membership; an empty body is refused with 400 "No fields to update"
 */
export const zUserApplicationMembershipUpdate = z.object({
    user: z.int().optional(),
    is_member_of__application: z.int().optional(),
    application_membership_role: z.int().optional()
});

/**
 * POST body of team_application_access; unknown keys are dropped
 */
export const zTeamApplicationAccessCreate = z.object({
    team: z.int(),
    grants_access_to__application: z.int(),
    application_membership_role: z.int().optional()
});

/**
 * PATCH body of team_application_access; an empty body is refused with 400 "No fields to update"
 */
export const zTeamApplicationAccessUpdate = z.object({
    team: z.int().optional(),
    grants_access_to__application: z.int().optional(),
    application_membership_role: z.int().optional()
});

/**
 * POST body of application_environment_variable; unknown keys are dropped
 */
export const zApplicationEnvironmentVariableCreate = z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of application_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationEnvironmentVariableUpdate = z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of application_config_variable; unknown keys are dropped
 */
export const zApplicationConfigVariableCreate = z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of application_config_variable; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationConfigVariableUpdate = z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of build_environment_variable; unknown keys are dropped
 */
export const zBuildEnvironmentVariableCreate = z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of build_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zBuildEnvironmentVariableUpdate = z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of application_tag; unknown keys are dropped
 */
export const zApplicationTagCreate = z.object({
    application: z.int(),
    tag_key: z.string().min(1).max(100),
    value: z.string().max(1000)
});

/**
 * PATCH body of application_tag; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationTagUpdate = z.object({
    application: z.int().optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().max(1000).optional()
});

/**
 * POST body of release; unknown keys are dropped
 */
export const zReleaseCreate = z.object({
    belongs_to__application: z.int(),
    commit: z.string().max(40),
    composition: z.record(z.string(), z.unknown()),
    status: z.enum([
        'running',
        'success',
        'failed',
        'error',
        'cancelled',
        'interrupted'
    ]),
    source: z.enum(['cloud', 'local']),
    build_log: z.string().nullish(),
    is_invalidated: z.boolean().optional(),
    invalidation_reason: z.string().nullish(),
    start_timestamp: z.iso.datetime(),
    end_timestamp: z.iso.datetime().nullish(),
    update_timestamp: z.iso.datetime().optional(),
    is_passing_tests: z.boolean().optional(),
    is_finalized_at__date: z.iso.datetime().nullish(),
    phase: z.enum([
        'next',
        'current',
        'sunset',
        'end-of-life'
    ]).nullish(),
    note: z.string().nullish(),
    known_issue_list: z.string().nullish(),
    contract: z.record(z.string(), z.unknown()).nullish(),
    release_version: z.string().nullish(),
    is_created_by__user: z.int().nullish(),
    semver_major: z.int().optional(),
    semver_minor: z.int().optional(),
    semver_patch: z.int().optional(),
    semver_prerelease: z.string().optional(),
    semver_build: z.string().optional(),
    variant: z.string().optional(),
    revision: z.int().nullish()
});

/**
 * PATCH body of release; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseUpdate = z.object({
    belongs_to__application: z.int().optional(),
    commit: z.string().max(40).optional(),
    composition: z.record(z.string(), z.unknown()).optional(),
    status: z.enum([
        'running',
        'success',
        'failed',
        'error',
        'cancelled',
        'interrupted'
    ]).optional(),
    source: z.enum(['cloud', 'local']).optional(),
    build_log: z.string().nullish(),
    is_invalidated: z.boolean().optional(),
    invalidation_reason: z.string().nullish(),
    start_timestamp: z.iso.datetime().optional(),
    end_timestamp: z.iso.datetime().nullish(),
    update_timestamp: z.iso.datetime().optional(),
    is_passing_tests: z.boolean().optional(),
    is_finalized_at__date: z.iso.datetime().nullish(),
    phase: z.enum([
        'next',
        'current',
        'sunset',
        'end-of-life'
    ]).nullish(),
    note: z.string().nullish(),
    known_issue_list: z.string().nullish(),
    contract: z.record(z.string(), z.unknown()).nullish(),
    release_version: z.string().nullish(),
    is_created_by__user: z.int().nullish(),
    semver_major: z.int().optional(),
    semver_minor: z.int().optional(),
    semver_patch: z.int().optional(),
    semver_prerelease: z.string().optional(),
    semver_build: z.string().optional(),
    variant: z.string().optional(),
    revision: z.int().nullish()
});

/**
 * POST body of release_tag; unknown keys are dropped
 */
export const zReleaseTagCreate = z.object({
    release: z.int(),
    tag_key: z.string().min(1).max(164),
    value: z.string().max(1000)
});

/**
 * PATCH body of release_tag; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseTagUpdate = z.object({
    release: z.int().optional(),
    tag_key: z.string().min(1).max(164).optional(),
    value: z.string().max(1000).optional()
});

/**
 * POST body of release_asset; unknown keys are dropped
 */
export const zReleaseAssetCreate = z.object({
    release: z.int(),
    asset_key: z.string(),
    asset: zWebResource.nullish()
});

/**
 * POST body of release_asset as multipart/form-data
 */
export const zReleaseAssetCreateForm = z.object({
    release: z.string(),
    asset_key: z.string(),
    asset: z.string().optional()
});

/**
 * PATCH body of release_asset; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseAssetUpdate = z.object({
    release: z.int().optional(),
    asset_key: z.string().optional(),
    asset: zWebResource.nullish()
});

/**
 * PATCH body of release_asset as multipart/form-data
 */
export const zReleaseAssetUpdateForm = z.object({
    release: z.string().optional(),
    asset_key: z.string().optional(),
    asset: z.string().optional()
});

/**
 * POST body of device; unknown keys are dropped
 */
export const zDeviceCreate = z.object({
    actor: z.int().optional(),
    uuid: z.string().min(32).max(62).optional(),
    local_id: z.string().nullish(),
    device_name: z.string().optional(),
    note: z.string().nullish(),
    is_of__device_type: z.int(),
    belongs_to__application: z.int().nullable(),
    belongs_to__user: z.int().nullish(),
    is_managed_by__service_instance: z.int().nullish(),
    is_online: z.boolean().optional(),
    last_connectivity_event: z.iso.datetime().nullish(),
    is_connected_to_vpn: z.boolean().optional(),
    last_vpn_event: z.iso.datetime().nullish(),
    api_heartbeat_state: z.enum([
        'online',
        'offline',
        'timeout',
        'unknown'
    ]).optional(),
    changed_api_heartbeat_state_on__date: z.iso.datetime().nullish(),
    is_locked_until__date: z.iso.datetime().nullish(),
    public_address: z.string().nullish(),
    ip_address: z.string().nullish(),
    mac_address: z.string().nullish(),
    memory_usage: z.int().nullish(),
    memory_total: z.int().nullish(),
    storage_block_device: z.string().nullish(),
    storage_usage: z.int().nullish(),
    storage_total: z.int().nullish(),
    cpu_usage: z.int().nullish(),
    cpu_temp: z.int().nullish(),
    is_undervolted: z.boolean().optional(),
    cpu_id: z.string().nullish(),
    os_version: z.string().nullish(),
    os_variant: z.enum(['prod', 'dev']).nullish(),
    supervisor_version: z.string().nullish(),
    status: z.string().nullish(),
    download_progress: z.int().nullish(),
    provisioning_progress: z.int().nullish(),
    provisioning_state: z.string().nullish(),
    update_status: z.enum([
        'rejected',
        'downloading',
        'downloaded',
        'applying changes',
        'aborted',
        'done'
    ]).nullish(),
    last_update_status_event: z.iso.datetime().nullish(),
    is_running__release: z.int().nullish(),
    is_pinned_on__release: z.int().nullish(),
    should_be_operated_by__release: z.int().nullish(),
    should_be_managed_by__release: z.int().nullish(),
    is_web_accessible: z.boolean().optional(),
    latitude: z.string().nullish(),
    longitude: z.string().nullish(),
    custom_latitude: z.string().nullish(),
    custom_longitude: z.string().nullish(),
    location: z.string().nullish(),
    is_accessible_by_support_until__date: z.iso.datetime().nullish(),
    is_active: z.boolean().optional(),
    is_frozen: z.boolean().optional()
});

/**
 * PATCH body of device; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceUpdate = z.object({
    actor: z.int().optional(),
    uuid: z.string().min(32).max(62).optional(),
    local_id: z.string().nullish(),
    device_name: z.string().optional(),
    note: z.string().nullish(),
    is_of__device_type: z.int().optional(),
    belongs_to__application: z.int().nullish(),
    belongs_to__user: z.int().nullish(),
    is_managed_by__service_instance: z.int().nullish(),
    is_online: z.boolean().optional(),
    last_connectivity_event: z.iso.datetime().nullish(),
    is_connected_to_vpn: z.boolean().optional(),
    last_vpn_event: z.iso.datetime().nullish(),
    api_heartbeat_state: z.enum([
        'online',
        'offline',
        'timeout',
        'unknown'
    ]).optional(),
    changed_api_heartbeat_state_on__date: z.iso.datetime().nullish(),
    is_locked_until__date: z.iso.datetime().nullish(),
    public_address: z.string().nullish(),
    ip_address: z.string().nullish(),
    mac_address: z.string().nullish(),
    memory_usage: z.int().nullish(),
    memory_total: z.int().nullish(),
    storage_block_device: z.string().nullish(),
    storage_usage: z.int().nullish(),
    storage_total: z.int().nullish(),
    cpu_usage: z.int().nullish(),
    cpu_temp: z.int().nullish(),
    is_undervolted: z.boolean().optional(),
    cpu_id: z.string().nullish(),
    os_version: z.string().nullish(),
    os_variant: z.enum(['prod', 'dev']).nullish(),
    supervisor_version: z.string().nullish(),
    status: z.string().nullish(),
    download_progress: z.int().nullish(),
    provisioning_progress: z.int().nullish(),
    provisioning_state: z.string().nullish(),
    update_status: z.enum([
        'rejected',
        'downloading',
        'downloaded',
        'applying changes',
        'aborted',
        'done'
    ]).nullish(),
    last_update_status_event: z.iso.datetime().nullish(),
    is_running__release: z.int().nullish(),
    is_pinned_on__release: z.int().nullish(),
    should_be_operated_by__release: z.int().nullish(),
    should_be_managed_by__release: z.int().nullish(),
    is_web_accessible: z.boolean().optional(),
    latitude: z.string().nullish(),
    longitude: z.string().nullish(),
    custom_latitude: z.string().nullish(),
    custom_longitude: z.string().nullish(),
    location: z.string().nullish(),
    is_accessible_by_support_until__date: z.iso.datetime().nullish(),
    is_active: z.boolean().optional(),
    is_frozen: z.boolean().optional()
});

/**
 * POST body of device_environment_variable; unknown keys are dropped
 */
export const zDeviceEnvironmentVariableCreate = z.object({
    device: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of device_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceEnvironmentVariableUpdate = z.object({
    device: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of device_config_variable; unknown keys are dropped
 */
export const zDeviceConfigVariableCreate = z.object({
    device: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of device_config_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceConfigVariableUpdate = z.object({
    device: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of device_tag; unknown keys are dropped
 */
export const zDeviceTagCreate = z.object({
    device: z.int(),
    tag_key: z.string().min(1).max(100),
    value: z.string()
});

/**
 * PATCH body of device_tag; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceTagUpdate = z.object({
    device: z.int().optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().optional()
});

/**
 * POST body of service; unknown keys are dropped
 */
export const zServiceCreate = z.object({
    application: z.int(),
    service_name: z.string().min(1).max(63)
});

/**
 * PATCH body of service; an empty body is refused with 400 "No fields to update"
 */
export const zServiceUpdate = z.object({
    application: z.int().optional(),
    service_name: z.string().min(1).max(63).optional()
});

/**
 * POST body of service_environment_variable; unknown keys are dropped
 */
export const zServiceEnvironmentVariableCreate = z.object({
    service: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of service_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zServiceEnvironmentVariableUpdate = z.object({
    service: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of service_label; unknown keys are dropped
 */
export const zServiceLabelCreate = z.object({
    service: z.int(),
    label_name: z.string(),
    value: z.string()
});

/**
 * PATCH body of service_label; an empty body is refused with 400 "No fields to update"
 */
export const zServiceLabelUpdate = z.object({
    service: z.int().optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of service_install; unknown keys are dropped
 */
export const zServiceInstallCreate = z.object({
    device: z.int(),
    installs__service: z.int()
});

/**
 * PATCH body of service_install; an empty body is refused with 400 "No fields to update"
 */
export const zServiceInstallUpdate = z.object({
    device: z.int().optional(),
    installs__service: z.int().optional()
});

/**
 * POST body of device_service_environment_variable; unknown keys are dropped
 */
export const zDeviceServiceEnvironmentVariableCreate = z.object({
    service_install: z.int(),
    name: z.string(),
    value: z.string()
});

/**
 * PATCH body of device_service_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceServiceEnvironmentVariableUpdate = z.object({
    service_install: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * POST body of identity_provider; unknown keys are dropped
 */
export const zIdentityProviderCreate = z.object({
    sso_identifier: z.string(),
    entry_point: z.string(),
    issuer: z.string(),
    certificate: z.string(),
    requires_signed_authn_response: z.boolean().optional(),
    organization_id: z.int().optional()
});

/**
 * PATCH body of identity_provider; an empty body is refused with 400 "No fields to update"
 */
export const zIdentityProviderUpdate = z.object({
    sso_identifier: z.string().optional(),
    entry_point: z.string().optional(),
    issuer: z.string().optional(),
    certificate: z.string().optional(),
    requires_signed_authn_response: z.boolean().optional(),
    organization_id: z.int().optional()
});

/**
 * POST body of identity_provider_membership; unknown keys are dropped
 */
export const zIdentityProviderMembershipCreate = z.object({
    organization: z.int(),
    is_authorized_by__identity_provider: z.int(),
    grants_access_to__team: z.int().nullish()
});

/**
 * PATCH body of identity_provider_membership; an empty body is refused with 400 "No fields to update"
 */
export const zIdentityProviderMembershipUpdate = z.object({
    organization: z.int().optional(),
    is_authorized_by__identity_provider: z.int().optional(),
    grants_access_to__team: z.int().nullish()
});

/**
 * PATCH body of saml_account; an empty body is refused with 400 "No fields to update"
 */
export const zSamlAccountUpdate = z.object({
    belongs_to__user: z.int().optional(),
    was_generated_by__identity_provider: z.int().optional(),
    remote_id: z.string().optional(),
    display_name: z.string().nullish()
});

/**
 * PATCH body of social_service_account; an empty body is refused with 400 "No fields to update"
 */
export const zSocialServiceAccountUpdate = z.object({
    belongs_to__user: z.int().optional(),
    provider: z.enum(['github', 'google']).optional(),
    display_name: z.string().nullish(),
    remote_id: z.string().optional()
});

/**
 * PATCH body of oauth_application_authorization; an empty body is refused with 400 "No fields to update"
 */
export const zOauthApplicationAuthorizationUpdate = z.object({
    belongs_to__user: z.int().optional(),
    is_for__oauth_application: z.int().optional()
});

/**
 * POST body of credit_bundle; unknown keys are dropped
 */
export const zCreditBundleCreate = z.object({
    belongs_to__organization: z.int(),
    is_for__feature: z.int(),
    is_created_by__user: z.int().optional(),
    payment_status: z.enum([
        'processing',
        'paid',
        'failed',
        'complimentary',
        'cancelled',
        'refunded',
        'manually invoiced'
    ]).optional(),
    unit_cost: z.int().optional(),
    original_quantity: z.int(),
    available_balance: z.int().optional(),
    total_cost: z.int().optional(),
    total_balance: z.int().optional(),
    expires_on__date: z.iso.datetime().optional(),
    is_associated_with__invoice_id: z.string().nullish(),
    error_message: z.string().nullish()
});

/**
 * PATCH body of credit_bundle; an empty body is refused with 400 "No fields to update"
 */
export const zCreditBundleUpdate = z.object({
    belongs_to__organization: z.int().optional(),
    is_for__feature: z.int().optional(),
    is_created_by__user: z.int().optional(),
    payment_status: z.enum([
        'processing',
        'paid',
        'failed',
        'complimentary',
        'cancelled',
        'refunded',
        'manually invoiced'
    ]).optional(),
    unit_cost: z.int().optional(),
    original_quantity: z.int().optional(),
    available_balance: z.int().optional(),
    total_cost: z.int().optional(),
    total_balance: z.int().optional(),
    expires_on__date: z.iso.datetime().optional(),
    is_associated_with__invoice_id: z.string().nullish(),
    error_message: z.string().nullish()
});

/**
 * POST body of organization_credit_notification; unknown keys are dropped
 */
export const zOrganizationCreditNotificationCreate = z.object({
    organization: z.int(),
    owns_credit_notification_for__feature: z.int(),
    is_sent_when_below__threshold: z.int()
});

/**
 * PATCH body of organization_credit_notification; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationCreditNotificationUpdate = z.object({
    organization: z.int().optional(),
    owns_credit_notification_for__feature: z.int().optional(),
    is_sent_when_below__threshold: z.int().optional()
});

/**
 * Exactly one of `action` or `method`.
 */
export const zCanAccessRequest = z.union([
    z.object({
        action: z.string()
    }),
    z.object({
        method: z.enum([
            'GET',
            'POST',
            'PATCH',
            'PUT',
            'DELETE'
        ])
    })
]);

export const zCanAccessResult = z.object({
    d: z.tuple([z.object({
            id: z.int()
        })])
});

export const zBeginUploadRequest = z.object({
    asset: z.object({
        filename: z.string(),
        content_type: z.string(),
        size: z.int(),
        chunk_size: z.int()
    })
});

export const zBeginUploadResult = z.object({
    asset: z.object({
        uuid: z.string(),
        uploadParts: z.array(z.object({
            url: z.string(),
            chunkSize: z.int(),
            partNumber: z.int()
        }))
    })
});

export const zCommitUploadRequest = z.object({
    uuid: z.string(),
    providerCommitData: z.object({
        Parts: z.array(z.object({
            PartNumber: z.int(),
            ETag: z.string()
        }))
    })
});

export const zLoginRequest = z.object({
    username: z.string(),
    password: z.string()
});

/**
 * A session JWT sent as text/plain (api-ground-truth §6.6).
 */
export const zTextToken = z.string();

export const zUserActorWhoami = z.object({
    id: z.int(),
    actorType: z.literal('user'),
    actorTypeId: z.int(),
    username: z.string(),
    email: z.string().nullish()
});

export const zApplicationActorWhoami = z.object({
    id: z.int(),
    actorType: z.literal('application'),
    actorTypeId: z.int(),
    slug: z.string()
});

export const zDeviceActorWhoami = z.object({
    id: z.int(),
    actorType: z.literal('device'),
    actorTypeId: z.int(),
    uuid: z.string()
});

/**
 * The caller's actor; `id` is the actor id and `actorTypeId` the user, application or device id.
 */
export const zActorWhoami = z.union([
    zUserActorWhoami,
    zApplicationActorWhoami,
    zDeviceActorWhoami
]);

export const zUserWhoami = z.object({
    id: z.int(),
    username: z.string(),
    email: z.string().nullable()
});

export const zOptionalPasswordBody = z.object({
    password: z.string().optional()
});

export const zRegisterRequest = z.object({
    email: z.string(),
    password: z.string().min(8).max(64),
    has_disabled_newsletter: z.boolean().optional(),
    'g-recaptcha-response': z.string().optional(),
    invitation_type: z.enum(['organization', 'application']).optional(),
    invitation_token: z.string().optional()
});

export const zVerifyEmailRequest = z.object({
    verificationToken: z.string(),
    email: z.string()
});

export const zPasswordResetRequest = z.object({
    'g-recaptcha-response': z.string()
});

/**
 * 429 body of the password-reset request; the dashboard shows the message and the time until nextValidRequestDate (spec 01 §8).
 */
export const zRateLimitedWithDate = z.object({
    message: z.string(),
    nextValidRequestDate: z.iso.datetime().optional()
});

export const zResetPasswordRequest = z.object({
    token: z.string(),
    password: z.string().min(8).max(64),
    twoFactorCode: z.string().optional()
});

/**
 * Error with a numeric code (spec 01 §8): 1 two-factor required, 2 two-factor invalid, 3 reset code expired, 4 reset code invalid.
 */
export const zAuthCodeError = z.object({
    code: z.union([
        z.literal(1),
        z.literal(2),
        z.literal(3),
        z.literal(4)
    ]),
    message: z.string()
});

/**
 * A code problem (AuthCodeError) or, for a body without the fields, a JSON string naming the problem.
 */
export const zResetPasswordError = z.union([
    zAuthCodeError,
    zJsonStringError
]);

export const zChangePasswordRequest = z.object({
    currentPassword: z.string().optional(),
    password: z.string().min(8).max(64)
});

/**
 * Object error body used by a few non-OData routes, e.g. {"error":"API key required"}.
 */
export const zErrorObject = z.object({
    error: z.string()
});

export const zChangeEmailRequest = z.object({
    email: z.string(),
    password: z.string()
});

export const zProfileUpdate = z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullish(),
    account_type: z.enum(['personal', 'professional']),
    has_disabled_newsletter: z.boolean().optional()
});

/**
 * The base32 TOTP secret of a two-factor setup, as text/plain (shown as a QR code).
 */
export const zTotpSetupKey = z.string();

export const zCodeBody = z.object({
    code: z.string()
});

export const zPasswordBody = z.object({
    password: z.string()
});

/**
 * Fresh two-factor recovery codes (the old ones stop working).
 */
export const zRecoveryCodes = z.array(z.string());

export const zSamlFinalizeRequest = z.object({
    code: z.string(),
    jwt: z.string().optional()
});

export const zTokenObject = z.object({
    token: z.string()
});

export const zOAuthAuthorizeRequest = z.object({
    client_id: z.string(),
    response_type: z.literal('code'),
    state: z.string().optional()
});

export const zOAuthCode = z.object({
    code: z.string()
});

export const zUserApiKeyRequest = z.object({
    name: z.string().min(1),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullish()
});

/**
 * The new API key, sent once as a JSON string (api-ground-truth §6.6).
 */
export const zApiKeyString = z.string();

export const zApiKeyV2Request = z.object({
    actorType: z.enum([
        'application',
        'device',
        'user'
    ]),
    actorTypeId: z.int(),
    roles: z.tuple([z.enum([
            'provisioning-api-key',
            'device-api-key',
            'named-user-api-key'
        ])]),
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullable()
});

export const zScopedKeyRequest = z.object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullish(),
    apiKey: z.string().optional()
});

export const zLoginAsRequest = z.object({
    username: z.string()
});

export const zZendeskRedirect = z.object({
    redirect: z.string()
});

/**
 * Public deployment configuration (api-ground-truth §4, GET /config).
 */
export const zConfig = z.object({
    deployment: z.string(),
    deviceUrlsBase: z.string(),
    adminUrl: z.string().optional(),
    gitServerUrl: z.string().optional(),
    ga: z.record(z.string(), z.unknown()).optional(),
    mixpanelToken: z.string().optional(),
    intercomAppId: z.string().optional(),
    recurlyPublicKey: z.string().optional(),
    stripePublicKey: z.string().optional(),
    freezeBillingVersions: z.array(z.string()).optional(),
    DEVICE_ONLINE_ICON: z.string(),
    DEVICE_OFFLINE_ICON: z.string(),
    signupCodeRequired: z.boolean(),
    supportedSocialProviders: z.array(z.string())
});

export const zConfigVarSchemaEntry = z.object({
    enum: z.array(z.unknown()).optional(),
    type: z.string().optional(),
    description: z.string().optional(),
    default: z.unknown().optional(),
    format: z.string().optional(),
    will_reboot: z.boolean().optional(),
    warning: z.string().optional()
});

/**
 * Variable naming rules and the config-variable schema (api-ground-truth §4, GET /config/vars).
 */
export const zConfigVars = z.object({
    reservedNames: z.array(z.string()),
    reservedNamespaces: z.array(z.string()),
    invalidRegex: z.string(),
    configVarInvalidRegex: z.string(),
    whiteListedNames: z.array(z.string()),
    whiteListedNamespaces: z.array(z.string()),
    blackListedNames: z.array(z.string()),
    configVarSchema: z.object({
        type: z.literal('object'),
        $schema: z.string().optional(),
        properties: z.record(z.string(), zConfigVarSchemaEntry)
    })
});

/**
 * Postal address of a billing account (spec 03 §3 "Account info").
 */
export const zAddress = z.object({
    address1: z.string().optional(),
    address2: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zip: z.string().optional(),
    country: z.string().optional(),
    phone: z.string().optional()
});

/**
 * A tax identifier; `type` is one of about 130 per-country types (e.g. `eu_vat`, `us_ein`), checked against a per-type pattern (spec 03 §5). Sent as null when type or value is empty.
 */
export const zTaxId = z.object({
    type: z.string().min(1),
    value: z.string().min(1),
    country: z.string().optional()
});

/**
 * GET /billing/v1/account/{orgId}. `account_state` must be `active` to load billing info and invoices (spec 03 §3).
 */
export const zBillingAccount = z.object({
    email: z.email().nullish(),
    account_state: z.string(),
    company_name: z.string().nullish(),
    address: zAddress.optional(),
    tax_id: zTaxId.nullish(),
    credit_balance_in_cents: z.int().gte(0).optional()
});

/**
 * PATCH /billing/v1/account/{orgId}: a partial account. The form always sends `email` (required there); `tax_id` is null when type or value is empty (spec 03 §5).
 */
export const zBillingAccountUpdate = z.object({
    email: z.email().optional(),
    company_name: z.string().max(255).nullish(),
    address: zAddress.optional(),
    tax_id: zTaxId.nullish()
});

/**
 * A non-negative amount or count written in decimal (`"0"`, `"9900"`, `"133.5"`): the plan's cents and quantities travel as strings, as the cloud's billing service answers them and balena-sdk types them (`BillingPlanInfo`).
 */
export const zDecimalString = z.string().regex(/^\d+(\.\d+)?$/);

export const zPlanCharge = z.object({
    itemType: z.string(),
    name: z.string(),
    code: z.string(),
    unitCostCents: zDecimalString,
    quantity: zDecimalString,
    isQuantifiable: z.boolean().optional()
});

export const zPlanBilling = z.object({
    currency: z.string(),
    totalCostCents: zDecimalString,
    charges: z.array(zPlanCharge)
});

export const zAddonPlanAddOn = z.object({
    code: z.string(),
    unitCostCents: zDecimalString,
    quantity: zDecimalString
});

/**
 * The add-on plan attached to the main plan ("same shape, with addOns", spec 03 §3).
 */
export const zAddonPlan = z.object({
    code: z.string(),
    currentPeriodEndDate: z.iso.datetime().optional(),
    billing: zPlanBilling,
    addOns: z.array(zAddonPlanAddOn)
});

/**
 * GET /billing/v1/account/{orgId}/plan (api-ground-truth §4; spec 03 §3 "Plan as shown on the billing page"). `code` is the billing code; `-v{n}` suffixes are dropped for the tier icon. Field by field the shape of balena-sdk `BillingPlanInfo` (cents, quantities and the interval length as decimal strings). A free plan answers as balena-sdk's integration test reads a free account: `Free plan`, code and tier `free`, `addOns: []`, charges of the plan and of `Community support` at `"0"`, total `"0"`, support `Community` / `Community support`.
 */
export const zBillingPlan = z.object({
    name: z.string(),
    title: z.string(),
    code: z.string(),
    tier: z.string(),
    currentPeriodEndDate: z.iso.datetime().optional(),
    intervalUnit: z.enum(['month', 'year']).optional(),
    intervalLength: z.string().regex(/^[1-9]\d*$/).optional(),
    addOns: z.array(z.object({
        code: z.string(),
        unitCostCents: zDecimalString.optional(),
        quantity: zDecimalString.optional()
    })).optional(),
    addonPlan: zAddonPlan.optional(),
    billing: zPlanBilling,
    support: z.object({
        name: z.string(),
        title: z.string()
    })
});

/**
 * PATCH /billing/v1/account/{orgId}/plan. The SDK takes `{tier, cycle}` and sends `annual: cycle === 'annual'` (api-ground-truth §4; spec 03 §4 plan change rules). `planChangeReason` is the optional downgrade feedback.
 */
export const zPlanChange = z.object({
    tier: z.string().min(1),
    annual: z.boolean(),
    planChangeReason: z.string().max(5000).optional()
});

/**
 * Billing-contact part of the billing info (api-ground-truth §4).
 */
export const zBillingInfoBase = z.object({
    full_name: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    company: z.string().nullish(),
    vat_number: z.string().nullish(),
    address1: z.string().nullish(),
    address2: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    zip: z.string().nullish(),
    country: z.string().nullish(),
    phone: z.string().nullish()
});

/**
 * A card payment method (spec 03 §3; brands American Express, Discover, MasterCard, Visa).
 */
export const zCardBillingInfo = zBillingInfoBase.and(z.object({
    type: z.enum(['credit_card', 'card']),
    card_type: z.string(),
    first_one: z.string().regex(/^[0-9]$/).optional(),
    last_four: z.string().regex(/^[0-9]{4}$/),
    month: z.int().gte(1).lte(12),
    year: z.int().gte(2000)
}));

/**
 * A bank-debit payment method; a paid plan change then needs the debit terms accepted (spec 03 §4).
 */
export const zBankBillingInfo = zBillingInfoBase.and(z.object({
    type: z.enum([
        'bank_account',
        'us_bank_account',
        'sepa_debit'
    ]),
    routing_number: z.string().nullish(),
    last_four: z.string().regex(/^[0-9]{4}$/),
    bank_name: z.string().nullish()
}));

/**
 * A wallet payment method (spec 03 §3 lists paypal, cashapp, link).
 */
export const zWalletBillingInfo = zBillingInfoBase.and(z.object({
    type: z.enum([
        'paypal',
        'cashapp',
        'link'
    ])
}));

/**
 * Billing contact only, no payment method on file (`type` absent or null).
 */
export const zNoPaymentMethod = zBillingInfoBase.and(z.object({
    type: z.null().optional()
}));

/**
 * GET/PATCH /billing/v1/account/{orgId}/info. The variants are told apart by `type` (spec 03 §3 "Billing info (payment method)").
 */
export const zBillingInfo = z.union([
    zCardBillingInfo,
    zBankBillingInfo,
    zWalletBillingInfo,
    zNoPaymentMethod
]);

/**
 * PATCH /billing/v1/account/{orgId}/info: attach a payment method by provider token. After a redirect return the token is the setup intent id with `token_type: setup_intent` (spec 03 §4).
 */
export const zBillingInfoUpdate = z.object({
    token_id: z.string().min(1),
    'g-recaptcha-response': z.string().optional(),
    token_type: z.enum(['payment_method', 'setup_intent']).optional(),
    setAsCompanyAddress: z.boolean().optional()
});

/**
 * POST /billing/v1/account/{orgId}/setup-intent (spec 03 §7 "organization, g-recaptcha-response").
 */
export const zSetupIntentRequest = z.object({
    organization: z.int().gte(1).optional(),
    'g-recaptcha-response': z.string().optional()
});

/**
 * The dashboard reads `client_secret` and `id`; a missing client_secret is an error (spec 03 §7).
 */
export const zSetupIntent = z.object({
    id: z.string().regex(/^seti_/),
    client_secret: z.string().regex(/^seti_.+_secret_.+$/)
});

/**
 * One invoice (api-ground-truth §4). Amounts are decimal STRINGS. Known states: paid, voided, void, closed, pending, open, processing, draft, past_due, failed (spec 03 §4); a draft is not downloadable.
 */
export const zInvoice = z.object({
    uuid: z.string(),
    invoice_number: z.string(),
    state: z.string(),
    created_at: z.iso.datetime(),
    closed_at: z.iso.datetime().nullish(),
    due_on: z.iso.datetime().nullish(),
    currency: z.string(),
    subtotal_in_cents: z.string().regex(/^-?[0-9]+$/),
    total_in_cents: z.string().regex(/^-?[0-9]+$/),
    lines: z.array(z.object({
        description: z.string(),
        amount_in_cents: z.string().regex(/^-?[0-9]+$/)
    })).optional()
});

export const zInvoiceList = z.array(zInvoice);

/**
 * Usage of one item code; `charges` in cents (spec 03 §3 "Billing usage").
 */
export const zUsageEntry = z.object({
    currentUsage: z.number().gte(0),
    peakUsage: z.number().gte(0),
    overage: z.number().gte(0).optional(),
    charges: z.number().gte(0).optional(),
    creditConsumption: z.number().gte(0).optional()
});

/**
 * GET /billing/v1/account/{orgId}/usage: usage keyed by item code, e.g. device:legacy-v1, device:legacy-v2, device:microservices, member:administrator, member:developer, member:member (spec 03 §3, §7: currentUsage and peakUsage by role). Devices count by their fleet's application type: legacy types under device:legacy-v1, other single-container types under device:legacy-v2, multicontainer types under device:microservices (mock rule).
 */
export const zBillingUsage = z.record(z.string(), zUsageEntry);

/**
 * Free plan allowance state (spec 03 §3); the first 10 devices are free (spec 03 §9).
 */
export const zFreeDeviceAllowance = z.object({
    totalDeviceCount: z.int().gte(0),
    freeDeviceAllowance: z.int().gte(0),
    hasFrozenFreeDevices: z.boolean()
});

/**
 * One add-on of the plan (seats by role, devices): its list price, the subscription's add-on discount and the unit price after it (base × (1 − discount ÷ 100), spec 03 §6), the quantity the plan includes and the prepaid quantity inside its date window.
 */
export const zPricingAddOn = z.object({
    code: z.string(),
    baseCostCents: z.number().gte(0),
    discountPercentage: z.number().gte(0).lte(100),
    unitCostCents: z.number().gte(0),
    includedQuantity: z.int().gte(0),
    prepaidQuantity: z.int().gte(0),
    billsDynamically: z.boolean()
});

/**
 * What the organization's plan costs and what each add-on costs per unit and month (spec 03 §6, §7 "Pricing … load"; spec 01 §7 "The invite dialog also reads pricing"), and the credit price and limits on the plans that sell credits (spec 03 §9), else null.
 */
export const zBillingPricing = z.object({
    currency: z.string(),
    plan: z.object({
        code: z.string(),
        title: z.string(),
        monthlyPriceCents: z.number().gte(0),
        annualPriceCents: z.number().gte(0)
    }),
    addOns: z.array(zPricingAddOn),
    credits: z.object({
        unitCostCents: z.number().gte(0),
        maxQuantity: z.literal(1500000),
        contactSalesCents: z.literal(100000000)
    }).nullable()
});

/**
 * How the organization is billed (spec 03 §7 "a billing-model load"): its billing version, and what happens to devices beyond the plan: `frozen` on the free plan (spec 03 §4), covered by credits first and then charged on the plans that sell credits (`credits_then_charged`, spec 03 §6, §9), otherwise `charged`.
 */
export const zBillingModel = z.object({
    billingVersion: z.string(),
    planCode: z.string(),
    devicesBeyondPlan: z.enum([
        'frozen',
        'charged',
        'credits_then_charged'
    ]),
    creditsAvailable: z.boolean()
});

export const zTicketFieldOption = z.object({
    id: z.int().optional(),
    name: z.string(),
    value: z.string(),
    default: z.boolean().optional()
});

/**
 * A Zendesk ticket field (spec 03 §3). System fields have a `type` of subject, description, priority, tickettype, status, group, assignee; custom fields text, textarea, tagger, multiselect, checkbox, date, integer, decimal, regexp, lookup. The organization field (`key: organization`) is always required (spec 03 §5).
 */
export const zTicketField = z.object({
    id: z.int(),
    key: z.string().nullish(),
    type: z.string(),
    title: z.string(),
    title_in_portal: z.string(),
    description: z.string().nullish(),
    position: z.int().optional(),
    active: z.boolean(),
    visible_in_portal: z.boolean(),
    editable_in_portal: z.boolean(),
    required_in_portal: z.boolean(),
    regexp_for_validation: z.string().nullish(),
    custom_field_options: z.array(zTicketFieldOption).optional(),
    system_field_options: z.array(zTicketFieldOption).optional()
});

export const zTicketFieldList = z.array(zTicketField);

export const zEmailCc = z.object({
    user_email: z.email()
});

export const zCustomFieldValue = z.object({
    id: z.int(),
    value: z.union([
        z.string(),
        z.number(),
        z.boolean(),
        z.array(z.string())
    ]).nullable()
});

/**
 * POST /zendesk/v1/{orgId}/submit-ticket (spec 03 §7): `email_ccs` (from the comma-separated CC input, spaces removed), `custom_fields`, system fields keyed by their type (subject, priority, tickettype as `type`, …) and `comment` with the upload tokens. Required fields are those the provider marks `required_in_portal` plus the organization field.
 */
export const zTicketSubmission = z.object({
    subject: z.string().max(150).optional(),
    priority: z.enum([
        'low',
        'normal',
        'high',
        'urgent'
    ]).optional(),
    type: z.enum([
        'question',
        'incident',
        'problem',
        'task'
    ]).optional(),
    email_ccs: z.array(zEmailCc).optional(),
    custom_fields: z.array(zCustomFieldValue).optional(),
    comment: z.object({
        body: z.string().min(1).max(10000),
        uploads: z.array(z.string()).optional()
    })
});

export const zSubmittedTicket = z.object({
    ticket: z.object({
        id: z.int(),
        subject: z.string().nullish(),
        status: z.string(),
        created_at: z.iso.datetime(),
        url: z.string().optional()
    })
});

/**
 * multipart/form-data with one `file` part of at most 5 MB (spec 03 §5, §9).
 */
export const zAttachmentUpload = z.object({
    file: z.string()
});

/**
 * Zendesk's upload object; `token` goes into `comment.uploads` of the ticket.
 */
export const zUploadedAttachment = z.object({
    upload: z.object({
        token: z.string(),
        attachment: z.object({
            id: z.int().optional(),
            file_name: z.string(),
            content_type: z.string(),
            size: z.int().gte(0)
        })
    })
});

/**
 * Oversize attachment. `code` is the dashboard's message key and `limit` the MB limit it formats into "The selected file exceeds the maximum size of {limit}MB" (spec 03 §5).
 */
export const zAttachmentTooLarge = z.object({
    error: z.string(),
    code: z.literal('errors.support_attachment_exceed_limit'),
    limit: z.literal(5)
});

/**
 * Body of every /supervisor* call (api-ground-truth §4). Targets one device by `uuid` or `deviceId`, or every online device of a fleet by `appId` alone. `method` is the method used on the device (default POST); `data` is forwarded as the supervisor's body. Examples the SDK sends: reboot `{deviceId, data:{force}}`, restart `{deviceId, appId, data:{appId}}`, blink `{uuid}`, device state `{uuid, method:"GET"}`, service actions `{deviceId, appId, data:{appId, imageId}}`.
 */
export const zSupervisorProxyRequest = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/).optional(),
    deviceId: z.int().gte(1).optional(),
    appId: z.int().gte(1).optional(),
    method: z.enum([
        'GET',
        'POST',
        'PUT',
        'PATCH',
        'DELETE'
    ]).optional(),
    data: z.object({
        force: z.boolean().optional(),
        appId: z.int().optional(),
        imageId: z.int().optional(),
        serviceName: z.string().optional()
    }).optional()
});

/**
 * 207 answer when several devices were targeted; one entry per device.
 */
export const zSupervisorMultiResult = z.array(z.object({
    statusCode: z.int(),
    body: z.unknown()
}));

/**
 * The supervisor's v1 JSON answer for reboot, shutdown and purge (`Error` empty on success).
 */
export const zSupervisorEnvelope = z.object({
    Data: z.string(),
    Error: z.string().nullish()
});

/**
 * A 423 from the supervisor, passed through unchanged (api-ground-truth §4, §6.14): the v1 JSON envelope for reboot/shutdown/purge, or its plain message text.
 */
export const zSupervisorLockedBody = z.union([
    zSupervisorEnvelope,
    z.string()
]);

/**
 * POST /supervisor/v1/device with `method:"GET"` (SDK device.getSupervisorState).
 */
export const zSupervisorDeviceState = z.object({
    api_port: z.int(),
    ip_address: z.string().optional(),
    mac_address: z.string().nullish(),
    os_version: z.string().nullish(),
    supervisor_version: z.string(),
    update_pending: z.boolean(),
    update_failed: z.boolean(),
    update_downloaded: z.boolean(),
    status: z.string(),
    download_progress: z.int().gte(0).lte(100).nullish(),
    commit: z.string().nullish()
});

/**
 * `resinhup` (OS update), `checks` (health checks) and `diagnose` (diagnostics) (spec 02 §7 "Device actions service").
 */
export const zActionName = z.enum([
    'resinhup',
    'checks',
    'diagnose'
]);

/**
 * Action lifecycle (spec 02 §4 "Diagnostic run states"; api-ground-truth §4 OS update row).
 */
export const zActionState = z.enum([
    'idle',
    'triggered',
    'configuring',
    'in_progress',
    'done',
    'error'
]);

export const zHealthCheck = z.object({
    name: z.string(),
    success: z.boolean(),
    status: z.enum([
        'succeeded',
        'failed',
        'skipped'
    ]),
    output: z.string().optional()
});

/**
 * `checks` for health checks; `diagnose` (plain text report) for diagnostics.
 */
export const zActionResult = z.object({
    checks: z.array(zHealthCheck).optional(),
    diagnose: z.string().optional()
});

/**
 * Answer of the actions service. POST starts an action (`triggered` for resinhup; `configuring` or `in_progress` for checks/diagnose, with the `id` to poll); GET reports progress. The dashboard treats a resinhup answer other than `triggered` as an error (spec 02 §7).
 */
export const zActionStatus = z.object({
    id: z.string().optional(),
    action: zActionName.optional(),
    status: zActionState,
    parameters: z.record(z.string(), z.unknown()).optional(),
    progress: z.int().gte(0).lte(100).optional(),
    result: zActionResult.optional(),
    error: z.string().nullish(),
    fatal: z.boolean().optional(),
    createdAt: z.iso.datetime().optional(),
    updatedAt: z.iso.datetime().optional()
});

/**
 * Body of POST /v1/{uuid}/{action}. For `resinhup`, `parameters.target_version` is the target OS version with its variant, e.g. `2.108.1+rev1.prod`; checks and diagnose take no parameters.
 */
export const zActionRequest = z.object({
    parameters: z.object({
        target_version: z.string().min(1).optional()
    })
});

/**
 * One log line (api-ground-truth §4). Times are ms since the epoch. System lines have no serviceId; a slow stream reader gets an extra system line saying how many were suppressed.
 */
export const zLogLine = z.object({
    message: z.string(),
    createdAt: z.int(),
    timestamp: z.int(),
    isSystem: z.boolean(),
    isStdErr: z.boolean(),
    serviceId: z.int().optional()
});

export const zLogLineList = z.array(zLogLine);

/**
 * The `stream=1` body: newline-delimited LogLine JSON objects; a bare empty line is a heartbeat (every 58 s on the real API).
 */
export const zLogStream = z.string();

/**
 * device-type.json as served by /device-types/v1 (api-ground-truth §4).
 */
export const zDeviceTypeJson = z.object({
    slug: z.string(),
    name: z.string(),
    aliases: z.array(z.string()),
    arch: z.string(),
    state: z.enum([
        'released',
        'preview',
        'experimental',
        'discontinued',
        'new',
        'beta'
    ]).optional(),
    private: z.boolean().optional(),
    community: z.boolean().optional(),
    isDependent: z.boolean().optional(),
    imageDownloadAlerts: z.array(z.object({
        type: z.string().optional(),
        message: z.string().optional()
    })).optional(),
    gettingStartedLink: z.union([
        z.string(),
        z.record(z.string(), z.string())
    ]).optional(),
    supportsBlink: z.boolean().optional(),
    options: z.array(z.record(z.string(), z.unknown())).optional(),
    initialization: z.record(z.string(), z.unknown()).optional(),
    yocto: z.object({
        machine: z.string().optional(),
        image: z.string().optional(),
        fstype: z.string().optional(),
        version: z.string().optional(),
        deployArtifact: z.string().optional(),
        compressed: z.boolean().optional()
    }).optional(),
    buildId: z.string().optional()
});

export const zDeviceTypeJsonList = z.array(zDeviceTypeJson);

/**
 * OS versions with downloadable images for a device type, newest first (open-balena `/device-types/v1/:slug/images`).
 */
export const zDeviceTypeImages = z.object({
    versions: z.array(z.string()),
    latest: z.string()
});

export const zDownloadSize = z.object({
    size: z.int().gte(0)
});

/**
 * POST /download-config (api-ground-truth §4).
 */
export const zDownloadConfigRequest = z.object({
    appId: z.int().gte(1),
    version: z.string().min(1),
    network: z.enum(['ethernet', 'wifi']).optional(),
    deviceType: z.string().optional(),
    wifiSsid: z.string().optional(),
    wifiKey: z.string().optional(),
    appUpdatePollInterval: z.int().gte(0).optional(),
    developmentMode: z.boolean().optional(),
    provisioningKeyName: z.string().optional(),
    provisioningKeyExpiryDate: z.iso.datetime().optional(),
    provisioningKeyDescription: z.string().optional(),
    ip: z.string().optional(),
    gateway: z.string().optional(),
    netmask: z.string().optional()
});

/**
 * The config.json written to a device's boot partition.
 */
export const zDeviceConfigJson = z.object({
    applicationId: z.int(),
    applicationName: z.string().optional(),
    deviceType: z.string(),
    userId: z.int(),
    username: z.string().optional(),
    appUpdatePollInterval: z.int(),
    listenPort: z.int().optional(),
    vpnPort: z.int().optional(),
    apiEndpoint: z.string(),
    vpnEndpoint: z.string().optional(),
    registryEndpoint: z.string().optional(),
    deltaEndpoint: z.string().optional(),
    apiKey: z.string(),
    developmentMode: z.boolean().optional(),
    wifiSsid: z.string().optional(),
    wifiKey: z.string().optional()
});

/**
 * Supervisor target state. v2 (supervisor < 13.0.0): `{local:{name, config, apps}, dependent}`; v3: keyed by device uuid (spec 02 §7, §9 "target state version switches at 13.0.0").
 */
export const zTargetState = z.record(z.string(), z.unknown());

/**
 * POST /device/register body (balena-register-device); fields of the device to create.
 */
export const zDeviceRegisterRequest = z.object({
    user: z.int().nullish(),
    application: z.int(),
    device_type: z.string().min(1),
    uuid: z.string().regex(/^[0-9a-f]{32}$|^[0-9a-f]{62}$/),
    api_key: z.string().min(1).optional(),
    supervisor_version: z.string().nullish(),
    os_version: z.string().nullish(),
    os_variant: z.string().nullish(),
    mac_address: z.string().nullish()
});

export const zDeviceRegistration = z.object({
    id: z.int(),
    uuid: z.string(),
    api_key: z.string()
});

/**
 * One entry of GET /users/{login}/keys (GitHub returns only id and key).
 */
export const zGithubPublicKey = z.object({
    id: z.int(),
    key: z.string()
});

export const zGithubPublicKeyList = z.array(zGithubPublicKey);

/**
 * GitHub's error body.
 */
export const zGithubError = z.object({
    message: z.string(),
    documentation_url: z.string().optional(),
    status: z.string().optional()
});

export const zGithubUser = z.object({
    login: z.string(),
    id: z.int(),
    avatar_url: z.string(),
    html_url: z.string(),
    type: z.enum(['User', 'Organization']),
    score: z.number().optional()
});

/**
 * GET /search/users?q=<email> in:email (spec 02 §7 "search/users?q={query}").
 */
export const zGithubUserSearch = z.object({
    total_count: z.int().gte(0),
    incomplete_results: z.boolean(),
    items: z.array(zGithubUser)
});

/**
 * GET /repos/{owner}/{repo}; the deploy panel reads `default_branch` (spec 02 §7).
 */
export const zGithubRepository = z.object({
    id: z.int(),
    name: z.string(),
    full_name: z.string(),
    description: z.string().nullish(),
    default_branch: z.string(),
    html_url: z.string(),
    private: z.boolean()
});

/**
 * A package.json; the dashboard reads `version` of the command-line tool (spec 02 §7).
 */
export const zPackageManifest = z.object({
    name: z.string(),
    version: z.string(),
    description: z.string().optional()
});

/**
 * Statuspage v2 `/api/v2/status.json`; the dashboard shows `status.indicator` (spec 01 §7, §9).
 */
export const zStatusPageStatus = z.object({
    page: z.object({
        id: z.string(),
        name: z.string(),
        url: z.string(),
        time_zone: z.string().optional(),
        updated_at: z.iso.datetime()
    }),
    status: z.object({
        indicator: z.enum([
            'none',
            'minor',
            'major',
            'critical',
            'maintenance'
        ]),
        description: z.string()
    })
});

/**
 * Algolia search body (`params` URL-encoded, or `query` directly).
 */
export const zDocSearchQuery = z.object({
    query: z.string().optional(),
    params: z.string().optional(),
    hitsPerPage: z.int().gte(1).lte(1000).optional()
});

export const zDocSearchHit = z.object({
    objectID: z.string(),
    url: z.string(),
    hierarchy: z.record(z.string(), z.string().nullable()).optional(),
    content: z.string().nullish()
});

export const zDocSearchResult = z.object({
    hits: z.array(zDocSearchHit),
    nbHits: z.int().gte(0),
    page: z.int().gte(0),
    nbPages: z.int().gte(0),
    hitsPerPage: z.int().gte(1),
    query: z.string()
});

/**
 * Algolia's error body.
 */
export const zDocSearchError = z.object({
    message: z.string(),
    status: z.int()
});

/**
 * What the offline Stripe double's `confirmSetup` sends (JSON, not Stripe's form encoding): the client secret and the payment method data gathered by its payment and address elements.
 */
export const zStripeSetupIntentConfirm = z.object({
    client_secret: z.string().min(1),
    return_url: z.string().optional(),
    payment_method_data: z.object({
        type: z.enum([
            'card',
            'us_bank_account',
            'sepa_debit'
        ]),
        card: z.object({
            number: z.string().regex(/^[0-9]{12,19}$/),
            exp_month: z.int().gte(1).lte(12),
            exp_year: z.int().gte(2000),
            cvc: z.string().regex(/^[0-9]{3,4}$/).optional()
        }).optional(),
        us_bank_account: z.object({
            routing_number: z.string().regex(/^[0-9]{9}$/),
            account_number: z.string().regex(/^[0-9]{4,17}$/)
        }).optional(),
        sepa_debit: z.object({
            iban: z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/)
        }).optional(),
        billing_details: z.object({
            name: z.string().optional(),
            email: z.string().optional(),
            address: z.object({
                line1: z.string().optional(),
                line2: z.string().nullish(),
                city: z.string().optional(),
                state: z.string().nullish(),
                postal_code: z.string().optional(),
                country: z.string().optional()
            }).optional()
        }).optional()
    })
});

/**
 * What Stripe.js must do before the intent can succeed (here always its own 3-D Secure step).
 */
export const zStripeNextAction = z.object({
    type: z.literal('use_stripe_sdk')
});

/**
 * Stripe's SetupIntent object, reduced to what the dashboard reads.
 */
export const zStripeSetupIntent = z.object({
    id: z.string(),
    object: z.literal('setup_intent'),
    client_secret: z.string(),
    status: z.enum([
        'requires_payment_method',
        'requires_confirmation',
        'requires_action',
        'processing',
        'succeeded',
        'canceled'
    ]),
    payment_method: z.string().nullish(),
    next_action: zStripeNextAction.optional(),
    last_setup_error: z.object({
        code: z.string().optional(),
        message: z.string()
    }).nullish()
});

/**
 * Stripe's error body; test card 4000000000000002 is declined.
 */
export const zStripeError = z.object({
    error: z.object({
        type: z.string(),
        code: z.string().optional(),
        decline_code: z.string().optional(),
        message: z.string()
    })
});

/**
 * Stripe's PaymentIntent object, reduced to what the offline Stripe double answers (paths/external.yaml `/__ext/stripe/v1/payment_intents`; docs/payments.md). Kept with the billing schemas because only the payment flows use it.
 */
export const zStripePaymentIntent = z.object({
    id: z.string().regex(/^pi_/),
    object: z.literal('payment_intent'),
    client_secret: z.string(),
    amount: z.int().gte(0),
    currency: z.string(),
    status: z.enum([
        'requires_payment_method',
        'requires_confirmation',
        'requires_action',
        'processing',
        'succeeded',
        'canceled'
    ]),
    payment_method: z.string().nullish(),
    next_action: zStripeNextAction.optional(),
    last_payment_error: z.object({
        code: z.string().optional(),
        message: z.string()
    }).nullish()
});

/**
 * The outcome the cardholder chose on the Stripe.js stand-in's 3-D Secure challenge.
 */
export const zStripeAuthentication = z.object({
    client_secret: z.string().min(1),
    outcome: z.enum(['complete', 'fail'])
});

/**
 * One analytics event; sent only after analytics consent (spec 03 §7 "consent-gated").
 */
export const zAnalyticsEvent = z.object({
    event: z.string().min(1),
    properties: z.record(z.string(), z.unknown()).optional(),
    timestamp: z.iso.datetime().optional()
});

/**
 * The feature flags of the deployment (spec 01 §1 "a feature-flag service").
 */
export const zFeatureFlagSet = z.object({
    flags: z.record(z.string(), z.boolean())
});

/**
 * One error the dashboard reports (spec 01 §1 "an error-reporting service", §8).
 */
export const zErrorReport = z.object({
    message: z.string().min(1),
    name: z.string().optional(),
    stack: z.string().optional(),
    url: z.string().optional(),
    release: z.string().optional(),
    context: z.string().optional()
});

/**
 * What to build (balena-sdk `release.createFromUrl` sends `shouldFlatten` true unless told otherwise).
 */
export const zBuildFromUrlBody = z.object({
    url: z.string().min(1).max(2048),
    shouldFlatten: z.boolean().optional()
});

/**
 * A started build, with the new release's id.
 */
export const zBuildFromUrlResult = z.object({
    started: z.literal(true),
    releaseId: z.int()
});

/**
 * The builder's error answer. A download that fails carries `started: false` and both texts (balena-sdk reads `message`, else `error`).
 */
export const zBuilderError = z.object({
    started: z.literal(false).optional(),
    error: z.string(),
    message: z.string().optional()
});

export const zHttpMethod = z.enum([
    'GET',
    'POST',
    'PATCH',
    'PUT',
    'DELETE',
    'HEAD',
    'OPTIONS'
]);

/**
 * Every given criterion must hold; a criterion whose fact the request lacks (no actor, no device) does not hold.
 */
export const zFaultMatch = z.object({
    method: z.union([
        zHttpMethod,
        z.array(zHttpMethod).min(1)
    ]).optional(),
    path: z.string().max(256).regex(/^\//).optional(),
    operationId: z.string().min(1).max(200).optional(),
    resource: z.string().min(1).max(200).optional(),
    header: z.object({
        name: z.string().min(1).max(200),
        value: z.string().max(2000).optional()
    }).optional(),
    actor: z.string().min(1).max(320).optional(),
    device: z.string().min(1).max(62).optional()
});

/**
 * Answer with this status instead of the handler. (The mock also accepts the short form without `kind` when `status` is given, e.g. `{status: 429, retryAfter: 7}`.) A string body is sent as a JSON string literal (pinejs style) unless `contentType` is `text`; no body gives `Too Many Requests` for 429 (api-ground-truth §1.4) and an empty body otherwise. A 429 (or any status with `retryAfter`) carries `Retry-After` and `X-RateLimit-Limit/Remaining/Reset` (reset in epoch seconds on the mock clock).
 */
export const zStatusEffect = z.object({
    kind: z.enum(['status']),
    status: z.int().gte(200).lte(599),
    body: z.unknown().optional(),
    contentType: z.enum(['json', 'text']).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    retryAfter: z.union([
        z.int().gte(0),
        z.string()
    ]).optional(),
    rateLimit: z.object({
        limit: z.int().gte(1),
        remaining: z.int().gte(0).optional()
    }).optional()
});

/**
 * A real token bucket per client (actor, else IP) and route (`per` default `client+route`); an empty bucket answers 429 with the wait until the next token.
 */
export const zTokenBucketEffect = z.object({
    kind: z.literal('tokenBucket'),
    capacity: z.int().gte(1).lte(1000000),
    refillPerSecond: z.number().gt(0).lte(1000000),
    per: z.enum(['client', 'client+route']).optional()
});

/**
 * Waits `ms` (± up to `jitterMs`, drawn from the session's seeded RNG) before answering. Latency rules add up.
 */
export const zLatencyEffect = z.object({
    kind: z.literal('latency'),
    ms: z.int().gte(0).lte(58000),
    jitterMs: z.int().gte(0).lte(58000).optional()
});

/**
 * Network failure: the socket is dropped without an answer.
 */
export const zDestroyEffect = z.object({
    kind: z.literal('destroy')
});

/**
 * The handler's answer (or `status`) with an empty body.
 */
export const zEmptyEffect = z.object({
    kind: z.literal('empty'),
    status: z.int().gte(200).lte(599).optional()
});

/**
 * Sends the headers and the first `bytes` bytes (default half) of the JSON body, then closes.
 */
export const zTruncatedEffect = z.object({
    kind: z.literal('truncated'),
    bytes: z.int().gte(0).optional()
});

/**
 * `/ping` and every API call fail with a dropped socket until the rule is removed (spec 01 §9: offline after 3 failed pings).
 */
export const zOfflineEffect = z.object({
    kind: z.literal('offline')
});

/**
 * A slow (`delayMs` between lines, default 2000) or stalled device log stream; match it with `device` or `path` `/device/v2*logs`.
 */
export const zLogStreamEffect = z.object({
    kind: z.literal('logStream'),
    mode: z.enum(['slow', 'stalled']),
    delayMs: z.int().gte(1).lte(58000).optional()
});

/**
 * Closes a websocket with `code` (default 1011) — at the upgrade, or `afterMs` after it opened.
 */
export const zSocketCloseEffect = z.object({
    kind: z.literal('socketClose'),
    code: z.int().gte(1000).lte(4999).optional(),
    reason: z.string().max(123).optional(),
    afterMs: z.int().gte(0).lte(58000).optional()
});

/**
 * The answer's body is sent at `bytesPerSecond` (real time, in slices of a tenth of a second's worth), on plain answers and streams alike (e.g. the device log stream `/device/v2/{uuid}/logs?stream=1`). The head is sent at once.
 */
export const zBandwidthEffect = z.object({
    kind: z.literal('bandwidth'),
    bytesPerSecond: z.int().gte(1).lte(100000000)
});

/**
 * The request is accepted and never answered (the handler does not run) until the client gives up, or for `limitMs` of real time, after which the connection closes without an answer. The journal records no status.
 */
export const zHangEffect = z.object({
    kind: z.literal('hang'),
    limitMs: z.int().gte(1).lte(600000).optional()
});

/**
 * The head (with the whole body's `content-length`) and the first `afterBytes` of the body (default half) are sent, then the connection is reset (TCP RST; a client reads ECONNRESET). In the MSW adapter the body's read fails instead.
 */
export const zResetEffect = z.object({
    kind: z.literal('reset'),
    afterBytes: z.int().gte(0).optional()
});

export const zFaultEffect = z.union([
    zStatusEffect,
    zTokenBucketEffect,
    zLatencyEffect,
    zDestroyEffect,
    zEmptyEffect,
    zTruncatedEffect,
    zOfflineEffect,
    zLogStreamEffect,
    zSocketCloseEffect,
    zBandwidthEffect,
    zHangEffect,
    zResetEffect
]);

/**
 * Milliseconds, or number+unit parts (`500ms`, `10s`, `5m`, `36h1m`, `2d`).
 */
export const zDuration = z.union([
    z.int().gte(0),
    z.string().regex(/^(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+$/)
]);

/**
 * Active from `start` (default when added) until `end` or `start + duration`, on the session's mock clock.
 */
export const zFaultWindow = z.object({
    start: z.iso.datetime().optional(),
    end: z.iso.datetime().optional(),
    duration: zDuration.optional()
});

/**
 * A stored rule (FaultRuleInput plus bookkeeping).
 */
export const zFaultRule = z.object({
    id: z.string(),
    name: z.string().optional(),
    match: zFaultMatch.optional(),
    effect: zFaultEffect,
    times: z.int().gte(1).optional(),
    probability: z.number().gte(0).lte(1).optional(),
    window: zFaultWindow.optional(),
    enabled: z.boolean(),
    addedAt: z.iso.datetime(),
    activeFrom: z.iso.datetime(),
    activeUntil: z.iso.datetime().nullable(),
    hits: z.int().gte(0),
    remaining: z.int().gte(0).nullable(),
    live: z.boolean(),
    source: z.string()
});

export const zFaultList = z.object({
    faults: z.array(zFaultRule)
});

export const zFaultRuleInput = z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    name: z.string().max(200).optional(),
    match: zFaultMatch.optional(),
    effect: zFaultEffect,
    times: z.int().gte(1).optional(),
    probability: z.number().gte(0).lte(1).optional(),
    window: zFaultWindow.optional(),
    enabled: z.boolean().optional()
});

export const zMockAdminError = z.object({
    error: z.string(),
    issues: z.array(z.object({
        path: z.string(),
        message: z.string()
    })).optional()
});

export const zRemoved = z.object({
    removed: z.int().gte(0)
});

export const zNearMissCriterion = z.object({
    criterion: z.enum([
        'method',
        'path',
        'operationId',
        'resource',
        'header',
        'actor',
        'device'
    ]),
    wanted: z.unknown(),
    got: z.unknown()
});

export const zNearMiss = z.object({
    seq: z.int().gte(1),
    method: z.string(),
    path: z.string(),
    operationId: z.string().nullable(),
    failed: z.array(zNearMissCriterion)
});

export const zNearMissRule = z.object({
    id: z.string(),
    match: zFaultMatch.optional(),
    nearMisses: z.array(zNearMiss)
});

export const zNearMissReport = z.object({
    rules: z.array(zNearMissRule)
});

/**
 * Fields of a rule to change: a given `match`, `effect` or `window` replaces that object whole, `null` removes an optional field. The merged rule is validated as a whole; a rejected patch changes nothing.
 */
export const zFaultRulePatch = z.object({
    name: z.string().max(200).nullish(),
    match: zFaultMatch.nullish(),
    effect: zFaultEffect.optional(),
    times: z.int().gte(1).nullish(),
    probability: z.number().gte(0).lte(1).nullish(),
    window: zFaultWindow.nullish(),
    enabled: z.boolean().optional()
});

/**
 * `frozen` sets `is_frozen`: the device stays connected but applies no target state changes (an update pauses, a new one waits) and stops reporting metrics until unfrozen.
 */
export const zDeviceFlag = z.enum([
    'flapping',
    'offline',
    'update-locked',
    'slow-logs',
    'undervolted',
    'frozen'
]);

export const zDeviceFlagList = z.object({
    devices: z.record(z.string(), z.array(zDeviceFlag))
});

/**
 * `offline` is the effective state (a flapping device in its down phase counts).
 */
export const zDeviceFlagState = z.object({
    flags: z.array(zDeviceFlag),
    offline: z.boolean(),
    flapping: z.boolean(),
    updateLocked: z.boolean(),
    slowLogs: z.boolean(),
    undervolted: z.boolean(),
    frozen: z.boolean()
});

export const zDeviceFlagsInput = z.object({
    flags: z.array(zDeviceFlag)
});

export const zOrganizationFlagState = z.object({
    handle: z.string(),
    isFrozen: z.boolean(),
    pastDueSince: z.iso.datetime().nullable()
});

export const zOrganizationFlagsInput = z.object({
    frozen: z.boolean().optional(),
    pastDueDays: z.int().gte(0).lte(3650).nullish()
});

export const zMockReleaseRef = z.object({
    id: z.int(),
    commit: z.string()
});

/**
 * The device's latest simulated release update.
 */
export const zMockDeviceUpdate = z.object({
    release: zMockReleaseRef,
    phase: z.enum([
        'downloading',
        'downloaded',
        'installing',
        'done',
        'failed'
    ]),
    progress: z.int().gte(0).lte(100).nullable(),
    waiting: z.enum([
        'offline',
        'frozen',
        'update-locked'
    ]).nullable(),
    error: z.string().nullable(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable()
});

/**
 * A device's live state as the simulation sees it, its mock flags and its latest update.
 */
export const zMockDeviceLive = z.object({
    uuid: z.string(),
    deviceName: z.string(),
    overallStatus: z.string(),
    overallProgress: z.int().nullable(),
    updateStatus: z.string().nullable(),
    isOnline: z.boolean(),
    heartbeat: z.string(),
    isFrozen: z.boolean(),
    lockedUntil: z.iso.datetime().nullable(),
    runningRelease: zMockReleaseRef.nullable(),
    targetRelease: zMockReleaseRef.nullable(),
    flags: z.array(zDeviceFlag),
    update: zMockDeviceUpdate.nullable(),
    failNext: z.string().nullable()
});

export const zDeviceUpdateInput = z.object({
    downloadSeconds: z.int().gte(1).lte(3600).optional()
});

export const zDeviceUpdateFailInput = z.object({
    reason: z.string().min(1).max(200).optional()
});

export const zMockClock = z.object({
    now: z.iso.datetime(),
    nowMs: z.int(),
    frozen: z.boolean()
});

export const zMockState = z.object({
    session: z.string(),
    seed: z.int(),
    scale: z.enum([
        'small',
        'demo',
        'large'
    ]),
    devices: z.int().gte(0),
    clock: zMockClock,
    sessions: z.array(z.string())
});

/**
 * Omitted fields keep the session's current value; `devices null` goes back to the scale's count.
 */
export const zResetInput = z.object({
    seed: z.int().gte(0).optional(),
    scale: z.enum([
        'small',
        'demo',
        'large'
    ]).optional(),
    devices: z.int().gte(0).lte(100000).nullish()
});

/**
 * A whole session as JSON (store, clock, fault rules, device flags); what `--state FILE` writes.
 */
export const zWorldSnapshot = z.object({
    format: z.literal('fleetmock-state'),
    version: z.literal(1),
    session: z.string().optional(),
    config: z.object({
        seed: z.int().gte(0),
        scale: z.enum([
            'small',
            'demo',
            'large'
        ]),
        devices: z.int().gte(0).optional(),
        epoch: z.number().optional()
    }),
    clock: z.object({
        now: z.iso.datetime(),
        frozen: z.boolean()
    }),
    faults: z.array(zFaultRuleInput).optional(),
    deviceFlags: z.array(z.object({
        uuid: z.string(),
        flags: z.array(zDeviceFlag),
        saved: z.record(z.string(), z.unknown()),
        flapSince: z.number()
    })).optional(),
    store: z.object({
        format: z.string()
    })
});

export const zClockFreezeInput = z.object({
    at: z.iso.datetime().optional()
});

/**
 * Exactly one of `ms` or `by`.
 */
export const zClockAdvanceInput = z.object({
    ms: z.int().gte(0).optional(),
    by: zDuration.optional()
});

export const zClockSetInput = z.object({
    at: z.iso.datetime()
});

export const zJournalActor = z.object({
    kind: z.enum([
        'user',
        'application',
        'device'
    ]),
    id: z.int(),
    email: z.string().nullish(),
    username: z.string().optional()
}).nullable();

/**
 * The answer as recorded: headers (cookies and credentials redacted) and the first 16 KiB of the body as text, with secret-named JSON values, JWTs and the whole body of credential-issuing operations (login, token refresh, API and provisioning keys, TOTP setup key, recovery codes) replaced by `[redacted]`. Bodies of the oldest entries are dropped (note `evicted`) once the journal holds 4 Mi characters of them.
 */
export const zJournalResponse = z.object({
    headers: z.record(z.string(), z.string()),
    body: z.string().max(16384).nullable(),
    truncated: z.boolean(),
    note: z.enum([
        'binary',
        'stream',
        'html',
        'dropped',
        'evicted'
    ]).nullable()
});

export const zJournalEntry = z.object({
    seq: z.int().gte(1),
    time: z.iso.datetime(),
    method: z.string(),
    path: z.string(),
    query: z.record(z.string(), z.union([
        z.string(),
        z.array(z.string())
    ])),
    body: z.unknown(),
    status: z.int().gte(0),
    actor: zJournalActor,
    session: z.string(),
    operationId: z.string().nullable(),
    resource: z.string().nullable(),
    device: z.string().nullable(),
    faults: z.array(z.string()),
    response: zJournalResponse.nullable()
});

export const zJournalPage = z.object({
    entries: z.array(zJournalEntry),
    total: z.int().gte(0),
    dropped: z.int().gte(0)
});

export const zJournalCount = z.object({
    count: z.int().gte(0),
    total: z.int().gte(0)
});

/**
 * A frame of `/__mock/journal/stream`. Server → client: `ready` ({session, lastSeq}), `entries` (JournalEntry[]: the backlog, then each new request), `reset` ({session}: the session was reset or dropped; the socket closes and the client opens a new one), `authenticate` ({message}: the admin token is required, send it), `unauthorized` and `error` ({message}). Client → server: `authentication` ({token}) as the first frame when the admin token is required and the upgrade did not carry it.
 */
export const zJournalStreamFrame = z.object({
    event: z.enum([
        'ready',
        'entries',
        'reset',
        'authenticate',
        'unauthorized',
        'error',
        'authentication'
    ]),
    data: z.unknown()
});

export const zMail = z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string().optional(),
    html: z.string().optional(),
    links: z.array(z.string()).optional(),
    sentAt: z.iso.datetime().optional(),
    kind: z.string().optional()
});

export const zOutbox = z.object({
    mails: z.array(zMail)
});

/**
 * The value GET /buildtime.txt answers in this session; null serves the built file.
 */
export const zBuildMarker = z.object({
    value: z.string().min(1).max(200).nullable()
});

export const zScenarioStatus = z.object({
    name: z.string(),
    startedAt: z.iso.datetime(),
    stepsTotal: z.int().gte(1),
    stepsDone: z.int().gte(0),
    nextAt: z.iso.datetime().nullable(),
    errors: z.array(z.string())
});

export const zScenarioList = z.object({
    available: z.array(z.string()),
    running: zScenarioStatus.nullable()
});

/**
 * A device by uuid or name, or the first `limit` devices (by id) of a fleet (slug or name) or an organization.
 */
export const zDeviceRef = z.union([
    z.string().min(1).max(200),
    z.object({
        organization: z.string().min(1).optional(),
        fleet: z.string().min(1).optional(),
        limit: z.int().gte(1).lte(100000).optional()
    })
]);

/**
 * `at` (default 0) after the load on the mock clock, and exactly one action.
 */
export const zScenarioStep = z.object({
    at: zDuration.optional(),
    note: z.string().max(500).optional(),
    addFault: zFaultRuleInput.optional(),
    removeFault: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    updateFault: z.object({
        id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
        name: z.string().max(200).nullish(),
        match: zFaultMatch.nullish(),
        effect: zFaultEffect.optional(),
        times: z.int().gte(1).nullish(),
        probability: z.number().gte(0).lte(1).nullish(),
        window: zFaultWindow.nullish(),
        enabled: z.boolean().optional()
    }).optional(),
    clearFaults: z.literal(true).optional(),
    offline: z.literal(true).optional(),
    recover: z.literal(true).optional(),
    freezeOrganization: z.string().min(1).optional(),
    unfreezeOrganization: z.string().min(1).optional(),
    organization: z.object({
        handle: z.string().min(1),
        frozen: z.boolean().optional(),
        pastDueDays: z.int().gte(0).lte(3650).nullish()
    }).optional(),
    deviceFlags: z.object({
        devices: z.union([
            zDeviceRef,
            z.array(zDeviceRef).min(1)
        ]),
        flags: z.array(zDeviceFlag)
    }).optional(),
    advanceClock: zDuration.optional(),
    freezeClock: z.union([
        z.literal(true),
        z.iso.datetime()
    ]).optional(),
    resumeClock: z.literal(true).optional(),
    setClock: z.iso.datetime().optional()
});

/**
 * A named timeline of steps on the mock clock (one YAML file per scenario in the mock's scenarios folder).
 */
export const zScenario = z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    description: z.string().max(2000).optional(),
    world: z.object({
        seed: z.int().gte(0).optional(),
        scale: z.enum([
            'small',
            'demo',
            'large'
        ]).optional(),
        devices: z.int().gte(0).lte(100000).optional()
    }).optional(),
    steps: z.array(zScenarioStep).min(1).max(1000)
});

/**
 * Exactly one of a shipped `name`, a `scenario` object or YAML/JSON `source` text.
 */
export const zScenarioLoadInput = z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    scenario: zScenario.optional(),
    source: z.string().min(1).max(1000000).optional()
});

export const zScenarioStopped = z.object({
    stopped: z.string().nullable()
});

export const zRecordingInput = z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    description: z.string().max(2000).optional()
});

export const zRecordingStatus = z.object({
    name: z.string(),
    recording: z.boolean(),
    startedAt: z.iso.datetime().optional(),
    steps: z.int().gte(0)
});

export const zSessionList = z.object({
    sessions: z.array(z.string())
});

export const zWorldUser = z.object({
    username: z.string().regex(/^[a-z0-9_-]{3,64}$/),
    email: z.email().optional(),
    password: z.string().min(8).max(200).optional(),
    api_key: z.string().regex(/^[A-Za-z0-9]{32}$/).optional(),
    first_name: z.string().max(255).optional(),
    last_name: z.string().max(255).optional()
});

export const zWorldIdentityProvider = z.object({
    sso_identifier: z.string().regex(/^[a-z0-9_-]{3,100}$/),
    entry_point: z.url().optional(),
    issuer: z.string().min(1).max(255).optional(),
    certificate: z.string().max(20000).optional(),
    requires_signed_authn_response: z.boolean().optional().default(false),
    team: z.string().optional()
});

export const zWorldOrganization = z.object({
    handle: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/),
    name: z.string().min(1).max(100).optional(),
    plan: z.enum([
        'free',
        'prototype-v2',
        'pilot-v2',
        'production-v2',
        'enterprise-v2'
    ]).optional(),
    billing: z.object({
        state: z.enum([
            'active',
            'past_due',
            'frozen'
        ]).optional(),
        past_due_days: z.int().gte(1).lte(3650).optional()
    }).optional(),
    members: z.array(z.object({
        user: z.string(),
        role: z.enum(['administrator', 'member']).optional()
    })).optional(),
    teams: z.array(z.object({
        name: z.string().min(1).max(100),
        members: z.array(z.string()).optional()
    })).optional(),
    identity_providers: z.array(zWorldIdentityProvider).optional()
});

export const zWorldStringMap = z.record(z.string(), z.string().max(100000));

/**
 * Drafts (`final: false`) may share a version with each other and with the version's final release; a field that names a version means its final release when there is one.
 */
export const zWorldRelease = z.object({
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    status: z.enum([
        'success',
        'failed',
        'running',
        'cancelled',
        'error',
        'interrupted'
    ]).optional(),
    final: z.boolean().optional().default(true),
    invalidated: z.boolean().optional().default(false),
    notes: z.string().max(1000000).nullish(),
    known_issue: z.string().max(1000000).nullish(),
    services: z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/)).min(1).optional(),
    tags: zWorldStringMap.optional(),
    source: z.enum(['cloud', 'local']).optional(),
    stalled: z.boolean().optional().default(false)
});

/**
 * The device's last reported resource use (the rest stays generated).
 */
export const zWorldDeviceMetrics = z.object({
    cpu_usage: z.int().gte(0).lte(100).optional(),
    cpu_temp: z.int().gte(-60).lte(150).optional(),
    memory_usage: z.int().gte(0).optional(),
    memory_total: z.int().gte(0).optional(),
    storage_usage: z.int().gte(0).optional(),
    storage_total: z.int().gte(0).optional()
});

export const zWorldDevice = z.object({
    name: z.string().min(1).max(255),
    status: z.enum([
        'operational',
        'operational-downloaded',
        'reduced-heartbeat-timeout',
        'reduced-vpn-down',
        'disconnected',
        'configuring-never-connected',
        'configuring-provisioning',
        'updating-download',
        'updating-installs',
        'post-provisioning',
        'inactive',
        'reduced-heartbeat-offline',
        'disconnected-heartbeat-unknown'
    ]).optional(),
    online: z.boolean().optional(),
    web_accessible: z.boolean().optional().default(false),
    os_version: z.string().optional(),
    os_variant: z.enum(['prod', 'dev']).optional(),
    supervisor_version: z.string().optional(),
    running_release: z.string().optional(),
    pinned_release: z.string().optional(),
    note: z.string().max(1000000).nullish(),
    location: z.object({
        name: z.string().max(255).optional(),
        latitude: z.number().gte(-90).lte(90).optional(),
        longitude: z.number().gte(-180).lte(180).optional()
    }).optional(),
    tags: zWorldStringMap.optional(),
    variables: zWorldStringMap.optional(),
    config_variables: zWorldStringMap.optional(),
    metrics: zWorldDeviceMetrics.optional()
});

export const zWorldFleet = z.object({
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{3,99}$/),
    organization: z.string(),
    device_type: z.string(),
    class: z.enum([
        'fleet',
        'app',
        'block'
    ]).optional(),
    application_type: z.enum([
        'microservices',
        'microservices-starter',
        'essentials',
        'legacy-classic'
    ]).optional(),
    variables: zWorldStringMap.optional(),
    config_variables: zWorldStringMap.optional(),
    tags: zWorldStringMap.optional(),
    members: z.array(z.object({
        user: z.string(),
        role: z.enum([
            'developer',
            'operator',
            'observer',
            'safe-developer',
            'safe-operator'
        ])
    })).optional(),
    releases: z.array(zWorldRelease).optional(),
    target_release: z.string().optional(),
    track_latest: z.boolean().optional(),
    devices: z.array(zWorldDevice).optional(),
    device_count: z.int().gte(0).lte(100000).optional()
});

/**
 * Generated devices added around the described ones, spread over the file's fleets.
 */
export const zWorldDeviceFill = z.object({
    count: z.int().gte(0).lte(100000)
});

/**
 * `base: demo` (default) adds the file's content to the built-in demo world (personas, acme…); `base: none` starts from the platform catalogue alone (device types, balenaOS releases, roles, plans) and holds only what the file describes.
 */
export const zWorldFile = z.object({
    version: z.literal(1).optional(),
    base: z.enum(['demo', 'none']).optional(),
    seed: z.int().gte(0).optional(),
    epoch: z.iso.datetime().optional(),
    users: z.array(zWorldUser).optional(),
    organizations: z.array(zWorldOrganization).optional(),
    fleets: z.array(zWorldFleet).optional(),
    devices: zWorldDeviceFill.optional()
});

export const zWorldSessionInput = z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    world: zWorldFile
});

export const zSessionDropped = z.object({
    dropped: z.string().nullable()
});

export const zDemoPersona = z.object({
    key: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.string(),
    shows: z.string(),
    login: z.enum(['password', 'sso']),
    totpSecret: z.string().optional()
});

export const zPersonaList = z.object({
    password: z.string(),
    ssoIdentifier: z.string(),
    personas: z.array(zDemoPersona)
});

/**
 * v7 resource `actor`. Every property is optional on reads because $select may leave it out.
 */
export const zActor = z.object({
    id: z.int().optional(),
    is_of__user: z.union([
        z.array(z.lazy((): any => zUser)),
        z.int().gte(0)
    ]).optional(),
    api_key: z.union([
        z.array(z.lazy((): any => zApiKey)),
        z.int().gte(0)
    ]).optional(),
    is_of__application: z.union([
        z.array(z.lazy((): any => zApplication)),
        z.int().gte(0)
    ]).optional(),
    is_of__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    device_history: z.union([
        z.array(z.lazy((): any => zDeviceHistory)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `user`. Every property is optional on reads because $select may leave it out. There is no email on user in v7 (see user_profile and /actor/v1/whoami). PATCH with has_been_sent_verification_email true asks for a new verification mail (api-ground-truth §2.4); DELETE removes the account (spec 01 §4).
 */
export const zUser = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    username: z.string().optional(),
    actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).optional(),
    has_legacy_link_to__organization: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zOrganization)).max(1)
    ]).nullish(),
    user_profile: z.union([
        z.array(z.lazy((): any => zUserProfile)),
        z.int().gte(0)
    ]).optional(),
    user_public_key: z.union([
        z.array(z.lazy((): any => zUserPublicKey)),
        z.int().gte(0)
    ]).optional(),
    organization_membership: z.union([
        z.array(z.lazy((): any => zOrganizationMembership)),
        z.int().gte(0)
    ]).optional(),
    team_membership: z.union([
        z.array(z.lazy((): any => zTeamMembership)),
        z.int().gte(0)
    ]).optional(),
    organization_invite: z.union([
        z.array(z.lazy((): any => zOrganizationInvite)),
        z.int().gte(0)
    ]).optional(),
    application_invite: z.union([
        z.array(z.lazy((): any => zApplicationInvite)),
        z.int().gte(0)
    ]).optional(),
    user_application_membership: z.union([
        z.array(z.lazy((): any => zUserApplicationMembership)),
        z.int().gte(0)
    ]).optional(),
    creates__release: z.union([
        z.array(z.lazy((): any => zRelease)),
        z.int().gte(0)
    ]).optional(),
    owns__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    owns__saml_account: z.union([
        z.array(z.lazy((): any => zSamlAccount)),
        z.int().gte(0)
    ]).optional(),
    owns__social_service_account: z.union([
        z.array(z.lazy((): any => zSocialServiceAccount)),
        z.int().gte(0)
    ]).optional(),
    owns__recovery_two_factor: z.union([
        z.array(z.lazy((): any => zRecoveryTwoFactor)),
        z.int().gte(0)
    ]).optional(),
    oauth_application_authorization: z.union([
        z.array(z.lazy((): any => zOauthApplicationAuthorization)),
        z.int().gte(0)
    ]).optional(),
    credit_bundle: z.union([
        z.array(z.lazy((): any => zCreditBundle)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `organization`. Every property is optional on reads because $select may leave it out.
 */
export const zOrganization = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    name: z.string().min(1).max(220).optional(),
    handle: z.string().min(1).max(220).optional(),
    company_name: z.string().nullish(),
    billing_account_code: z.string().nullish(),
    has_past_due_invoice_since__date: z.iso.datetime().nullish(),
    is_frozen: z.boolean().optional(),
    industry: z.string().nullish(),
    website: z.string().nullish(),
    logo_image: zWebResource.nullish(),
    is_using__billing_version: z.string().nullish(),
    is_enforcing_saml_login: z.boolean().optional(),
    user: z.union([
        z.array(zUser),
        z.int().gte(0)
    ]).optional(),
    organization_membership: z.union([
        z.array(z.lazy((): any => zOrganizationMembership)),
        z.int().gte(0)
    ]).optional(),
    owns__team: z.union([
        z.array(z.lazy((): any => zTeam)),
        z.int().gte(0)
    ]).optional(),
    application: z.union([
        z.array(z.lazy((): any => zApplication)),
        z.int().gte(0)
    ]).optional(),
    organization_invite: z.union([
        z.array(z.lazy((): any => zOrganizationInvite)),
        z.int().gte(0)
    ]).optional(),
    identity_provider_membership: z.union([
        z.array(z.lazy((): any => zIdentityProviderMembership)),
        z.int().gte(0)
    ]).optional(),
    subscription: z.union([
        z.array(z.lazy((): any => zSubscription)),
        z.int().gte(0)
    ]).optional(),
    owns__credit_bundle: z.union([
        z.array(z.lazy((): any => zCreditBundle)),
        z.int().gte(0)
    ]).optional(),
    organization_credit_notification: z.union([
        z.array(z.lazy((): any => zOrganizationCreditNotification)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `organization_membership` (also addressed as `user__is_member_of__organization`). Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationMembership = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    is_member_of__organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    organization_membership_role: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zOrganizationMembershipRole)).max(1)
    ]).optional(),
    effective_seat_role: z.string().optional(),
    organization_membership_tag: z.union([
        z.array(z.lazy((): any => zOrganizationMembershipTag)),
        z.int().gte(0)
    ]).optional(),
    organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    includes__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional()
});

/**
 * v7 resource `organization_invite` (also addressed as `invitee__is_invited_to__organization`). Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationInvite = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    invitee: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zInvitee)).max(1)
    ]).optional(),
    is_invited_to__organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    organization_membership_role: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zOrganizationMembershipRole)).max(1)
    ]).optional(),
    message: z.string().nullish(),
    is_created_by__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).nullish()
});

/**
 * v7 resource `invitee`. Every property is optional on reads because $select may leave it out.
 */
export const zInvitee = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    email: z.string().optional(),
    organization_invite: z.union([
        z.array(zOrganizationInvite),
        z.int().gte(0)
    ]).optional(),
    application_invite: z.union([
        z.array(z.lazy((): any => zApplicationInvite)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `device_type`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceType = z.object({
    id: z.int().optional(),
    slug: z.string().optional(),
    name: z.string().optional(),
    is_of__cpu_architecture: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zCpuArchitecture)).max(1)
    ]).optional(),
    logo: z.string().nullish(),
    contract: z.record(z.string(), z.unknown()).nullish(),
    belongs_to__device_family: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zDeviceFamily)).max(1)
    ]).nullish(),
    is_private: z.boolean().optional(),
    device_type_alias: z.union([
        z.array(z.lazy((): any => zDeviceTypeAlias)),
        z.int().gte(0)
    ]).optional(),
    is_default_for__application: z.union([
        z.array(z.lazy((): any => zApplication)),
        z.int().gte(0)
    ]).optional(),
    describes__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    device_history: z.union([
        z.array(z.lazy((): any => zDeviceHistory)),
        z.int().gte(0)
    ]).optional(),
    supports__cpu_architecture: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zCpuArchitecture)).max(1)
    ]).optional()
});

/**
 * v7 resource `cpu_architecture`. Every property is optional on reads because $select may leave it out.
 */
export const zCpuArchitecture = z.object({
    id: z.int().optional(),
    slug: z.enum([
        'rpi',
        'armv7hf',
        'aarch64',
        'i386-nlp',
        'i386',
        'amd64'
    ]).optional(),
    is_supported_by__device_type: z.union([
        z.array(zDeviceType),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `device_family`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceFamily = z.object({
    id: z.int().optional(),
    slug: z.string().optional(),
    name: z.string().optional(),
    is_manufactured_by__device_manufacturer: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zDeviceManufacturer)).max(1)
    ]).nullish(),
    device_type: z.union([
        z.array(zDeviceType),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `device_manufacturer`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceManufacturer = z.object({
    id: z.int().optional(),
    slug: z.string().optional(),
    name: z.string().optional(),
    device_family: z.union([
        z.array(zDeviceFamily),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `device_type_alias`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceTypeAlias = z.object({
    id: z.int().optional(),
    device_type: z.union([
        zODataFkRef,
        z.array(zDeviceType).max(1)
    ]).optional(),
    is_referenced_by__alias: z.string().optional()
});

/**
 * v7 resource `application`. Every property is optional on reads because $select may leave it out. There is no per-status device count field. The dashboard derives fleet counts with GET /v7/device/$count?$filter=belongs_to__application eq <id> and overall_status eq '<status>' (one query per status, spec 02 §7), or inline with $expand=owns__device/$count($filter=overall_status eq '<status>'). is_directly_accessible_by__user (rule directly_accessible_by_caller) lists the caller when the caller reaches the fleet directly: as an administrator of its organization, through a fleet membership, or through a team with access to it; it is empty for everyone else (other users, API keys of devices and fleets, support access, public fleets). The SDK's application.getAllDirectlyAccessible and the CLI's fleet list filter on is_directly_accessible_by__user/any(dau:1 eq 1).
 */
export const zApplication = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).optional(),
    app_name: z.string().min(4).max(100).optional(),
    slug: z.string().min(6).max(321).optional(),
    uuid: z.string().length(32).optional(),
    is_of__class: z.enum([
        'fleet',
        'block',
        'app'
    ]).optional(),
    organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    is_for__device_type: z.union([
        zODataFkRef,
        z.array(zDeviceType).max(1)
    ]).optional(),
    should_be_running__release: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zRelease)).max(1)
    ]).nullish(),
    should_track_latest_release: z.boolean().optional(),
    application_type: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zApplicationType)).max(1)
    ]).optional(),
    is_host: z.boolean().optional(),
    is_archived: z.boolean().optional(),
    is_public: z.boolean().optional(),
    is_accessible_by_support_until__date: z.iso.datetime().nullish(),
    is_discoverable: z.boolean().optional(),
    is_stored_at__repository_url: z.string().nullish(),
    is_directly_accessible_by__user: z.union([
        z.array(zUser),
        z.int().gte(0)
    ]).optional(),
    application_invite: z.union([
        z.array(z.lazy((): any => zApplicationInvite)),
        z.int().gte(0)
    ]).optional(),
    user_application_membership: z.union([
        z.array(z.lazy((): any => zUserApplicationMembership)),
        z.int().gte(0)
    ]).optional(),
    team_application_access: z.union([
        z.array(z.lazy((): any => zTeamApplicationAccess)),
        z.int().gte(0)
    ]).optional(),
    application_environment_variable: z.union([
        z.array(z.lazy((): any => zApplicationEnvironmentVariable)),
        z.int().gte(0)
    ]).optional(),
    application_config_variable: z.union([
        z.array(z.lazy((): any => zApplicationConfigVariable)),
        z.int().gte(0)
    ]).optional(),
    build_environment_variable: z.union([
        z.array(z.lazy((): any => zBuildEnvironmentVariable)),
        z.int().gte(0)
    ]).optional(),
    application_tag: z.union([
        z.array(z.lazy((): any => zApplicationTag)),
        z.int().gte(0)
    ]).optional(),
    owns__release: z.union([
        z.array(z.lazy((): any => zRelease)),
        z.int().gte(0)
    ]).optional(),
    owns__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    service: z.union([
        z.array(z.lazy((): any => zService)),
        z.int().gte(0)
    ]).optional(),
    device_history: z.union([
        z.array(z.lazy((): any => zDeviceHistory)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `release`. Every property is optional on reads because $select may leave it out.
 */
export const zRelease = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    belongs_to__application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    commit: z.string().max(40).optional(),
    composition: z.record(z.string(), z.unknown()).optional(),
    status: z.enum([
        'running',
        'success',
        'failed',
        'error',
        'cancelled',
        'interrupted'
    ]).optional(),
    source: z.enum(['cloud', 'local']).optional(),
    build_log: z.string().nullish(),
    is_invalidated: z.boolean().optional(),
    invalidation_reason: z.string().nullish(),
    start_timestamp: z.iso.datetime().optional(),
    end_timestamp: z.iso.datetime().nullish(),
    update_timestamp: z.iso.datetime().optional(),
    is_passing_tests: z.boolean().optional(),
    is_finalized_at__date: z.iso.datetime().nullish(),
    phase: z.enum([
        'next',
        'current',
        'sunset',
        'end-of-life'
    ]).nullish(),
    note: z.string().nullish(),
    known_issue_list: z.string().nullish(),
    contract: z.record(z.string(), z.unknown()).nullish(),
    release_version: z.string().nullish(),
    is_created_by__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).nullish(),
    semver_major: z.int().optional(),
    semver_minor: z.int().optional(),
    semver_patch: z.int().optional(),
    semver_prerelease: z.string().optional(),
    semver_build: z.string().optional(),
    variant: z.string().optional(),
    revision: z.int().nullish(),
    is_final: z.boolean().optional(),
    semver: z.string().optional(),
    raw_version: z.string().optional(),
    version: z.record(z.string(), z.unknown()).optional(),
    should_be_running_on__application: z.union([
        z.array(zApplication),
        z.int().gte(0)
    ]).optional(),
    release_tag: z.union([
        z.array(z.lazy((): any => zReleaseTag)),
        z.int().gte(0)
    ]).optional(),
    release_asset: z.union([
        z.array(z.lazy((): any => zReleaseAsset)),
        z.int().gte(0)
    ]).optional(),
    is_running_on__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    is_pinned_to__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    should_operate__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    should_manage__device: z.union([
        z.array(z.lazy((): any => zDevice)),
        z.int().gte(0)
    ]).optional(),
    image_install: z.union([
        z.array(z.lazy((): any => zImageInstall)),
        z.int().gte(0)
    ]).optional(),
    release_image: z.union([
        z.array(z.lazy((): any => zReleaseImage)),
        z.int().gte(0)
    ]).optional(),
    device_history: z.union([
        z.array(z.lazy((): any => zDeviceHistory)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `release_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zReleaseTag = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).optional(),
    tag_key: z.string().min(1).max(164).optional(),
    value: z.string().max(1000).optional()
});

/**
 * v7 resource `release_asset`. Every property is optional on reads because $select may leave it out.
 */
export const zReleaseAsset = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).optional(),
    asset_key: z.string().optional(),
    asset: zWebResource.nullish()
});

/**
 * v7 resource `device`. Every property is optional on reads because $select may leave it out.
 */
export const zDevice = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    modified_at: z.iso.datetime().optional(),
    actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).optional(),
    uuid: z.string().min(32).max(62).optional(),
    local_id: z.string().nullish(),
    device_name: z.string().optional(),
    note: z.string().nullish(),
    is_of__device_type: z.union([
        zODataFkRef,
        z.array(zDeviceType).max(1)
    ]).optional(),
    belongs_to__application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).nullish(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).nullish(),
    is_managed_by__service_instance: z.int().nullish(),
    is_online: z.boolean().optional(),
    last_connectivity_event: z.iso.datetime().nullish(),
    is_connected_to_vpn: z.boolean().optional(),
    last_vpn_event: z.iso.datetime().nullish(),
    api_heartbeat_state: z.enum([
        'online',
        'offline',
        'timeout',
        'unknown'
    ]).optional(),
    changed_api_heartbeat_state_on__date: z.iso.datetime().nullish(),
    is_locked_until__date: z.iso.datetime().nullish(),
    public_address: z.string().nullish(),
    ip_address: z.string().nullish(),
    mac_address: z.string().nullish(),
    memory_usage: z.int().nullish(),
    memory_total: z.int().nullish(),
    storage_block_device: z.string().nullish(),
    storage_usage: z.int().nullish(),
    storage_total: z.int().nullish(),
    cpu_usage: z.int().nullish(),
    cpu_temp: z.int().nullish(),
    is_undervolted: z.boolean().optional(),
    cpu_id: z.string().nullish(),
    os_version: z.string().nullish(),
    os_variant: z.enum(['prod', 'dev']).nullish(),
    supervisor_version: z.string().nullish(),
    status: z.string().nullish(),
    download_progress: z.int().nullish(),
    provisioning_progress: z.int().nullish(),
    provisioning_state: z.string().nullish(),
    update_status: z.enum([
        'rejected',
        'downloading',
        'downloaded',
        'applying changes',
        'aborted',
        'done'
    ]).nullish(),
    last_update_status_event: z.iso.datetime().nullish(),
    is_running__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    is_pinned_on__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    should_be_running__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    should_be_operated_by__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    should_be_managed_by__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    overall_status: z.enum([
        'configuring',
        'operational',
        'inactive',
        'post-provisioning',
        'updating',
        'reduced-functionality',
        'disconnected'
    ]).optional(),
    overall_progress: z.int().nullish(),
    is_web_accessible: z.boolean().optional(),
    latitude: z.string().nullish(),
    longitude: z.string().nullish(),
    custom_latitude: z.string().nullish(),
    custom_longitude: z.string().nullish(),
    location: z.string().nullish(),
    is_accessible_by_support_until__date: z.iso.datetime().nullish(),
    is_active: z.boolean().optional(),
    is_frozen: z.boolean().optional(),
    device_environment_variable: z.union([
        z.array(z.lazy((): any => zDeviceEnvironmentVariable)),
        z.int().gte(0)
    ]).optional(),
    device_config_variable: z.union([
        z.array(z.lazy((): any => zDeviceConfigVariable)),
        z.int().gte(0)
    ]).optional(),
    device_tag: z.union([
        z.array(z.lazy((): any => zDeviceTag)),
        z.int().gte(0)
    ]).optional(),
    service_install: z.union([
        z.array(z.lazy((): any => zServiceInstall)),
        z.int().gte(0)
    ]).optional(),
    image_install: z.union([
        z.array(z.lazy((): any => zImageInstall)),
        z.int().gte(0)
    ]).optional(),
    device_history: z.union([
        z.array(z.lazy((): any => zDeviceHistory)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `service` (also addressed as `application__has__service_name`). Every property is optional on reads because $select may leave it out.
 */
export const zService = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    service_name: z.string().min(1).max(63).optional(),
    service_environment_variable: z.union([
        z.array(z.lazy((): any => zServiceEnvironmentVariable)),
        z.int().gte(0)
    ]).optional(),
    service_label: z.union([
        z.array(z.lazy((): any => zServiceLabel)),
        z.int().gte(0)
    ]).optional(),
    service_install: z.union([
        z.array(z.lazy((): any => zServiceInstall)),
        z.int().gte(0)
    ]).optional(),
    is_built_by__image: z.union([
        z.array(z.lazy((): any => zImage)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `service_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zServiceEnvironmentVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `service_label`. Every property is optional on reads because $select may leave it out.
 */
export const zServiceLabel = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `service_install` (also addressed as `device__installs__application__has__service_name`). Every property is optional on reads because $select may leave it out.
 */
export const zServiceInstall = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    installs__service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    device_service_environment_variable: z.union([
        z.array(z.lazy((): any => zDeviceServiceEnvironmentVariable)),
        z.int().gte(0)
    ]).optional(),
    service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    application__has__service_name: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional()
});

/**
 * v7 resource `device_service_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceServiceEnvironmentVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    service_install: z.union([
        zODataFkRef,
        z.array(zServiceInstall).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `image`. Every property is optional on reads because $select may leave it out.
 */
export const zImage = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    start_timestamp: z.iso.datetime().optional(),
    end_timestamp: z.iso.datetime().nullish(),
    dockerfile: z.string().nullish(),
    is_a_build_of__service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    image_size: z.string().regex(/^-?[0-9]+$/).nullish(),
    is_stored_at__image_location: z.string().optional(),
    project_type: z.string().nullish(),
    error_message: z.string().nullish(),
    build_log: z.string().nullish(),
    push_timestamp: z.iso.datetime().nullish(),
    status: z.enum([
        'running',
        'success',
        'failed',
        'error',
        'cancelled',
        'interrupted'
    ]).optional(),
    content_hash: z.string().nullish(),
    contract: z.record(z.string(), z.unknown()).nullish(),
    image_install: z.union([
        z.array(z.lazy((): any => zImageInstall)),
        z.int().gte(0)
    ]).optional(),
    release_image: z.union([
        z.array(z.lazy((): any => zReleaseImage)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `image_install`. Every property is optional on reads because $select may leave it out.
 */
export const zImageInstall = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    installs__image: z.union([
        zODataFkRef,
        z.array(zImage).max(1)
    ]).optional(),
    install_date: z.iso.datetime().optional(),
    download_progress: z.int().nullish(),
    status: z.string().optional(),
    is_provided_by__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).optional(),
    image: z.union([
        zODataFkRef,
        z.array(zImage).max(1)
    ]).optional()
});

/**
 * v7 resource `release_image` (also addressed as `image__is_part_of__release`). Every property is optional on reads because $select may leave it out.
 */
export const zReleaseImage = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    image: z.union([
        zODataFkRef,
        z.array(zImage).max(1)
    ]).optional(),
    is_part_of__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).optional(),
    image_label: z.union([
        z.array(z.lazy((): any => zImageLabel)),
        z.int().gte(0)
    ]).optional(),
    image_environment_variable: z.union([
        z.array(z.lazy((): any => zImageEnvironmentVariable)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `image_label`. Every property is optional on reads because $select may leave it out.
 */
export const zImageLabel = z.object({
    id: z.int().optional(),
    release_image: z.union([
        zODataFkRef,
        z.array(zReleaseImage).max(1)
    ]).optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `image_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zImageEnvironmentVariable = z.object({
    id: z.int().optional(),
    release_image: z.union([
        zODataFkRef,
        z.array(zReleaseImage).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `device_history`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceHistory = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    end_timestamp: z.iso.datetime().nullish(),
    tracks__device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).nullish(),
    tracks__actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).nullish(),
    is_created_by__actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).nullish(),
    is_ended_by__actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).nullish(),
    uuid: z.string().nullish(),
    belongs_to__application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).nullish(),
    is_active: z.boolean().optional(),
    is_running__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    is_pinned_on__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    should_be_managed_by__release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).nullish(),
    is_managed_by__service_instance: z.int().nullish(),
    os_version: z.string().nullish(),
    os_variant: z.string().nullish(),
    supervisor_version: z.string().nullish(),
    is_of__device_type: z.union([
        zODataFkRef,
        z.array(zDeviceType).max(1)
    ]).nullish(),
    cpu_id: z.string().nullish()
});

/**
 * v7 resource `device_environment_variable` (also addressed as `device__has__env_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zDeviceEnvironmentVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `device_config_variable` (also addressed as `device__has__config_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zDeviceConfigVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `device_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceTag = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().optional()
});

/**
 * v7 resource `application_type`. Every property is optional on reads because $select may leave it out.
 */
export const zApplicationType = z.object({
    id: z.int().optional(),
    name: z.string().max(20).optional(),
    slug: z.string().max(30).optional(),
    description: z.string().nullish(),
    supports_web_url: z.boolean().optional(),
    supports_multicontainer: z.boolean().optional(),
    supports_gateway_mode: z.boolean().optional(),
    requires_payment: z.boolean().optional(),
    is_legacy: z.boolean().optional(),
    needs__os_version_range: z.string().nullish(),
    maximum_device_count: z.int().nullish(),
    application: z.union([
        z.array(zApplication),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `application_invite` (also addressed as `invitee__is_invited_to__application`). Every property is optional on reads because $select may leave it out.
 */
export const zApplicationInvite = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    invitee: z.union([
        zODataFkRef,
        z.array(zInvitee).max(1)
    ]).optional(),
    is_invited_to__application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    application_membership_role: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zApplicationMembershipRole)).max(1)
    ]).optional(),
    message: z.string().nullish(),
    is_created_by__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).nullish()
});

/**
 * v7 resource `user_application_membership` (also addressed as `user__is_member_of__application`). Every property is optional on reads because $select may leave it out.
 */
export const zUserApplicationMembership = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    is_member_of__application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    application_membership_role: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zApplicationMembershipRole)).max(1)
    ]).optional()
});

/**
 * v7 resource `team`. Every property is optional on reads because $select may leave it out.
 */
export const zTeam = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    belongs_to__organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    name: z.string().optional(),
    description: z.string().nullish(),
    team_membership: z.union([
        z.array(z.lazy((): any => zTeamMembership)),
        z.int().gte(0)
    ]).optional(),
    team_application_access: z.union([
        z.array(z.lazy((): any => zTeamApplicationAccess)),
        z.int().gte(0)
    ]).optional(),
    identity_provider_membership: z.union([
        z.array(z.lazy((): any => zIdentityProviderMembership)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `team_membership` (also addressed as `user__is_member_of__team`). Every property is optional on reads because $select may leave it out.
 */
export const zTeamMembership = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    is_member_of__team: z.union([
        zODataFkRef,
        z.array(zTeam).max(1)
    ]).optional()
});

/**
 * v7 resource `team_application_access` (also addressed as `team__grants_access_to__application`). Every property is optional on reads because $select may leave it out.
 */
export const zTeamApplicationAccess = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    team: z.union([
        zODataFkRef,
        z.array(zTeam).max(1)
    ]).optional(),
    grants_access_to__application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    application_membership_role: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zApplicationMembershipRole)).max(1)
    ]).optional()
});

/**
 * v7 resource `identity_provider_membership` (also addressed as `organization__is_authorized_by__identity_provider`). Every property is optional on reads because $select may leave it out.
 */
export const zIdentityProviderMembership = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    is_authorized_by__identity_provider: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zIdentityProvider)).max(1)
    ]).optional(),
    grants_access_to__team: z.union([
        zODataFkRef,
        z.array(zTeam).max(1)
    ]).nullish()
});

/**
 * v7 resource `identity_provider`. Every property is optional on reads because $select may leave it out. POST names the organization the provider is for (organization_id, spec 01 §7): the caller must administer it, and the provider is linked to it. A PATCH names the organization the edit is made for the same way (spec 01 §7 "POST/PATCH identity_provider {…, organization_id}"); it must be one the provider is linked to, else 400. sso_identifier is at least 3 characters of lower-case letters, digits, underscores and hyphens (spec 01 §5); entry_point is an http(s) URL. DELETE is refused with 409 while the provider has SAML accounts.
 */
export const zIdentityProvider = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    sso_identifier: z.string().optional(),
    entry_point: z.string().optional(),
    issuer: z.string().optional(),
    certificate: z.string().optional(),
    requires_signed_authn_response: z.boolean().optional(),
    identity_provider_membership: z.union([
        z.array(zIdentityProviderMembership),
        z.int().gte(0)
    ]).optional(),
    saml_account: z.union([
        z.array(z.lazy((): any => zSamlAccount)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `saml_account`. Every property is optional on reads because $select may leave it out.
 */
export const zSamlAccount = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    was_generated_by__identity_provider: z.union([
        zODataFkRef,
        z.array(zIdentityProvider).max(1)
    ]).optional(),
    remote_id: z.string().optional(),
    display_name: z.string().nullish()
});

/**
 * v7 resource `application_membership_role`. Every property is optional on reads because $select may leave it out.
 */
export const zApplicationMembershipRole = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    modified_at: z.iso.datetime().optional(),
    name: z.string().optional(),
    description: z.string().optional(),
    application_invite: z.union([
        z.array(zApplicationInvite),
        z.int().gte(0)
    ]).optional(),
    user_application_membership: z.union([
        z.array(zUserApplicationMembership),
        z.int().gte(0)
    ]).optional(),
    team_application_access: z.union([
        z.array(zTeamApplicationAccess),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `application_environment_variable` (also addressed as `application__has__env_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zApplicationEnvironmentVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `application_config_variable` (also addressed as `application__has__config_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zApplicationConfigVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `build_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zBuildEnvironmentVariable = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `application_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zApplicationTag = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().max(1000).optional()
});

/**
 * v7 resource `organization_membership_role`. Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationMembershipRole = z.object({
    id: z.int().optional(),
    name: z.string().optional(),
    organization_membership: z.union([
        z.array(zOrganizationMembership),
        z.int().gte(0)
    ]).optional(),
    organization_invite: z.union([
        z.array(zOrganizationInvite),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `organization_membership_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationMembershipTag = z.object({
    id: z.int().optional(),
    organization_membership: z.union([
        zODataFkRef,
        z.array(zOrganizationMembership).max(1)
    ]).optional(),
    tag_key: z.string().optional(),
    value: z.string().optional()
});

/**
 * v7 resource `plan`. Every property is optional on reads because $select may leave it out.
 */
export const zPlan = z.object({
    id: z.int().optional(),
    title: z.string().optional(),
    billing_code: z.string().nullish(),
    monthly_price: z.int().optional(),
    annual_price: z.int().optional(),
    can_self_serve: z.boolean().optional(),
    is_legacy: z.boolean().optional(),
    is_valid_from__date: z.iso.datetime().nullish(),
    is_valid_until__date: z.iso.datetime().nullish(),
    plan_feature: z.union([
        z.array(z.lazy((): any => zPlanFeature)),
        z.int().gte(0)
    ]).optional(),
    plan_addon: z.union([
        z.array(z.lazy((): any => zPlanAddon)),
        z.int().gte(0)
    ]).optional(),
    discount_code: z.union([
        z.array(z.lazy((): any => zDiscountCode)),
        z.int().gte(0)
    ]).optional(),
    subscription: z.union([
        z.array(z.lazy((): any => zSubscription)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `plan_feature` (also addressed as `plan__provides__feature`). Every property is optional on reads because $select may leave it out.
 */
export const zPlanFeature = z.object({
    id: z.int().optional(),
    plan: z.union([
        zODataFkRef,
        z.array(zPlan).max(1)
    ]).optional(),
    provides__feature: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zFeature)).max(1)
    ]).optional(),
    quantity: z.int().optional(),
    feature: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zFeature)).max(1)
    ]).optional()
});

/**
 * v7 resource `feature`. Every property is optional on reads because $select may leave it out.
 */
export const zFeature = z.object({
    id: z.int().optional(),
    title: z.string().optional(),
    slug: z.string().optional(),
    billing_code: z.string().nullish(),
    plan_feature: z.union([
        z.array(zPlanFeature),
        z.int().gte(0)
    ]).optional(),
    plan_addon: z.union([
        z.array(z.lazy((): any => zPlanAddon)),
        z.int().gte(0)
    ]).optional(),
    support_feature: z.union([
        z.array(z.lazy((): any => zSupportFeature)),
        z.int().gte(0)
    ]).optional(),
    credit_bundle: z.union([
        z.array(z.lazy((): any => zCreditBundle)),
        z.int().gte(0)
    ]).optional(),
    organization_credit_notification: z.union([
        z.array(z.lazy((): any => zOrganizationCreditNotification)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `subscription`. Every property is optional on reads because $select may leave it out.
 */
export const zSubscription = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    is_for__plan: z.union([
        zODataFkRef,
        z.array(zPlan).max(1)
    ]).optional(),
    is_for__organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    billing_cycle: z.enum(['monthly', 'annual']).optional(),
    starts_on__date: z.iso.datetime().optional(),
    ends_on__date: z.iso.datetime().nullish(),
    is_active: z.boolean().optional(),
    discount_percentage: z.number().optional(),
    origin: z.string().optional(),
    subscription_prepaid_addon: z.union([
        z.array(z.lazy((): any => zSubscriptionPrepaidAddon)),
        z.int().gte(0)
    ]).optional(),
    subscription_addon_discount: z.union([
        z.array(z.lazy((): any => zSubscriptionAddonDiscount)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `plan_addon` (also addressed as `plan__offers__feature`). Every property is optional on reads because $select may leave it out.
 */
export const zPlanAddon = z.object({
    id: z.int().optional(),
    plan: z.union([
        zODataFkRef,
        z.array(zPlan).max(1)
    ]).optional(),
    offers__feature: z.union([
        zODataFkRef,
        z.array(zFeature).max(1)
    ]).optional(),
    base_price: z.int().optional(),
    can_self_serve: z.boolean().optional(),
    bills_dynamically: z.boolean().optional(),
    subscription_prepaid_addon: z.union([
        z.array(z.lazy((): any => zSubscriptionPrepaidAddon)),
        z.int().gte(0)
    ]).optional(),
    subscription_addon_discount: z.union([
        z.array(z.lazy((): any => zSubscriptionAddonDiscount)),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `subscription_prepaid_addon`. Every property is optional on reads because $select may leave it out.
 */
export const zSubscriptionPrepaidAddon = z.object({
    id: z.int().optional(),
    is_for__subscription: z.union([
        zODataFkRef,
        z.array(zSubscription).max(1)
    ]).optional(),
    is_for__plan_addon: z.union([
        zODataFkRef,
        z.array(zPlanAddon).max(1)
    ]).optional(),
    discount_percentage: z.number().optional(),
    quantity: z.int().optional(),
    starts_on__date: z.iso.datetime().optional(),
    expires_on__date: z.iso.datetime().nullish()
});

/**
 * v7 resource `subscription_addon_discount`. Every property is optional on reads because $select may leave it out.
 */
export const zSubscriptionAddonDiscount = z.object({
    id: z.int().optional(),
    is_for__subscription: z.union([
        zODataFkRef,
        z.array(zSubscription).max(1)
    ]).optional(),
    is_for__plan_addon: z.union([
        zODataFkRef,
        z.array(zPlanAddon).max(1)
    ]).optional(),
    discount_percentage: z.number().optional()
});

/**
 * v7 resource `support_feature`. Every property is optional on reads because $select may leave it out.
 */
export const zSupportFeature = z.object({
    id: z.int().optional(),
    feature: z.union([
        zODataFkRef,
        z.array(zFeature).max(1)
    ]).optional(),
    support_tier: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zSupportTier)).max(1)
    ]).optional()
});

/**
 * v7 resource `support_tier`. Every property is optional on reads because $select may leave it out.
 */
export const zSupportTier = z.object({
    id: z.int().optional(),
    title: z.string().optional(),
    slug: z.string().optional(),
    includes_private_support: z.boolean().optional(),
    includes__SLA: z.string().nullish(),
    support_feature: z.union([
        z.array(zSupportFeature),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `credit_bundle`. Every property is optional on reads because $select may leave it out.
 */
export const zCreditBundle = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    modified_at: z.iso.datetime().optional(),
    belongs_to__organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    is_for__feature: z.union([
        zODataFkRef,
        z.array(zFeature).max(1)
    ]).optional(),
    is_created_by__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    payment_status: z.enum([
        'processing',
        'paid',
        'failed',
        'complimentary',
        'cancelled',
        'refunded',
        'manually invoiced'
    ]).optional(),
    unit_cost: z.int().optional(),
    original_quantity: z.int().optional(),
    available_balance: z.int().optional(),
    total_cost: z.int().optional(),
    total_balance: z.int().optional(),
    expires_on__date: z.iso.datetime().optional(),
    is_associated_with__invoice_id: z.string().nullish(),
    error_message: z.string().nullish()
});

/**
 * v7 resource `organization_credit_notification` (also addressed as `organization__owns_credit_notification_for__feature`). Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationCreditNotification = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    organization: z.union([
        zODataFkRef,
        z.array(zOrganization).max(1)
    ]).optional(),
    owns_credit_notification_for__feature: z.union([
        zODataFkRef,
        z.array(zFeature).max(1)
    ]).optional(),
    is_sent_when_below__threshold: z.int().optional(),
    feature: z.union([
        zODataFkRef,
        z.array(zFeature).max(1)
    ]).optional()
});

/**
 * v7 resource `discount_code`. Every property is optional on reads because $select may leave it out.
 */
export const zDiscountCode = z.object({
    id: z.int().optional(),
    plan: z.union([
        zODataFkRef,
        z.array(zPlan).max(1)
    ]).optional(),
    code: z.string().optional(),
    discount_percentage: z.number().optional()
});

/**
 * v7 resource `user_profile`. Every property is optional on reads because $select may leave it out.
 */
export const zUserProfile = z.object({
    id: z.int().optional(),
    is_of__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    email: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    company: z.string().nullish(),
    account_type: z.enum(['personal', 'professional']).nullish(),
    has_password_set: z.boolean().optional(),
    has_disabled_newsletter: z.boolean().optional(),
    is_verified: z.boolean().optional(),
    must_be_verified: z.boolean().optional()
});

/**
 * v7 resource `user_public_key` (also addressed as `user__has__public_key`). Every property is optional on reads because $select may leave it out.
 */
export const zUserPublicKey = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    public_key: z.string().max(2850).optional(),
    title: z.string().max(120).optional()
});

/**
 * v7 resource `social_service_account`. Every property is optional on reads because $select may leave it out.
 */
export const zSocialServiceAccount = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    provider: z.enum(['github', 'google']).optional(),
    display_name: z.string().nullish(),
    remote_id: z.string().optional()
});

/**
 * v7 resource `recovery_two_factor`. Every property is optional on reads because $select may leave it out.
 */
export const zRecoveryTwoFactor = z.object({
    id: z.int().optional(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    used_timestamp: z.iso.datetime().nullish()
});

/**
 * v7 resource `oauth_application_authorization`. Every property is optional on reads because $select may leave it out.
 */
export const zOauthApplicationAuthorization = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    is_for__oauth_application: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zOauthApplication)).max(1)
    ]).optional()
});

/**
 * v7 resource `oauth_application`. Every property is optional on reads because $select may leave it out.
 */
export const zOauthApplication = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    name: z.string().optional(),
    client_id: z.string().optional(),
    redirect_uri: z.string().optional(),
    description: z.string().nullish(),
    oauth_application_authorization: z.union([
        z.array(zOauthApplicationAuthorization),
        z.int().gte(0)
    ]).optional()
});

/**
 * v7 resource `api_key`. Every property is optional on reads because $select may leave it out. Keys are created through the /api-key* endpoints, never with an OData POST (api-ground-truth §3); the secret is never readable.
 */
export const zApiKey = z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiry_date: z.iso.datetime().nullish(),
    is_of__actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).optional()
});

/**
 * GET envelope of actor (api-ground-truth §1.3)
 */
export const zActorList = z.object({
    d: z.array(zActor)
});

/**
 * GET envelope of organization (api-ground-truth §1.3)
 */
export const zOrganizationList = z.object({
    d: z.array(zOrganization)
});

/**
 * GET envelope of user (api-ground-truth §1.3)
 */
export const zUserList = z.object({
    d: z.array(zUser)
});

/**
 * GET envelope of user_profile (api-ground-truth §1.3)
 */
export const zUserProfileList = z.object({
    d: z.array(zUserProfile)
});

/**
 * GET envelope of api_key (api-ground-truth §1.3)
 */
export const zApiKeyList = z.object({
    d: z.array(zApiKey)
});

/**
 * GET envelope of user_public_key (api-ground-truth §1.3)
 */
export const zUserPublicKeyList = z.object({
    d: z.array(zUserPublicKey)
});

/**
 * GET envelope of organization_membership_role (api-ground-truth §1.3)
 */
export const zOrganizationMembershipRoleList = z.object({
    d: z.array(zOrganizationMembershipRole)
});

/**
 * GET envelope of organization_membership (api-ground-truth §1.3)
 */
export const zOrganizationMembershipList = z.object({
    d: z.array(zOrganizationMembership)
});

/**
 * GET envelope of organization_membership_tag (api-ground-truth §1.3)
 */
export const zOrganizationMembershipTagList = z.object({
    d: z.array(zOrganizationMembershipTag)
});

/**
 * GET envelope of team (api-ground-truth §1.3)
 */
export const zTeamList = z.object({
    d: z.array(zTeam)
});

/**
 * GET envelope of team_membership (api-ground-truth §1.3)
 */
export const zTeamMembershipList = z.object({
    d: z.array(zTeamMembership)
});

/**
 * GET envelope of application_membership_role (api-ground-truth §1.3)
 */
export const zApplicationMembershipRoleList = z.object({
    d: z.array(zApplicationMembershipRole)
});

/**
 * GET envelope of invitee (api-ground-truth §1.3)
 */
export const zInviteeList = z.object({
    d: z.array(zInvitee)
});

/**
 * GET envelope of application_type (api-ground-truth §1.3)
 */
export const zApplicationTypeList = z.object({
    d: z.array(zApplicationType)
});

/**
 * GET envelope of cpu_architecture (api-ground-truth §1.3)
 */
export const zCpuArchitectureList = z.object({
    d: z.array(zCpuArchitecture)
});

/**
 * GET envelope of device_manufacturer (api-ground-truth §1.3)
 */
export const zDeviceManufacturerList = z.object({
    d: z.array(zDeviceManufacturer)
});

/**
 * GET envelope of device_family (api-ground-truth §1.3)
 */
export const zDeviceFamilyList = z.object({
    d: z.array(zDeviceFamily)
});

/**
 * GET envelope of device_type (api-ground-truth §1.3)
 */
export const zDeviceTypeList = z.object({
    d: z.array(zDeviceType)
});

/**
 * GET envelope of device_type_alias (api-ground-truth §1.3)
 */
export const zDeviceTypeAliasList = z.object({
    d: z.array(zDeviceTypeAlias)
});

/**
 * GET envelope of application (api-ground-truth §1.3)
 */
export const zApplicationList = z.object({
    d: z.array(zApplication)
});

/**
 * GET envelope of organization_invite (api-ground-truth §1.3)
 */
export const zOrganizationInviteList = z.object({
    d: z.array(zOrganizationInvite)
});

/**
 * GET envelope of application_invite (api-ground-truth §1.3)
 */
export const zApplicationInviteList = z.object({
    d: z.array(zApplicationInvite)
});

/**
 * GET envelope of user_application_membership (api-ground-truth §1.3)
 */
export const zUserApplicationMembershipList = z.object({
    d: z.array(zUserApplicationMembership)
});

/**
 * GET envelope of team_application_access (api-ground-truth §1.3)
 */
export const zTeamApplicationAccessList = z.object({
    d: z.array(zTeamApplicationAccess)
});

/**
 * GET envelope of application_environment_variable (api-ground-truth §1.3)
 */
export const zApplicationEnvironmentVariableList = z.object({
    d: z.array(zApplicationEnvironmentVariable)
});

/**
 * GET envelope of application_config_variable (api-ground-truth §1.3)
 */
export const zApplicationConfigVariableList = z.object({
    d: z.array(zApplicationConfigVariable)
});

/**
 * GET envelope of build_environment_variable (api-ground-truth §1.3)
 */
export const zBuildEnvironmentVariableList = z.object({
    d: z.array(zBuildEnvironmentVariable)
});

/**
 * GET envelope of application_tag (api-ground-truth §1.3)
 */
export const zApplicationTagList = z.object({
    d: z.array(zApplicationTag)
});

/**
 * GET envelope of release (api-ground-truth §1.3)
 */
export const zReleaseList = z.object({
    d: z.array(zRelease)
});

/**
 * GET envelope of release_tag (api-ground-truth §1.3)
 */
export const zReleaseTagList = z.object({
    d: z.array(zReleaseTag)
});

/**
 * GET envelope of release_asset (api-ground-truth §1.3)
 */
export const zReleaseAssetList = z.object({
    d: z.array(zReleaseAsset)
});

/**
 * GET envelope of device (api-ground-truth §1.3)
 */
export const zDeviceList = z.object({
    d: z.array(zDevice)
});

/**
 * GET envelope of device_environment_variable (api-ground-truth §1.3)
 */
export const zDeviceEnvironmentVariableList = z.object({
    d: z.array(zDeviceEnvironmentVariable)
});

/**
 * GET envelope of device_config_variable (api-ground-truth §1.3)
 */
export const zDeviceConfigVariableList = z.object({
    d: z.array(zDeviceConfigVariable)
});

/**
 * GET envelope of device_tag (api-ground-truth §1.3)
 */
export const zDeviceTagList = z.object({
    d: z.array(zDeviceTag)
});

/**
 * GET envelope of service (api-ground-truth §1.3)
 */
export const zServiceList = z.object({
    d: z.array(zService)
});

/**
 * GET envelope of service_environment_variable (api-ground-truth §1.3)
 */
export const zServiceEnvironmentVariableList = z.object({
    d: z.array(zServiceEnvironmentVariable)
});

/**
 * GET envelope of service_label (api-ground-truth §1.3)
 */
export const zServiceLabelList = z.object({
    d: z.array(zServiceLabel)
});

/**
 * GET envelope of service_install (api-ground-truth §1.3)
 */
export const zServiceInstallList = z.object({
    d: z.array(zServiceInstall)
});

/**
 * GET envelope of device_service_environment_variable (api-ground-truth §1.3)
 */
export const zDeviceServiceEnvironmentVariableList = z.object({
    d: z.array(zDeviceServiceEnvironmentVariable)
});

/**
 * GET envelope of image (api-ground-truth §1.3)
 */
export const zImageList = z.object({
    d: z.array(zImage)
});

/**
 * GET envelope of image_install (api-ground-truth §1.3)
 */
export const zImageInstallList = z.object({
    d: z.array(zImageInstall)
});

/**
 * GET envelope of release_image (api-ground-truth §1.3)
 */
export const zReleaseImageList = z.object({
    d: z.array(zReleaseImage)
});

/**
 * GET envelope of image_label (api-ground-truth §1.3)
 */
export const zImageLabelList = z.object({
    d: z.array(zImageLabel)
});

/**
 * GET envelope of image_environment_variable (api-ground-truth §1.3)
 */
export const zImageEnvironmentVariableList = z.object({
    d: z.array(zImageEnvironmentVariable)
});

/**
 * GET envelope of device_history (api-ground-truth §1.3)
 */
export const zDeviceHistoryList = z.object({
    d: z.array(zDeviceHistory)
});

/**
 * GET envelope of identity_provider (api-ground-truth §1.3)
 */
export const zIdentityProviderList = z.object({
    d: z.array(zIdentityProvider)
});

/**
 * GET envelope of identity_provider_membership (api-ground-truth §1.3)
 */
export const zIdentityProviderMembershipList = z.object({
    d: z.array(zIdentityProviderMembership)
});

/**
 * GET envelope of saml_account (api-ground-truth §1.3)
 */
export const zSamlAccountList = z.object({
    d: z.array(zSamlAccount)
});

/**
 * GET envelope of social_service_account (api-ground-truth §1.3)
 */
export const zSocialServiceAccountList = z.object({
    d: z.array(zSocialServiceAccount)
});

/**
 * GET envelope of recovery_two_factor (api-ground-truth §1.3)
 */
export const zRecoveryTwoFactorList = z.object({
    d: z.array(zRecoveryTwoFactor)
});

/**
 * GET envelope of oauth_application (api-ground-truth §1.3)
 */
export const zOauthApplicationList = z.object({
    d: z.array(zOauthApplication)
});

/**
 * GET envelope of oauth_application_authorization (api-ground-truth §1.3)
 */
export const zOauthApplicationAuthorizationList = z.object({
    d: z.array(zOauthApplicationAuthorization)
});

/**
 * GET envelope of plan (api-ground-truth §1.3)
 */
export const zPlanList = z.object({
    d: z.array(zPlan)
});

/**
 * GET envelope of feature (api-ground-truth §1.3)
 */
export const zFeatureList = z.object({
    d: z.array(zFeature)
});

/**
 * GET envelope of plan_feature (api-ground-truth §1.3)
 */
export const zPlanFeatureList = z.object({
    d: z.array(zPlanFeature)
});

/**
 * GET envelope of plan_addon (api-ground-truth §1.3)
 */
export const zPlanAddonList = z.object({
    d: z.array(zPlanAddon)
});

/**
 * GET envelope of discount_code (api-ground-truth §1.3)
 */
export const zDiscountCodeList = z.object({
    d: z.array(zDiscountCode)
});

/**
 * GET envelope of subscription (api-ground-truth §1.3)
 */
export const zSubscriptionList = z.object({
    d: z.array(zSubscription)
});

/**
 * GET envelope of subscription_prepaid_addon (api-ground-truth §1.3)
 */
export const zSubscriptionPrepaidAddonList = z.object({
    d: z.array(zSubscriptionPrepaidAddon)
});

/**
 * GET envelope of subscription_addon_discount (api-ground-truth §1.3)
 */
export const zSubscriptionAddonDiscountList = z.object({
    d: z.array(zSubscriptionAddonDiscount)
});

/**
 * GET envelope of support_tier (api-ground-truth §1.3)
 */
export const zSupportTierList = z.object({
    d: z.array(zSupportTier)
});

/**
 * GET envelope of support_feature (api-ground-truth §1.3)
 */
export const zSupportFeatureList = z.object({
    d: z.array(zSupportFeature)
});

/**
 * GET envelope of credit_bundle (api-ground-truth §1.3)
 */
export const zCreditBundleList = z.object({
    d: z.array(zCreditBundle)
});

/**
 * GET envelope of organization_credit_notification (api-ground-truth §1.3)
 */
export const zOrganizationCreditNotificationList = z.object({
    d: z.array(zOrganizationCreditNotification)
});

/**
 * Comma-separated field names, or `*` (api-ground-truth §2.1).
 */
export const zODataSelect = z.string();

/**
 * An OData filter in the pinejs dialect (api-ground-truth §2.2).
 */
export const zODataFilter = z.string();

/**
 * Navigations to expand, with nested options joined by `;` (api-ground-truth §2.3).
 */
export const zODataExpand = z.string();

/**
 * `field asc|desc` list; a missing direction means desc (api-ground-truth §2.3).
 */
export const zODataOrderby = z.string();

export const zODataTop = z.int().gte(0);

export const zODataSkip = z.int().gte(0);

/**
 * `json;metadata=full` adds __metadata and __deferred (api-ground-truth §1.3).
 */
export const zODataFormat = z.string();

/**
 * `false` or `0` makes a POST answer `{"id":N}` only.
 */
export const zReturnResource = z.enum([
    'true',
    'false',
    '0',
    '1'
]);

/**
 * The organization's NUMERIC id; the SDK resolves a handle to it first (api-ground-truth §4).
 */
export const zOrgId = z.int().gte(1);

/**
 * The `invoice_number` of a row from the invoice list.
 */
export const zInvoiceNumber = z.string().min(1);

/**
 * Numeric id of the organization the ticket is filed for.
 */
export const zSupportOrgId = z.int().gte(1);

/**
 * Numeric fleet (application) id.
 */
export const zAppId = z.int().gte(1);

/**
 * Full device uuid (32 or 62 hex characters).
 */
export const zDeviceUuid = z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/);

/**
 * Device type slug or one of its aliases.
 */
export const zDeviceTypeSlug = z.string().min(1);

/**
 * The isolated session (world) addressed; `default` when absent. Created on first use.
 */
export const zMockSession = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

export const zFaultId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

export const zDeviceUuid2 = z.string().min(1).max(62);

export const zOrganizationHandle = z.string().min(1);

/**
 * Case-insensitive
 */
export const zJournalMethod = zHttpMethod;

/**
 * Raw or decoded path prefix
 */
export const zJournalPathPrefix = z.string().regex(/^\//);

export const zJournalOperationId = z.string();

/**
 * 0 = dropped socket
 */
export const zJournalStatus = z.int().gte(0).lte(599);

/**
 * E-mail, username, persona key, actor id or `guest`
 */
export const zJournalActor2 = z.string();

/**
 * Mock-clock time
 */
export const zJournalSince = z.iso.datetime();

/**
 * Only entries with a larger seq
 */
export const zJournalAfter = z.int().gte(0);

/**
 * The newest N matches
 */
export const zJournalLimit = z.int().gte(1);

/**
 * A query parameter the entry must have: `name` (present) or `name=text` (its value contains text). Repeatable: all must hold.
 */
export const zJournalQuery = z.array(z.string().min(1));

/**
 * A JSON pointer into the request body: `/pointer` (present) or `/pointer=value` (equal to value, compared as JSON when value parses as JSON, else as text). Repeatable: all must hold.
 */
export const zJournalBody = z.array(z.string().regex(/^\//));

/**
 * Text the serialised request body contains
 */
export const zJournalBodyContains = z.string().min(1);

export const zSessionName = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);

export const zCountActorQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountActorResponse = zODataCount;

export const zDeleteOrganizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationByFilterBody = zOrganizationUpdate;

export const zUpdateOrganizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationResponse = zODataCount;

export const zDeleteOrganizationByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationByIdBody = zOrganizationUpdate;

export const zUpdateOrganizationByIdPath = z.object({
    id: z.int()
});

export const zDeleteOrganizationByHandlePath = z.object({
    handle: z.string()
});

export const zUpdateOrganizationByHandleBody = zOrganizationUpdate;

export const zUpdateOrganizationByHandlePath = z.object({
    handle: z.string()
});

export const zDeleteUserByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserByFilterBody = zUserUpdate;

export const zUpdateUserByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserResponse = zODataCount;

export const zDeleteUserByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserByIdBody = zUserUpdate;

export const zUpdateUserByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserByUsernamePath = z.object({
    username: z.string()
});

export const zUpdateUserByUsernameBody = zUserUpdate;

export const zUpdateUserByUsernamePath = z.object({
    username: z.string()
});

export const zDeleteUserProfileByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserProfileByFilterBody = zUserProfileUpdate;

export const zUpdateUserProfileByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserProfileQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserProfileResponse = zODataCount;

export const zDeleteUserProfileByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserProfileByIdBody = zUserProfileUpdate;

export const zUpdateUserProfileByIdPath = z.object({
    id: z.int()
});

export const zDeleteApiKeyByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApiKeyByFilterBody = zApiKeyUpdate;

export const zUpdateApiKeyByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApiKeyQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApiKeyResponse = zODataCount;

export const zDeleteApiKeyByIdPath = z.object({
    id: z.int()
});

export const zUpdateApiKeyByIdBody = zApiKeyUpdate;

export const zUpdateApiKeyByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserPublicKeyByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserPublicKeyByFilterBody = zUserPublicKeyUpdate;

export const zUpdateUserPublicKeyByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserPublicKeyQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserPublicKeyResponse = zODataCount;

export const zDeleteUserPublicKeyByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserPublicKeyByIdBody = zUserPublicKeyUpdate;

export const zUpdateUserPublicKeyByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserHasPublicKeyByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserHasPublicKeyByFilterBody = zUserPublicKeyUpdate;

export const zUpdateUserHasPublicKeyByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserHasPublicKeyQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserHasPublicKeyResponse = zODataCount;

export const zDeleteUserHasPublicKeyByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserHasPublicKeyByIdBody = zUserPublicKeyUpdate;

export const zUpdateUserHasPublicKeyByIdPath = z.object({
    id: z.int()
});

export const zCountOrganizationMembershipRoleQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationMembershipRoleResponse = zODataCount;

export const zDeleteOrganizationMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationMembershipByFilterBody = zOrganizationMembershipUpdate;

export const zUpdateOrganizationMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationMembershipQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationMembershipResponse = zODataCount;

export const zDeleteOrganizationMembershipByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationMembershipByIdBody = zOrganizationMembershipUpdate;

export const zUpdateOrganizationMembershipByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserIsMemberOfOrganizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserIsMemberOfOrganizationByFilterBody = zOrganizationMembershipUpdate;

export const zUpdateUserIsMemberOfOrganizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserIsMemberOfOrganizationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserIsMemberOfOrganizationResponse = zODataCount;

export const zDeleteUserIsMemberOfOrganizationByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserIsMemberOfOrganizationByIdBody = zOrganizationMembershipUpdate;

export const zUpdateUserIsMemberOfOrganizationByIdPath = z.object({
    id: z.int()
});

export const zDeleteOrganizationMembershipTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationMembershipTagByFilterBody = zOrganizationMembershipTagUpdate;

export const zUpdateOrganizationMembershipTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationMembershipTagQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationMembershipTagResponse = zODataCount;

export const zDeleteOrganizationMembershipTagByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationMembershipTagByIdBody = zOrganizationMembershipTagUpdate;

export const zUpdateOrganizationMembershipTagByIdPath = z.object({
    id: z.int()
});

export const zDeleteTeamByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateTeamByFilterBody = zTeamUpdate;

export const zUpdateTeamByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountTeamQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountTeamResponse = zODataCount;

export const zDeleteTeamByIdPath = z.object({
    id: z.int()
});

export const zUpdateTeamByIdBody = zTeamUpdate;

export const zUpdateTeamByIdPath = z.object({
    id: z.int()
});

export const zDeleteTeamMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateTeamMembershipByFilterBody = zTeamMembershipUpdate;

export const zUpdateTeamMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountTeamMembershipQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountTeamMembershipResponse = zODataCount;

export const zDeleteTeamMembershipByIdPath = z.object({
    id: z.int()
});

export const zUpdateTeamMembershipByIdBody = zTeamMembershipUpdate;

export const zUpdateTeamMembershipByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserIsMemberOfTeamByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserIsMemberOfTeamByFilterBody = zTeamMembershipUpdate;

export const zUpdateUserIsMemberOfTeamByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserIsMemberOfTeamQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserIsMemberOfTeamResponse = zODataCount;

export const zDeleteUserIsMemberOfTeamByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserIsMemberOfTeamByIdBody = zTeamMembershipUpdate;

export const zUpdateUserIsMemberOfTeamByIdPath = z.object({
    id: z.int()
});

export const zCountApplicationMembershipRoleQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationMembershipRoleResponse = zODataCount;

export const zCountInviteeQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountInviteeResponse = zODataCount;

export const zCountApplicationTypeQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationTypeResponse = zODataCount;

export const zCountCpuArchitectureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountCpuArchitectureResponse = zODataCount;

export const zCountDeviceManufacturerQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceManufacturerResponse = zODataCount;

export const zCountDeviceFamilyQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceFamilyResponse = zODataCount;

export const zCountDeviceTypeQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceTypeResponse = zODataCount;

export const zCountDeviceTypeAliasQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceTypeAliasResponse = zODataCount;

export const zDeleteApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationByFilterBody = zApplicationUpdate;

export const zUpdateApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationResponse = zODataCount;

export const zDeleteApplicationByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationByIdBody = zApplicationUpdate;

export const zUpdateApplicationByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationBySlugPath = z.object({
    slug: z.string()
});

export const zUpdateApplicationBySlugBody = zApplicationUpdate;

export const zUpdateApplicationBySlugPath = z.object({
    slug: z.string()
});

export const zDeleteApplicationByUuidPath = z.object({
    uuid: z.string()
});

export const zUpdateApplicationByUuidBody = zApplicationUpdate;

export const zUpdateApplicationByUuidPath = z.object({
    uuid: z.string()
});

export const zDeleteOrganizationInviteByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationInviteByFilterBody = zOrganizationInviteUpdate;

export const zUpdateOrganizationInviteByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationInviteQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationInviteResponse = zODataCount;

export const zDeleteOrganizationInviteByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationInviteByIdBody = zOrganizationInviteUpdate;

export const zUpdateOrganizationInviteByIdPath = z.object({
    id: z.int()
});

export const zDeleteInviteeIsInvitedToOrganizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateInviteeIsInvitedToOrganizationByFilterBody = zOrganizationInviteUpdate;

export const zUpdateInviteeIsInvitedToOrganizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountInviteeIsInvitedToOrganizationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountInviteeIsInvitedToOrganizationResponse = zODataCount;

export const zDeleteInviteeIsInvitedToOrganizationByIdPath = z.object({
    id: z.int()
});

export const zUpdateInviteeIsInvitedToOrganizationByIdBody = zOrganizationInviteUpdate;

export const zUpdateInviteeIsInvitedToOrganizationByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationInviteByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationInviteByFilterBody = zApplicationInviteUpdate;

export const zUpdateApplicationInviteByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationInviteQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationInviteResponse = zODataCount;

export const zDeleteApplicationInviteByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationInviteByIdBody = zApplicationInviteUpdate;

export const zUpdateApplicationInviteByIdPath = z.object({
    id: z.int()
});

export const zDeleteInviteeIsInvitedToApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateInviteeIsInvitedToApplicationByFilterBody = zApplicationInviteUpdate;

export const zUpdateInviteeIsInvitedToApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountInviteeIsInvitedToApplicationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountInviteeIsInvitedToApplicationResponse = zODataCount;

export const zDeleteInviteeIsInvitedToApplicationByIdPath = z.object({
    id: z.int()
});

export const zUpdateInviteeIsInvitedToApplicationByIdBody = zApplicationInviteUpdate;

export const zUpdateInviteeIsInvitedToApplicationByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserApplicationMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserApplicationMembershipByFilterBody = zUserApplicationMembershipUpdate;

export const zUpdateUserApplicationMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserApplicationMembershipQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserApplicationMembershipResponse = zODataCount;

export const zDeleteUserApplicationMembershipByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserApplicationMembershipByIdBody = zUserApplicationMembershipUpdate;

export const zUpdateUserApplicationMembershipByIdPath = z.object({
    id: z.int()
});

export const zDeleteUserIsMemberOfApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateUserIsMemberOfApplicationByFilterBody = zUserApplicationMembershipUpdate;

export const zUpdateUserIsMemberOfApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountUserIsMemberOfApplicationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountUserIsMemberOfApplicationResponse = zODataCount;

export const zDeleteUserIsMemberOfApplicationByIdPath = z.object({
    id: z.int()
});

export const zUpdateUserIsMemberOfApplicationByIdBody = zUserApplicationMembershipUpdate;

export const zUpdateUserIsMemberOfApplicationByIdPath = z.object({
    id: z.int()
});

export const zDeleteTeamApplicationAccessByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateTeamApplicationAccessByFilterBody = zTeamApplicationAccessUpdate;

export const zUpdateTeamApplicationAccessByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountTeamApplicationAccessQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountTeamApplicationAccessResponse = zODataCount;

export const zDeleteTeamApplicationAccessByIdPath = z.object({
    id: z.int()
});

export const zUpdateTeamApplicationAccessByIdBody = zTeamApplicationAccessUpdate;

export const zUpdateTeamApplicationAccessByIdPath = z.object({
    id: z.int()
});

export const zDeleteTeamGrantsAccessToApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateTeamGrantsAccessToApplicationByFilterBody = zTeamApplicationAccessUpdate;

export const zUpdateTeamGrantsAccessToApplicationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountTeamGrantsAccessToApplicationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountTeamGrantsAccessToApplicationResponse = zODataCount;

export const zDeleteTeamGrantsAccessToApplicationByIdPath = z.object({
    id: z.int()
});

export const zUpdateTeamGrantsAccessToApplicationByIdBody = zTeamApplicationAccessUpdate;

export const zUpdateTeamGrantsAccessToApplicationByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationEnvironmentVariableByFilterBody = zApplicationEnvironmentVariableUpdate;

export const zUpdateApplicationEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationEnvironmentVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationEnvironmentVariableResponse = zODataCount;

export const zDeleteApplicationEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationEnvironmentVariableByIdBody = zApplicationEnvironmentVariableUpdate;

export const zUpdateApplicationEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationHasEnvVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationHasEnvVarNameByFilterBody = zApplicationEnvironmentVariableUpdate;

export const zUpdateApplicationHasEnvVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationHasEnvVarNameQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationHasEnvVarNameResponse = zODataCount;

export const zDeleteApplicationHasEnvVarNameByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationHasEnvVarNameByIdBody = zApplicationEnvironmentVariableUpdate;

export const zUpdateApplicationHasEnvVarNameByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationConfigVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationConfigVariableByFilterBody = zApplicationConfigVariableUpdate;

export const zUpdateApplicationConfigVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationConfigVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationConfigVariableResponse = zODataCount;

export const zDeleteApplicationConfigVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationConfigVariableByIdBody = zApplicationConfigVariableUpdate;

export const zUpdateApplicationConfigVariableByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationHasConfigVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationHasConfigVarNameByFilterBody = zApplicationConfigVariableUpdate;

export const zUpdateApplicationHasConfigVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationHasConfigVarNameQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationHasConfigVarNameResponse = zODataCount;

export const zDeleteApplicationHasConfigVarNameByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationHasConfigVarNameByIdBody = zApplicationConfigVariableUpdate;

export const zUpdateApplicationHasConfigVarNameByIdPath = z.object({
    id: z.int()
});

export const zDeleteBuildEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateBuildEnvironmentVariableByFilterBody = zBuildEnvironmentVariableUpdate;

export const zUpdateBuildEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountBuildEnvironmentVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountBuildEnvironmentVariableResponse = zODataCount;

export const zDeleteBuildEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateBuildEnvironmentVariableByIdBody = zBuildEnvironmentVariableUpdate;

export const zUpdateBuildEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationTagByFilterBody = zApplicationTagUpdate;

export const zUpdateApplicationTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationTagQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationTagResponse = zODataCount;

export const zDeleteApplicationTagByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationTagByIdBody = zApplicationTagUpdate;

export const zUpdateApplicationTagByIdPath = z.object({
    id: z.int()
});

export const zDeleteReleaseByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateReleaseByFilterBody = zReleaseUpdate;

export const zUpdateReleaseByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountReleaseQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountReleaseResponse = zODataCount;

export const zDeleteReleaseByIdPath = z.object({
    id: z.int()
});

export const zUpdateReleaseByIdBody = zReleaseUpdate;

export const zUpdateReleaseByIdPath = z.object({
    id: z.int()
});

export const zDeleteReleaseTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateReleaseTagByFilterBody = zReleaseTagUpdate;

export const zUpdateReleaseTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountReleaseTagQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountReleaseTagResponse = zODataCount;

export const zDeleteReleaseTagByIdPath = z.object({
    id: z.int()
});

export const zUpdateReleaseTagByIdBody = zReleaseTagUpdate;

export const zUpdateReleaseTagByIdPath = z.object({
    id: z.int()
});

export const zDeleteReleaseAssetByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateReleaseAssetByFilterBody = zReleaseAssetUpdate;

export const zUpdateReleaseAssetByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountReleaseAssetQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountReleaseAssetResponse = zODataCount;

export const zDeleteReleaseAssetByIdPath = z.object({
    id: z.int()
});

export const zUpdateReleaseAssetByIdBody = zReleaseAssetUpdate;

export const zUpdateReleaseAssetByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceByFilterBody = zDeviceUpdate;

export const zUpdateDeviceByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceResponse = zODataCount;

export const zDeleteDeviceByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceByIdBody = zDeviceUpdate;

export const zUpdateDeviceByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceByUuidPath = z.object({
    uuid: z.string()
});

export const zUpdateDeviceByUuidBody = zDeviceUpdate;

export const zUpdateDeviceByUuidPath = z.object({
    uuid: z.string()
});

export const zDeleteDeviceEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceEnvironmentVariableByFilterBody = zDeviceEnvironmentVariableUpdate;

export const zUpdateDeviceEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceEnvironmentVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceEnvironmentVariableResponse = zODataCount;

export const zDeleteDeviceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceEnvironmentVariableByIdBody = zDeviceEnvironmentVariableUpdate;

export const zUpdateDeviceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceHasEnvVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceHasEnvVarNameByFilterBody = zDeviceEnvironmentVariableUpdate;

export const zUpdateDeviceHasEnvVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceHasEnvVarNameQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceHasEnvVarNameResponse = zODataCount;

export const zDeleteDeviceHasEnvVarNameByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceHasEnvVarNameByIdBody = zDeviceEnvironmentVariableUpdate;

export const zUpdateDeviceHasEnvVarNameByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceConfigVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceConfigVariableByFilterBody = zDeviceConfigVariableUpdate;

export const zUpdateDeviceConfigVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceConfigVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceConfigVariableResponse = zODataCount;

export const zDeleteDeviceConfigVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceConfigVariableByIdBody = zDeviceConfigVariableUpdate;

export const zUpdateDeviceConfigVariableByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceHasConfigVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceHasConfigVarNameByFilterBody = zDeviceConfigVariableUpdate;

export const zUpdateDeviceHasConfigVarNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceHasConfigVarNameQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceHasConfigVarNameResponse = zODataCount;

export const zDeleteDeviceHasConfigVarNameByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceHasConfigVarNameByIdBody = zDeviceConfigVariableUpdate;

export const zUpdateDeviceHasConfigVarNameByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceTagByFilterBody = zDeviceTagUpdate;

export const zUpdateDeviceTagByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceTagQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceTagResponse = zODataCount;

export const zDeleteDeviceTagByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceTagByIdBody = zDeviceTagUpdate;

export const zUpdateDeviceTagByIdPath = z.object({
    id: z.int()
});

export const zDeleteServiceByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateServiceByFilterBody = zServiceUpdate;

export const zUpdateServiceByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountServiceQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountServiceResponse = zODataCount;

export const zDeleteServiceByIdPath = z.object({
    id: z.int()
});

export const zUpdateServiceByIdBody = zServiceUpdate;

export const zUpdateServiceByIdPath = z.object({
    id: z.int()
});

export const zDeleteApplicationHasServiceNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateApplicationHasServiceNameByFilterBody = zServiceUpdate;

export const zUpdateApplicationHasServiceNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountApplicationHasServiceNameQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountApplicationHasServiceNameResponse = zODataCount;

export const zDeleteApplicationHasServiceNameByIdPath = z.object({
    id: z.int()
});

export const zUpdateApplicationHasServiceNameByIdBody = zServiceUpdate;

export const zUpdateApplicationHasServiceNameByIdPath = z.object({
    id: z.int()
});

export const zDeleteServiceEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateServiceEnvironmentVariableByFilterBody = zServiceEnvironmentVariableUpdate;

export const zUpdateServiceEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountServiceEnvironmentVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountServiceEnvironmentVariableResponse = zODataCount;

export const zDeleteServiceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateServiceEnvironmentVariableByIdBody = zServiceEnvironmentVariableUpdate;

export const zUpdateServiceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zDeleteServiceLabelByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateServiceLabelByFilterBody = zServiceLabelUpdate;

export const zUpdateServiceLabelByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountServiceLabelQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountServiceLabelResponse = zODataCount;

export const zDeleteServiceLabelByIdPath = z.object({
    id: z.int()
});

export const zUpdateServiceLabelByIdBody = zServiceLabelUpdate;

export const zUpdateServiceLabelByIdPath = z.object({
    id: z.int()
});

export const zDeleteServiceInstallByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateServiceInstallByFilterBody = zServiceInstallUpdate;

export const zUpdateServiceInstallByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountServiceInstallQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountServiceInstallResponse = zODataCount;

export const zDeleteServiceInstallByIdPath = z.object({
    id: z.int()
});

export const zUpdateServiceInstallByIdBody = zServiceInstallUpdate;

export const zUpdateServiceInstallByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceInstallsApplicationHasServiceNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceInstallsApplicationHasServiceNameByFilterBody = zServiceInstallUpdate;

export const zUpdateDeviceInstallsApplicationHasServiceNameByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceInstallsApplicationHasServiceNameQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceInstallsApplicationHasServiceNameResponse = zODataCount;

export const zDeleteDeviceInstallsApplicationHasServiceNameByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceInstallsApplicationHasServiceNameByIdBody = zServiceInstallUpdate;

export const zUpdateDeviceInstallsApplicationHasServiceNameByIdPath = z.object({
    id: z.int()
});

export const zDeleteDeviceServiceEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateDeviceServiceEnvironmentVariableByFilterBody = zDeviceServiceEnvironmentVariableUpdate;

export const zUpdateDeviceServiceEnvironmentVariableByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountDeviceServiceEnvironmentVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceServiceEnvironmentVariableResponse = zODataCount;

export const zDeleteDeviceServiceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zUpdateDeviceServiceEnvironmentVariableByIdBody = zDeviceServiceEnvironmentVariableUpdate;

export const zUpdateDeviceServiceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zCountImageQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountImageResponse = zODataCount;

export const zCountImageInstallQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountImageInstallResponse = zODataCount;

export const zCountReleaseImageQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountReleaseImageResponse = zODataCount;

export const zCountImageIsPartOfReleaseQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountImageIsPartOfReleaseResponse = zODataCount;

export const zCountImageLabelQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountImageLabelResponse = zODataCount;

export const zCountImageEnvironmentVariableQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountImageEnvironmentVariableResponse = zODataCount;

export const zCountDeviceHistoryQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDeviceHistoryResponse = zODataCount;

export const zDeleteIdentityProviderByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateIdentityProviderByFilterBody = zIdentityProviderUpdate;

export const zUpdateIdentityProviderByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountIdentityProviderQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountIdentityProviderResponse = zODataCount;

export const zDeleteIdentityProviderByIdPath = z.object({
    id: z.int()
});

export const zUpdateIdentityProviderByIdBody = zIdentityProviderUpdate;

export const zUpdateIdentityProviderByIdPath = z.object({
    id: z.int()
});

export const zDeleteIdentityProviderBySsoIdentifierPath = z.object({
    sso_identifier: z.string()
});

export const zUpdateIdentityProviderBySsoIdentifierBody = zIdentityProviderUpdate;

export const zUpdateIdentityProviderBySsoIdentifierPath = z.object({
    sso_identifier: z.string()
});

export const zDeleteIdentityProviderMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateIdentityProviderMembershipByFilterBody = zIdentityProviderMembershipUpdate;

export const zUpdateIdentityProviderMembershipByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountIdentityProviderMembershipQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountIdentityProviderMembershipResponse = zODataCount;

export const zDeleteIdentityProviderMembershipByIdPath = z.object({
    id: z.int()
});

export const zUpdateIdentityProviderMembershipByIdBody = zIdentityProviderMembershipUpdate;

export const zUpdateIdentityProviderMembershipByIdPath = z.object({
    id: z.int()
});

export const zDeleteOrganizationIsAuthorizedByIdentityProviderByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByFilterBody = zIdentityProviderMembershipUpdate;

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationIsAuthorizedByIdentityProviderQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationIsAuthorizedByIdentityProviderResponse = zODataCount;

export const zDeleteOrganizationIsAuthorizedByIdentityProviderByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByIdBody = zIdentityProviderMembershipUpdate;

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByIdPath = z.object({
    id: z.int()
});

export const zDeleteSamlAccountByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateSamlAccountByFilterBody = zSamlAccountUpdate;

export const zUpdateSamlAccountByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountSamlAccountQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSamlAccountResponse = zODataCount;

export const zDeleteSamlAccountByIdPath = z.object({
    id: z.int()
});

export const zUpdateSamlAccountByIdBody = zSamlAccountUpdate;

export const zUpdateSamlAccountByIdPath = z.object({
    id: z.int()
});

export const zDeleteSocialServiceAccountByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateSocialServiceAccountByFilterBody = zSocialServiceAccountUpdate;

export const zUpdateSocialServiceAccountByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountSocialServiceAccountQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSocialServiceAccountResponse = zODataCount;

export const zDeleteSocialServiceAccountByIdPath = z.object({
    id: z.int()
});

export const zUpdateSocialServiceAccountByIdBody = zSocialServiceAccountUpdate;

export const zUpdateSocialServiceAccountByIdPath = z.object({
    id: z.int()
});

export const zCountRecoveryTwoFactorQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountRecoveryTwoFactorResponse = zODataCount;

export const zCountOauthApplicationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOauthApplicationResponse = zODataCount;

export const zDeleteOauthApplicationAuthorizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOauthApplicationAuthorizationByFilterBody = zOauthApplicationAuthorizationUpdate;

export const zUpdateOauthApplicationAuthorizationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOauthApplicationAuthorizationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOauthApplicationAuthorizationResponse = zODataCount;

export const zDeleteOauthApplicationAuthorizationByIdPath = z.object({
    id: z.int()
});

export const zUpdateOauthApplicationAuthorizationByIdBody = zOauthApplicationAuthorizationUpdate;

export const zUpdateOauthApplicationAuthorizationByIdPath = z.object({
    id: z.int()
});

export const zCountPlanQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountPlanResponse = zODataCount;

export const zCountFeatureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountFeatureResponse = zODataCount;

export const zCountPlanFeatureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountPlanFeatureResponse = zODataCount;

export const zCountPlanProvidesFeatureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountPlanProvidesFeatureResponse = zODataCount;

export const zCountPlanAddonQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountPlanAddonResponse = zODataCount;

export const zCountPlanOffersFeatureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountPlanOffersFeatureResponse = zODataCount;

export const zCountDiscountCodeQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountDiscountCodeResponse = zODataCount;

export const zCountSubscriptionQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSubscriptionResponse = zODataCount;

export const zCountSubscriptionPrepaidAddonQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSubscriptionPrepaidAddonResponse = zODataCount;

export const zCountSubscriptionAddonDiscountQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSubscriptionAddonDiscountResponse = zODataCount;

export const zCountSupportTierQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSupportTierResponse = zODataCount;

export const zCountSupportFeatureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountSupportFeatureResponse = zODataCount;

export const zDeleteCreditBundleByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateCreditBundleByFilterBody = zCreditBundleUpdate;

export const zUpdateCreditBundleByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountCreditBundleQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountCreditBundleResponse = zODataCount;

export const zDeleteCreditBundleByIdPath = z.object({
    id: z.int()
});

export const zUpdateCreditBundleByIdBody = zCreditBundleUpdate;

export const zUpdateCreditBundleByIdPath = z.object({
    id: z.int()
});

export const zDeleteOrganizationCreditNotificationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationCreditNotificationByFilterBody = zOrganizationCreditNotificationUpdate;

export const zUpdateOrganizationCreditNotificationByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationCreditNotificationQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationCreditNotificationResponse = zODataCount;

export const zDeleteOrganizationCreditNotificationByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationCreditNotificationByIdBody = zOrganizationCreditNotificationUpdate;

export const zUpdateOrganizationCreditNotificationByIdPath = z.object({
    id: z.int()
});

export const zDeleteOrganizationOwnsCreditNotificationForFeatureByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByFilterBody = zOrganizationCreditNotificationUpdate;

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByFilterQuery = z.object({
    $filter: z.string().optional()
});

export const zCountOrganizationOwnsCreditNotificationForFeatureQuery = z.object({
    $filter: z.string().optional()
});

/**
 * The count
 */
export const zCountOrganizationOwnsCreditNotificationForFeatureResponse = zODataCount;

export const zDeleteOrganizationOwnsCreditNotificationForFeatureByIdPath = z.object({
    id: z.int()
});

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByIdBody = zOrganizationCreditNotificationUpdate;

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByIdPath = z.object({
    id: z.int()
});

export const zCanAccessDeviceBody = zCanAccessRequest;

export const zCanAccessDevicePath = z.object({
    id: z.int()
});

/**
 * Allowed
 */
export const zCanAccessDeviceResponse = zCanAccessResult;

export const zCanAccessApplicationBody = zCanAccessRequest;

export const zCanAccessApplicationPath = z.object({
    id: z.int()
});

/**
 * Allowed
 */
export const zCanAccessApplicationResponse = zCanAccessResult;

export const zBeginReleaseAssetUploadBody = zBeginUploadRequest;

export const zBeginReleaseAssetUploadPath = z.object({
    id: z.int()
});

/**
 * Upload id and one URL per part
 */
export const zBeginReleaseAssetUploadResponse = zBeginUploadResult;

export const zCommitReleaseAssetUploadBody = zCommitUploadRequest;

export const zCommitReleaseAssetUploadPath = z.object({
    id: z.int()
});

/**
 * The stored file
 */
export const zCommitReleaseAssetUploadResponse = zWebResource;

export const zGetOrganizationLogoPath = z.object({
    handle: z.string()
});

/**
 * The logo
 */
export const zGetOrganizationLogoResponse = z.string();

export const zGetUploadedFilePath = z.object({
    resource: z.string(),
    id: z.string(),
    field: z.string(),
    filename: z.string()
});

/**
 * The file's bytes, as the type it was uploaded with
 */
export const zGetUploadedFileResponse = z.string();

export const zGetReleaseAssetFilePath = z.object({
    release: z.string(),
    assetKey: z.string()
});

/**
 * The asset's bytes, as its content type
 */
export const zGetReleaseAssetFileResponse = z.string();

export const zLoginBody = zLoginRequest;

/**
 * A session JWT as text/plain
 */
export const zLoginResponse = zTextToken;

/**
 * The actor
 */
export const zGetActorWhoamiResponse = zActorWhoami;

/**
 * The user
 */
export const zGetUserWhoamiResponse = zUserWhoami;

/**
 * A session JWT as text/plain
 */
export const zRefreshTokenResponse = zTextToken;

export const zRefreshTokenWithPasswordBody = zOptionalPasswordBody;

/**
 * A session JWT as text/plain
 */
export const zRefreshTokenWithPasswordResponse = zTextToken;

/**
 * A fresh session JWT for the caller (same authTime and two-factor state), as text/plain
 */
export const zLogoutOthersResponse = zTextToken;

export const zRegisterUserBody = zRegisterRequest;

/**
 * A session JWT as text/plain
 */
export const zRegisterUserResponse = zTextToken;

export const zVerifyEmailBody = zVerifyEmailRequest;

/**
 * A session JWT as text/plain
 */
export const zVerifyEmailResponse = zTextToken;

export const zRequestPasswordResetBody = zPasswordResetRequest;

export const zRequestPasswordResetPath = z.object({
    email: z.string()
});

export const zResetPasswordBody = zResetPasswordRequest;

export const zChangePasswordBody = zChangePasswordRequest;

export const zChangeEmailBody = zChangeEmailRequest;

export const zChangeEmailResponse = z.union([
    zTextToken,
    z.void()
]);

export const zUpdateProfileBody = zProfileUpdate;

/**
 * The base32 setup key as text/plain (shown as a QR code)
 */
export const zGetTotpSetupKeyResponse = zTotpSetupKey;

export const zVerifyTotpBody = zCodeBody;

/**
 * A session JWT as text/plain
 */
export const zVerifyTotpResponse = zTextToken;

export const zDisableTotpBody = zPasswordBody;

/**
 * A session JWT as text/plain
 */
export const zDisableTotpResponse = zTextToken;

/**
 * The codes; older codes stop working
 */
export const zCreateRecoveryCodesResponse = zRecoveryCodes;

export const zVerifyRecoveryCodeBody = zCodeBody;

/**
 * A session JWT as text/plain
 */
export const zVerifyRecoveryCodeResponse = zTextToken;

export const zStartSamlLoginPath = z.object({
    ssoIdentifier: z.string()
});

export const zStartSamlLoginQuery = z.object({
    SAMLRequest: z.string().optional(),
    SAMLResponse: z.string().optional(),
    RelayState: z.string().optional(),
    account: z.string().optional(),
    email: z.string().optional(),
    cancel: z.string().optional()
});

/**
 * The mock identity provider's sign-in page (with `SAMLRequest`)
 */
export const zStartSamlLoginResponse = z.string();

export const zFinalizeSamlLoginBody = zSamlFinalizeRequest;

/**
 * The token
 */
export const zFinalizeSamlLoginResponse = zTokenObject;

export const zStartSocialLoginPath = z.object({
    provider: z.enum(['github', 'google'])
});

export const zStartSocialLoginQuery = z.object({
    login: z.string().optional(),
    state: z.string().optional(),
    account: z.string().optional(),
    return_to: z.string().optional(),
    cancel: z.string().optional()
});

/**
 * The mock provider's authorize page (with `login`)
 */
export const zStartSocialLoginResponse = z.string();

export const zFinishSocialLoginPath = z.object({
    provider: z.enum(['github', 'google'])
});

export const zFinishSocialLoginQuery = z.object({
    code: z.string().optional(),
    state: z.string().optional()
});

/**
 * A session JWT as text/plain
 */
export const zFinishSocialLoginResponse = zTextToken;

export const zAuthorizeOAuthBody = zOAuthAuthorizeRequest;

/**
 * The authorization code
 */
export const zAuthorizeOAuthResponse = zOAuthCode;

export const zCreateUserApiKeyBody = zUserApiKeyRequest;

/**
 * The key, once, as a JSON string
 */
export const zCreateUserApiKeyResponse = zApiKeyString;

export const zCreateApiKeyV2Body = zApiKeyV2Request;

/**
 * The key, once, as a JSON string
 */
export const zCreateApiKeyV2Response = zApiKeyString;

export const zCreateProvisioningKeyBody = zScopedKeyRequest;

export const zCreateProvisioningKeyPath = z.object({
    appId: z.int()
});

/**
 * The key, once, as a JSON string
 */
export const zCreateProvisioningKeyResponse = zApiKeyString;

export const zCreateDeviceKeyBody = zScopedKeyRequest;

export const zCreateDeviceKeyPath = z.object({
    deviceId: z.int()
});

/**
 * The key, once, as a JSON string
 */
export const zCreateDeviceKeyResponse = zApiKeyString;

export const zLoginAsBody = zLoginAsRequest;

/**
 * A session JWT as text/plain
 */
export const zLoginAsResponse = zTextToken;

export const zAcceptFleetInvitationPath = z.object({
    token: z.string()
});

export const zAcceptOrganizationInvitationPath = z.object({
    token: z.string()
});

export const zZendeskLoginQuery = z.object({
    return_to: z.string().optional()
});

/**
 * Where to send the browser
 */
export const zZendeskLoginResponse = zZendeskRedirect;

/**
 * Always `OK`
 */
export const zPingResponse = z.literal('OK');

/**
 * Always `OK`
 */
export const zPingPostResponse = z.literal('OK');

/**
 * No content
 */
export const zConnectivityCheckResponse = z.void();

/**
 * The configuration
 */
export const zGetConfigResponse = zConfig;

export const zGetConfigVarsQuery = z.object({
    deviceType: z.string().optional()
});

/**
 * Rules and schema
 */
export const zGetConfigVarsResponse = zConfigVars;

export const zGetBillingAccountPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The billing account
 */
export const zGetBillingAccountResponse = zBillingAccount;

export const zUpdateBillingAccountBody = zBillingAccountUpdate;

export const zUpdateBillingAccountPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The updated account
 */
export const zUpdateBillingAccountResponse = zBillingAccount;

export const zGetBillingPlanPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The plan as shown on the billing page (spec 03 §3)
 */
export const zGetBillingPlanResponse = zBillingPlan;

export const zUpdateBillingPlanBody = zPlanChange;

export const zUpdateBillingPlanPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The plan after the change
 */
export const zUpdateBillingPlanResponse = zBillingPlan;

export const zRemoveBillingInfoPath = z.object({
    orgId: z.int().gte(1)
});

export const zGetBillingInfoPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The billing info (card, bank, wallet, or contact only)
 */
export const zGetBillingInfoResponse = zBillingInfo;

export const zUpdateBillingInfoBody = zBillingInfoUpdate;

export const zUpdateBillingInfoPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The billing info with the new payment method
 */
export const zUpdateBillingInfoResponse = zBillingInfo;

export const zCreateBillingSetupIntentBody = zSetupIntentRequest;

export const zCreateBillingSetupIntentPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The setup intent
 */
export const zCreateBillingSetupIntentResponse = zSetupIntent;

export const zGetBillingInvoicesPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * Invoices in every state
 */
export const zGetBillingInvoicesResponse = zInvoiceList;

export const zDownloadBillingInvoicePath = z.object({
    orgId: z.int().gte(1),
    invoiceNumber: z.string().min(1)
});

/**
 * The invoice PDF
 */
export const zDownloadBillingInvoiceResponse = z.string();

export const zGetBillingUsagePath = z.object({
    orgId: z.int().gte(1)
});

/**
 * Usage keyed by item code
 */
export const zGetBillingUsageResponse = zBillingUsage;

export const zGetBillingCanAccessSupportPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * true when the plan's support tier includes private support
 */
export const zGetBillingCanAccessSupportResponse = z.boolean();

export const zGetBillingFreeDeviceAllowancePath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The allowance state
 */
export const zGetBillingFreeDeviceAllowanceResponse = zFreeDeviceAllowance;

export const zGetBillingPricingPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The prices
 */
export const zGetBillingPricingResponse = zBillingPricing;

export const zGetBillingModelPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The billing model
 */
export const zGetBillingModelResponse = zBillingModel;

export const zGetSupportTicketFieldsPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * Ticket fields (active and inactive; the form keeps the active, portal-visible ones)
 */
export const zGetSupportTicketFieldsResponse = zTicketFieldList;

export const zSubmitSupportTicketBody = zTicketSubmission;

export const zSubmitSupportTicketPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The created ticket
 */
export const zSubmitSupportTicketResponse = zSubmittedTicket;

export const zUploadSupportAttachmentBody = zAttachmentUpload;

export const zUploadSupportAttachmentPath = z.object({
    orgId: z.int().gte(1)
});

/**
 * The upload token and attachment
 */
export const zUploadSupportAttachmentResponse = zUploadedAttachment;

export const zSupervisorPingBody = zSupervisorProxyRequest;

export const zSupervisorPingResponse = z.union([
    z.string(),
    zSupervisorMultiResult
]);

export const zSupervisorRestartApplicationBody = zSupervisorProxyRequest;

export const zSupervisorRestartApplicationResponse = z.union([
    z.string(),
    zSupervisorMultiResult
]);

export const zSupervisorBlinkBody = zSupervisorProxyRequest;

export const zSupervisorBlinkResponse = z.union([
    z.string(),
    zSupervisorMultiResult
]);

export const zSupervisorRebootBody = zSupervisorProxyRequest;

export const zSupervisorRebootResponse = z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]);

export const zSupervisorShutdownBody = zSupervisorProxyRequest;

export const zSupervisorShutdownResponse = z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]);

export const zSupervisorPurgeBody = zSupervisorProxyRequest;

export const zSupervisorPurgeResponse = z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]);

export const zSupervisorUpdateBody = zSupervisorProxyRequest;

export const zSupervisorUpdateResponse = z.union([
    z.void(),
    zSupervisorMultiResult
]);

export const zSupervisorDeviceStateBody = zSupervisorProxyRequest;

export const zSupervisorDeviceStateResponse = z.union([
    zSupervisorDeviceState,
    zSupervisorMultiResult
]);

export const zSupervisorStartServiceBody = zSupervisorProxyRequest;

export const zSupervisorStartServicePath = z.object({
    appId: z.int().gte(1)
});

export const zSupervisorStartServiceResponse = z.union([
    z.string(),
    zSupervisorMultiResult
]);

export const zSupervisorStopServiceBody = zSupervisorProxyRequest;

export const zSupervisorStopServicePath = z.object({
    appId: z.int().gte(1)
});

export const zSupervisorStopServiceResponse = z.union([
    z.string(),
    zSupervisorMultiResult
]);

export const zSupervisorRestartServiceBody = zSupervisorProxyRequest;

export const zSupervisorRestartServicePath = z.object({
    appId: z.int().gte(1)
});

export const zSupervisorRestartServiceResponse = z.union([
    z.string(),
    zSupervisorMultiResult
]);

export const zRestartFleetApplicationPath = z.object({
    appId: z.int().gte(1)
});

/**
 * Restart requested
 */
export const zRestartFleetApplicationResponse = z.string();

export const zGetDeviceActionPath = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/),
    action: z.string().min(1)
});

/**
 * The action status
 */
export const zGetDeviceActionResponse = zActionStatus;

export const zStartDeviceActionBody = zActionRequest;

export const zStartDeviceActionPath = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/),
    action: z.string().min(1)
});

/**
 * The action was accepted
 */
export const zStartDeviceActionResponse = zActionStatus;

export const zStartOsUpdateV2Body = zActionRequest;

export const zStartOsUpdateV2Path = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
});

/**
 * Update triggered
 */
export const zStartOsUpdateV2Response = zActionStatus;

export const zGetDeviceLogsPath = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
});

export const zGetDeviceLogsQuery = z.object({
    count: z.union([
        z.int().gte(0),
        z.literal('all')
    ]).optional(),
    start: z.union([
        z.int().gte(0),
        z.string().min(1)
    ]).optional(),
    stream: z.enum(['0', '1']).optional()
});

/**
 * History (application/json) or the stream (application/x-ndjson)
 */
export const zGetDeviceLogsResponse = zLogLineList;

export const zOpenDeviceLogsSocketPath = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
});

export const zOpenDeviceLogsSocketQuery = z.object({
    count: z.union([
        z.int().gte(0),
        z.literal('all')
    ]).optional()
});

export const zCheckHostOsAccessPath = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
});

/**
 * device-type.json objects
 */
export const zListDeviceTypeJsonsResponse = zDeviceTypeJsonList;

export const zGetDeviceTypeJsonPath = z.object({
    slug: z.string().min(1)
});

/**
 * device-type.json
 */
export const zGetDeviceTypeJsonResponse = zDeviceTypeJson;

export const zGetDeviceTypeImageVersionsPath = z.object({
    slug: z.string().min(1)
});

/**
 * Versions and the latest one
 */
export const zGetDeviceTypeImageVersionsResponse = zDeviceTypeImages;

export const zGetDeviceTypeImageDownloadSizePath = z.object({
    slug: z.string().min(1),
    version: z.string().min(1)
});

/**
 * The size
 */
export const zGetDeviceTypeImageDownloadSizeResponse = zDownloadSize;

export const zDownloadOsImageQuery = z.object({
    deviceType: z.string().min(1),
    version: z.string().min(1),
    fileType: z.enum([
        '.img',
        '.zip',
        '.gz'
    ]).optional(),
    imageType: z.enum(['raw', 'flasher']).optional(),
    developmentMode: z.enum(['true', 'false']).optional(),
    appId: z.int().gte(1).optional(),
    network: z.enum(['ethernet', 'wifi']).optional(),
    wifiSsid: z.string().optional(),
    wifiKey: z.string().optional(),
    appUpdatePollInterval: z.int().gte(0).optional()
});

/**
 * The image
 */
export const zDownloadOsImageResponse = z.string();

export const zDownloadDeviceConfigBody = zDownloadConfigRequest;

/**
 * config.json
 */
export const zDownloadDeviceConfigResponse = zDeviceConfigJson;

export const zGetDeviceTargetStateV2Path = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
});

/**
 * The v2 target state
 */
export const zGetDeviceTargetStateV2Response = zTargetState;

export const zGetDeviceTargetStateV3Path = z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
});

/**
 * The v3 target state, keyed by device uuid
 */
export const zGetDeviceTargetStateV3Response = zTargetState;

export const zGetFleetTargetStateV3Path = z.object({
    uuid: z.string()
});

export const zGetFleetTargetStateV3Query = z.object({
    releaseUuid: z.string().optional()
});

/**
 * The fleet's v3 target state, keyed by fleet uuid
 */
export const zGetFleetTargetStateV3Response = zTargetState;

export const zGetFleetTargetStateV3SlashPath = z.object({
    uuid: z.string()
});

export const zGetFleetTargetStateV3SlashQuery = z.object({
    releaseUuid: z.string().optional()
});

/**
 * The fleet's v3 target state, keyed by fleet uuid
 */
export const zGetFleetTargetStateV3SlashResponse = zTargetState;

export const zRegisterDeviceBody = zDeviceRegisterRequest;

/**
 * The new device and its API key
 */
export const zRegisterDeviceResponse = zDeviceRegistration;

export const zGetCodeHostUserKeysPath = z.object({
    login: z.string().min(1).max(39)
});

/**
 * The user's keys (possibly empty)
 */
export const zGetCodeHostUserKeysResponse = zGithubPublicKeyList;

export const zSearchCodeHostUsersQuery = z.object({
    q: z.string().min(1),
    per_page: z.int().gte(1).lte(100).optional()
});

/**
 * Matching users
 */
export const zSearchCodeHostUsersResponse = zGithubUserSearch;

export const zGetCodeHostRepositoryPath = z.object({
    owner: z.string().min(1),
    repo: z.string().min(1)
});

/**
 * The repository
 */
export const zGetCodeHostRepositoryResponse = zGithubRepository;

export const zGetCodeHostRawProjectFilePath = z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    ref: z.string().min(1)
});

/**
 * The YAML text
 */
export const zGetCodeHostRawProjectFileResponse = z.string();

export const zGetCliPackageFilePath = z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    ref: z.string().min(1)
});

/**
 * The package manifest
 */
export const zGetCliPackageFileResponse = zPackageManifest;

/**
 * The changelog
 */
export const zGetChangelogResponse = z.string();

/**
 * The marker
 */
export const zGetBuildTimeMarkerResponse = z.string().min(1);

/**
 * The current indicator
 */
export const zGetStatusPageStatusResponse = zStatusPageStatus;

export const zUploadWebResourcePartBody = z.string();

export const zUploadWebResourcePartPath = z.object({
    uuid: z.string(),
    partNumber: z.int().gte(1)
});

export const zGetAvatarPath = z.object({
    hash: z.string().regex(/^([0-9a-f]{32}|[0-9a-f]{64})$/)
});

export const zGetAvatarQuery = z.object({
    s: z.int().gte(1).lte(2048).optional(),
    d: z.string().optional()
});

/**
 * The avatar
 */
export const zGetAvatarResponse = z.string();

export const zGetMapTilePath = z.object({
    z: z.int().gte(0).lte(19),
    x: z.int().gte(0),
    y: z.int().gte(0)
});

/**
 * The tile
 */
export const zGetMapTileResponse = z.string();

export const zSearchDocumentationBody = zDocSearchQuery;

export const zSearchDocumentationPath = z.object({
    indexName: z.string().min(1)
});

/**
 * Search results
 */
export const zSearchDocumentationResponse = zDocSearchResult;

/**
 * The script
 */
export const zGetStripeJsDoubleResponse = z.string();

export const zConfirmStripeSetupIntentBody = zStripeSetupIntentConfirm;

export const zConfirmStripeSetupIntentPath = z.object({
    setupIntentId: z.string().regex(/^seti_/)
});

/**
 * The confirmed setup intent
 */
export const zConfirmStripeSetupIntentResponse = zStripeSetupIntent;

export const zCreateStripePaymentIntentBody = z.object({
    amount: z.int().gte(50).lte(99999999),
    currency: z.string().regex(/^[a-z]{3}$/).optional()
});

/**
 * The new payment intent
 */
export const zCreateStripePaymentIntentResponse = zStripePaymentIntent;

export const zRetrieveStripePaymentIntentPath = z.object({
    paymentIntentId: z.string().regex(/^pi_/)
});

export const zRetrieveStripePaymentIntentQuery = z.object({
    client_secret: z.string()
});

/**
 * The payment intent
 */
export const zRetrieveStripePaymentIntentResponse = zStripePaymentIntent;

export const zConfirmStripePaymentIntentBody = zStripeSetupIntentConfirm;

export const zConfirmStripePaymentIntentPath = z.object({
    paymentIntentId: z.string().regex(/^pi_/)
});

/**
 * The confirmed payment intent
 */
export const zConfirmStripePaymentIntentResponse = zStripePaymentIntent;

export const zAuthenticateStripeSetupIntentBody = zStripeAuthentication;

export const zAuthenticateStripeSetupIntentPath = z.object({
    setupIntentId: z.string().regex(/^seti_/)
});

/**
 * Authenticated; the intent succeeded
 */
export const zAuthenticateStripeSetupIntentResponse = zStripeSetupIntent;

export const zAuthenticateStripePaymentIntentBody = zStripeAuthentication;

export const zAuthenticateStripePaymentIntentPath = z.object({
    paymentIntentId: z.string().regex(/^pi_/)
});

/**
 * Authenticated; the intent succeeded
 */
export const zAuthenticateStripePaymentIntentResponse = zStripePaymentIntent;

export const zRecordAnalyticsEventBody = zAnalyticsEvent;

/**
 * Recorded
 */
export const zRecordAnalyticsEventResponse = z.void();

/**
 * The flags
 */
export const zGetFeatureFlagsResponse = zFeatureFlagSet;

/**
 * The recorded reports
 */
export const zListReportedErrorsResponse = z.array(zErrorReport);

export const zReportErrorBody = zErrorReport;

/**
 * Recorded
 */
export const zReportErrorResponse = z.void();

export const zBuildFromUrlBody2 = zBuildFromUrlBody;

export const zBuildFromUrlQuery = z.object({
    headless: z.enum(['true', 'false']).optional(),
    owner: z.string().min(1),
    app: z.string().min(1)
});

/**
 * Started
 */
export const zBuildFromUrlResponse = zBuildFromUrlResult;

export const zMockClearFaultsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * How many were removed
 */
export const zMockClearFaultsResponse = zRemoved;

export const zMockListFaultsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * Rules in insertion order (exhausted ones stay listed)
 */
export const zMockListFaultsResponse = zFaultList;

export const zMockAddFaultBody = zFaultRuleInput;

export const zMockAddFaultHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The stored rule
 */
export const zMockAddFaultResponse = zFaultRule;

export const zMockFaultNearMissesHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockFaultNearMissesQuery = z.object({
    limit: z.int().gte(1).lte(50).optional().default(3)
});

/**
 * Rules without a hit, in insertion order
 */
export const zMockFaultNearMissesResponse = zNearMissReport;

export const zMockRemoveFaultHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockRemoveFaultPath = z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
});

/**
 * Removed
 */
export const zMockRemoveFaultResponse = zRemoved;

export const zMockGetFaultHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockGetFaultPath = z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
});

/**
 * The rule
 */
export const zMockGetFaultResponse = zFaultRule;

export const zMockUpdateFaultBody = zFaultRulePatch;

export const zMockUpdateFaultHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockUpdateFaultPath = z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
});

/**
 * The updated rule
 */
export const zMockUpdateFaultResponse = zFaultRule;

export const zMockReplaceFaultBody = zFaultRuleInput;

export const zMockReplaceFaultHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockReplaceFaultPath = z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
});

/**
 * The updated rule
 */
export const zMockReplaceFaultResponse = zFaultRule;

export const zMockListFlagsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * uuid → flags
 */
export const zMockListFlagsResponse = zDeviceFlagList;

export const zMockGetDeviceFlagsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockGetDeviceFlagsPath = z.object({
    uuid: z.string().min(1).max(62)
});

/**
 * Flags and effective state
 */
export const zMockGetDeviceFlagsResponse = zDeviceFlagState;

export const zMockSetDeviceFlagsBody = zDeviceFlagsInput;

export const zMockSetDeviceFlagsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockSetDeviceFlagsPath = z.object({
    uuid: z.string().min(1).max(62)
});

/**
 * Flags and effective state
 */
export const zMockSetDeviceFlagsResponse = zDeviceFlagState;

export const zMockGetOrganizationFlagsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockGetOrganizationFlagsPath = z.object({
    handle: z.string().min(1)
});

/**
 * State
 */
export const zMockGetOrganizationFlagsResponse = zOrganizationFlagState;

export const zMockSetOrganizationFlagsBody = zOrganizationFlagsInput;

export const zMockSetOrganizationFlagsHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockSetOrganizationFlagsPath = z.object({
    handle: z.string().min(1)
});

/**
 * State
 */
export const zMockSetOrganizationFlagsResponse = zOrganizationFlagState;

export const zMockGetDeviceLiveHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockGetDeviceLivePath = z.object({
    uuid: z.string().min(1).max(62)
});

/**
 * Live state
 */
export const zMockGetDeviceLiveResponse = zMockDeviceLive;

export const zMockStartDeviceUpdateBody = zDeviceUpdateInput;

export const zMockStartDeviceUpdateHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockStartDeviceUpdatePath = z.object({
    uuid: z.string().min(1).max(62)
});

/**
 * Started; the live state
 */
export const zMockStartDeviceUpdateResponse = zMockDeviceLive;

export const zMockDisarmDeviceUpdateFailureHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockDisarmDeviceUpdateFailurePath = z.object({
    uuid: z.string().min(1).max(62)
});

/**
 * The live state (`failNext` null)
 */
export const zMockDisarmDeviceUpdateFailureResponse = zMockDeviceLive;

export const zMockFailDeviceUpdateBody = zDeviceUpdateFailInput;

export const zMockFailDeviceUpdateHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockFailDeviceUpdatePath = z.object({
    uuid: z.string().min(1).max(62)
});

/**
 * The live state (`update.phase` failed, or `failNext` set)
 */
export const zMockFailDeviceUpdateResponse = zMockDeviceLive;

export const zMockGetStateHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * State
 */
export const zMockGetStateResponse = zMockState;

export const zMockResetStateBody = zResetInput;

export const zMockResetStateHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The new state
 */
export const zMockResetStateResponse = zMockState;

export const zMockSnapshotStateHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The snapshot
 */
export const zMockSnapshotStateResponse = zWorldSnapshot;

export const zMockRestoreStateBody = zWorldSnapshot;

export const zMockRestoreStateHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The restored state
 */
export const zMockRestoreStateResponse = zMockState;

export const zMockGetClockHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The clock
 */
export const zMockGetClockResponse = zMockClock;

export const zMockFreezeClockBody = zClockFreezeInput;

export const zMockFreezeClockHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The clock
 */
export const zMockFreezeClockResponse = zMockClock;

export const zMockAdvanceClockBody = zClockAdvanceInput;

export const zMockAdvanceClockHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The clock
 */
export const zMockAdvanceClockResponse = zMockClock;

export const zMockResumeClockHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The clock
 */
export const zMockResumeClockResponse = zMockClock;

export const zMockSetClockBody = zClockSetInput;

export const zMockSetClockHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The clock
 */
export const zMockSetClockResponse = zMockClock;

export const zMockClearJournalHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * How many were removed
 */
export const zMockClearJournalResponse = zRemoved;

export const zMockReadJournalHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockReadJournalQuery = z.object({
    method: zHttpMethod.optional(),
    pathPrefix: z.string().regex(/^\//).optional(),
    operationId: z.string().optional(),
    status: z.int().gte(0).lte(599).optional(),
    actor: z.string().optional(),
    since: z.iso.datetime().optional(),
    after: z.int().gte(0).optional(),
    limit: z.int().gte(1).optional(),
    query: z.array(z.string().min(1)).optional(),
    body: z.array(z.string().regex(/^\//)).optional(),
    bodyContains: z.string().min(1).optional()
});

/**
 * Matching entries in arrival order
 */
export const zMockReadJournalResponse = zJournalPage;

export const zMockCountJournalHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockCountJournalQuery = z.object({
    method: zHttpMethod.optional(),
    pathPrefix: z.string().regex(/^\//).optional(),
    operationId: z.string().optional(),
    status: z.int().gte(0).lte(599).optional(),
    actor: z.string().optional(),
    since: z.iso.datetime().optional(),
    after: z.int().gte(0).optional(),
    query: z.array(z.string().min(1)).optional(),
    body: z.array(z.string().regex(/^\//)).optional(),
    bodyContains: z.string().min(1).optional()
});

/**
 * How many entries match
 */
export const zMockCountJournalResponse = zJournalCount;

export const zMockJournalStreamQuery = z.object({
    session: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/).optional(),
    backlog: z.int().gte(0).lte(1000).optional()
});

export const zMockClearOutboxHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * How many were removed
 */
export const zMockClearOutboxResponse = zRemoved;

export const zMockReadOutboxHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

export const zMockReadOutboxQuery = z.object({
    to: z.string().optional()
});

/**
 * Mails in send order
 */
export const zMockReadOutboxResponse = zOutbox;

export const zMockGetBuildMarkerHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The marker; null means the built file
 */
export const zMockGetBuildMarkerResponse = zBuildMarker;

export const zMockSetBuildMarkerBody = zBuildMarker;

export const zMockSetBuildMarkerHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The marker
 */
export const zMockSetBuildMarkerResponse = zBuildMarker;

export const zMockStopScenarioHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The stopped scenario
 */
export const zMockStopScenarioResponse = zScenarioStopped;

export const zMockListScenariosHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * Scenarios
 */
export const zMockListScenariosResponse = zScenarioList;

export const zMockLoadScenarioBody = zScenarioLoadInput;

export const zMockLoadScenarioHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The running scenario
 */
export const zMockLoadScenarioResponse = zScenarioStatus;

export const zMockStopRecordingHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * Stopped
 */
export const zMockStopRecordingResponse = zRecordingStatus;

export const zMockGetRecordingHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * The scenario
 */
export const zMockGetRecordingResponse = z.string();

export const zMockStartRecordingBody = zRecordingInput;

export const zMockStartRecordingHeaders = z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
});

/**
 * Recording
 */
export const zMockStartRecordingResponse = zRecordingStatus;

/**
 * Session names
 */
export const zMockListSessionsResponse = zSessionList;

export const zMockLoadWorldBody = zWorldSessionInput;

/**
 * The rebuilt session
 */
export const zMockLoadWorldResponse = zMockState;

export const zMockDropSessionPath = z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
});

/**
 * The dropped session, or null if it did not exist
 */
export const zMockDropSessionResponse = zSessionDropped;

/**
 * Personas in table order
 */
export const zMockListPersonasResponse = zPersonaList;

export const zListActorQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListActorResponse = zActorList;

export const zGetActorByIdPath = z.object({
    id: z.int()
});

export const zGetActorByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetActorByIdResponse = zActorList;

export const zListOrganizationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationResponse = zOrganizationList;

export const zCreateOrganizationBody = zOrganizationCreate;

export const zCreateOrganizationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationResponse = z.union([
    zOrganization,
    zODataCreatedId
]);

export const zGetOrganizationByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationByIdResponse = zOrganizationList;

export const zGetOrganizationByHandlePath = z.object({
    handle: z.string()
});

export const zGetOrganizationByHandleQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationByHandleResponse = zOrganizationList;

export const zListUserQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserResponse = zUserList;

export const zGetUserByIdPath = z.object({
    id: z.int()
});

export const zGetUserByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserByIdResponse = zUserList;

export const zGetUserByUsernamePath = z.object({
    username: z.string()
});

export const zGetUserByUsernameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserByUsernameResponse = zUserList;

export const zListUserProfileQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserProfileResponse = zUserProfileList;

export const zGetUserProfileByIdPath = z.object({
    id: z.int()
});

export const zGetUserProfileByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserProfileByIdResponse = zUserProfileList;

export const zListApiKeyQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApiKeyResponse = zApiKeyList;

export const zGetApiKeyByIdPath = z.object({
    id: z.int()
});

export const zGetApiKeyByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApiKeyByIdResponse = zApiKeyList;

export const zListUserPublicKeyQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserPublicKeyResponse = zUserPublicKeyList;

export const zCreateUserPublicKeyBody = zUserPublicKeyCreate;

export const zCreateUserPublicKeyQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserPublicKeyResponse = z.union([
    zUserPublicKey,
    zODataCreatedId
]);

export const zGetUserPublicKeyByIdPath = z.object({
    id: z.int()
});

export const zGetUserPublicKeyByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserPublicKeyByIdResponse = zUserPublicKeyList;

export const zListUserHasPublicKeyQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserHasPublicKeyResponse = zUserPublicKeyList;

export const zCreateUserHasPublicKeyBody = zUserPublicKeyCreate;

export const zCreateUserHasPublicKeyQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserHasPublicKeyResponse = z.union([
    zUserPublicKey,
    zODataCreatedId
]);

export const zGetUserHasPublicKeyByIdPath = z.object({
    id: z.int()
});

export const zGetUserHasPublicKeyByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserHasPublicKeyByIdResponse = zUserPublicKeyList;

export const zListOrganizationMembershipRoleQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationMembershipRoleResponse = zOrganizationMembershipRoleList;

export const zGetOrganizationMembershipRoleByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationMembershipRoleByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationMembershipRoleByIdResponse = zOrganizationMembershipRoleList;

export const zListOrganizationMembershipQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationMembershipResponse = zOrganizationMembershipList;

export const zCreateOrganizationMembershipBody = zOrganizationMembershipCreate;

export const zCreateOrganizationMembershipQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationMembershipResponse = z.union([
    zOrganizationMembership,
    zODataCreatedId
]);

export const zGetOrganizationMembershipByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationMembershipByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationMembershipByIdResponse = zOrganizationMembershipList;

export const zListUserIsMemberOfOrganizationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserIsMemberOfOrganizationResponse = zOrganizationMembershipList;

export const zCreateUserIsMemberOfOrganizationBody = zOrganizationMembershipCreate;

export const zCreateUserIsMemberOfOrganizationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserIsMemberOfOrganizationResponse = z.union([
    zOrganizationMembership,
    zODataCreatedId
]);

export const zGetUserIsMemberOfOrganizationByIdPath = z.object({
    id: z.int()
});

export const zGetUserIsMemberOfOrganizationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserIsMemberOfOrganizationByIdResponse = zOrganizationMembershipList;

export const zListOrganizationMembershipTagQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationMembershipTagResponse = zOrganizationMembershipTagList;

export const zCreateOrganizationMembershipTagBody = zOrganizationMembershipTagCreate;

export const zCreateOrganizationMembershipTagQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationMembershipTagResponse = z.union([
    zOrganizationMembershipTag,
    zODataCreatedId
]);

export const zGetOrganizationMembershipTagByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationMembershipTagByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationMembershipTagByIdResponse = zOrganizationMembershipTagList;

export const zListTeamQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListTeamResponse = zTeamList;

export const zCreateTeamBody = zTeamCreate;

export const zCreateTeamQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamResponse = z.union([
    zTeam,
    zODataCreatedId
]);

export const zGetTeamByIdPath = z.object({
    id: z.int()
});

export const zGetTeamByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetTeamByIdResponse = zTeamList;

export const zListTeamMembershipQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListTeamMembershipResponse = zTeamMembershipList;

export const zCreateTeamMembershipBody = zTeamMembershipCreate;

export const zCreateTeamMembershipQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamMembershipResponse = z.union([
    zTeamMembership,
    zODataCreatedId
]);

export const zGetTeamMembershipByIdPath = z.object({
    id: z.int()
});

export const zGetTeamMembershipByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetTeamMembershipByIdResponse = zTeamMembershipList;

export const zListUserIsMemberOfTeamQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserIsMemberOfTeamResponse = zTeamMembershipList;

export const zCreateUserIsMemberOfTeamBody = zTeamMembershipCreate;

export const zCreateUserIsMemberOfTeamQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserIsMemberOfTeamResponse = z.union([
    zTeamMembership,
    zODataCreatedId
]);

export const zGetUserIsMemberOfTeamByIdPath = z.object({
    id: z.int()
});

export const zGetUserIsMemberOfTeamByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserIsMemberOfTeamByIdResponse = zTeamMembershipList;

export const zListApplicationMembershipRoleQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationMembershipRoleResponse = zApplicationMembershipRoleList;

export const zGetApplicationMembershipRoleByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationMembershipRoleByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationMembershipRoleByIdResponse = zApplicationMembershipRoleList;

export const zListInviteeQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListInviteeResponse = zInviteeList;

export const zGetInviteeByIdPath = z.object({
    id: z.int()
});

export const zGetInviteeByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetInviteeByIdResponse = zInviteeList;

export const zListApplicationTypeQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationTypeResponse = zApplicationTypeList;

export const zGetApplicationTypeByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationTypeByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationTypeByIdResponse = zApplicationTypeList;

export const zGetApplicationTypeBySlugPath = z.object({
    slug: z.string()
});

export const zGetApplicationTypeBySlugQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationTypeBySlugResponse = zApplicationTypeList;

export const zListCpuArchitectureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListCpuArchitectureResponse = zCpuArchitectureList;

export const zGetCpuArchitectureByIdPath = z.object({
    id: z.int()
});

export const zGetCpuArchitectureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetCpuArchitectureByIdResponse = zCpuArchitectureList;

export const zGetCpuArchitectureBySlugPath = z.object({
    slug: z.string()
});

export const zGetCpuArchitectureBySlugQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetCpuArchitectureBySlugResponse = zCpuArchitectureList;

export const zListDeviceManufacturerQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceManufacturerResponse = zDeviceManufacturerList;

export const zGetDeviceManufacturerByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceManufacturerByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceManufacturerByIdResponse = zDeviceManufacturerList;

export const zListDeviceFamilyQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceFamilyResponse = zDeviceFamilyList;

export const zGetDeviceFamilyByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceFamilyByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceFamilyByIdResponse = zDeviceFamilyList;

export const zListDeviceTypeQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceTypeResponse = zDeviceTypeList;

export const zGetDeviceTypeByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceTypeByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTypeByIdResponse = zDeviceTypeList;

export const zGetDeviceTypeBySlugPath = z.object({
    slug: z.string()
});

export const zGetDeviceTypeBySlugQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTypeBySlugResponse = zDeviceTypeList;

export const zListDeviceTypeAliasQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceTypeAliasResponse = zDeviceTypeAliasList;

export const zGetDeviceTypeAliasByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceTypeAliasByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTypeAliasByIdResponse = zDeviceTypeAliasList;

export const zListApplicationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationResponse = zApplicationList;

export const zCreateApplicationBody = zApplicationCreate;

export const zCreateApplicationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationResponse = z.union([
    zApplication,
    zODataCreatedId
]);

export const zGetApplicationByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationByIdResponse = zApplicationList;

export const zGetApplicationBySlugPath = z.object({
    slug: z.string()
});

export const zGetApplicationBySlugQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationBySlugResponse = zApplicationList;

export const zGetApplicationByUuidPath = z.object({
    uuid: z.string()
});

export const zGetApplicationByUuidQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationByUuidResponse = zApplicationList;

export const zListOrganizationInviteQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationInviteResponse = zOrganizationInviteList;

export const zCreateOrganizationInviteBody = zOrganizationInviteCreate;

export const zCreateOrganizationInviteQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationInviteResponse = z.union([
    zOrganizationInvite,
    zODataCreatedId
]);

export const zGetOrganizationInviteByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationInviteByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationInviteByIdResponse = zOrganizationInviteList;

export const zListInviteeIsInvitedToOrganizationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListInviteeIsInvitedToOrganizationResponse = zOrganizationInviteList;

export const zCreateInviteeIsInvitedToOrganizationBody = zOrganizationInviteCreate;

export const zCreateInviteeIsInvitedToOrganizationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateInviteeIsInvitedToOrganizationResponse = z.union([
    zOrganizationInvite,
    zODataCreatedId
]);

export const zGetInviteeIsInvitedToOrganizationByIdPath = z.object({
    id: z.int()
});

export const zGetInviteeIsInvitedToOrganizationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetInviteeIsInvitedToOrganizationByIdResponse = zOrganizationInviteList;

export const zListApplicationInviteQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationInviteResponse = zApplicationInviteList;

export const zCreateApplicationInviteBody = zApplicationInviteCreate;

export const zCreateApplicationInviteQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationInviteResponse = z.union([
    zApplicationInvite,
    zODataCreatedId
]);

export const zGetApplicationInviteByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationInviteByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationInviteByIdResponse = zApplicationInviteList;

export const zListInviteeIsInvitedToApplicationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListInviteeIsInvitedToApplicationResponse = zApplicationInviteList;

export const zCreateInviteeIsInvitedToApplicationBody = zApplicationInviteCreate;

export const zCreateInviteeIsInvitedToApplicationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateInviteeIsInvitedToApplicationResponse = z.union([
    zApplicationInvite,
    zODataCreatedId
]);

export const zGetInviteeIsInvitedToApplicationByIdPath = z.object({
    id: z.int()
});

export const zGetInviteeIsInvitedToApplicationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetInviteeIsInvitedToApplicationByIdResponse = zApplicationInviteList;

export const zListUserApplicationMembershipQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserApplicationMembershipResponse = zUserApplicationMembershipList;

export const zCreateUserApplicationMembershipBody = zUserApplicationMembershipCreate;

export const zCreateUserApplicationMembershipQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserApplicationMembershipResponse = z.union([
    zUserApplicationMembership,
    zODataCreatedId
]);

export const zGetUserApplicationMembershipByIdPath = z.object({
    id: z.int()
});

export const zGetUserApplicationMembershipByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserApplicationMembershipByIdResponse = zUserApplicationMembershipList;

export const zListUserIsMemberOfApplicationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListUserIsMemberOfApplicationResponse = zUserApplicationMembershipList;

export const zCreateUserIsMemberOfApplicationBody = zUserApplicationMembershipCreate;

export const zCreateUserIsMemberOfApplicationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserIsMemberOfApplicationResponse = z.union([
    zUserApplicationMembership,
    zODataCreatedId
]);

export const zGetUserIsMemberOfApplicationByIdPath = z.object({
    id: z.int()
});

export const zGetUserIsMemberOfApplicationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetUserIsMemberOfApplicationByIdResponse = zUserApplicationMembershipList;

export const zListTeamApplicationAccessQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListTeamApplicationAccessResponse = zTeamApplicationAccessList;

export const zCreateTeamApplicationAccessBody = zTeamApplicationAccessCreate;

export const zCreateTeamApplicationAccessQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamApplicationAccessResponse = z.union([
    zTeamApplicationAccess,
    zODataCreatedId
]);

export const zGetTeamApplicationAccessByIdPath = z.object({
    id: z.int()
});

export const zGetTeamApplicationAccessByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetTeamApplicationAccessByIdResponse = zTeamApplicationAccessList;

export const zListTeamGrantsAccessToApplicationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListTeamGrantsAccessToApplicationResponse = zTeamApplicationAccessList;

export const zCreateTeamGrantsAccessToApplicationBody = zTeamApplicationAccessCreate;

export const zCreateTeamGrantsAccessToApplicationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamGrantsAccessToApplicationResponse = z.union([
    zTeamApplicationAccess,
    zODataCreatedId
]);

export const zGetTeamGrantsAccessToApplicationByIdPath = z.object({
    id: z.int()
});

export const zGetTeamGrantsAccessToApplicationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetTeamGrantsAccessToApplicationByIdResponse = zTeamApplicationAccessList;

export const zListApplicationEnvironmentVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationEnvironmentVariableResponse = zApplicationEnvironmentVariableList;

export const zCreateApplicationEnvironmentVariableBody = zApplicationEnvironmentVariableCreate;

export const zCreateApplicationEnvironmentVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationEnvironmentVariableResponse = z.union([
    zApplicationEnvironmentVariable,
    zODataCreatedId
]);

export const zGetApplicationEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationEnvironmentVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationEnvironmentVariableByIdResponse = zApplicationEnvironmentVariableList;

export const zListApplicationHasEnvVarNameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationHasEnvVarNameResponse = zApplicationEnvironmentVariableList;

export const zCreateApplicationHasEnvVarNameBody = zApplicationEnvironmentVariableCreate;

export const zCreateApplicationHasEnvVarNameQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationHasEnvVarNameResponse = z.union([
    zApplicationEnvironmentVariable,
    zODataCreatedId
]);

export const zGetApplicationHasEnvVarNameByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationHasEnvVarNameByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationHasEnvVarNameByIdResponse = zApplicationEnvironmentVariableList;

export const zListApplicationConfigVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationConfigVariableResponse = zApplicationConfigVariableList;

export const zCreateApplicationConfigVariableBody = zApplicationConfigVariableCreate;

export const zCreateApplicationConfigVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationConfigVariableResponse = z.union([
    zApplicationConfigVariable,
    zODataCreatedId
]);

export const zGetApplicationConfigVariableByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationConfigVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationConfigVariableByIdResponse = zApplicationConfigVariableList;

export const zListApplicationHasConfigVarNameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationHasConfigVarNameResponse = zApplicationConfigVariableList;

export const zCreateApplicationHasConfigVarNameBody = zApplicationConfigVariableCreate;

export const zCreateApplicationHasConfigVarNameQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationHasConfigVarNameResponse = z.union([
    zApplicationConfigVariable,
    zODataCreatedId
]);

export const zGetApplicationHasConfigVarNameByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationHasConfigVarNameByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationHasConfigVarNameByIdResponse = zApplicationConfigVariableList;

export const zListBuildEnvironmentVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListBuildEnvironmentVariableResponse = zBuildEnvironmentVariableList;

export const zCreateBuildEnvironmentVariableBody = zBuildEnvironmentVariableCreate;

export const zCreateBuildEnvironmentVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateBuildEnvironmentVariableResponse = z.union([
    zBuildEnvironmentVariable,
    zODataCreatedId
]);

export const zGetBuildEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zGetBuildEnvironmentVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetBuildEnvironmentVariableByIdResponse = zBuildEnvironmentVariableList;

export const zListApplicationTagQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationTagResponse = zApplicationTagList;

export const zCreateApplicationTagBody = zApplicationTagCreate;

export const zCreateApplicationTagQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationTagResponse = z.union([
    zApplicationTag,
    zODataCreatedId
]);

export const zGetApplicationTagByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationTagByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationTagByIdResponse = zApplicationTagList;

export const zListReleaseQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListReleaseResponse = zReleaseList;

export const zCreateReleaseBody = zReleaseCreate;

export const zCreateReleaseQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateReleaseResponse = z.union([
    zRelease,
    zODataCreatedId
]);

export const zGetReleaseByIdPath = z.object({
    id: z.int()
});

export const zGetReleaseByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseByIdResponse = zReleaseList;

export const zListReleaseTagQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListReleaseTagResponse = zReleaseTagList;

export const zCreateReleaseTagBody = zReleaseTagCreate;

export const zCreateReleaseTagQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateReleaseTagResponse = z.union([
    zReleaseTag,
    zODataCreatedId
]);

export const zGetReleaseTagByIdPath = z.object({
    id: z.int()
});

export const zGetReleaseTagByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseTagByIdResponse = zReleaseTagList;

export const zListReleaseAssetQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListReleaseAssetResponse = zReleaseAssetList;

export const zCreateReleaseAssetBody = zReleaseAssetCreate;

export const zCreateReleaseAssetQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateReleaseAssetResponse = z.union([
    zReleaseAsset,
    zODataCreatedId
]);

export const zGetReleaseAssetByIdPath = z.object({
    id: z.int()
});

export const zGetReleaseAssetByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseAssetByIdResponse = zReleaseAssetList;

export const zListDeviceQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceResponse = zDeviceList;

export const zCreateDeviceBody = zDeviceCreate;

export const zCreateDeviceQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceResponse = z.union([
    zDevice,
    zODataCreatedId
]);

export const zGetDeviceByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceByIdResponse = zDeviceList;

export const zGetDeviceByUuidPath = z.object({
    uuid: z.string()
});

export const zGetDeviceByUuidQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceByUuidResponse = zDeviceList;

export const zListDeviceEnvironmentVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceEnvironmentVariableResponse = zDeviceEnvironmentVariableList;

export const zCreateDeviceEnvironmentVariableBody = zDeviceEnvironmentVariableCreate;

export const zCreateDeviceEnvironmentVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceEnvironmentVariableResponse = z.union([
    zDeviceEnvironmentVariable,
    zODataCreatedId
]);

export const zGetDeviceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceEnvironmentVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceEnvironmentVariableByIdResponse = zDeviceEnvironmentVariableList;

export const zListDeviceHasEnvVarNameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceHasEnvVarNameResponse = zDeviceEnvironmentVariableList;

export const zCreateDeviceHasEnvVarNameBody = zDeviceEnvironmentVariableCreate;

export const zCreateDeviceHasEnvVarNameQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceHasEnvVarNameResponse = z.union([
    zDeviceEnvironmentVariable,
    zODataCreatedId
]);

export const zGetDeviceHasEnvVarNameByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceHasEnvVarNameByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceHasEnvVarNameByIdResponse = zDeviceEnvironmentVariableList;

export const zListDeviceConfigVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceConfigVariableResponse = zDeviceConfigVariableList;

export const zCreateDeviceConfigVariableBody = zDeviceConfigVariableCreate;

export const zCreateDeviceConfigVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceConfigVariableResponse = z.union([
    zDeviceConfigVariable,
    zODataCreatedId
]);

export const zGetDeviceConfigVariableByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceConfigVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceConfigVariableByIdResponse = zDeviceConfigVariableList;

export const zListDeviceHasConfigVarNameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceHasConfigVarNameResponse = zDeviceConfigVariableList;

export const zCreateDeviceHasConfigVarNameBody = zDeviceConfigVariableCreate;

export const zCreateDeviceHasConfigVarNameQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceHasConfigVarNameResponse = z.union([
    zDeviceConfigVariable,
    zODataCreatedId
]);

export const zGetDeviceHasConfigVarNameByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceHasConfigVarNameByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceHasConfigVarNameByIdResponse = zDeviceConfigVariableList;

export const zListDeviceTagQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceTagResponse = zDeviceTagList;

export const zCreateDeviceTagBody = zDeviceTagCreate;

export const zCreateDeviceTagQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceTagResponse = z.union([
    zDeviceTag,
    zODataCreatedId
]);

export const zGetDeviceTagByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceTagByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTagByIdResponse = zDeviceTagList;

export const zListServiceQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListServiceResponse = zServiceList;

export const zCreateServiceBody = zServiceCreate;

export const zCreateServiceQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceResponse = z.union([
    zService,
    zODataCreatedId
]);

export const zGetServiceByIdPath = z.object({
    id: z.int()
});

export const zGetServiceByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetServiceByIdResponse = zServiceList;

export const zListApplicationHasServiceNameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListApplicationHasServiceNameResponse = zServiceList;

export const zCreateApplicationHasServiceNameBody = zServiceCreate;

export const zCreateApplicationHasServiceNameQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationHasServiceNameResponse = z.union([
    zService,
    zODataCreatedId
]);

export const zGetApplicationHasServiceNameByIdPath = z.object({
    id: z.int()
});

export const zGetApplicationHasServiceNameByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationHasServiceNameByIdResponse = zServiceList;

export const zListServiceEnvironmentVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListServiceEnvironmentVariableResponse = zServiceEnvironmentVariableList;

export const zCreateServiceEnvironmentVariableBody = zServiceEnvironmentVariableCreate;

export const zCreateServiceEnvironmentVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceEnvironmentVariableResponse = z.union([
    zServiceEnvironmentVariable,
    zODataCreatedId
]);

export const zGetServiceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zGetServiceEnvironmentVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetServiceEnvironmentVariableByIdResponse = zServiceEnvironmentVariableList;

export const zListServiceLabelQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListServiceLabelResponse = zServiceLabelList;

export const zCreateServiceLabelBody = zServiceLabelCreate;

export const zCreateServiceLabelQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceLabelResponse = z.union([
    zServiceLabel,
    zODataCreatedId
]);

export const zGetServiceLabelByIdPath = z.object({
    id: z.int()
});

export const zGetServiceLabelByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetServiceLabelByIdResponse = zServiceLabelList;

export const zListServiceInstallQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListServiceInstallResponse = zServiceInstallList;

export const zCreateServiceInstallBody = zServiceInstallCreate;

export const zCreateServiceInstallQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceInstallResponse = z.union([
    zServiceInstall,
    zODataCreatedId
]);

export const zGetServiceInstallByIdPath = z.object({
    id: z.int()
});

export const zGetServiceInstallByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetServiceInstallByIdResponse = zServiceInstallList;

export const zListDeviceInstallsApplicationHasServiceNameQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceInstallsApplicationHasServiceNameResponse = zServiceInstallList;

export const zCreateDeviceInstallsApplicationHasServiceNameBody = zServiceInstallCreate;

export const zCreateDeviceInstallsApplicationHasServiceNameQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceInstallsApplicationHasServiceNameResponse = z.union([
    zServiceInstall,
    zODataCreatedId
]);

export const zGetDeviceInstallsApplicationHasServiceNameByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceInstallsApplicationHasServiceNameByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceInstallsApplicationHasServiceNameByIdResponse = zServiceInstallList;

export const zListDeviceServiceEnvironmentVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceServiceEnvironmentVariableResponse = zDeviceServiceEnvironmentVariableList;

export const zCreateDeviceServiceEnvironmentVariableBody = zDeviceServiceEnvironmentVariableCreate;

export const zCreateDeviceServiceEnvironmentVariableQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceServiceEnvironmentVariableResponse = z.union([
    zDeviceServiceEnvironmentVariable,
    zODataCreatedId
]);

export const zGetDeviceServiceEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceServiceEnvironmentVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceServiceEnvironmentVariableByIdResponse = zDeviceServiceEnvironmentVariableList;

export const zListImageQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListImageResponse = zImageList;

export const zGetImageByIdPath = z.object({
    id: z.int()
});

export const zGetImageByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetImageByIdResponse = zImageList;

export const zListImageInstallQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListImageInstallResponse = zImageInstallList;

export const zGetImageInstallByIdPath = z.object({
    id: z.int()
});

export const zGetImageInstallByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetImageInstallByIdResponse = zImageInstallList;

export const zListReleaseImageQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListReleaseImageResponse = zReleaseImageList;

export const zGetReleaseImageByIdPath = z.object({
    id: z.int()
});

export const zGetReleaseImageByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseImageByIdResponse = zReleaseImageList;

export const zListImageIsPartOfReleaseQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListImageIsPartOfReleaseResponse = zReleaseImageList;

export const zGetImageIsPartOfReleaseByIdPath = z.object({
    id: z.int()
});

export const zGetImageIsPartOfReleaseByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetImageIsPartOfReleaseByIdResponse = zReleaseImageList;

export const zListImageLabelQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListImageLabelResponse = zImageLabelList;

export const zGetImageLabelByIdPath = z.object({
    id: z.int()
});

export const zGetImageLabelByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetImageLabelByIdResponse = zImageLabelList;

export const zListImageEnvironmentVariableQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListImageEnvironmentVariableResponse = zImageEnvironmentVariableList;

export const zGetImageEnvironmentVariableByIdPath = z.object({
    id: z.int()
});

export const zGetImageEnvironmentVariableByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetImageEnvironmentVariableByIdResponse = zImageEnvironmentVariableList;

export const zListDeviceHistoryQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDeviceHistoryResponse = zDeviceHistoryList;

export const zGetDeviceHistoryByIdPath = z.object({
    id: z.int()
});

export const zGetDeviceHistoryByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceHistoryByIdResponse = zDeviceHistoryList;

export const zListIdentityProviderQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListIdentityProviderResponse = zIdentityProviderList;

export const zCreateIdentityProviderBody = zIdentityProviderCreate;

export const zCreateIdentityProviderQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateIdentityProviderResponse = z.union([
    zIdentityProvider,
    zODataCreatedId
]);

export const zGetIdentityProviderByIdPath = z.object({
    id: z.int()
});

export const zGetIdentityProviderByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetIdentityProviderByIdResponse = zIdentityProviderList;

export const zGetIdentityProviderBySsoIdentifierPath = z.object({
    sso_identifier: z.string()
});

export const zGetIdentityProviderBySsoIdentifierQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetIdentityProviderBySsoIdentifierResponse = zIdentityProviderList;

export const zListIdentityProviderMembershipQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListIdentityProviderMembershipResponse = zIdentityProviderMembershipList;

export const zCreateIdentityProviderMembershipBody = zIdentityProviderMembershipCreate;

export const zCreateIdentityProviderMembershipQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateIdentityProviderMembershipResponse = z.union([
    zIdentityProviderMembership,
    zODataCreatedId
]);

export const zGetIdentityProviderMembershipByIdPath = z.object({
    id: z.int()
});

export const zGetIdentityProviderMembershipByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetIdentityProviderMembershipByIdResponse = zIdentityProviderMembershipList;

export const zListOrganizationIsAuthorizedByIdentityProviderQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationIsAuthorizedByIdentityProviderResponse = zIdentityProviderMembershipList;

export const zCreateOrganizationIsAuthorizedByIdentityProviderBody = zIdentityProviderMembershipCreate;

export const zCreateOrganizationIsAuthorizedByIdentityProviderQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationIsAuthorizedByIdentityProviderResponse = z.union([
    zIdentityProviderMembership,
    zODataCreatedId
]);

export const zGetOrganizationIsAuthorizedByIdentityProviderByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationIsAuthorizedByIdentityProviderByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationIsAuthorizedByIdentityProviderByIdResponse = zIdentityProviderMembershipList;

export const zListSamlAccountQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSamlAccountResponse = zSamlAccountList;

export const zGetSamlAccountByIdPath = z.object({
    id: z.int()
});

export const zGetSamlAccountByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSamlAccountByIdResponse = zSamlAccountList;

export const zListSocialServiceAccountQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSocialServiceAccountResponse = zSocialServiceAccountList;

export const zGetSocialServiceAccountByIdPath = z.object({
    id: z.int()
});

export const zGetSocialServiceAccountByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSocialServiceAccountByIdResponse = zSocialServiceAccountList;

export const zListRecoveryTwoFactorQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListRecoveryTwoFactorResponse = zRecoveryTwoFactorList;

export const zGetRecoveryTwoFactorByIdPath = z.object({
    id: z.int()
});

export const zGetRecoveryTwoFactorByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetRecoveryTwoFactorByIdResponse = zRecoveryTwoFactorList;

export const zListOauthApplicationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOauthApplicationResponse = zOauthApplicationList;

export const zGetOauthApplicationByIdPath = z.object({
    id: z.int()
});

export const zGetOauthApplicationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOauthApplicationByIdResponse = zOauthApplicationList;

export const zListOauthApplicationAuthorizationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOauthApplicationAuthorizationResponse = zOauthApplicationAuthorizationList;

export const zGetOauthApplicationAuthorizationByIdPath = z.object({
    id: z.int()
});

export const zGetOauthApplicationAuthorizationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOauthApplicationAuthorizationByIdResponse = zOauthApplicationAuthorizationList;

export const zListPlanQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListPlanResponse = zPlanList;

export const zGetPlanByIdPath = z.object({
    id: z.int()
});

export const zGetPlanByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetPlanByIdResponse = zPlanList;

export const zListFeatureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListFeatureResponse = zFeatureList;

export const zGetFeatureByIdPath = z.object({
    id: z.int()
});

export const zGetFeatureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetFeatureByIdResponse = zFeatureList;

export const zGetFeatureBySlugPath = z.object({
    slug: z.string()
});

export const zGetFeatureBySlugQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetFeatureBySlugResponse = zFeatureList;

export const zListPlanFeatureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListPlanFeatureResponse = zPlanFeatureList;

export const zGetPlanFeatureByIdPath = z.object({
    id: z.int()
});

export const zGetPlanFeatureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetPlanFeatureByIdResponse = zPlanFeatureList;

export const zListPlanProvidesFeatureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListPlanProvidesFeatureResponse = zPlanFeatureList;

export const zGetPlanProvidesFeatureByIdPath = z.object({
    id: z.int()
});

export const zGetPlanProvidesFeatureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetPlanProvidesFeatureByIdResponse = zPlanFeatureList;

export const zListPlanAddonQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListPlanAddonResponse = zPlanAddonList;

export const zGetPlanAddonByIdPath = z.object({
    id: z.int()
});

export const zGetPlanAddonByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetPlanAddonByIdResponse = zPlanAddonList;

export const zListPlanOffersFeatureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListPlanOffersFeatureResponse = zPlanAddonList;

export const zGetPlanOffersFeatureByIdPath = z.object({
    id: z.int()
});

export const zGetPlanOffersFeatureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetPlanOffersFeatureByIdResponse = zPlanAddonList;

export const zListDiscountCodeQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListDiscountCodeResponse = zDiscountCodeList;

export const zGetDiscountCodeByIdPath = z.object({
    id: z.int()
});

export const zGetDiscountCodeByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetDiscountCodeByIdResponse = zDiscountCodeList;

export const zListSubscriptionQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSubscriptionResponse = zSubscriptionList;

export const zGetSubscriptionByIdPath = z.object({
    id: z.int()
});

export const zGetSubscriptionByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSubscriptionByIdResponse = zSubscriptionList;

export const zListSubscriptionPrepaidAddonQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSubscriptionPrepaidAddonResponse = zSubscriptionPrepaidAddonList;

export const zGetSubscriptionPrepaidAddonByIdPath = z.object({
    id: z.int()
});

export const zGetSubscriptionPrepaidAddonByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSubscriptionPrepaidAddonByIdResponse = zSubscriptionPrepaidAddonList;

export const zListSubscriptionAddonDiscountQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSubscriptionAddonDiscountResponse = zSubscriptionAddonDiscountList;

export const zGetSubscriptionAddonDiscountByIdPath = z.object({
    id: z.int()
});

export const zGetSubscriptionAddonDiscountByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSubscriptionAddonDiscountByIdResponse = zSubscriptionAddonDiscountList;

export const zListSupportTierQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSupportTierResponse = zSupportTierList;

export const zGetSupportTierByIdPath = z.object({
    id: z.int()
});

export const zGetSupportTierByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSupportTierByIdResponse = zSupportTierList;

export const zListSupportFeatureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListSupportFeatureResponse = zSupportFeatureList;

export const zGetSupportFeatureByIdPath = z.object({
    id: z.int()
});

export const zGetSupportFeatureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetSupportFeatureByIdResponse = zSupportFeatureList;

export const zListCreditBundleQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListCreditBundleResponse = zCreditBundleList;

export const zCreateCreditBundleBody = zCreditBundleCreate;

export const zCreateCreditBundleQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateCreditBundleResponse = z.union([
    zCreditBundle,
    zODataCreatedId
]);

export const zGetCreditBundleByIdPath = z.object({
    id: z.int()
});

export const zGetCreditBundleByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetCreditBundleByIdResponse = zCreditBundleList;

export const zListOrganizationCreditNotificationQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationCreditNotificationResponse = zOrganizationCreditNotificationList;

export const zCreateOrganizationCreditNotificationBody = zOrganizationCreditNotificationCreate;

export const zCreateOrganizationCreditNotificationQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationCreditNotificationResponse = z.union([
    zOrganizationCreditNotification,
    zODataCreatedId
]);

export const zGetOrganizationCreditNotificationByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationCreditNotificationByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationCreditNotificationByIdResponse = zOrganizationCreditNotificationList;

export const zListOrganizationOwnsCreditNotificationForFeatureQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationOwnsCreditNotificationForFeatureResponse = zOrganizationCreditNotificationList;

export const zCreateOrganizationOwnsCreditNotificationForFeatureBody = zOrganizationCreditNotificationCreate;

export const zCreateOrganizationOwnsCreditNotificationForFeatureQuery = z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
});

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationOwnsCreditNotificationForFeatureResponse = z.union([
    zOrganizationCreditNotification,
    zODataCreatedId
]);

export const zGetOrganizationOwnsCreditNotificationForFeatureByIdPath = z.object({
    id: z.int()
});

export const zGetOrganizationOwnsCreditNotificationForFeatureByIdQuery = z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
});

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationOwnsCreditNotificationForFeatureByIdResponse = zOrganizationCreditNotificationList;
