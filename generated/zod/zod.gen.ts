// generated - do not edit (npm run codegen)

import * as z from 'zod';

/**
 * The schema `build` makes, built on first use (see scripts/codegen/lazy-zod.ts): a Proxy that
 * forwards every operation to it.
 */
function lazySchema<T extends object>(build: () => T): T {
    let schema: T | undefined;
    const built = (): T => (schema ??= build());
    return new Proxy({} as T, {
        get: (_, key) => Reflect.get(built(), key),
        set: (_, key, value) => Reflect.set(built(), key, value),
        has: (_, key) => Reflect.has(built(), key),
        ownKeys: () => Reflect.ownKeys(built()),
        getOwnPropertyDescriptor: (_, key) => {
            const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
            // The proxy's own target is empty: a property reported from the schema must be configurable.
            return descriptor && { ...descriptor, configurable: true };
        },
        defineProperty: (_, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
        deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
        getPrototypeOf: () => Reflect.getPrototypeOf(built())
    });
}

/**
 * An unexpanded foreign key as read over OData (api-ground-truth §2.5).
 */
export const zODataFkRef = lazySchema(() => z.object({
    __id: z.int()
}));

/**
 * A stored file (sbvr WebResource, api-ground-truth §1.3).
 */
export const zWebResource = lazySchema(() => z.object({
    filename: z.string(),
    href: z.string(),
    content_type: z.string().optional(),
    content_disposition: z.string().optional(),
    size: z.int().optional(),
    checksum: z.string().optional()
}));

/**
 * Error message sent as a JSON string literal with Content-Type application/json (pinejs `res.json(message)`, api-ground-truth §1.4).
 */
export const zJsonStringError = lazySchema(() => z.string());

/**
 * Envelope of `/$count` (api-ground-truth §1.3).
 */
export const zODataCount = lazySchema(() => z.object({
    d: z.int().gte(0)
}));

/**
 * POST body of organization; unknown keys are dropped
 */
export const zOrganizationCreate = lazySchema(() => z.object({
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
}));

/**
 * POST body of organization as multipart/form-data
 */
export const zOrganizationCreateForm = lazySchema(() => z.object({
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
}));

/**
 * POST answer with `?returnResource=false` (api-ground-truth §1.3).
 */
export const zODataCreatedId = lazySchema(() => z.object({
    id: z.int()
}));

/**
 * PATCH body of organization; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationUpdate = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of organization as multipart/form-data
 */
export const zOrganizationUpdateForm = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of user; an empty body is refused with 400 "No fields to update"
 */
export const zUserUpdate = lazySchema(() => z.object({
    has_legacy_link_to__organization: z.int().nullish(),
    has_been_sent_verification_email: z.boolean().optional()
}));

/**
 * PATCH body of user_profile; an empty body is refused with 400 "No fields to update"
 */
export const zUserProfileUpdate = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of api_key; an empty body is refused with 400 "No fields to update"
 */
export const zApiKeyUpdate = lazySchema(() => z.object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiry_date: z.iso.datetime().nullish()
}));

/**
 * POST body of user_public_key; unknown keys are dropped
 */
export const zUserPublicKeyCreate = lazySchema(() => z.object({
    user: z.int(),
    public_key: z.string().max(2850),
    title: z.string().max(120)
}));

/**
 * PATCH body of user_public_key; an empty body is refused with 400 "No fields to update"
 */
export const zUserPublicKeyUpdate = lazySchema(() => z.object({
    user: z.int().optional(),
    public_key: z.string().max(2850).optional(),
    title: z.string().max(120).optional()
}));

/**
 * POST body of organization_membership; unknown keys are dropped
 */
export const zOrganizationMembershipCreate = lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__organization: z.int(),
    organization_membership_role: z.int().optional(),
    username: z.string().optional()
}));

/**
 * PATCH body of organization_membership; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationMembershipUpdate = lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__organization: z.int().optional(),
    organization_membership_role: z.int().optional()
}));

/**
 * POST body of organization_membership_tag; unknown keys are dropped
 */
export const zOrganizationMembershipTagCreate = lazySchema(() => z.object({
    organization_membership: z.int(),
    tag_key: z.string(),
    value: z.string()
}));

/**
 * PATCH body of organization_membership_tag; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationMembershipTagUpdate = lazySchema(() => z.object({
    organization_membership: z.int().optional(),
    tag_key: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of team; unknown keys are dropped
 */
export const zTeamCreate = lazySchema(() => z.object({
    belongs_to__organization: z.int(),
    name: z.string(),
    description: z.string().nullish()
}));

/**
 * PATCH body of team; an empty body is refused with 400 "No fields to update"
 */
export const zTeamUpdate = lazySchema(() => z.object({
    belongs_to__organization: z.int().optional(),
    name: z.string().optional(),
    description: z.string().nullish()
}));

/**
 * POST body of team_membership; unknown keys are dropped
 */
export const zTeamMembershipCreate = lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__team: z.int(),
    username: z.string().optional()
}));

/**
 * PATCH body of team_membership; an empty body is refused with 400 "No fields to update"
 */
export const zTeamMembershipUpdate = lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__team: z.int().optional()
}));

/**
 * POST body of application; unknown keys are dropped
 */
export const zApplicationCreate = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of application; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationUpdate = lazySchema(() => z.object({
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
}));

/**
 * POST body of organization_invite; unknown keys are dropped
 */
export const zOrganizationInviteCreate = lazySchema(() => z.object({
    invitee: z.string().optional(),
    is_invited_to__organization: z.int(),
    organization_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish(),
    roleName: z.string().optional()
}));

/**
 * PATCH body of organization_invite; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationInviteUpdate = lazySchema(() => z.object({
    invitee: z.int().optional(),
    is_invited_to__organization: z.int().optional(),
    organization_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish()
}));

/**
 * POST body of application_invite; unknown keys are dropped
 */
export const zApplicationInviteCreate = lazySchema(() => z.object({
    invitee: z.string().optional(),
    is_invited_to__application: z.int(),
    application_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish(),
    roleName: z.string().optional()
}));

/**
 * PATCH body of application_invite; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationInviteUpdate = lazySchema(() => z.object({
    invitee: z.int().optional(),
    is_invited_to__application: z.int().optional(),
    application_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish()
}));

/**
 * POST body of user_application_membership; unknown keys are dropped
 */
export const zUserApplicationMembershipCreate = lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__application: z.int(),
    application_membership_role: z.int().optional(),
    username: z.string().optional()
}));

/**
 * PATCH body of user_application_membership; an empty body is refused with 400 "No fields to update"
 */
export const zUserApplicationMembershipUpdate = lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__application: z.int().optional(),
    application_membership_role: z.int().optional()
}));

/**
 * POST body of team_application_access; unknown keys are dropped
 */
export const zTeamApplicationAccessCreate = lazySchema(() => z.object({
    team: z.int(),
    grants_access_to__application: z.int(),
    application_membership_role: z.int().optional()
}));

/**
 * PATCH body of team_application_access; an empty body is refused with 400 "No fields to update"
 */
export const zTeamApplicationAccessUpdate = lazySchema(() => z.object({
    team: z.int().optional(),
    grants_access_to__application: z.int().optional(),
    application_membership_role: z.int().optional()
}));

/**
 * POST body of application_environment_variable; unknown keys are dropped
 */
export const zApplicationEnvironmentVariableCreate = lazySchema(() => z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of application_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationEnvironmentVariableUpdate = lazySchema(() => z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of application_config_variable; unknown keys are dropped
 */
export const zApplicationConfigVariableCreate = lazySchema(() => z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of application_config_variable; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationConfigVariableUpdate = lazySchema(() => z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of build_environment_variable; unknown keys are dropped
 */
export const zBuildEnvironmentVariableCreate = lazySchema(() => z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of build_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zBuildEnvironmentVariableUpdate = lazySchema(() => z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of application_tag; unknown keys are dropped
 */
export const zApplicationTagCreate = lazySchema(() => z.object({
    application: z.int(),
    tag_key: z.string().min(1).max(100),
    value: z.string().max(1000)
}));

/**
 * PATCH body of application_tag; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationTagUpdate = lazySchema(() => z.object({
    application: z.int().optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().max(1000).optional()
}));

/**
 * POST body of release; unknown keys are dropped
 */
export const zReleaseCreate = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of release; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseUpdate = lazySchema(() => z.object({
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
}));

/**
 * POST body of release_tag; unknown keys are dropped
 */
export const zReleaseTagCreate = lazySchema(() => z.object({
    release: z.int(),
    tag_key: z.string().min(1).max(164),
    value: z.string().max(1000)
}));

/**
 * PATCH body of release_tag; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseTagUpdate = lazySchema(() => z.object({
    release: z.int().optional(),
    tag_key: z.string().min(1).max(164).optional(),
    value: z.string().max(1000).optional()
}));

/**
 * POST body of release_asset; unknown keys are dropped
 */
export const zReleaseAssetCreate = lazySchema(() => z.object({
    release: z.int(),
    asset_key: z.string(),
    asset: zWebResource.nullish()
}));

/**
 * POST body of release_asset as multipart/form-data
 */
export const zReleaseAssetCreateForm = lazySchema(() => z.object({
    release: z.string(),
    asset_key: z.string(),
    asset: z.string().optional()
}));

/**
 * PATCH body of release_asset; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseAssetUpdate = lazySchema(() => z.object({
    release: z.int().optional(),
    asset_key: z.string().optional(),
    asset: zWebResource.nullish()
}));

/**
 * PATCH body of release_asset as multipart/form-data
 */
export const zReleaseAssetUpdateForm = lazySchema(() => z.object({
    release: z.string().optional(),
    asset_key: z.string().optional(),
    asset: z.string().optional()
}));

/**
 * POST body of device; unknown keys are dropped
 */
export const zDeviceCreate = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of device; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceUpdate = lazySchema(() => z.object({
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
}));

/**
 * POST body of device_environment_variable; unknown keys are dropped
 */
export const zDeviceEnvironmentVariableCreate = lazySchema(() => z.object({
    device: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of device_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceEnvironmentVariableUpdate = lazySchema(() => z.object({
    device: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of device_config_variable; unknown keys are dropped
 */
export const zDeviceConfigVariableCreate = lazySchema(() => z.object({
    device: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of device_config_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceConfigVariableUpdate = lazySchema(() => z.object({
    device: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of device_tag; unknown keys are dropped
 */
export const zDeviceTagCreate = lazySchema(() => z.object({
    device: z.int(),
    tag_key: z.string().min(1).max(100),
    value: z.string()
}));

/**
 * PATCH body of device_tag; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceTagUpdate = lazySchema(() => z.object({
    device: z.int().optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().optional()
}));

/**
 * POST body of service; unknown keys are dropped
 */
export const zServiceCreate = lazySchema(() => z.object({
    application: z.int(),
    service_name: z.string().min(1).max(63)
}));

/**
 * PATCH body of service; an empty body is refused with 400 "No fields to update"
 */
export const zServiceUpdate = lazySchema(() => z.object({
    application: z.int().optional(),
    service_name: z.string().min(1).max(63).optional()
}));

/**
 * POST body of service_environment_variable; unknown keys are dropped
 */
export const zServiceEnvironmentVariableCreate = lazySchema(() => z.object({
    service: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of service_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zServiceEnvironmentVariableUpdate = lazySchema(() => z.object({
    service: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of service_label; unknown keys are dropped
 */
export const zServiceLabelCreate = lazySchema(() => z.object({
    service: z.int(),
    label_name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of service_label; an empty body is refused with 400 "No fields to update"
 */
export const zServiceLabelUpdate = lazySchema(() => z.object({
    service: z.int().optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of service_install; unknown keys are dropped
 */
export const zServiceInstallCreate = lazySchema(() => z.object({
    device: z.int(),
    installs__service: z.int()
}));

/**
 * PATCH body of service_install; an empty body is refused with 400 "No fields to update"
 */
export const zServiceInstallUpdate = lazySchema(() => z.object({
    device: z.int().optional(),
    installs__service: z.int().optional()
}));

/**
 * POST body of device_service_environment_variable; unknown keys are dropped
 */
export const zDeviceServiceEnvironmentVariableCreate = lazySchema(() => z.object({
    service_install: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of device_service_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceServiceEnvironmentVariableUpdate = lazySchema(() => z.object({
    service_install: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of identity_provider; unknown keys are dropped
 */
export const zIdentityProviderCreate = lazySchema(() => z.object({
    sso_identifier: z.string(),
    entry_point: z.string(),
    issuer: z.string(),
    certificate: z.string(),
    requires_signed_authn_response: z.boolean().optional(),
    organization_id: z.int().optional()
}));

/**
 * PATCH body of identity_provider; an empty body is refused with 400 "No fields to update"
 */
export const zIdentityProviderUpdate = lazySchema(() => z.object({
    sso_identifier: z.string().optional(),
    entry_point: z.string().optional(),
    issuer: z.string().optional(),
    certificate: z.string().optional(),
    requires_signed_authn_response: z.boolean().optional(),
    organization_id: z.int().optional()
}));

/**
 * POST body of identity_provider_membership; unknown keys are dropped
 */
export const zIdentityProviderMembershipCreate = lazySchema(() => z.object({
    organization: z.int(),
    is_authorized_by__identity_provider: z.int(),
    grants_access_to__team: z.int().nullish()
}));

/**
 * PATCH body of identity_provider_membership; an empty body is refused with 400 "No fields to update"
 */
export const zIdentityProviderMembershipUpdate = lazySchema(() => z.object({
    organization: z.int().optional(),
    is_authorized_by__identity_provider: z.int().optional(),
    grants_access_to__team: z.int().nullish()
}));

/**
 * PATCH body of saml_account; an empty body is refused with 400 "No fields to update"
 */
export const zSamlAccountUpdate = lazySchema(() => z.object({
    belongs_to__user: z.int().optional(),
    was_generated_by__identity_provider: z.int().optional(),
    remote_id: z.string().optional(),
    display_name: z.string().nullish()
}));

/**
 * PATCH body of social_service_account; an empty body is refused with 400 "No fields to update"
 */
export const zSocialServiceAccountUpdate = lazySchema(() => z.object({
    belongs_to__user: z.int().optional(),
    provider: z.enum(['github', 'google']).optional(),
    display_name: z.string().nullish(),
    remote_id: z.string().optional()
}));

/**
 * PATCH body of oauth_application_authorization; an empty body is refused with 400 "No fields to update"
 */
export const zOauthApplicationAuthorizationUpdate = lazySchema(() => z.object({
    belongs_to__user: z.int().optional(),
    is_for__oauth_application: z.int().optional()
}));

/**
 * POST body of credit_bundle; unknown keys are dropped
 */
export const zCreditBundleCreate = lazySchema(() => z.object({
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
}));

/**
 * PATCH body of credit_bundle; an empty body is refused with 400 "No fields to update"
 */
export const zCreditBundleUpdate = lazySchema(() => z.object({
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
}));

/**
 * POST body of organization_credit_notification; unknown keys are dropped
 */
export const zOrganizationCreditNotificationCreate = lazySchema(() => z.object({
    organization: z.int(),
    owns_credit_notification_for__feature: z.int(),
    is_sent_when_below__threshold: z.int()
}));

/**
 * PATCH body of organization_credit_notification; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationCreditNotificationUpdate = lazySchema(() => z.object({
    organization: z.int().optional(),
    owns_credit_notification_for__feature: z.int().optional(),
    is_sent_when_below__threshold: z.int().optional()
}));

/**
 * Exactly one of `action` or `method`.
 */
export const zCanAccessRequest = lazySchema(() => z.union([
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
]));

export const zCanAccessResult = lazySchema(() => z.object({
    d: z.tuple([z.object({
            id: z.int()
        })])
}));

export const zBeginUploadRequest = lazySchema(() => z.object({
    asset: z.object({
        filename: z.string(),
        content_type: z.string(),
        size: z.int(),
        chunk_size: z.int()
    })
}));

export const zBeginUploadResult = lazySchema(() => z.object({
    asset: z.object({
        uuid: z.string(),
        uploadParts: z.array(z.object({
            url: z.string(),
            chunkSize: z.int(),
            partNumber: z.int()
        }))
    })
}));

export const zCommitUploadRequest = lazySchema(() => z.object({
    uuid: z.string(),
    providerCommitData: z.object({
        Parts: z.array(z.object({
            PartNumber: z.int(),
            ETag: z.string()
        }))
    })
}));

export const zLoginRequest = lazySchema(() => z.object({
    username: z.string(),
    password: z.string()
}));

/**
 * A session JWT sent as text/plain (api-ground-truth §6.6).
 */
export const zTextToken = lazySchema(() => z.string());

export const zUserActorWhoami = lazySchema(() => z.object({
    id: z.int(),
    actorType: z.literal('user'),
    actorTypeId: z.int(),
    username: z.string(),
    email: z.string().nullish()
}));

export const zApplicationActorWhoami = lazySchema(() => z.object({
    id: z.int(),
    actorType: z.literal('application'),
    actorTypeId: z.int(),
    slug: z.string()
}));

export const zDeviceActorWhoami = lazySchema(() => z.object({
    id: z.int(),
    actorType: z.literal('device'),
    actorTypeId: z.int(),
    uuid: z.string()
}));

/**
 * The caller's actor; `id` is the actor id and `actorTypeId` the user, application or device id.
 */
export const zActorWhoami = lazySchema(() => z.union([
    zUserActorWhoami,
    zApplicationActorWhoami,
    zDeviceActorWhoami
]));

export const zUserWhoami = lazySchema(() => z.object({
    id: z.int(),
    username: z.string(),
    email: z.string().nullable()
}));

export const zOptionalPasswordBody = lazySchema(() => z.object({
    password: z.string().optional()
}));

export const zRegisterRequest = lazySchema(() => z.object({
    email: z.string(),
    password: z.string().min(8).max(64),
    has_disabled_newsletter: z.boolean().optional(),
    'g-recaptcha-response': z.string().optional(),
    invitation_type: z.enum(['organization', 'application']).optional(),
    invitation_token: z.string().optional()
}));

export const zVerifyEmailRequest = lazySchema(() => z.object({
    verificationToken: z.string(),
    email: z.string()
}));

export const zPasswordResetRequest = lazySchema(() => z.object({
    'g-recaptcha-response': z.string()
}));

/**
 * 429 body of the password-reset request; the dashboard shows the message and the time until nextValidRequestDate (spec 01 §8).
 */
export const zRateLimitedWithDate = lazySchema(() => z.object({
    message: z.string(),
    nextValidRequestDate: z.iso.datetime().optional()
}));

export const zResetPasswordRequest = lazySchema(() => z.object({
    token: z.string(),
    password: z.string().min(8).max(64),
    twoFactorCode: z.string().optional()
}));

/**
 * Error with a numeric code (spec 01 §8): 1 two-factor required, 2 two-factor invalid, 3 reset code expired, 4 reset code invalid.
 */
export const zAuthCodeError = lazySchema(() => z.object({
    code: z.union([
        z.literal(1),
        z.literal(2),
        z.literal(3),
        z.literal(4)
    ]),
    message: z.string()
}));

/**
 * A code problem (AuthCodeError) or, for a body without the fields, a JSON string naming the problem.
 */
export const zResetPasswordError = lazySchema(() => z.union([
    zAuthCodeError,
    zJsonStringError
]));

export const zChangePasswordRequest = lazySchema(() => z.object({
    currentPassword: z.string().optional(),
    password: z.string().min(8).max(64)
}));

/**
 * Object error body used by a few non-OData routes, e.g. {"error":"API key required"}.
 */
export const zErrorObject = lazySchema(() => z.object({
    error: z.string()
}));

export const zChangeEmailRequest = lazySchema(() => z.object({
    email: z.string(),
    password: z.string()
}));

export const zProfileUpdate = lazySchema(() => z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullish(),
    account_type: z.enum(['personal', 'professional']),
    has_disabled_newsletter: z.boolean().optional()
}));

/**
 * The base32 TOTP secret of a two-factor setup, as text/plain (shown as a QR code).
 */
export const zTotpSetupKey = lazySchema(() => z.string());

export const zCodeBody = lazySchema(() => z.object({
    code: z.string()
}));

export const zPasswordBody = lazySchema(() => z.object({
    password: z.string()
}));

/**
 * Fresh two-factor recovery codes (the old ones stop working).
 */
export const zRecoveryCodes = lazySchema(() => z.array(z.string()));

export const zSamlFinalizeRequest = lazySchema(() => z.object({
    code: z.string(),
    jwt: z.string().optional()
}));

export const zTokenObject = lazySchema(() => z.object({
    token: z.string()
}));

export const zOAuthAuthorizeRequest = lazySchema(() => z.object({
    client_id: z.string(),
    response_type: z.literal('code'),
    state: z.string().optional()
}));

export const zOAuthCode = lazySchema(() => z.object({
    code: z.string()
}));

export const zUserApiKeyRequest = lazySchema(() => z.object({
    name: z.string().min(1),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullish()
}));

/**
 * The new API key, sent once as a JSON string (api-ground-truth §6.6).
 */
export const zApiKeyString = lazySchema(() => z.string());

export const zApiKeyV2Request = lazySchema(() => z.object({
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
}));

export const zScopedKeyRequest = lazySchema(() => z.object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullish(),
    apiKey: z.string().optional()
}));

export const zLoginAsRequest = lazySchema(() => z.object({
    username: z.string()
}));

export const zZendeskRedirect = lazySchema(() => z.object({
    redirect: z.string()
}));

/**
 * Public deployment configuration (api-ground-truth §4, GET /config).
 */
export const zConfig = lazySchema(() => z.object({
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
}));

export const zConfigVarSchemaEntry = lazySchema(() => z.object({
    enum: z.array(z.unknown()).optional(),
    type: z.string().optional(),
    description: z.string().optional(),
    default: z.unknown().optional(),
    format: z.string().optional(),
    will_reboot: z.boolean().optional(),
    warning: z.string().optional()
}));

/**
 * Variable naming rules and the config-variable schema (api-ground-truth §4, GET /config/vars).
 */
export const zConfigVars = lazySchema(() => z.object({
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
}));

/**
 * Postal address of a billing account (spec 03 §3 "Account info").
 */
export const zAddress = lazySchema(() => z.object({
    address1: z.string().optional(),
    address2: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zip: z.string().optional(),
    country: z.string().optional(),
    phone: z.string().optional()
}));

/**
 * A tax identifier; `type` is one of about 130 per-country types (e.g. `eu_vat`, `us_ein`), checked against a per-type pattern (spec 03 §5). Sent as null when type or value is empty.
 */
export const zTaxId = lazySchema(() => z.object({
    type: z.string().min(1),
    value: z.string().min(1),
    country: z.string().optional()
}));

/**
 * GET /billing/v1/account/{orgId}. `account_state` must be `active` to load billing info and invoices (spec 03 §3).
 */
export const zBillingAccount = lazySchema(() => z.object({
    email: z.email().nullish(),
    account_state: z.string(),
    company_name: z.string().nullish(),
    address: zAddress.optional(),
    tax_id: zTaxId.nullish(),
    credit_balance_in_cents: z.int().gte(0).optional()
}));

/**
 * PATCH /billing/v1/account/{orgId}: a partial account. The form always sends `email` (required there); `tax_id` is null when type or value is empty (spec 03 §5).
 */
export const zBillingAccountUpdate = lazySchema(() => z.object({
    email: z.email().optional(),
    company_name: z.string().max(255).nullish(),
    address: zAddress.optional(),
    tax_id: zTaxId.nullish()
}));

/**
 * A non-negative amount or count written in decimal (`"0"`, `"9900"`, `"133.5"`): the plan's cents and quantities travel as strings, as the cloud's billing service answers them and balena-sdk types them (`BillingPlanInfo`).
 */
export const zDecimalString = lazySchema(() => z.string().regex(/^\d+(\.\d+)?$/));

export const zPlanCharge = lazySchema(() => z.object({
    itemType: z.string(),
    name: z.string(),
    code: z.string(),
    unitCostCents: zDecimalString,
    quantity: zDecimalString,
    isQuantifiable: z.boolean().optional()
}));

export const zPlanBilling = lazySchema(() => z.object({
    currency: z.string(),
    totalCostCents: zDecimalString,
    charges: z.array(zPlanCharge)
}));

export const zAddonPlanAddOn = lazySchema(() => z.object({
    code: z.string(),
    unitCostCents: zDecimalString,
    quantity: zDecimalString
}));

/**
 * The add-on plan attached to the main plan ("same shape, with addOns", spec 03 §3).
 */
export const zAddonPlan = lazySchema(() => z.object({
    code: z.string(),
    currentPeriodEndDate: z.iso.datetime().optional(),
    billing: zPlanBilling,
    addOns: z.array(zAddonPlanAddOn)
}));

/**
 * GET /billing/v1/account/{orgId}/plan (api-ground-truth §4; spec 03 §3 "Plan as shown on the billing page"). `code` is the billing code; `-v{n}` suffixes are dropped for the tier icon. Field by field the shape of balena-sdk `BillingPlanInfo` (cents, quantities and the interval length as decimal strings). A free plan answers as balena-sdk's integration test reads a free account: `Free plan`, code and tier `free`, `addOns: []`, charges of the plan and of `Community support` at `"0"`, total `"0"`, support `Community` / `Community support`.
 */
export const zBillingPlan = lazySchema(() => z.object({
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
}));

/**
 * PATCH /billing/v1/account/{orgId}/plan. The SDK takes `{tier, cycle}` and sends `annual: cycle === 'annual'` (api-ground-truth §4; spec 03 §4 plan change rules). `planChangeReason` is the optional downgrade feedback.
 */
export const zPlanChange = lazySchema(() => z.object({
    tier: z.string().min(1),
    annual: z.boolean(),
    planChangeReason: z.string().max(5000).optional()
}));

/**
 * Billing-contact part of the billing info (api-ground-truth §4).
 */
export const zBillingInfoBase = lazySchema(() => z.object({
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
}));

/**
 * A card payment method (spec 03 §3; brands American Express, Discover, MasterCard, Visa).
 */
export const zCardBillingInfo = lazySchema(() => zBillingInfoBase.and(z.object({
    type: z.enum(['credit_card', 'card']),
    card_type: z.string(),
    first_one: z.string().regex(/^[0-9]$/).optional(),
    last_four: z.string().regex(/^[0-9]{4}$/),
    month: z.int().gte(1).lte(12),
    year: z.int().gte(2000)
})));

/**
 * A bank-debit payment method; a paid plan change then needs the debit terms accepted (spec 03 §4).
 */
export const zBankBillingInfo = lazySchema(() => zBillingInfoBase.and(z.object({
    type: z.enum([
        'bank_account',
        'us_bank_account',
        'sepa_debit'
    ]),
    routing_number: z.string().nullish(),
    last_four: z.string().regex(/^[0-9]{4}$/),
    bank_name: z.string().nullish()
})));

/**
 * A wallet payment method (spec 03 §3 lists paypal, cashapp, link).
 */
export const zWalletBillingInfo = lazySchema(() => zBillingInfoBase.and(z.object({
    type: z.enum([
        'paypal',
        'cashapp',
        'link'
    ])
})));

/**
 * Billing contact only, no payment method on file (`type` absent or null).
 */
export const zNoPaymentMethod = lazySchema(() => zBillingInfoBase.and(z.object({
    type: z.null().optional()
})));

/**
 * GET/PATCH /billing/v1/account/{orgId}/info. The variants are told apart by `type` (spec 03 §3 "Billing info (payment method)").
 */
export const zBillingInfo = lazySchema(() => z.union([
    zCardBillingInfo,
    zBankBillingInfo,
    zWalletBillingInfo,
    zNoPaymentMethod
]));

/**
 * PATCH /billing/v1/account/{orgId}/info: attach a payment method by provider token. After a redirect return the token is the setup intent id with `token_type: setup_intent` (spec 03 §4).
 */
export const zBillingInfoUpdate = lazySchema(() => z.object({
    token_id: z.string().min(1),
    'g-recaptcha-response': z.string().optional(),
    token_type: z.enum(['payment_method', 'setup_intent']).optional(),
    setAsCompanyAddress: z.boolean().optional()
}));

/**
 * POST /billing/v1/account/{orgId}/setup-intent (spec 03 §7 "organization, g-recaptcha-response").
 */
export const zSetupIntentRequest = lazySchema(() => z.object({
    organization: z.int().gte(1).optional(),
    'g-recaptcha-response': z.string().optional()
}));

/**
 * The dashboard reads `client_secret` and `id`; a missing client_secret is an error (spec 03 §7).
 */
export const zSetupIntent = lazySchema(() => z.object({
    id: z.string().regex(/^seti_/),
    client_secret: z.string().regex(/^seti_.+_secret_.+$/)
}));

/**
 * One invoice (api-ground-truth §4). Amounts are decimal STRINGS. Known states: paid, voided, void, closed, pending, open, processing, draft, past_due, failed (spec 03 §4); a draft is not downloadable.
 */
export const zInvoice = lazySchema(() => z.object({
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
}));

export const zInvoiceList = lazySchema(() => z.array(zInvoice));

/**
 * Usage of one item code; `charges` in cents (spec 03 §3 "Billing usage").
 */
export const zUsageEntry = lazySchema(() => z.object({
    currentUsage: z.number().gte(0),
    peakUsage: z.number().gte(0),
    overage: z.number().gte(0).optional(),
    charges: z.number().gte(0).optional(),
    creditConsumption: z.number().gte(0).optional()
}));

/**
 * GET /billing/v1/account/{orgId}/usage: usage keyed by item code, e.g. device:legacy-v1, device:legacy-v2, device:microservices, member:administrator, member:developer, member:member (spec 03 §3, §7: currentUsage and peakUsage by role). Devices count by their fleet's application type: legacy types under device:legacy-v1, other single-container types under device:legacy-v2, multicontainer types under device:microservices (mock rule).
 */
export const zBillingUsage = lazySchema(() => z.record(z.string(), zUsageEntry));

/**
 * Free plan allowance state (spec 03 §3); the first 10 devices are free (spec 03 §9).
 */
export const zFreeDeviceAllowance = lazySchema(() => z.object({
    totalDeviceCount: z.int().gte(0),
    freeDeviceAllowance: z.int().gte(0),
    hasFrozenFreeDevices: z.boolean()
}));

/**
 * One add-on of the plan (seats by role, devices): its list price, the subscription's add-on discount and the unit price after it (base × (1 − discount ÷ 100), spec 03 §6), the quantity the plan includes and the prepaid quantity inside its date window.
 */
export const zPricingAddOn = lazySchema(() => z.object({
    code: z.string(),
    baseCostCents: z.number().gte(0),
    discountPercentage: z.number().gte(0).lte(100),
    unitCostCents: z.number().gte(0),
    includedQuantity: z.int().gte(0),
    prepaidQuantity: z.int().gte(0),
    billsDynamically: z.boolean()
}));

/**
 * What the organization's plan costs and what each add-on costs per unit and month (spec 03 §6, §7 "Pricing … load"; spec 01 §7 "The invite dialog also reads pricing"), and the credit price and limits on the plans that sell credits (spec 03 §9), else null.
 */
export const zBillingPricing = lazySchema(() => z.object({
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
}));

/**
 * How the organization is billed (spec 03 §7 "a billing-model load"): its billing version, and what happens to devices beyond the plan: `frozen` on the free plan (spec 03 §4), covered by credits first and then charged on the plans that sell credits (`credits_then_charged`, spec 03 §6, §9), otherwise `charged`.
 */
export const zBillingModel = lazySchema(() => z.object({
    billingVersion: z.string(),
    planCode: z.string(),
    devicesBeyondPlan: z.enum([
        'frozen',
        'charged',
        'credits_then_charged'
    ]),
    creditsAvailable: z.boolean()
}));

export const zTicketFieldOption = lazySchema(() => z.object({
    id: z.int().optional(),
    name: z.string(),
    value: z.string(),
    default: z.boolean().optional()
}));

/**
 * A Zendesk ticket field (spec 03 §3). System fields have a `type` of subject, description, priority, tickettype, status, group, assignee; custom fields text, textarea, tagger, multiselect, checkbox, date, integer, decimal, regexp, lookup. The organization field (`key: organization`) is always required (spec 03 §5).
 */
export const zTicketField = lazySchema(() => z.object({
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
}));

export const zTicketFieldList = lazySchema(() => z.array(zTicketField));

export const zEmailCc = lazySchema(() => z.object({
    user_email: z.email()
}));

export const zCustomFieldValue = lazySchema(() => z.object({
    id: z.int(),
    value: z.union([
        z.string(),
        z.number(),
        z.boolean(),
        z.array(z.string())
    ]).nullable()
}));

/**
 * POST /zendesk/v1/{orgId}/submit-ticket (spec 03 §7): `email_ccs` (from the comma-separated CC input, spaces removed), `custom_fields`, system fields keyed by their type (subject, priority, tickettype as `type`, …) and `comment` with the upload tokens. Required fields are those the provider marks `required_in_portal` plus the organization field.
 */
export const zTicketSubmission = lazySchema(() => z.object({
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
}));

export const zSubmittedTicket = lazySchema(() => z.object({
    ticket: z.object({
        id: z.int(),
        subject: z.string().nullish(),
        status: z.string(),
        created_at: z.iso.datetime(),
        url: z.string().optional()
    })
}));

/**
 * multipart/form-data with one `file` part of at most 5 MB (spec 03 §5, §9).
 */
export const zAttachmentUpload = lazySchema(() => z.object({
    file: z.string()
}));

/**
 * Zendesk's upload object; `token` goes into `comment.uploads` of the ticket.
 */
export const zUploadedAttachment = lazySchema(() => z.object({
    upload: z.object({
        token: z.string(),
        attachment: z.object({
            id: z.int().optional(),
            file_name: z.string(),
            content_type: z.string(),
            size: z.int().gte(0)
        })
    })
}));

/**
 * Oversize attachment. `code` is the dashboard's message key and `limit` the MB limit it formats into "The selected file exceeds the maximum size of {limit}MB" (spec 03 §5).
 */
export const zAttachmentTooLarge = lazySchema(() => z.object({
    error: z.string(),
    code: z.literal('errors.support_attachment_exceed_limit'),
    limit: z.literal(5)
}));

/**
 * Body of every /supervisor* call (api-ground-truth §4). Targets one device by `uuid` or `deviceId`, or every online device of a fleet by `appId` alone. `method` is the method used on the device (default POST); `data` is forwarded as the supervisor's body. Examples the SDK sends: reboot `{deviceId, data:{force}}`, restart `{deviceId, appId, data:{appId}}`, blink `{uuid}`, device state `{uuid, method:"GET"}`, service actions `{deviceId, appId, data:{appId, imageId}}`.
 */
export const zSupervisorProxyRequest = lazySchema(() => z.object({
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
}));

/**
 * 207 answer when several devices were targeted; one entry per device.
 */
export const zSupervisorMultiResult = lazySchema(() => z.array(z.object({
    statusCode: z.int(),
    body: z.unknown()
})));

/**
 * The supervisor's v1 JSON answer for reboot, shutdown and purge (`Error` empty on success).
 */
export const zSupervisorEnvelope = lazySchema(() => z.object({
    Data: z.string(),
    Error: z.string().nullish()
}));

/**
 * A 423 from the supervisor, passed through unchanged (api-ground-truth §4, §6.14): the v1 JSON envelope for reboot/shutdown/purge, or its plain message text.
 */
export const zSupervisorLockedBody = lazySchema(() => z.union([
    zSupervisorEnvelope,
    z.string()
]));

/**
 * POST /supervisor/v1/device with `method:"GET"` (SDK device.getSupervisorState).
 */
export const zSupervisorDeviceState = lazySchema(() => z.object({
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
}));

/**
 * `resinhup` (OS update), `checks` (health checks) and `diagnose` (diagnostics) (spec 02 §7 "Device actions service").
 */
export const zActionName = lazySchema(() => z.enum([
    'resinhup',
    'checks',
    'diagnose'
]));

/**
 * Action lifecycle (spec 02 §4 "Diagnostic run states"; api-ground-truth §4 OS update row).
 */
export const zActionState = lazySchema(() => z.enum([
    'idle',
    'triggered',
    'configuring',
    'in_progress',
    'done',
    'error'
]));

export const zHealthCheck = lazySchema(() => z.object({
    name: z.string(),
    success: z.boolean(),
    status: z.enum([
        'succeeded',
        'failed',
        'skipped'
    ]),
    output: z.string().optional()
}));

/**
 * `checks` for health checks; `diagnose` (plain text report) for diagnostics.
 */
export const zActionResult = lazySchema(() => z.object({
    checks: z.array(zHealthCheck).optional(),
    diagnose: z.string().optional()
}));

/**
 * Answer of the actions service. POST starts an action (`triggered` for resinhup; `configuring` or `in_progress` for checks/diagnose, with the `id` to poll); GET reports progress. The dashboard treats a resinhup answer other than `triggered` as an error (spec 02 §7).
 */
export const zActionStatus = lazySchema(() => z.object({
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
}));

/**
 * Body of POST /v1/{uuid}/{action}. For `resinhup`, `parameters.target_version` is the target OS version with its variant, e.g. `2.108.1+rev1.prod`; checks and diagnose take no parameters.
 */
export const zActionRequest = lazySchema(() => z.object({
    parameters: z.object({
        target_version: z.string().min(1).optional()
    })
}));

/**
 * One log line (api-ground-truth §4). Times are ms since the epoch. System lines have no serviceId; a slow stream reader gets an extra system line saying how many were suppressed.
 */
export const zLogLine = lazySchema(() => z.object({
    message: z.string(),
    createdAt: z.int(),
    timestamp: z.int(),
    isSystem: z.boolean(),
    isStdErr: z.boolean(),
    serviceId: z.int().optional()
}));

export const zLogLineList = lazySchema(() => z.array(zLogLine));

/**
 * The `stream=1` body: newline-delimited LogLine JSON objects; a bare empty line is a heartbeat (every 58 s on the real API).
 */
export const zLogStream = lazySchema(() => z.string());

/**
 * device-type.json as served by /device-types/v1 (api-ground-truth §4).
 */
export const zDeviceTypeJson = lazySchema(() => z.object({
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
}));

export const zDeviceTypeJsonList = lazySchema(() => z.array(zDeviceTypeJson));

/**
 * OS versions with downloadable images for a device type, newest first (open-balena `/device-types/v1/:slug/images`).
 */
export const zDeviceTypeImages = lazySchema(() => z.object({
    versions: z.array(z.string()),
    latest: z.string()
}));

export const zDownloadSize = lazySchema(() => z.object({
    size: z.int().gte(0)
}));

/**
 * POST /download-config (api-ground-truth §4).
 */
export const zDownloadConfigRequest = lazySchema(() => z.object({
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
}));

/**
 * The config.json written to a device's boot partition.
 */
export const zDeviceConfigJson = lazySchema(() => z.object({
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
}));

/**
 * Supervisor target state. v2 (supervisor < 13.0.0): `{local:{name, config, apps}, dependent}`; v3: keyed by device uuid (spec 02 §7, §9 "target state version switches at 13.0.0").
 */
export const zTargetState = lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * POST /device/register body (balena-register-device); fields of the device to create.
 */
export const zDeviceRegisterRequest = lazySchema(() => z.object({
    user: z.int().nullish(),
    application: z.int(),
    device_type: z.string().min(1),
    uuid: z.string().regex(/^[0-9a-f]{32}$|^[0-9a-f]{62}$/),
    api_key: z.string().min(1).optional(),
    supervisor_version: z.string().nullish(),
    os_version: z.string().nullish(),
    os_variant: z.string().nullish(),
    mac_address: z.string().nullish()
}));

export const zDeviceRegistration = lazySchema(() => z.object({
    id: z.int(),
    uuid: z.string(),
    api_key: z.string()
}));

/**
 * One entry of GET /users/{login}/keys (GitHub returns only id and key).
 */
export const zGithubPublicKey = lazySchema(() => z.object({
    id: z.int(),
    key: z.string()
}));

export const zGithubPublicKeyList = lazySchema(() => z.array(zGithubPublicKey));

/**
 * GitHub's error body.
 */
export const zGithubError = lazySchema(() => z.object({
    message: z.string(),
    documentation_url: z.string().optional(),
    status: z.string().optional()
}));

export const zGithubUser = lazySchema(() => z.object({
    login: z.string(),
    id: z.int(),
    avatar_url: z.string(),
    html_url: z.string(),
    type: z.enum(['User', 'Organization']),
    score: z.number().optional()
}));

/**
 * GET /search/users?q=<email> in:email (spec 02 §7 "search/users?q={query}").
 */
export const zGithubUserSearch = lazySchema(() => z.object({
    total_count: z.int().gte(0),
    incomplete_results: z.boolean(),
    items: z.array(zGithubUser)
}));

/**
 * GET /repos/{owner}/{repo}; the deploy panel reads `default_branch` (spec 02 §7).
 */
export const zGithubRepository = lazySchema(() => z.object({
    id: z.int(),
    name: z.string(),
    full_name: z.string(),
    description: z.string().nullish(),
    default_branch: z.string(),
    html_url: z.string(),
    private: z.boolean()
}));

/**
 * A package.json; the dashboard reads `version` of the command-line tool (spec 02 §7).
 */
export const zPackageManifest = lazySchema(() => z.object({
    name: z.string(),
    version: z.string(),
    description: z.string().optional()
}));

/**
 * Statuspage v2 `/api/v2/status.json`; the dashboard shows `status.indicator` (spec 01 §7, §9).
 */
export const zStatusPageStatus = lazySchema(() => z.object({
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
}));

/**
 * Algolia search body (`params` URL-encoded, or `query` directly).
 */
export const zDocSearchQuery = lazySchema(() => z.object({
    query: z.string().optional(),
    params: z.string().optional(),
    hitsPerPage: z.int().gte(1).lte(1000).optional()
}));

export const zDocSearchHit = lazySchema(() => z.object({
    objectID: z.string(),
    url: z.string(),
    hierarchy: z.record(z.string(), z.string().nullable()).optional(),
    content: z.string().nullish()
}));

export const zDocSearchResult = lazySchema(() => z.object({
    hits: z.array(zDocSearchHit),
    nbHits: z.int().gte(0),
    page: z.int().gte(0),
    nbPages: z.int().gte(0),
    hitsPerPage: z.int().gte(1),
    query: z.string()
}));

/**
 * Algolia's error body.
 */
export const zDocSearchError = lazySchema(() => z.object({
    message: z.string(),
    status: z.int()
}));

/**
 * What the offline Stripe double's `confirmSetup` sends (JSON, not Stripe's form encoding): the client secret and the payment method data gathered by its payment and address elements.
 */
export const zStripeSetupIntentConfirm = lazySchema(() => z.object({
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
}));

/**
 * What Stripe.js must do before the intent can succeed (here always its own 3-D Secure step).
 */
export const zStripeNextAction = lazySchema(() => z.object({
    type: z.literal('use_stripe_sdk')
}));

/**
 * Stripe's SetupIntent object, reduced to what the dashboard reads.
 */
export const zStripeSetupIntent = lazySchema(() => z.object({
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
}));

/**
 * Stripe's error body; test card 4000000000000002 is declined.
 */
export const zStripeError = lazySchema(() => z.object({
    error: z.object({
        type: z.string(),
        code: z.string().optional(),
        decline_code: z.string().optional(),
        message: z.string()
    })
}));

/**
 * Stripe's PaymentIntent object, reduced to what the offline Stripe double answers (paths/external.yaml `/__ext/stripe/v1/payment_intents`; docs/payments.md). Kept with the billing schemas because only the payment flows use it.
 */
export const zStripePaymentIntent = lazySchema(() => z.object({
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
}));

/**
 * The outcome the cardholder chose on the Stripe.js stand-in's 3-D Secure challenge.
 */
export const zStripeAuthentication = lazySchema(() => z.object({
    client_secret: z.string().min(1),
    outcome: z.enum(['complete', 'fail'])
}));

/**
 * One analytics event; sent only after analytics consent (spec 03 §7 "consent-gated").
 */
export const zAnalyticsEvent = lazySchema(() => z.object({
    event: z.string().min(1),
    properties: z.record(z.string(), z.unknown()).optional(),
    timestamp: z.iso.datetime().optional()
}));

/**
 * The feature flags of the deployment (spec 01 §1 "a feature-flag service").
 */
export const zFeatureFlagSet = lazySchema(() => z.object({
    flags: z.record(z.string(), z.boolean())
}));

/**
 * One error the dashboard reports (spec 01 §1 "an error-reporting service", §8).
 */
export const zErrorReport = lazySchema(() => z.object({
    message: z.string().min(1),
    name: z.string().optional(),
    stack: z.string().optional(),
    url: z.string().optional(),
    release: z.string().optional(),
    context: z.string().optional()
}));

/**
 * What to build (balena-sdk `release.createFromUrl` sends `shouldFlatten` true unless told otherwise).
 */
export const zBuildFromUrlBody = lazySchema(() => z.object({
    url: z.string().min(1).max(2048),
    shouldFlatten: z.boolean().optional()
}));

/**
 * A started build, with the new release's id.
 */
export const zBuildFromUrlResult = lazySchema(() => z.object({
    started: z.literal(true),
    releaseId: z.int()
}));

/**
 * The builder's error answer. A download that fails carries `started: false` and both texts (balena-sdk reads `message`, else `error`).
 */
export const zBuilderError = lazySchema(() => z.object({
    started: z.literal(false).optional(),
    error: z.string(),
    message: z.string().optional()
}));

export const zHttpMethod = lazySchema(() => z.enum([
    'GET',
    'POST',
    'PATCH',
    'PUT',
    'DELETE',
    'HEAD',
    'OPTIONS'
]));

/**
 * Every given criterion must hold; a criterion whose fact the request lacks (no actor, no device) does not hold.
 */
export const zFaultMatch = lazySchema(() => z.object({
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
}));

/**
 * Answer with this status instead of the handler. (The mock also accepts the short form without `kind` when `status` is given, e.g. `{status: 429, retryAfter: 7}`.) A string body is sent as a JSON string literal (pinejs style) unless `contentType` is `text`; no body gives `Too Many Requests` for 429 (api-ground-truth §1.4) and an empty body otherwise. A 429 (or any status with `retryAfter`) carries `Retry-After` and `X-RateLimit-Limit/Remaining/Reset` (reset in epoch seconds on the mock clock).
 */
export const zStatusEffect = lazySchema(() => z.object({
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
}));

/**
 * A real token bucket per client (actor, else IP) and route (`per` default `client+route`); an empty bucket answers 429 with the wait until the next token.
 */
export const zTokenBucketEffect = lazySchema(() => z.object({
    kind: z.literal('tokenBucket'),
    capacity: z.int().gte(1).lte(1000000),
    refillPerSecond: z.number().gt(0).lte(1000000),
    per: z.enum(['client', 'client+route']).optional()
}));

/**
 * Waits `ms` (± up to `jitterMs`, drawn from the session's seeded RNG) before answering. Latency rules add up.
 */
export const zLatencyEffect = lazySchema(() => z.object({
    kind: z.literal('latency'),
    ms: z.int().gte(0).lte(58000),
    jitterMs: z.int().gte(0).lte(58000).optional()
}));

/**
 * Network failure: the socket is dropped without an answer.
 */
export const zDestroyEffect = lazySchema(() => z.object({
    kind: z.literal('destroy')
}));

/**
 * The handler's answer (or `status`) with an empty body.
 */
export const zEmptyEffect = lazySchema(() => z.object({
    kind: z.literal('empty'),
    status: z.int().gte(200).lte(599).optional()
}));

/**
 * Sends the headers and the first `bytes` bytes (default half) of the JSON body, then closes.
 */
export const zTruncatedEffect = lazySchema(() => z.object({
    kind: z.literal('truncated'),
    bytes: z.int().gte(0).optional()
}));

/**
 * `/ping` and every API call fail with a dropped socket until the rule is removed (spec 01 §9: offline after 3 failed pings).
 */
export const zOfflineEffect = lazySchema(() => z.object({
    kind: z.literal('offline')
}));

/**
 * A slow (`delayMs` between lines, default 2000) or stalled device log stream; match it with `device` or `path` `/device/v2*logs`.
 */
export const zLogStreamEffect = lazySchema(() => z.object({
    kind: z.literal('logStream'),
    mode: z.enum(['slow', 'stalled']),
    delayMs: z.int().gte(1).lte(58000).optional()
}));

/**
 * Closes a websocket with `code` (default 1011) — at the upgrade, or `afterMs` after it opened.
 */
export const zSocketCloseEffect = lazySchema(() => z.object({
    kind: z.literal('socketClose'),
    code: z.int().gte(1000).lte(4999).optional(),
    reason: z.string().max(123).optional(),
    afterMs: z.int().gte(0).lte(58000).optional()
}));

/**
 * The answer's body is sent at `bytesPerSecond` (real time, in slices of a tenth of a second's worth), on plain answers and streams alike (e.g. the device log stream `/device/v2/{uuid}/logs?stream=1`). The head is sent at once.
 */
export const zBandwidthEffect = lazySchema(() => z.object({
    kind: z.literal('bandwidth'),
    bytesPerSecond: z.int().gte(1).lte(100000000)
}));

/**
 * The request is accepted and never answered (the handler does not run) until the client gives up, or for `limitMs` of real time, after which the connection closes without an answer. The journal records no status.
 */
export const zHangEffect = lazySchema(() => z.object({
    kind: z.literal('hang'),
    limitMs: z.int().gte(1).lte(600000).optional()
}));

/**
 * The head (with the whole body's `content-length`) and the first `afterBytes` of the body (default half) are sent, then the connection is reset (TCP RST; a client reads ECONNRESET). In the MSW adapter the body's read fails instead.
 */
export const zResetEffect = lazySchema(() => z.object({
    kind: z.literal('reset'),
    afterBytes: z.int().gte(0).optional()
}));

export const zFaultEffect = lazySchema(() => z.union([
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
]));

/**
 * Milliseconds, or number+unit parts (`500ms`, `10s`, `5m`, `36h1m`, `2d`).
 */
export const zDuration = lazySchema(() => z.union([
    z.int().gte(0),
    z.string().regex(/^(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+$/)
]));

/**
 * Active from `start` (default when added) until `end` or `start + duration`, on the session's mock clock.
 */
export const zFaultWindow = lazySchema(() => z.object({
    start: z.iso.datetime().optional(),
    end: z.iso.datetime().optional(),
    duration: zDuration.optional()
}));

/**
 * A stored rule (FaultRuleInput plus bookkeeping).
 */
export const zFaultRule = lazySchema(() => z.object({
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
}));

export const zFaultList = lazySchema(() => z.object({
    faults: z.array(zFaultRule)
}));

export const zFaultRuleInput = lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    name: z.string().max(200).optional(),
    match: zFaultMatch.optional(),
    effect: zFaultEffect,
    times: z.int().gte(1).optional(),
    probability: z.number().gte(0).lte(1).optional(),
    window: zFaultWindow.optional(),
    enabled: z.boolean().optional()
}));

export const zMockAdminError = lazySchema(() => z.object({
    error: z.string(),
    issues: z.array(z.object({
        path: z.string(),
        message: z.string()
    })).optional()
}));

export const zRemoved = lazySchema(() => z.object({
    removed: z.int().gte(0)
}));

export const zNearMissCriterion = lazySchema(() => z.object({
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
}));

export const zNearMiss = lazySchema(() => z.object({
    seq: z.int().gte(1),
    method: z.string(),
    path: z.string(),
    operationId: z.string().nullable(),
    failed: z.array(zNearMissCriterion)
}));

export const zNearMissRule = lazySchema(() => z.object({
    id: z.string(),
    match: zFaultMatch.optional(),
    nearMisses: z.array(zNearMiss)
}));

export const zNearMissReport = lazySchema(() => z.object({
    rules: z.array(zNearMissRule)
}));

/**
 * Fields of a rule to change: a given `match`, `effect` or `window` replaces that object whole, `null` removes an optional field. The merged rule is validated as a whole; a rejected patch changes nothing.
 */
export const zFaultRulePatch = lazySchema(() => z.object({
    name: z.string().max(200).nullish(),
    match: zFaultMatch.nullish(),
    effect: zFaultEffect.optional(),
    times: z.int().gte(1).nullish(),
    probability: z.number().gte(0).lte(1).nullish(),
    window: zFaultWindow.nullish(),
    enabled: z.boolean().optional()
}));

/**
 * `frozen` sets `is_frozen`: the device stays connected but applies no target state changes (an update pauses, a new one waits) and stops reporting metrics until unfrozen.
 */
export const zDeviceFlag = lazySchema(() => z.enum([
    'flapping',
    'offline',
    'update-locked',
    'slow-logs',
    'undervolted',
    'frozen'
]));

export const zDeviceFlagList = lazySchema(() => z.object({
    devices: z.record(z.string(), z.array(zDeviceFlag))
}));

/**
 * `offline` is the effective state (a flapping device in its down phase counts).
 */
export const zDeviceFlagState = lazySchema(() => z.object({
    flags: z.array(zDeviceFlag),
    offline: z.boolean(),
    flapping: z.boolean(),
    updateLocked: z.boolean(),
    slowLogs: z.boolean(),
    undervolted: z.boolean(),
    frozen: z.boolean()
}));

export const zDeviceFlagsInput = lazySchema(() => z.object({
    flags: z.array(zDeviceFlag)
}));

export const zOrganizationFlagState = lazySchema(() => z.object({
    handle: z.string(),
    isFrozen: z.boolean(),
    pastDueSince: z.iso.datetime().nullable()
}));

export const zOrganizationFlagsInput = lazySchema(() => z.object({
    frozen: z.boolean().optional(),
    pastDueDays: z.int().gte(0).lte(3650).nullish()
}));

export const zMockReleaseRef = lazySchema(() => z.object({
    id: z.int(),
    commit: z.string()
}));

/**
 * The device's latest simulated release update.
 */
export const zMockDeviceUpdate = lazySchema(() => z.object({
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
}));

/**
 * A device's live state as the simulation sees it, its mock flags and its latest update.
 */
export const zMockDeviceLive = lazySchema(() => z.object({
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
}));

export const zDeviceUpdateInput = lazySchema(() => z.object({
    downloadSeconds: z.int().gte(1).lte(3600).optional()
}));

export const zDeviceUpdateFailInput = lazySchema(() => z.object({
    reason: z.string().min(1).max(200).optional()
}));

export const zMockClock = lazySchema(() => z.object({
    now: z.iso.datetime(),
    nowMs: z.int(),
    frozen: z.boolean()
}));

export const zMockState = lazySchema(() => z.object({
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
}));

/**
 * Omitted fields keep the session's current value; `devices null` goes back to the scale's count.
 */
export const zResetInput = lazySchema(() => z.object({
    seed: z.int().gte(0).optional(),
    scale: z.enum([
        'small',
        'demo',
        'large'
    ]).optional(),
    devices: z.int().gte(0).lte(100000).nullish()
}));

/**
 * A whole session as JSON (store, clock, fault rules, device flags); what `--state FILE` writes.
 */
export const zWorldSnapshot = lazySchema(() => z.object({
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
}));

export const zClockFreezeInput = lazySchema(() => z.object({
    at: z.iso.datetime().optional()
}));

/**
 * Exactly one of `ms` or `by`.
 */
export const zClockAdvanceInput = lazySchema(() => z.object({
    ms: z.int().gte(0).optional(),
    by: zDuration.optional()
}));

export const zClockSetInput = lazySchema(() => z.object({
    at: z.iso.datetime()
}));

export const zJournalActor = lazySchema(() => z.object({
    kind: z.enum([
        'user',
        'application',
        'device'
    ]),
    id: z.int(),
    email: z.string().nullish(),
    username: z.string().optional()
}).nullable());

/**
 * The answer as recorded: headers (cookies and credentials redacted) and the first 16 KiB of the body as text, with secret-named JSON values, JWTs and the whole body of credential-issuing operations (login, token refresh, API and provisioning keys, TOTP setup key, recovery codes) replaced by `[redacted]`. Bodies of the oldest entries are dropped (note `evicted`) once the journal holds 4 Mi characters of them.
 */
export const zJournalResponse = lazySchema(() => z.object({
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
}));

export const zJournalEntry = lazySchema(() => z.object({
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
}));

export const zJournalPage = lazySchema(() => z.object({
    entries: z.array(zJournalEntry),
    total: z.int().gte(0),
    dropped: z.int().gte(0)
}));

export const zJournalCount = lazySchema(() => z.object({
    count: z.int().gte(0),
    total: z.int().gte(0)
}));

/**
 * A frame of `/__mock/journal/stream`. Server → client: `ready` ({session, lastSeq}), `entries` (JournalEntry[]: the backlog, then each new request), `reset` ({session}: the session was reset or dropped; the socket closes and the client opens a new one), `authenticate` ({message}: the admin token is required, send it), `unauthorized` and `error` ({message}). Client → server: `authentication` ({token}) as the first frame when the admin token is required and the upgrade did not carry it.
 */
export const zJournalStreamFrame = lazySchema(() => z.object({
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
}));

export const zMail = lazySchema(() => z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string().optional(),
    html: z.string().optional(),
    links: z.array(z.string()).optional(),
    sentAt: z.iso.datetime().optional(),
    kind: z.string().optional()
}));

export const zOutbox = lazySchema(() => z.object({
    mails: z.array(zMail)
}));

/**
 * The value GET /buildtime.txt answers in this session; null serves the built file.
 */
export const zBuildMarker = lazySchema(() => z.object({
    value: z.string().min(1).max(200).nullable()
}));

export const zScenarioStatus = lazySchema(() => z.object({
    name: z.string(),
    startedAt: z.iso.datetime(),
    stepsTotal: z.int().gte(1),
    stepsDone: z.int().gte(0),
    nextAt: z.iso.datetime().nullable(),
    errors: z.array(z.string())
}));

export const zScenarioList = lazySchema(() => z.object({
    available: z.array(z.string()),
    running: zScenarioStatus.nullable()
}));

/**
 * A device by uuid or name, or the first `limit` devices (by id) of a fleet (slug or name) or an organization.
 */
export const zDeviceRef = lazySchema(() => z.union([
    z.string().min(1).max(200),
    z.object({
        organization: z.string().min(1).optional(),
        fleet: z.string().min(1).optional(),
        limit: z.int().gte(1).lte(100000).optional()
    })
]));

/**
 * `at` (default 0) after the load on the mock clock, and exactly one action.
 */
export const zScenarioStep = lazySchema(() => z.object({
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
}));

/**
 * A named timeline of steps on the mock clock (one YAML file per scenario in the mock's scenarios folder).
 */
export const zScenario = lazySchema(() => z.object({
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
}));

/**
 * Exactly one of a shipped `name`, a `scenario` object or YAML/JSON `source` text.
 */
export const zScenarioLoadInput = lazySchema(() => z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    scenario: zScenario.optional(),
    source: z.string().min(1).max(1000000).optional()
}));

export const zScenarioStopped = lazySchema(() => z.object({
    stopped: z.string().nullable()
}));

export const zRecordingInput = lazySchema(() => z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    description: z.string().max(2000).optional()
}));

export const zRecordingStatus = lazySchema(() => z.object({
    name: z.string(),
    recording: z.boolean(),
    startedAt: z.iso.datetime().optional(),
    steps: z.int().gte(0)
}));

export const zSessionList = lazySchema(() => z.object({
    sessions: z.array(z.string())
}));

export const zWorldUser = lazySchema(() => z.object({
    username: z.string().regex(/^[a-z0-9_]{3,64}$/),
    email: z.email().optional(),
    password: z.string().min(8).max(200).optional(),
    api_key: z.string().regex(/^[A-Za-z0-9]{32}$/).optional(),
    first_name: z.string().max(255).optional(),
    last_name: z.string().max(255).optional()
}));

export const zWorldOrganization = lazySchema(() => z.object({
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
    })).optional()
}));

export const zWorldStringMap = lazySchema(() => z.record(z.string(), z.string().max(100000)));

export const zWorldRelease = lazySchema(() => z.object({
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
    services: z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/)).min(1).optional()
}));

export const zWorldDevice = lazySchema(() => z.object({
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
        'inactive'
    ]).optional(),
    online: z.boolean().optional(),
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
    config_variables: zWorldStringMap.optional()
}));

export const zWorldFleet = lazySchema(() => z.object({
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{3,99}$/),
    organization: z.string(),
    device_type: z.string(),
    class: z.enum([
        'fleet',
        'app',
        'block'
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
    devices: z.array(zWorldDevice).optional(),
    device_count: z.int().gte(0).lte(100000).optional()
}));

/**
 * Generated devices added around the described ones, spread over the file's fleets.
 */
export const zWorldDeviceFill = lazySchema(() => z.object({
    count: z.int().gte(0).lte(100000)
}));

/**
 * `base: demo` (default) adds the file's content to the built-in demo world (personas, acme…); `base: none` starts from the platform catalogue alone (device types, balenaOS releases, roles, plans) and holds only what the file describes.
 */
export const zWorldFile = lazySchema(() => z.object({
    version: z.literal(1).optional(),
    base: z.enum(['demo', 'none']).optional(),
    seed: z.int().gte(0).optional(),
    epoch: z.iso.datetime().optional(),
    users: z.array(zWorldUser).optional(),
    organizations: z.array(zWorldOrganization).optional(),
    fleets: z.array(zWorldFleet).optional(),
    devices: zWorldDeviceFill.optional()
}));

export const zWorldSessionInput = lazySchema(() => z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    world: zWorldFile
}));

export const zSessionDropped = lazySchema(() => z.object({
    dropped: z.string().nullable()
}));

export const zDemoPersona = lazySchema(() => z.object({
    key: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.string(),
    shows: z.string(),
    login: z.enum(['password', 'sso']),
    totpSecret: z.string().optional()
}));

export const zPersonaList = lazySchema(() => z.object({
    password: z.string(),
    ssoIdentifier: z.string(),
    personas: z.array(zDemoPersona)
}));

/**
 * v7 resource `actor`. Every property is optional on reads because $select may leave it out.
 */
export const zActor = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `user`. Every property is optional on reads because $select may leave it out. There is no email on user in v7 (see user_profile and /actor/v1/whoami). PATCH with has_been_sent_verification_email true asks for a new verification mail (api-ground-truth §2.4); DELETE removes the account (spec 01 §4).
 */
export const zUser = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `organization`. Every property is optional on reads because $select may leave it out.
 */
export const zOrganization = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `organization_membership` (also addressed as `user__is_member_of__organization`). Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationMembership = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `organization_invite` (also addressed as `invitee__is_invited_to__organization`). Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationInvite = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `invitee`. Every property is optional on reads because $select may leave it out.
 */
export const zInvitee = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `device_type`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceType = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `cpu_architecture`. Every property is optional on reads because $select may leave it out.
 */
export const zCpuArchitecture = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `device_family`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceFamily = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `device_manufacturer`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceManufacturer = lazySchema(() => z.object({
    id: z.int().optional(),
    slug: z.string().optional(),
    name: z.string().optional(),
    device_family: z.union([
        z.array(zDeviceFamily),
        z.int().gte(0)
    ]).optional()
}));

/**
 * v7 resource `device_type_alias`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceTypeAlias = lazySchema(() => z.object({
    id: z.int().optional(),
    device_type: z.union([
        zODataFkRef,
        z.array(zDeviceType).max(1)
    ]).optional(),
    is_referenced_by__alias: z.string().optional()
}));

/**
 * v7 resource `application`. Every property is optional on reads because $select may leave it out. There is no per-status device count field. The dashboard derives fleet counts with GET /v7/device/$count?$filter=belongs_to__application eq <id> and overall_status eq '<status>' (one query per status, spec 02 §7), or inline with $expand=owns__device/$count($filter=overall_status eq '<status>'). is_directly_accessible_by__user (rule directly_accessible_by_caller) lists the caller when the caller reaches the fleet directly: as an administrator of its organization, through a fleet membership, or through a team with access to it; it is empty for everyone else (other users, API keys of devices and fleets, support access, public fleets). The SDK's application.getAllDirectlyAccessible and the CLI's fleet list filter on is_directly_accessible_by__user/any(dau:1 eq 1).
 */
export const zApplication = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `release`. Every property is optional on reads because $select may leave it out.
 */
export const zRelease = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `release_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zReleaseTag = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).optional(),
    tag_key: z.string().min(1).max(164).optional(),
    value: z.string().max(1000).optional()
}));

/**
 * v7 resource `release_asset`. Every property is optional on reads because $select may leave it out.
 */
export const zReleaseAsset = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    release: z.union([
        zODataFkRef,
        z.array(zRelease).max(1)
    ]).optional(),
    asset_key: z.string().optional(),
    asset: zWebResource.nullish()
}));

/**
 * v7 resource `device`. Every property is optional on reads because $select may leave it out.
 */
export const zDevice = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `service` (also addressed as `application__has__service_name`). Every property is optional on reads because $select may leave it out.
 */
export const zService = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `service_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zServiceEnvironmentVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `service_label`. Every property is optional on reads because $select may leave it out.
 */
export const zServiceLabel = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    service: z.union([
        zODataFkRef,
        z.array(zService).max(1)
    ]).optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `service_install` (also addressed as `device__installs__application__has__service_name`). Every property is optional on reads because $select may leave it out.
 */
export const zServiceInstall = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `device_service_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceServiceEnvironmentVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    service_install: z.union([
        zODataFkRef,
        z.array(zServiceInstall).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `image`. Every property is optional on reads because $select may leave it out.
 */
export const zImage = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `image_install`. Every property is optional on reads because $select may leave it out.
 */
export const zImageInstall = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `release_image` (also addressed as `image__is_part_of__release`). Every property is optional on reads because $select may leave it out.
 */
export const zReleaseImage = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `image_label`. Every property is optional on reads because $select may leave it out.
 */
export const zImageLabel = lazySchema(() => z.object({
    id: z.int().optional(),
    release_image: z.union([
        zODataFkRef,
        z.array(zReleaseImage).max(1)
    ]).optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `image_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zImageEnvironmentVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    release_image: z.union([
        zODataFkRef,
        z.array(zReleaseImage).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `device_history`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceHistory = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `device_environment_variable` (also addressed as `device__has__env_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zDeviceEnvironmentVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `device_config_variable` (also addressed as `device__has__config_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zDeviceConfigVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `device_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zDeviceTag = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    device: z.union([
        zODataFkRef,
        z.array(zDevice).max(1)
    ]).optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `application_type`. Every property is optional on reads because $select may leave it out.
 */
export const zApplicationType = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `application_invite` (also addressed as `invitee__is_invited_to__application`). Every property is optional on reads because $select may leave it out.
 */
export const zApplicationInvite = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `user_application_membership` (also addressed as `user__is_member_of__application`). Every property is optional on reads because $select may leave it out.
 */
export const zUserApplicationMembership = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `team`. Every property is optional on reads because $select may leave it out.
 */
export const zTeam = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `team_membership` (also addressed as `user__is_member_of__team`). Every property is optional on reads because $select may leave it out.
 */
export const zTeamMembership = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `team_application_access` (also addressed as `team__grants_access_to__application`). Every property is optional on reads because $select may leave it out.
 */
export const zTeamApplicationAccess = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `identity_provider_membership` (also addressed as `organization__is_authorized_by__identity_provider`). Every property is optional on reads because $select may leave it out.
 */
export const zIdentityProviderMembership = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `identity_provider`. Every property is optional on reads because $select may leave it out. POST names the organization the provider is for (organization_id, spec 01 §7): the caller must administer it, and the provider is linked to it. A PATCH names the organization the edit is made for the same way (spec 01 §7 "POST/PATCH identity_provider {…, organization_id}"); it must be one the provider is linked to, else 400. sso_identifier is at least 3 characters of lower-case letters, digits, underscores and hyphens (spec 01 §5); entry_point is an http(s) URL. DELETE is refused with 409 while the provider has SAML accounts.
 */
export const zIdentityProvider = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `saml_account`. Every property is optional on reads because $select may leave it out.
 */
export const zSamlAccount = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `application_membership_role`. Every property is optional on reads because $select may leave it out.
 */
export const zApplicationMembershipRole = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `application_environment_variable` (also addressed as `application__has__env_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zApplicationEnvironmentVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `application_config_variable` (also addressed as `application__has__config_var_name`). Every property is optional on reads because $select may leave it out.
 */
export const zApplicationConfigVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `build_environment_variable`. Every property is optional on reads because $select may leave it out.
 */
export const zBuildEnvironmentVariable = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `application_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zApplicationTag = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    application: z.union([
        zODataFkRef,
        z.array(zApplication).max(1)
    ]).optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().max(1000).optional()
}));

/**
 * v7 resource `organization_membership_role`. Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationMembershipRole = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `organization_membership_tag`. Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationMembershipTag = lazySchema(() => z.object({
    id: z.int().optional(),
    organization_membership: z.union([
        zODataFkRef,
        z.array(zOrganizationMembership).max(1)
    ]).optional(),
    tag_key: z.string().optional(),
    value: z.string().optional()
}));

/**
 * v7 resource `plan`. Every property is optional on reads because $select may leave it out.
 */
export const zPlan = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `plan_feature` (also addressed as `plan__provides__feature`). Every property is optional on reads because $select may leave it out.
 */
export const zPlanFeature = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `feature`. Every property is optional on reads because $select may leave it out.
 */
export const zFeature = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `subscription`. Every property is optional on reads because $select may leave it out.
 */
export const zSubscription = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `plan_addon` (also addressed as `plan__offers__feature`). Every property is optional on reads because $select may leave it out.
 */
export const zPlanAddon = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `subscription_prepaid_addon`. Every property is optional on reads because $select may leave it out.
 */
export const zSubscriptionPrepaidAddon = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `subscription_addon_discount`. Every property is optional on reads because $select may leave it out.
 */
export const zSubscriptionAddonDiscount = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `support_feature`. Every property is optional on reads because $select may leave it out.
 */
export const zSupportFeature = lazySchema(() => z.object({
    id: z.int().optional(),
    feature: z.union([
        zODataFkRef,
        z.array(zFeature).max(1)
    ]).optional(),
    support_tier: z.union([
        zODataFkRef,
        z.array(z.lazy((): any => zSupportTier)).max(1)
    ]).optional()
}));

/**
 * v7 resource `support_tier`. Every property is optional on reads because $select may leave it out.
 */
export const zSupportTier = lazySchema(() => z.object({
    id: z.int().optional(),
    title: z.string().optional(),
    slug: z.string().optional(),
    includes_private_support: z.boolean().optional(),
    includes__SLA: z.string().nullish(),
    support_feature: z.union([
        z.array(zSupportFeature),
        z.int().gte(0)
    ]).optional()
}));

/**
 * v7 resource `credit_bundle`. Every property is optional on reads because $select may leave it out.
 */
export const zCreditBundle = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `organization_credit_notification` (also addressed as `organization__owns_credit_notification_for__feature`). Every property is optional on reads because $select may leave it out.
 */
export const zOrganizationCreditNotification = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `discount_code`. Every property is optional on reads because $select may leave it out.
 */
export const zDiscountCode = lazySchema(() => z.object({
    id: z.int().optional(),
    plan: z.union([
        zODataFkRef,
        z.array(zPlan).max(1)
    ]).optional(),
    code: z.string().optional(),
    discount_percentage: z.number().optional()
}));

/**
 * v7 resource `user_profile`. Every property is optional on reads because $select may leave it out.
 */
export const zUserProfile = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `user_public_key` (also addressed as `user__has__public_key`). Every property is optional on reads because $select may leave it out.
 */
export const zUserPublicKey = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    public_key: z.string().max(2850).optional(),
    title: z.string().max(120).optional()
}));

/**
 * v7 resource `social_service_account`. Every property is optional on reads because $select may leave it out.
 */
export const zSocialServiceAccount = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    provider: z.enum(['github', 'google']).optional(),
    display_name: z.string().nullish(),
    remote_id: z.string().optional()
}));

/**
 * v7 resource `recovery_two_factor`. Every property is optional on reads because $select may leave it out.
 */
export const zRecoveryTwoFactor = lazySchema(() => z.object({
    id: z.int().optional(),
    belongs_to__user: z.union([
        zODataFkRef,
        z.array(zUser).max(1)
    ]).optional(),
    used_timestamp: z.iso.datetime().nullish()
}));

/**
 * v7 resource `oauth_application_authorization`. Every property is optional on reads because $select may leave it out.
 */
export const zOauthApplicationAuthorization = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `oauth_application`. Every property is optional on reads because $select may leave it out.
 */
export const zOauthApplication = lazySchema(() => z.object({
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
}));

/**
 * v7 resource `api_key`. Every property is optional on reads because $select may leave it out. Keys are created through the /api-key* endpoints, never with an OData POST (api-ground-truth §3); the secret is never readable.
 */
export const zApiKey = lazySchema(() => z.object({
    id: z.int().optional(),
    created_at: z.iso.datetime().optional(),
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiry_date: z.iso.datetime().nullish(),
    is_of__actor: z.union([
        zODataFkRef,
        z.array(zActor).max(1)
    ]).optional()
}));

/**
 * GET envelope of actor (api-ground-truth §1.3)
 */
export const zActorList = lazySchema(() => z.object({
    d: z.array(zActor)
}));

/**
 * GET envelope of organization (api-ground-truth §1.3)
 */
export const zOrganizationList = lazySchema(() => z.object({
    d: z.array(zOrganization)
}));

/**
 * GET envelope of user (api-ground-truth §1.3)
 */
export const zUserList = lazySchema(() => z.object({
    d: z.array(zUser)
}));

/**
 * GET envelope of user_profile (api-ground-truth §1.3)
 */
export const zUserProfileList = lazySchema(() => z.object({
    d: z.array(zUserProfile)
}));

/**
 * GET envelope of api_key (api-ground-truth §1.3)
 */
export const zApiKeyList = lazySchema(() => z.object({
    d: z.array(zApiKey)
}));

/**
 * GET envelope of user_public_key (api-ground-truth §1.3)
 */
export const zUserPublicKeyList = lazySchema(() => z.object({
    d: z.array(zUserPublicKey)
}));

/**
 * GET envelope of organization_membership_role (api-ground-truth §1.3)
 */
export const zOrganizationMembershipRoleList = lazySchema(() => z.object({
    d: z.array(zOrganizationMembershipRole)
}));

/**
 * GET envelope of organization_membership (api-ground-truth §1.3)
 */
export const zOrganizationMembershipList = lazySchema(() => z.object({
    d: z.array(zOrganizationMembership)
}));

/**
 * GET envelope of organization_membership_tag (api-ground-truth §1.3)
 */
export const zOrganizationMembershipTagList = lazySchema(() => z.object({
    d: z.array(zOrganizationMembershipTag)
}));

/**
 * GET envelope of team (api-ground-truth §1.3)
 */
export const zTeamList = lazySchema(() => z.object({
    d: z.array(zTeam)
}));

/**
 * GET envelope of team_membership (api-ground-truth §1.3)
 */
export const zTeamMembershipList = lazySchema(() => z.object({
    d: z.array(zTeamMembership)
}));

/**
 * GET envelope of application_membership_role (api-ground-truth §1.3)
 */
export const zApplicationMembershipRoleList = lazySchema(() => z.object({
    d: z.array(zApplicationMembershipRole)
}));

/**
 * GET envelope of invitee (api-ground-truth §1.3)
 */
export const zInviteeList = lazySchema(() => z.object({
    d: z.array(zInvitee)
}));

/**
 * GET envelope of application_type (api-ground-truth §1.3)
 */
export const zApplicationTypeList = lazySchema(() => z.object({
    d: z.array(zApplicationType)
}));

/**
 * GET envelope of cpu_architecture (api-ground-truth §1.3)
 */
export const zCpuArchitectureList = lazySchema(() => z.object({
    d: z.array(zCpuArchitecture)
}));

/**
 * GET envelope of device_manufacturer (api-ground-truth §1.3)
 */
export const zDeviceManufacturerList = lazySchema(() => z.object({
    d: z.array(zDeviceManufacturer)
}));

/**
 * GET envelope of device_family (api-ground-truth §1.3)
 */
export const zDeviceFamilyList = lazySchema(() => z.object({
    d: z.array(zDeviceFamily)
}));

/**
 * GET envelope of device_type (api-ground-truth §1.3)
 */
export const zDeviceTypeList = lazySchema(() => z.object({
    d: z.array(zDeviceType)
}));

/**
 * GET envelope of device_type_alias (api-ground-truth §1.3)
 */
export const zDeviceTypeAliasList = lazySchema(() => z.object({
    d: z.array(zDeviceTypeAlias)
}));

/**
 * GET envelope of application (api-ground-truth §1.3)
 */
export const zApplicationList = lazySchema(() => z.object({
    d: z.array(zApplication)
}));

/**
 * GET envelope of organization_invite (api-ground-truth §1.3)
 */
export const zOrganizationInviteList = lazySchema(() => z.object({
    d: z.array(zOrganizationInvite)
}));

/**
 * GET envelope of application_invite (api-ground-truth §1.3)
 */
export const zApplicationInviteList = lazySchema(() => z.object({
    d: z.array(zApplicationInvite)
}));

/**
 * GET envelope of user_application_membership (api-ground-truth §1.3)
 */
export const zUserApplicationMembershipList = lazySchema(() => z.object({
    d: z.array(zUserApplicationMembership)
}));

/**
 * GET envelope of team_application_access (api-ground-truth §1.3)
 */
export const zTeamApplicationAccessList = lazySchema(() => z.object({
    d: z.array(zTeamApplicationAccess)
}));

/**
 * GET envelope of application_environment_variable (api-ground-truth §1.3)
 */
export const zApplicationEnvironmentVariableList = lazySchema(() => z.object({
    d: z.array(zApplicationEnvironmentVariable)
}));

/**
 * GET envelope of application_config_variable (api-ground-truth §1.3)
 */
export const zApplicationConfigVariableList = lazySchema(() => z.object({
    d: z.array(zApplicationConfigVariable)
}));

/**
 * GET envelope of build_environment_variable (api-ground-truth §1.3)
 */
export const zBuildEnvironmentVariableList = lazySchema(() => z.object({
    d: z.array(zBuildEnvironmentVariable)
}));

/**
 * GET envelope of application_tag (api-ground-truth §1.3)
 */
export const zApplicationTagList = lazySchema(() => z.object({
    d: z.array(zApplicationTag)
}));

/**
 * GET envelope of release (api-ground-truth §1.3)
 */
export const zReleaseList = lazySchema(() => z.object({
    d: z.array(zRelease)
}));

/**
 * GET envelope of release_tag (api-ground-truth §1.3)
 */
export const zReleaseTagList = lazySchema(() => z.object({
    d: z.array(zReleaseTag)
}));

/**
 * GET envelope of release_asset (api-ground-truth §1.3)
 */
export const zReleaseAssetList = lazySchema(() => z.object({
    d: z.array(zReleaseAsset)
}));

/**
 * GET envelope of device (api-ground-truth §1.3)
 */
export const zDeviceList = lazySchema(() => z.object({
    d: z.array(zDevice)
}));

/**
 * GET envelope of device_environment_variable (api-ground-truth §1.3)
 */
export const zDeviceEnvironmentVariableList = lazySchema(() => z.object({
    d: z.array(zDeviceEnvironmentVariable)
}));

/**
 * GET envelope of device_config_variable (api-ground-truth §1.3)
 */
export const zDeviceConfigVariableList = lazySchema(() => z.object({
    d: z.array(zDeviceConfigVariable)
}));

/**
 * GET envelope of device_tag (api-ground-truth §1.3)
 */
export const zDeviceTagList = lazySchema(() => z.object({
    d: z.array(zDeviceTag)
}));

/**
 * GET envelope of service (api-ground-truth §1.3)
 */
export const zServiceList = lazySchema(() => z.object({
    d: z.array(zService)
}));

/**
 * GET envelope of service_environment_variable (api-ground-truth §1.3)
 */
export const zServiceEnvironmentVariableList = lazySchema(() => z.object({
    d: z.array(zServiceEnvironmentVariable)
}));

/**
 * GET envelope of service_label (api-ground-truth §1.3)
 */
export const zServiceLabelList = lazySchema(() => z.object({
    d: z.array(zServiceLabel)
}));

/**
 * GET envelope of service_install (api-ground-truth §1.3)
 */
export const zServiceInstallList = lazySchema(() => z.object({
    d: z.array(zServiceInstall)
}));

/**
 * GET envelope of device_service_environment_variable (api-ground-truth §1.3)
 */
export const zDeviceServiceEnvironmentVariableList = lazySchema(() => z.object({
    d: z.array(zDeviceServiceEnvironmentVariable)
}));

/**
 * GET envelope of image (api-ground-truth §1.3)
 */
export const zImageList = lazySchema(() => z.object({
    d: z.array(zImage)
}));

/**
 * GET envelope of image_install (api-ground-truth §1.3)
 */
export const zImageInstallList = lazySchema(() => z.object({
    d: z.array(zImageInstall)
}));

/**
 * GET envelope of release_image (api-ground-truth §1.3)
 */
export const zReleaseImageList = lazySchema(() => z.object({
    d: z.array(zReleaseImage)
}));

/**
 * GET envelope of image_label (api-ground-truth §1.3)
 */
export const zImageLabelList = lazySchema(() => z.object({
    d: z.array(zImageLabel)
}));

/**
 * GET envelope of image_environment_variable (api-ground-truth §1.3)
 */
export const zImageEnvironmentVariableList = lazySchema(() => z.object({
    d: z.array(zImageEnvironmentVariable)
}));

/**
 * GET envelope of device_history (api-ground-truth §1.3)
 */
export const zDeviceHistoryList = lazySchema(() => z.object({
    d: z.array(zDeviceHistory)
}));

/**
 * GET envelope of identity_provider (api-ground-truth §1.3)
 */
export const zIdentityProviderList = lazySchema(() => z.object({
    d: z.array(zIdentityProvider)
}));

/**
 * GET envelope of identity_provider_membership (api-ground-truth §1.3)
 */
export const zIdentityProviderMembershipList = lazySchema(() => z.object({
    d: z.array(zIdentityProviderMembership)
}));

/**
 * GET envelope of saml_account (api-ground-truth §1.3)
 */
export const zSamlAccountList = lazySchema(() => z.object({
    d: z.array(zSamlAccount)
}));

/**
 * GET envelope of social_service_account (api-ground-truth §1.3)
 */
export const zSocialServiceAccountList = lazySchema(() => z.object({
    d: z.array(zSocialServiceAccount)
}));

/**
 * GET envelope of recovery_two_factor (api-ground-truth §1.3)
 */
export const zRecoveryTwoFactorList = lazySchema(() => z.object({
    d: z.array(zRecoveryTwoFactor)
}));

/**
 * GET envelope of oauth_application (api-ground-truth §1.3)
 */
export const zOauthApplicationList = lazySchema(() => z.object({
    d: z.array(zOauthApplication)
}));

/**
 * GET envelope of oauth_application_authorization (api-ground-truth §1.3)
 */
export const zOauthApplicationAuthorizationList = lazySchema(() => z.object({
    d: z.array(zOauthApplicationAuthorization)
}));

/**
 * GET envelope of plan (api-ground-truth §1.3)
 */
export const zPlanList = lazySchema(() => z.object({
    d: z.array(zPlan)
}));

/**
 * GET envelope of feature (api-ground-truth §1.3)
 */
export const zFeatureList = lazySchema(() => z.object({
    d: z.array(zFeature)
}));

/**
 * GET envelope of plan_feature (api-ground-truth §1.3)
 */
export const zPlanFeatureList = lazySchema(() => z.object({
    d: z.array(zPlanFeature)
}));

/**
 * GET envelope of plan_addon (api-ground-truth §1.3)
 */
export const zPlanAddonList = lazySchema(() => z.object({
    d: z.array(zPlanAddon)
}));

/**
 * GET envelope of discount_code (api-ground-truth §1.3)
 */
export const zDiscountCodeList = lazySchema(() => z.object({
    d: z.array(zDiscountCode)
}));

/**
 * GET envelope of subscription (api-ground-truth §1.3)
 */
export const zSubscriptionList = lazySchema(() => z.object({
    d: z.array(zSubscription)
}));

/**
 * GET envelope of subscription_prepaid_addon (api-ground-truth §1.3)
 */
export const zSubscriptionPrepaidAddonList = lazySchema(() => z.object({
    d: z.array(zSubscriptionPrepaidAddon)
}));

/**
 * GET envelope of subscription_addon_discount (api-ground-truth §1.3)
 */
export const zSubscriptionAddonDiscountList = lazySchema(() => z.object({
    d: z.array(zSubscriptionAddonDiscount)
}));

/**
 * GET envelope of support_tier (api-ground-truth §1.3)
 */
export const zSupportTierList = lazySchema(() => z.object({
    d: z.array(zSupportTier)
}));

/**
 * GET envelope of support_feature (api-ground-truth §1.3)
 */
export const zSupportFeatureList = lazySchema(() => z.object({
    d: z.array(zSupportFeature)
}));

/**
 * GET envelope of credit_bundle (api-ground-truth §1.3)
 */
export const zCreditBundleList = lazySchema(() => z.object({
    d: z.array(zCreditBundle)
}));

/**
 * GET envelope of organization_credit_notification (api-ground-truth §1.3)
 */
export const zOrganizationCreditNotificationList = lazySchema(() => z.object({
    d: z.array(zOrganizationCreditNotification)
}));

/**
 * Comma-separated field names, or `*` (api-ground-truth §2.1).
 */
export const zODataSelect = lazySchema(() => z.string());

/**
 * An OData filter in the pinejs dialect (api-ground-truth §2.2).
 */
export const zODataFilter = lazySchema(() => z.string());

/**
 * Navigations to expand, with nested options joined by `;` (api-ground-truth §2.3).
 */
export const zODataExpand = lazySchema(() => z.string());

/**
 * `field asc|desc` list; a missing direction means desc (api-ground-truth §2.3).
 */
export const zODataOrderby = lazySchema(() => z.string());

export const zODataTop = lazySchema(() => z.int().gte(0));

export const zODataSkip = lazySchema(() => z.int().gte(0));

/**
 * `json;metadata=full` adds __metadata and __deferred (api-ground-truth §1.3).
 */
export const zODataFormat = lazySchema(() => z.string());

/**
 * `false` or `0` makes a POST answer `{"id":N}` only.
 */
export const zReturnResource = lazySchema(() => z.enum([
    'true',
    'false',
    '0',
    '1'
]));

/**
 * The organization's NUMERIC id; the SDK resolves a handle to it first (api-ground-truth §4).
 */
export const zOrgId = lazySchema(() => z.int().gte(1));

/**
 * The `invoice_number` of a row from the invoice list.
 */
export const zInvoiceNumber = lazySchema(() => z.string().min(1));

/**
 * Numeric id of the organization the ticket is filed for.
 */
export const zSupportOrgId = lazySchema(() => z.int().gte(1));

/**
 * Numeric fleet (application) id.
 */
export const zAppId = lazySchema(() => z.int().gte(1));

/**
 * Full device uuid (32 or 62 hex characters).
 */
export const zDeviceUuid = lazySchema(() => z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/));

/**
 * Device type slug or one of its aliases.
 */
export const zDeviceTypeSlug = lazySchema(() => z.string().min(1));

/**
 * The isolated session (world) addressed; `default` when absent. Created on first use.
 */
export const zMockSession = lazySchema(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

export const zFaultId = lazySchema(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

export const zDeviceUuid2 = lazySchema(() => z.string().min(1).max(62));

export const zOrganizationHandle = lazySchema(() => z.string().min(1));

/**
 * Case-insensitive
 */
export const zJournalMethod = lazySchema(() => zHttpMethod);

/**
 * Raw or decoded path prefix
 */
export const zJournalPathPrefix = lazySchema(() => z.string().regex(/^\//));

export const zJournalOperationId = lazySchema(() => z.string());

/**
 * 0 = dropped socket
 */
export const zJournalStatus = lazySchema(() => z.int().gte(0).lte(599));

/**
 * E-mail, username, persona key, actor id or `guest`
 */
export const zJournalActor2 = lazySchema(() => z.string());

/**
 * Mock-clock time
 */
export const zJournalSince = lazySchema(() => z.iso.datetime());

/**
 * Only entries with a larger seq
 */
export const zJournalAfter = lazySchema(() => z.int().gte(0));

/**
 * The newest N matches
 */
export const zJournalLimit = lazySchema(() => z.int().gte(1));

/**
 * A query parameter the entry must have: `name` (present) or `name=text` (its value contains text). Repeatable: all must hold.
 */
export const zJournalQuery = lazySchema(() => z.array(z.string().min(1)));

/**
 * A JSON pointer into the request body: `/pointer` (present) or `/pointer=value` (equal to value, compared as JSON when value parses as JSON, else as text). Repeatable: all must hold.
 */
export const zJournalBody = lazySchema(() => z.array(z.string().regex(/^\//)));

/**
 * Text the serialised request body contains
 */
export const zJournalBodyContains = lazySchema(() => z.string().min(1));

export const zSessionName = lazySchema(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

export const zCountActorQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountActorResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationByFilterBody = lazySchema(() => zOrganizationUpdate);

export const zUpdateOrganizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationByIdBody = lazySchema(() => zOrganizationUpdate);

export const zUpdateOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationByHandlePath = lazySchema(() => z.object({
    handle: z.string()
}));

export const zUpdateOrganizationByHandleBody = lazySchema(() => zOrganizationUpdate);

export const zUpdateOrganizationByHandlePath = lazySchema(() => z.object({
    handle: z.string()
}));

export const zDeleteUserByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserByFilterBody = lazySchema(() => zUserUpdate);

export const zUpdateUserByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserResponse = lazySchema(() => zODataCount);

export const zDeleteUserByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserByIdBody = lazySchema(() => zUserUpdate);

export const zUpdateUserByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserByUsernamePath = lazySchema(() => z.object({
    username: z.string()
}));

export const zUpdateUserByUsernameBody = lazySchema(() => zUserUpdate);

export const zUpdateUserByUsernamePath = lazySchema(() => z.object({
    username: z.string()
}));

export const zDeleteUserProfileByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserProfileByFilterBody = lazySchema(() => zUserProfileUpdate);

export const zUpdateUserProfileByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserProfileQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserProfileResponse = lazySchema(() => zODataCount);

export const zDeleteUserProfileByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserProfileByIdBody = lazySchema(() => zUserProfileUpdate);

export const zUpdateUserProfileByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApiKeyByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApiKeyByFilterBody = lazySchema(() => zApiKeyUpdate);

export const zUpdateApiKeyByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApiKeyQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApiKeyResponse = lazySchema(() => zODataCount);

export const zDeleteApiKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApiKeyByIdBody = lazySchema(() => zApiKeyUpdate);

export const zUpdateApiKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserPublicKeyByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserPublicKeyByFilterBody = lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserPublicKeyByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserPublicKeyQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserPublicKeyResponse = lazySchema(() => zODataCount);

export const zDeleteUserPublicKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserPublicKeyByIdBody = lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserPublicKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserHasPublicKeyByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserHasPublicKeyByFilterBody = lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserHasPublicKeyByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserHasPublicKeyQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserHasPublicKeyResponse = lazySchema(() => zODataCount);

export const zDeleteUserHasPublicKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserHasPublicKeyByIdBody = lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserHasPublicKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zCountOrganizationMembershipRoleQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationMembershipRoleResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationMembershipByFilterBody = lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateOrganizationMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationMembershipQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationMembershipResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationMembershipByIdBody = lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateOrganizationMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserIsMemberOfOrganizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserIsMemberOfOrganizationByFilterBody = lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateUserIsMemberOfOrganizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserIsMemberOfOrganizationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserIsMemberOfOrganizationResponse = lazySchema(() => zODataCount);

export const zDeleteUserIsMemberOfOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserIsMemberOfOrganizationByIdBody = lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateUserIsMemberOfOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationMembershipTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationMembershipTagByFilterBody = lazySchema(() => zOrganizationMembershipTagUpdate);

export const zUpdateOrganizationMembershipTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationMembershipTagQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationMembershipTagResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationMembershipTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationMembershipTagByIdBody = lazySchema(() => zOrganizationMembershipTagUpdate);

export const zUpdateOrganizationMembershipTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamByFilterBody = lazySchema(() => zTeamUpdate);

export const zUpdateTeamByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamResponse = lazySchema(() => zODataCount);

export const zDeleteTeamByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamByIdBody = lazySchema(() => zTeamUpdate);

export const zUpdateTeamByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamMembershipByFilterBody = lazySchema(() => zTeamMembershipUpdate);

export const zUpdateTeamMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamMembershipQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamMembershipResponse = lazySchema(() => zODataCount);

export const zDeleteTeamMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamMembershipByIdBody = lazySchema(() => zTeamMembershipUpdate);

export const zUpdateTeamMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserIsMemberOfTeamByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserIsMemberOfTeamByFilterBody = lazySchema(() => zTeamMembershipUpdate);

export const zUpdateUserIsMemberOfTeamByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserIsMemberOfTeamQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserIsMemberOfTeamResponse = lazySchema(() => zODataCount);

export const zDeleteUserIsMemberOfTeamByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserIsMemberOfTeamByIdBody = lazySchema(() => zTeamMembershipUpdate);

export const zUpdateUserIsMemberOfTeamByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zCountApplicationMembershipRoleQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationMembershipRoleResponse = lazySchema(() => zODataCount);

export const zCountInviteeQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountInviteeResponse = lazySchema(() => zODataCount);

export const zCountApplicationTypeQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationTypeResponse = lazySchema(() => zODataCount);

export const zCountCpuArchitectureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountCpuArchitectureResponse = lazySchema(() => zODataCount);

export const zCountDeviceManufacturerQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceManufacturerResponse = lazySchema(() => zODataCount);

export const zCountDeviceFamilyQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceFamilyResponse = lazySchema(() => zODataCount);

export const zCountDeviceTypeQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceTypeResponse = lazySchema(() => zODataCount);

export const zCountDeviceTypeAliasQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceTypeAliasResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationByFilterBody = lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationByIdBody = lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zUpdateApplicationBySlugBody = lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zDeleteApplicationByUuidPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zUpdateApplicationByUuidBody = lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationByUuidPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zDeleteOrganizationInviteByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationInviteByFilterBody = lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateOrganizationInviteByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationInviteQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationInviteResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationInviteByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationInviteByIdBody = lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateOrganizationInviteByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteInviteeIsInvitedToOrganizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateInviteeIsInvitedToOrganizationByFilterBody = lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateInviteeIsInvitedToOrganizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountInviteeIsInvitedToOrganizationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountInviteeIsInvitedToOrganizationResponse = lazySchema(() => zODataCount);

export const zDeleteInviteeIsInvitedToOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateInviteeIsInvitedToOrganizationByIdBody = lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateInviteeIsInvitedToOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationInviteByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationInviteByFilterBody = lazySchema(() => zApplicationInviteUpdate);

export const zUpdateApplicationInviteByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationInviteQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationInviteResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationInviteByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationInviteByIdBody = lazySchema(() => zApplicationInviteUpdate);

export const zUpdateApplicationInviteByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteInviteeIsInvitedToApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateInviteeIsInvitedToApplicationByFilterBody = lazySchema(() => zApplicationInviteUpdate);

export const zUpdateInviteeIsInvitedToApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountInviteeIsInvitedToApplicationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountInviteeIsInvitedToApplicationResponse = lazySchema(() => zODataCount);

export const zDeleteInviteeIsInvitedToApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateInviteeIsInvitedToApplicationByIdBody = lazySchema(() => zApplicationInviteUpdate);

export const zUpdateInviteeIsInvitedToApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserApplicationMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserApplicationMembershipByFilterBody = lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserApplicationMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserApplicationMembershipQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserApplicationMembershipResponse = lazySchema(() => zODataCount);

export const zDeleteUserApplicationMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserApplicationMembershipByIdBody = lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserApplicationMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserIsMemberOfApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserIsMemberOfApplicationByFilterBody = lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserIsMemberOfApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserIsMemberOfApplicationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserIsMemberOfApplicationResponse = lazySchema(() => zODataCount);

export const zDeleteUserIsMemberOfApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserIsMemberOfApplicationByIdBody = lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserIsMemberOfApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamApplicationAccessByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamApplicationAccessByFilterBody = lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamApplicationAccessByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamApplicationAccessQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamApplicationAccessResponse = lazySchema(() => zODataCount);

export const zDeleteTeamApplicationAccessByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamApplicationAccessByIdBody = lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamApplicationAccessByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamGrantsAccessToApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamGrantsAccessToApplicationByFilterBody = lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamGrantsAccessToApplicationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamGrantsAccessToApplicationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamGrantsAccessToApplicationResponse = lazySchema(() => zODataCount);

export const zDeleteTeamGrantsAccessToApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamGrantsAccessToApplicationByIdBody = lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamGrantsAccessToApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationEnvironmentVariableByFilterBody = lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationEnvironmentVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationEnvironmentVariableResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationEnvironmentVariableByIdBody = lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationHasEnvVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationHasEnvVarNameByFilterBody = lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationHasEnvVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationHasEnvVarNameQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationHasEnvVarNameResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationHasEnvVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationHasEnvVarNameByIdBody = lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationHasEnvVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationConfigVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationConfigVariableByFilterBody = lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationConfigVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationConfigVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationConfigVariableResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationConfigVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationConfigVariableByIdBody = lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationConfigVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationHasConfigVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationHasConfigVarNameByFilterBody = lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationHasConfigVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationHasConfigVarNameQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationHasConfigVarNameResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationHasConfigVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationHasConfigVarNameByIdBody = lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationHasConfigVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteBuildEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateBuildEnvironmentVariableByFilterBody = lazySchema(() => zBuildEnvironmentVariableUpdate);

export const zUpdateBuildEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountBuildEnvironmentVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountBuildEnvironmentVariableResponse = lazySchema(() => zODataCount);

export const zDeleteBuildEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateBuildEnvironmentVariableByIdBody = lazySchema(() => zBuildEnvironmentVariableUpdate);

export const zUpdateBuildEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationTagByFilterBody = lazySchema(() => zApplicationTagUpdate);

export const zUpdateApplicationTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationTagQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationTagResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationTagByIdBody = lazySchema(() => zApplicationTagUpdate);

export const zUpdateApplicationTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteReleaseByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateReleaseByFilterBody = lazySchema(() => zReleaseUpdate);

export const zUpdateReleaseByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountReleaseQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseResponse = lazySchema(() => zODataCount);

export const zDeleteReleaseByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateReleaseByIdBody = lazySchema(() => zReleaseUpdate);

export const zUpdateReleaseByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteReleaseTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateReleaseTagByFilterBody = lazySchema(() => zReleaseTagUpdate);

export const zUpdateReleaseTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountReleaseTagQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseTagResponse = lazySchema(() => zODataCount);

export const zDeleteReleaseTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateReleaseTagByIdBody = lazySchema(() => zReleaseTagUpdate);

export const zUpdateReleaseTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteReleaseAssetByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateReleaseAssetByFilterBody = lazySchema(() => zReleaseAssetUpdate);

export const zUpdateReleaseAssetByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountReleaseAssetQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseAssetResponse = lazySchema(() => zODataCount);

export const zDeleteReleaseAssetByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateReleaseAssetByIdBody = lazySchema(() => zReleaseAssetUpdate);

export const zUpdateReleaseAssetByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceByFilterBody = lazySchema(() => zDeviceUpdate);

export const zUpdateDeviceByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceByIdBody = lazySchema(() => zDeviceUpdate);

export const zUpdateDeviceByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceByUuidPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zUpdateDeviceByUuidBody = lazySchema(() => zDeviceUpdate);

export const zUpdateDeviceByUuidPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zDeleteDeviceEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceEnvironmentVariableByFilterBody = lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceEnvironmentVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceEnvironmentVariableResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceEnvironmentVariableByIdBody = lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceHasEnvVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceHasEnvVarNameByFilterBody = lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceHasEnvVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceHasEnvVarNameQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceHasEnvVarNameResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceHasEnvVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceHasEnvVarNameByIdBody = lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceHasEnvVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceConfigVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceConfigVariableByFilterBody = lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceConfigVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceConfigVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceConfigVariableResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceConfigVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceConfigVariableByIdBody = lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceConfigVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceHasConfigVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceHasConfigVarNameByFilterBody = lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceHasConfigVarNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceHasConfigVarNameQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceHasConfigVarNameResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceHasConfigVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceHasConfigVarNameByIdBody = lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceHasConfigVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceTagByFilterBody = lazySchema(() => zDeviceTagUpdate);

export const zUpdateDeviceTagByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceTagQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceTagResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceTagByIdBody = lazySchema(() => zDeviceTagUpdate);

export const zUpdateDeviceTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceByFilterBody = lazySchema(() => zServiceUpdate);

export const zUpdateServiceByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceResponse = lazySchema(() => zODataCount);

export const zDeleteServiceByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceByIdBody = lazySchema(() => zServiceUpdate);

export const zUpdateServiceByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationHasServiceNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationHasServiceNameByFilterBody = lazySchema(() => zServiceUpdate);

export const zUpdateApplicationHasServiceNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationHasServiceNameQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationHasServiceNameResponse = lazySchema(() => zODataCount);

export const zDeleteApplicationHasServiceNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationHasServiceNameByIdBody = lazySchema(() => zServiceUpdate);

export const zUpdateApplicationHasServiceNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceEnvironmentVariableByFilterBody = lazySchema(() => zServiceEnvironmentVariableUpdate);

export const zUpdateServiceEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceEnvironmentVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceEnvironmentVariableResponse = lazySchema(() => zODataCount);

export const zDeleteServiceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceEnvironmentVariableByIdBody = lazySchema(() => zServiceEnvironmentVariableUpdate);

export const zUpdateServiceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceLabelByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceLabelByFilterBody = lazySchema(() => zServiceLabelUpdate);

export const zUpdateServiceLabelByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceLabelQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceLabelResponse = lazySchema(() => zODataCount);

export const zDeleteServiceLabelByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceLabelByIdBody = lazySchema(() => zServiceLabelUpdate);

export const zUpdateServiceLabelByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceInstallByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceInstallByFilterBody = lazySchema(() => zServiceInstallUpdate);

export const zUpdateServiceInstallByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceInstallQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceInstallResponse = lazySchema(() => zODataCount);

export const zDeleteServiceInstallByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceInstallByIdBody = lazySchema(() => zServiceInstallUpdate);

export const zUpdateServiceInstallByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceInstallsApplicationHasServiceNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceInstallsApplicationHasServiceNameByFilterBody = lazySchema(() => zServiceInstallUpdate);

export const zUpdateDeviceInstallsApplicationHasServiceNameByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceInstallsApplicationHasServiceNameQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceInstallsApplicationHasServiceNameResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceInstallsApplicationHasServiceNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceInstallsApplicationHasServiceNameByIdBody = lazySchema(() => zServiceInstallUpdate);

export const zUpdateDeviceInstallsApplicationHasServiceNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceServiceEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceServiceEnvironmentVariableByFilterBody = lazySchema(() => zDeviceServiceEnvironmentVariableUpdate);

export const zUpdateDeviceServiceEnvironmentVariableByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceServiceEnvironmentVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceServiceEnvironmentVariableResponse = lazySchema(() => zODataCount);

export const zDeleteDeviceServiceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceServiceEnvironmentVariableByIdBody = lazySchema(() => zDeviceServiceEnvironmentVariableUpdate);

export const zUpdateDeviceServiceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zCountImageQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageResponse = lazySchema(() => zODataCount);

export const zCountImageInstallQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageInstallResponse = lazySchema(() => zODataCount);

export const zCountReleaseImageQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseImageResponse = lazySchema(() => zODataCount);

export const zCountImageIsPartOfReleaseQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageIsPartOfReleaseResponse = lazySchema(() => zODataCount);

export const zCountImageLabelQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageLabelResponse = lazySchema(() => zODataCount);

export const zCountImageEnvironmentVariableQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageEnvironmentVariableResponse = lazySchema(() => zODataCount);

export const zCountDeviceHistoryQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceHistoryResponse = lazySchema(() => zODataCount);

export const zDeleteIdentityProviderByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateIdentityProviderByFilterBody = lazySchema(() => zIdentityProviderUpdate);

export const zUpdateIdentityProviderByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountIdentityProviderQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountIdentityProviderResponse = lazySchema(() => zODataCount);

export const zDeleteIdentityProviderByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateIdentityProviderByIdBody = lazySchema(() => zIdentityProviderUpdate);

export const zUpdateIdentityProviderByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteIdentityProviderBySsoIdentifierPath = lazySchema(() => z.object({
    sso_identifier: z.string()
}));

export const zUpdateIdentityProviderBySsoIdentifierBody = lazySchema(() => zIdentityProviderUpdate);

export const zUpdateIdentityProviderBySsoIdentifierPath = lazySchema(() => z.object({
    sso_identifier: z.string()
}));

export const zDeleteIdentityProviderMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateIdentityProviderMembershipByFilterBody = lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateIdentityProviderMembershipByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountIdentityProviderMembershipQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountIdentityProviderMembershipResponse = lazySchema(() => zODataCount);

export const zDeleteIdentityProviderMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateIdentityProviderMembershipByIdBody = lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateIdentityProviderMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationIsAuthorizedByIdentityProviderByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByFilterBody = lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationIsAuthorizedByIdentityProviderQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationIsAuthorizedByIdentityProviderResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationIsAuthorizedByIdentityProviderByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByIdBody = lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteSamlAccountByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateSamlAccountByFilterBody = lazySchema(() => zSamlAccountUpdate);

export const zUpdateSamlAccountByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountSamlAccountQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSamlAccountResponse = lazySchema(() => zODataCount);

export const zDeleteSamlAccountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateSamlAccountByIdBody = lazySchema(() => zSamlAccountUpdate);

export const zUpdateSamlAccountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteSocialServiceAccountByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateSocialServiceAccountByFilterBody = lazySchema(() => zSocialServiceAccountUpdate);

export const zUpdateSocialServiceAccountByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountSocialServiceAccountQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSocialServiceAccountResponse = lazySchema(() => zODataCount);

export const zDeleteSocialServiceAccountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateSocialServiceAccountByIdBody = lazySchema(() => zSocialServiceAccountUpdate);

export const zUpdateSocialServiceAccountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zCountRecoveryTwoFactorQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountRecoveryTwoFactorResponse = lazySchema(() => zODataCount);

export const zCountOauthApplicationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOauthApplicationResponse = lazySchema(() => zODataCount);

export const zDeleteOauthApplicationAuthorizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOauthApplicationAuthorizationByFilterBody = lazySchema(() => zOauthApplicationAuthorizationUpdate);

export const zUpdateOauthApplicationAuthorizationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOauthApplicationAuthorizationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOauthApplicationAuthorizationResponse = lazySchema(() => zODataCount);

export const zDeleteOauthApplicationAuthorizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOauthApplicationAuthorizationByIdBody = lazySchema(() => zOauthApplicationAuthorizationUpdate);

export const zUpdateOauthApplicationAuthorizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zCountPlanQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanResponse = lazySchema(() => zODataCount);

export const zCountFeatureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountFeatureResponse = lazySchema(() => zODataCount);

export const zCountPlanFeatureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanFeatureResponse = lazySchema(() => zODataCount);

export const zCountPlanProvidesFeatureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanProvidesFeatureResponse = lazySchema(() => zODataCount);

export const zCountPlanAddonQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanAddonResponse = lazySchema(() => zODataCount);

export const zCountPlanOffersFeatureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanOffersFeatureResponse = lazySchema(() => zODataCount);

export const zCountDiscountCodeQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDiscountCodeResponse = lazySchema(() => zODataCount);

export const zCountSubscriptionQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSubscriptionResponse = lazySchema(() => zODataCount);

export const zCountSubscriptionPrepaidAddonQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSubscriptionPrepaidAddonResponse = lazySchema(() => zODataCount);

export const zCountSubscriptionAddonDiscountQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSubscriptionAddonDiscountResponse = lazySchema(() => zODataCount);

export const zCountSupportTierQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSupportTierResponse = lazySchema(() => zODataCount);

export const zCountSupportFeatureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSupportFeatureResponse = lazySchema(() => zODataCount);

export const zDeleteCreditBundleByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateCreditBundleByFilterBody = lazySchema(() => zCreditBundleUpdate);

export const zUpdateCreditBundleByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountCreditBundleQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountCreditBundleResponse = lazySchema(() => zODataCount);

export const zDeleteCreditBundleByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateCreditBundleByIdBody = lazySchema(() => zCreditBundleUpdate);

export const zUpdateCreditBundleByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationCreditNotificationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationCreditNotificationByFilterBody = lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationCreditNotificationByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationCreditNotificationQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationCreditNotificationResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationCreditNotificationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationCreditNotificationByIdBody = lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationCreditNotificationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationOwnsCreditNotificationForFeatureByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByFilterBody = lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByFilterQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationOwnsCreditNotificationForFeatureQuery = lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationOwnsCreditNotificationForFeatureResponse = lazySchema(() => zODataCount);

export const zDeleteOrganizationOwnsCreditNotificationForFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByIdBody = lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zCanAccessDeviceBody = lazySchema(() => zCanAccessRequest);

export const zCanAccessDevicePath = lazySchema(() => z.object({
    id: z.int()
}));

/**
 * Allowed
 */
export const zCanAccessDeviceResponse = lazySchema(() => zCanAccessResult);

export const zCanAccessApplicationBody = lazySchema(() => zCanAccessRequest);

export const zCanAccessApplicationPath = lazySchema(() => z.object({
    id: z.int()
}));

/**
 * Allowed
 */
export const zCanAccessApplicationResponse = lazySchema(() => zCanAccessResult);

export const zBeginReleaseAssetUploadBody = lazySchema(() => zBeginUploadRequest);

export const zBeginReleaseAssetUploadPath = lazySchema(() => z.object({
    id: z.int()
}));

/**
 * Upload id and one URL per part
 */
export const zBeginReleaseAssetUploadResponse = lazySchema(() => zBeginUploadResult);

export const zCommitReleaseAssetUploadBody = lazySchema(() => zCommitUploadRequest);

export const zCommitReleaseAssetUploadPath = lazySchema(() => z.object({
    id: z.int()
}));

/**
 * The stored file
 */
export const zCommitReleaseAssetUploadResponse = lazySchema(() => zWebResource);

export const zGetOrganizationLogoPath = lazySchema(() => z.object({
    handle: z.string()
}));

/**
 * The logo
 */
export const zGetOrganizationLogoResponse = lazySchema(() => z.string());

export const zGetUploadedFilePath = lazySchema(() => z.object({
    resource: z.string(),
    id: z.string(),
    field: z.string(),
    filename: z.string()
}));

/**
 * The file's bytes, as the type it was uploaded with
 */
export const zGetUploadedFileResponse = lazySchema(() => z.string());

export const zGetReleaseAssetFilePath = lazySchema(() => z.object({
    release: z.string(),
    assetKey: z.string()
}));

/**
 * The asset's bytes, as its content type
 */
export const zGetReleaseAssetFileResponse = lazySchema(() => z.string());

export const zLoginBody = lazySchema(() => zLoginRequest);

/**
 * A session JWT as text/plain
 */
export const zLoginResponse = lazySchema(() => zTextToken);

/**
 * The actor
 */
export const zGetActorWhoamiResponse = lazySchema(() => zActorWhoami);

/**
 * The user
 */
export const zGetUserWhoamiResponse = lazySchema(() => zUserWhoami);

/**
 * A session JWT as text/plain
 */
export const zRefreshTokenResponse = lazySchema(() => zTextToken);

export const zRefreshTokenWithPasswordBody = lazySchema(() => zOptionalPasswordBody);

/**
 * A session JWT as text/plain
 */
export const zRefreshTokenWithPasswordResponse = lazySchema(() => zTextToken);

/**
 * A fresh session JWT for the caller (same authTime and two-factor state), as text/plain
 */
export const zLogoutOthersResponse = lazySchema(() => zTextToken);

export const zRegisterUserBody = lazySchema(() => zRegisterRequest);

/**
 * A session JWT as text/plain
 */
export const zRegisterUserResponse = lazySchema(() => zTextToken);

export const zVerifyEmailBody = lazySchema(() => zVerifyEmailRequest);

/**
 * A session JWT as text/plain
 */
export const zVerifyEmailResponse = lazySchema(() => zTextToken);

export const zRequestPasswordResetBody = lazySchema(() => zPasswordResetRequest);

export const zRequestPasswordResetPath = lazySchema(() => z.object({
    email: z.string()
}));

export const zResetPasswordBody = lazySchema(() => zResetPasswordRequest);

export const zChangePasswordBody = lazySchema(() => zChangePasswordRequest);

export const zChangeEmailBody = lazySchema(() => zChangeEmailRequest);

export const zChangeEmailResponse = lazySchema(() => z.union([
    zTextToken,
    z.void()
]));

export const zUpdateProfileBody = lazySchema(() => zProfileUpdate);

/**
 * The base32 setup key as text/plain (shown as a QR code)
 */
export const zGetTotpSetupKeyResponse = lazySchema(() => zTotpSetupKey);

export const zVerifyTotpBody = lazySchema(() => zCodeBody);

/**
 * A session JWT as text/plain
 */
export const zVerifyTotpResponse = lazySchema(() => zTextToken);

export const zDisableTotpBody = lazySchema(() => zPasswordBody);

/**
 * A session JWT as text/plain
 */
export const zDisableTotpResponse = lazySchema(() => zTextToken);

/**
 * The codes; older codes stop working
 */
export const zCreateRecoveryCodesResponse = lazySchema(() => zRecoveryCodes);

export const zVerifyRecoveryCodeBody = lazySchema(() => zCodeBody);

/**
 * A session JWT as text/plain
 */
export const zVerifyRecoveryCodeResponse = lazySchema(() => zTextToken);

export const zStartSamlLoginPath = lazySchema(() => z.object({
    ssoIdentifier: z.string()
}));

export const zStartSamlLoginQuery = lazySchema(() => z.object({
    SAMLRequest: z.string().optional(),
    SAMLResponse: z.string().optional(),
    RelayState: z.string().optional(),
    account: z.string().optional(),
    email: z.string().optional(),
    cancel: z.string().optional()
}));

/**
 * The mock identity provider's sign-in page (with `SAMLRequest`)
 */
export const zStartSamlLoginResponse = lazySchema(() => z.string());

export const zFinalizeSamlLoginBody = lazySchema(() => zSamlFinalizeRequest);

/**
 * The token
 */
export const zFinalizeSamlLoginResponse = lazySchema(() => zTokenObject);

export const zStartSocialLoginPath = lazySchema(() => z.object({
    provider: z.enum(['github', 'google'])
}));

export const zStartSocialLoginQuery = lazySchema(() => z.object({
    login: z.string().optional(),
    state: z.string().optional(),
    account: z.string().optional(),
    return_to: z.string().optional(),
    cancel: z.string().optional()
}));

/**
 * The mock provider's authorize page (with `login`)
 */
export const zStartSocialLoginResponse = lazySchema(() => z.string());

export const zFinishSocialLoginPath = lazySchema(() => z.object({
    provider: z.enum(['github', 'google'])
}));

export const zFinishSocialLoginQuery = lazySchema(() => z.object({
    code: z.string().optional(),
    state: z.string().optional()
}));

/**
 * A session JWT as text/plain
 */
export const zFinishSocialLoginResponse = lazySchema(() => zTextToken);

export const zAuthorizeOAuthBody = lazySchema(() => zOAuthAuthorizeRequest);

/**
 * The authorization code
 */
export const zAuthorizeOAuthResponse = lazySchema(() => zOAuthCode);

export const zCreateUserApiKeyBody = lazySchema(() => zUserApiKeyRequest);

/**
 * The key, once, as a JSON string
 */
export const zCreateUserApiKeyResponse = lazySchema(() => zApiKeyString);

export const zCreateApiKeyV2Body = lazySchema(() => zApiKeyV2Request);

/**
 * The key, once, as a JSON string
 */
export const zCreateApiKeyV2Response = lazySchema(() => zApiKeyString);

export const zCreateProvisioningKeyBody = lazySchema(() => zScopedKeyRequest);

export const zCreateProvisioningKeyPath = lazySchema(() => z.object({
    appId: z.int()
}));

/**
 * The key, once, as a JSON string
 */
export const zCreateProvisioningKeyResponse = lazySchema(() => zApiKeyString);

export const zCreateDeviceKeyBody = lazySchema(() => zScopedKeyRequest);

export const zCreateDeviceKeyPath = lazySchema(() => z.object({
    deviceId: z.int()
}));

/**
 * The key, once, as a JSON string
 */
export const zCreateDeviceKeyResponse = lazySchema(() => zApiKeyString);

export const zLoginAsBody = lazySchema(() => zLoginAsRequest);

/**
 * A session JWT as text/plain
 */
export const zLoginAsResponse = lazySchema(() => zTextToken);

export const zAcceptFleetInvitationPath = lazySchema(() => z.object({
    token: z.string()
}));

export const zAcceptOrganizationInvitationPath = lazySchema(() => z.object({
    token: z.string()
}));

export const zZendeskLoginQuery = lazySchema(() => z.object({
    return_to: z.string().optional()
}));

/**
 * Where to send the browser
 */
export const zZendeskLoginResponse = lazySchema(() => zZendeskRedirect);

/**
 * Always `OK`
 */
export const zPingResponse = lazySchema(() => z.literal('OK'));

/**
 * Always `OK`
 */
export const zPingPostResponse = lazySchema(() => z.literal('OK'));

/**
 * No content
 */
export const zConnectivityCheckResponse = lazySchema(() => z.void());

/**
 * The configuration
 */
export const zGetConfigResponse = lazySchema(() => zConfig);

export const zGetConfigVarsQuery = lazySchema(() => z.object({
    deviceType: z.string().optional()
}));

/**
 * Rules and schema
 */
export const zGetConfigVarsResponse = lazySchema(() => zConfigVars);

export const zGetBillingAccountPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing account
 */
export const zGetBillingAccountResponse = lazySchema(() => zBillingAccount);

export const zUpdateBillingAccountBody = lazySchema(() => zBillingAccountUpdate);

export const zUpdateBillingAccountPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The updated account
 */
export const zUpdateBillingAccountResponse = lazySchema(() => zBillingAccount);

export const zGetBillingPlanPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The plan as shown on the billing page (spec 03 §3)
 */
export const zGetBillingPlanResponse = lazySchema(() => zBillingPlan);

export const zUpdateBillingPlanBody = lazySchema(() => zPlanChange);

export const zUpdateBillingPlanPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The plan after the change
 */
export const zUpdateBillingPlanResponse = lazySchema(() => zBillingPlan);

export const zRemoveBillingInfoPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

export const zGetBillingInfoPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing info (card, bank, wallet, or contact only)
 */
export const zGetBillingInfoResponse = lazySchema(() => zBillingInfo);

export const zUpdateBillingInfoBody = lazySchema(() => zBillingInfoUpdate);

export const zUpdateBillingInfoPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing info with the new payment method
 */
export const zUpdateBillingInfoResponse = lazySchema(() => zBillingInfo);

export const zCreateBillingSetupIntentBody = lazySchema(() => zSetupIntentRequest);

export const zCreateBillingSetupIntentPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The setup intent
 */
export const zCreateBillingSetupIntentResponse = lazySchema(() => zSetupIntent);

export const zGetBillingInvoicesPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * Invoices in every state
 */
export const zGetBillingInvoicesResponse = lazySchema(() => zInvoiceList);

export const zDownloadBillingInvoicePath = lazySchema(() => z.object({
    orgId: z.int().gte(1),
    invoiceNumber: z.string().min(1)
}));

/**
 * The invoice PDF
 */
export const zDownloadBillingInvoiceResponse = lazySchema(() => z.string());

export const zGetBillingUsagePath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * Usage keyed by item code
 */
export const zGetBillingUsageResponse = lazySchema(() => zBillingUsage);

export const zGetBillingCanAccessSupportPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * true when the plan's support tier includes private support
 */
export const zGetBillingCanAccessSupportResponse = lazySchema(() => z.boolean());

export const zGetBillingFreeDeviceAllowancePath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The allowance state
 */
export const zGetBillingFreeDeviceAllowanceResponse = lazySchema(() => zFreeDeviceAllowance);

export const zGetBillingPricingPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The prices
 */
export const zGetBillingPricingResponse = lazySchema(() => zBillingPricing);

export const zGetBillingModelPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing model
 */
export const zGetBillingModelResponse = lazySchema(() => zBillingModel);

export const zGetSupportTicketFieldsPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * Ticket fields (active and inactive; the form keeps the active, portal-visible ones)
 */
export const zGetSupportTicketFieldsResponse = lazySchema(() => zTicketFieldList);

export const zSubmitSupportTicketBody = lazySchema(() => zTicketSubmission);

export const zSubmitSupportTicketPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The created ticket
 */
export const zSubmitSupportTicketResponse = lazySchema(() => zSubmittedTicket);

export const zUploadSupportAttachmentBody = lazySchema(() => zAttachmentUpload);

export const zUploadSupportAttachmentPath = lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The upload token and attachment
 */
export const zUploadSupportAttachmentResponse = lazySchema(() => zUploadedAttachment);

export const zSupervisorPingBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorPingResponse = lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorRestartApplicationBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorRestartApplicationResponse = lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorBlinkBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorBlinkResponse = lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorRebootBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorRebootResponse = lazySchema(() => z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]));

export const zSupervisorShutdownBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorShutdownResponse = lazySchema(() => z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]));

export const zSupervisorPurgeBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorPurgeResponse = lazySchema(() => z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]));

export const zSupervisorUpdateBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorUpdateResponse = lazySchema(() => z.union([
    z.void(),
    zSupervisorMultiResult
]));

export const zSupervisorDeviceStateBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorDeviceStateResponse = lazySchema(() => z.union([
    zSupervisorDeviceState,
    zSupervisorMultiResult
]));

export const zSupervisorStartServiceBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorStartServicePath = lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

export const zSupervisorStartServiceResponse = lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorStopServiceBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorStopServicePath = lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

export const zSupervisorStopServiceResponse = lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorRestartServiceBody = lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorRestartServicePath = lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

export const zSupervisorRestartServiceResponse = lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zRestartFleetApplicationPath = lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

/**
 * Restart requested
 */
export const zRestartFleetApplicationResponse = lazySchema(() => z.string());

export const zGetDeviceActionPath = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/),
    action: z.string().min(1)
}));

/**
 * The action status
 */
export const zGetDeviceActionResponse = lazySchema(() => zActionStatus);

export const zStartDeviceActionBody = lazySchema(() => zActionRequest);

export const zStartDeviceActionPath = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/),
    action: z.string().min(1)
}));

/**
 * The action was accepted
 */
export const zStartDeviceActionResponse = lazySchema(() => zActionStatus);

export const zStartOsUpdateV2Body = lazySchema(() => zActionRequest);

export const zStartOsUpdateV2Path = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * Update triggered
 */
export const zStartOsUpdateV2Response = lazySchema(() => zActionStatus);

export const zGetDeviceLogsPath = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

export const zGetDeviceLogsQuery = lazySchema(() => z.object({
    count: z.union([
        z.int().gte(0),
        z.literal('all')
    ]).optional(),
    start: z.union([
        z.int().gte(0),
        z.string().min(1)
    ]).optional(),
    stream: z.enum(['0', '1']).optional()
}));

/**
 * History (application/json) or the stream (application/x-ndjson)
 */
export const zGetDeviceLogsResponse = lazySchema(() => zLogLineList);

export const zOpenDeviceLogsSocketPath = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

export const zOpenDeviceLogsSocketQuery = lazySchema(() => z.object({
    count: z.union([
        z.int().gte(0),
        z.literal('all')
    ]).optional()
}));

export const zCheckHostOsAccessPath = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * device-type.json objects
 */
export const zListDeviceTypeJsonsResponse = lazySchema(() => zDeviceTypeJsonList);

export const zGetDeviceTypeJsonPath = lazySchema(() => z.object({
    slug: z.string().min(1)
}));

/**
 * device-type.json
 */
export const zGetDeviceTypeJsonResponse = lazySchema(() => zDeviceTypeJson);

export const zGetDeviceTypeImageVersionsPath = lazySchema(() => z.object({
    slug: z.string().min(1)
}));

/**
 * Versions and the latest one
 */
export const zGetDeviceTypeImageVersionsResponse = lazySchema(() => zDeviceTypeImages);

export const zGetDeviceTypeImageDownloadSizePath = lazySchema(() => z.object({
    slug: z.string().min(1),
    version: z.string().min(1)
}));

/**
 * The size
 */
export const zGetDeviceTypeImageDownloadSizeResponse = lazySchema(() => zDownloadSize);

export const zDownloadOsImageQuery = lazySchema(() => z.object({
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
}));

/**
 * The image
 */
export const zDownloadOsImageResponse = lazySchema(() => z.string());

export const zDownloadDeviceConfigBody = lazySchema(() => zDownloadConfigRequest);

/**
 * config.json
 */
export const zDownloadDeviceConfigResponse = lazySchema(() => zDeviceConfigJson);

export const zGetDeviceTargetStateV2Path = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * The v2 target state
 */
export const zGetDeviceTargetStateV2Response = lazySchema(() => zTargetState);

export const zGetDeviceTargetStateV3Path = lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * The v3 target state, keyed by device uuid
 */
export const zGetDeviceTargetStateV3Response = lazySchema(() => zTargetState);

export const zGetFleetTargetStateV3Path = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetFleetTargetStateV3Query = lazySchema(() => z.object({
    releaseUuid: z.string().optional()
}));

/**
 * The fleet's v3 target state, keyed by fleet uuid
 */
export const zGetFleetTargetStateV3Response = lazySchema(() => zTargetState);

export const zGetFleetTargetStateV3SlashPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetFleetTargetStateV3SlashQuery = lazySchema(() => z.object({
    releaseUuid: z.string().optional()
}));

/**
 * The fleet's v3 target state, keyed by fleet uuid
 */
export const zGetFleetTargetStateV3SlashResponse = lazySchema(() => zTargetState);

export const zRegisterDeviceBody = lazySchema(() => zDeviceRegisterRequest);

/**
 * The new device and its API key
 */
export const zRegisterDeviceResponse = lazySchema(() => zDeviceRegistration);

export const zGetCodeHostUserKeysPath = lazySchema(() => z.object({
    login: z.string().min(1).max(39)
}));

/**
 * The user's keys (possibly empty)
 */
export const zGetCodeHostUserKeysResponse = lazySchema(() => zGithubPublicKeyList);

export const zSearchCodeHostUsersQuery = lazySchema(() => z.object({
    q: z.string().min(1),
    per_page: z.int().gte(1).lte(100).optional()
}));

/**
 * Matching users
 */
export const zSearchCodeHostUsersResponse = lazySchema(() => zGithubUserSearch);

export const zGetCodeHostRepositoryPath = lazySchema(() => z.object({
    owner: z.string().min(1),
    repo: z.string().min(1)
}));

/**
 * The repository
 */
export const zGetCodeHostRepositoryResponse = lazySchema(() => zGithubRepository);

export const zGetCodeHostRawProjectFilePath = lazySchema(() => z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    ref: z.string().min(1)
}));

/**
 * The YAML text
 */
export const zGetCodeHostRawProjectFileResponse = lazySchema(() => z.string());

export const zGetCliPackageFilePath = lazySchema(() => z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    ref: z.string().min(1)
}));

/**
 * The package manifest
 */
export const zGetCliPackageFileResponse = lazySchema(() => zPackageManifest);

/**
 * The changelog
 */
export const zGetChangelogResponse = lazySchema(() => z.string());

/**
 * The marker
 */
export const zGetBuildTimeMarkerResponse = lazySchema(() => z.string().min(1));

/**
 * The current indicator
 */
export const zGetStatusPageStatusResponse = lazySchema(() => zStatusPageStatus);

export const zUploadWebResourcePartBody = lazySchema(() => z.string());

export const zUploadWebResourcePartPath = lazySchema(() => z.object({
    uuid: z.string(),
    partNumber: z.int().gte(1)
}));

export const zGetAvatarPath = lazySchema(() => z.object({
    hash: z.string().regex(/^([0-9a-f]{32}|[0-9a-f]{64})$/)
}));

export const zGetAvatarQuery = lazySchema(() => z.object({
    s: z.int().gte(1).lte(2048).optional(),
    d: z.string().optional()
}));

/**
 * The avatar
 */
export const zGetAvatarResponse = lazySchema(() => z.string());

export const zGetMapTilePath = lazySchema(() => z.object({
    z: z.int().gte(0).lte(19),
    x: z.int().gte(0),
    y: z.int().gte(0)
}));

/**
 * The tile
 */
export const zGetMapTileResponse = lazySchema(() => z.string());

export const zSearchDocumentationBody = lazySchema(() => zDocSearchQuery);

export const zSearchDocumentationPath = lazySchema(() => z.object({
    indexName: z.string().min(1)
}));

/**
 * Search results
 */
export const zSearchDocumentationResponse = lazySchema(() => zDocSearchResult);

/**
 * The script
 */
export const zGetStripeJsDoubleResponse = lazySchema(() => z.string());

export const zConfirmStripeSetupIntentBody = lazySchema(() => zStripeSetupIntentConfirm);

export const zConfirmStripeSetupIntentPath = lazySchema(() => z.object({
    setupIntentId: z.string().regex(/^seti_/)
}));

/**
 * The confirmed setup intent
 */
export const zConfirmStripeSetupIntentResponse = lazySchema(() => zStripeSetupIntent);

export const zCreateStripePaymentIntentBody = lazySchema(() => z.object({
    amount: z.int().gte(50).lte(99999999),
    currency: z.string().regex(/^[a-z]{3}$/).optional()
}));

/**
 * The new payment intent
 */
export const zCreateStripePaymentIntentResponse = lazySchema(() => zStripePaymentIntent);

export const zRetrieveStripePaymentIntentPath = lazySchema(() => z.object({
    paymentIntentId: z.string().regex(/^pi_/)
}));

export const zRetrieveStripePaymentIntentQuery = lazySchema(() => z.object({
    client_secret: z.string()
}));

/**
 * The payment intent
 */
export const zRetrieveStripePaymentIntentResponse = lazySchema(() => zStripePaymentIntent);

export const zConfirmStripePaymentIntentBody = lazySchema(() => zStripeSetupIntentConfirm);

export const zConfirmStripePaymentIntentPath = lazySchema(() => z.object({
    paymentIntentId: z.string().regex(/^pi_/)
}));

/**
 * The confirmed payment intent
 */
export const zConfirmStripePaymentIntentResponse = lazySchema(() => zStripePaymentIntent);

export const zAuthenticateStripeSetupIntentBody = lazySchema(() => zStripeAuthentication);

export const zAuthenticateStripeSetupIntentPath = lazySchema(() => z.object({
    setupIntentId: z.string().regex(/^seti_/)
}));

/**
 * Authenticated; the intent succeeded
 */
export const zAuthenticateStripeSetupIntentResponse = lazySchema(() => zStripeSetupIntent);

export const zAuthenticateStripePaymentIntentBody = lazySchema(() => zStripeAuthentication);

export const zAuthenticateStripePaymentIntentPath = lazySchema(() => z.object({
    paymentIntentId: z.string().regex(/^pi_/)
}));

/**
 * Authenticated; the intent succeeded
 */
export const zAuthenticateStripePaymentIntentResponse = lazySchema(() => zStripePaymentIntent);

export const zRecordAnalyticsEventBody = lazySchema(() => zAnalyticsEvent);

/**
 * Recorded
 */
export const zRecordAnalyticsEventResponse = lazySchema(() => z.void());

/**
 * The flags
 */
export const zGetFeatureFlagsResponse = lazySchema(() => zFeatureFlagSet);

/**
 * The recorded reports
 */
export const zListReportedErrorsResponse = lazySchema(() => z.array(zErrorReport));

export const zReportErrorBody = lazySchema(() => zErrorReport);

/**
 * Recorded
 */
export const zReportErrorResponse = lazySchema(() => z.void());

export const zBuildFromUrlBody2 = lazySchema(() => zBuildFromUrlBody);

export const zBuildFromUrlQuery = lazySchema(() => z.object({
    headless: z.enum(['true', 'false']).optional(),
    owner: z.string().min(1),
    app: z.string().min(1)
}));

/**
 * Started
 */
export const zBuildFromUrlResponse = lazySchema(() => zBuildFromUrlResult);

export const zMockClearFaultsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * How many were removed
 */
export const zMockClearFaultsResponse = lazySchema(() => zRemoved);

export const zMockListFaultsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Rules in insertion order (exhausted ones stay listed)
 */
export const zMockListFaultsResponse = lazySchema(() => zFaultList);

export const zMockAddFaultBody = lazySchema(() => zFaultRuleInput);

export const zMockAddFaultHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The stored rule
 */
export const zMockAddFaultResponse = lazySchema(() => zFaultRule);

export const zMockFaultNearMissesHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockFaultNearMissesQuery = lazySchema(() => z.object({
    limit: z.int().gte(1).lte(50).optional().default(3)
}));

/**
 * Rules without a hit, in insertion order
 */
export const zMockFaultNearMissesResponse = lazySchema(() => zNearMissReport);

export const zMockRemoveFaultHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockRemoveFaultPath = lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * Removed
 */
export const zMockRemoveFaultResponse = lazySchema(() => zRemoved);

export const zMockGetFaultHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetFaultPath = lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The rule
 */
export const zMockGetFaultResponse = lazySchema(() => zFaultRule);

export const zMockUpdateFaultBody = lazySchema(() => zFaultRulePatch);

export const zMockUpdateFaultHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockUpdateFaultPath = lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The updated rule
 */
export const zMockUpdateFaultResponse = lazySchema(() => zFaultRule);

export const zMockReplaceFaultBody = lazySchema(() => zFaultRuleInput);

export const zMockReplaceFaultHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockReplaceFaultPath = lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The updated rule
 */
export const zMockReplaceFaultResponse = lazySchema(() => zFaultRule);

export const zMockListFlagsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * uuid → flags
 */
export const zMockListFlagsResponse = lazySchema(() => zDeviceFlagList);

export const zMockGetDeviceFlagsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetDeviceFlagsPath = lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Flags and effective state
 */
export const zMockGetDeviceFlagsResponse = lazySchema(() => zDeviceFlagState);

export const zMockSetDeviceFlagsBody = lazySchema(() => zDeviceFlagsInput);

export const zMockSetDeviceFlagsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockSetDeviceFlagsPath = lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Flags and effective state
 */
export const zMockSetDeviceFlagsResponse = lazySchema(() => zDeviceFlagState);

export const zMockGetOrganizationFlagsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetOrganizationFlagsPath = lazySchema(() => z.object({
    handle: z.string().min(1)
}));

/**
 * State
 */
export const zMockGetOrganizationFlagsResponse = lazySchema(() => zOrganizationFlagState);

export const zMockSetOrganizationFlagsBody = lazySchema(() => zOrganizationFlagsInput);

export const zMockSetOrganizationFlagsHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockSetOrganizationFlagsPath = lazySchema(() => z.object({
    handle: z.string().min(1)
}));

/**
 * State
 */
export const zMockSetOrganizationFlagsResponse = lazySchema(() => zOrganizationFlagState);

export const zMockGetDeviceLiveHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetDeviceLivePath = lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Live state
 */
export const zMockGetDeviceLiveResponse = lazySchema(() => zMockDeviceLive);

export const zMockStartDeviceUpdateBody = lazySchema(() => zDeviceUpdateInput);

export const zMockStartDeviceUpdateHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockStartDeviceUpdatePath = lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Started; the live state
 */
export const zMockStartDeviceUpdateResponse = lazySchema(() => zMockDeviceLive);

export const zMockDisarmDeviceUpdateFailureHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockDisarmDeviceUpdateFailurePath = lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * The live state (`failNext` null)
 */
export const zMockDisarmDeviceUpdateFailureResponse = lazySchema(() => zMockDeviceLive);

export const zMockFailDeviceUpdateBody = lazySchema(() => zDeviceUpdateFailInput);

export const zMockFailDeviceUpdateHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockFailDeviceUpdatePath = lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * The live state (`update.phase` failed, or `failNext` set)
 */
export const zMockFailDeviceUpdateResponse = lazySchema(() => zMockDeviceLive);

export const zMockGetStateHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * State
 */
export const zMockGetStateResponse = lazySchema(() => zMockState);

export const zMockResetStateBody = lazySchema(() => zResetInput);

export const zMockResetStateHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The new state
 */
export const zMockResetStateResponse = lazySchema(() => zMockState);

export const zMockSnapshotStateHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The snapshot
 */
export const zMockSnapshotStateResponse = lazySchema(() => zWorldSnapshot);

export const zMockRestoreStateBody = lazySchema(() => zWorldSnapshot);

export const zMockRestoreStateHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The restored state
 */
export const zMockRestoreStateResponse = lazySchema(() => zMockState);

export const zMockGetClockHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockGetClockResponse = lazySchema(() => zMockClock);

export const zMockFreezeClockBody = lazySchema(() => zClockFreezeInput);

export const zMockFreezeClockHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockFreezeClockResponse = lazySchema(() => zMockClock);

export const zMockAdvanceClockBody = lazySchema(() => zClockAdvanceInput);

export const zMockAdvanceClockHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockAdvanceClockResponse = lazySchema(() => zMockClock);

export const zMockResumeClockHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockResumeClockResponse = lazySchema(() => zMockClock);

export const zMockSetClockBody = lazySchema(() => zClockSetInput);

export const zMockSetClockHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockSetClockResponse = lazySchema(() => zMockClock);

export const zMockClearJournalHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * How many were removed
 */
export const zMockClearJournalResponse = lazySchema(() => zRemoved);

export const zMockReadJournalHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockReadJournalQuery = lazySchema(() => z.object({
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
}));

/**
 * Matching entries in arrival order
 */
export const zMockReadJournalResponse = lazySchema(() => zJournalPage);

export const zMockCountJournalHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockCountJournalQuery = lazySchema(() => z.object({
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
}));

/**
 * How many entries match
 */
export const zMockCountJournalResponse = lazySchema(() => zJournalCount);

export const zMockJournalStreamQuery = lazySchema(() => z.object({
    session: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/).optional(),
    backlog: z.int().gte(0).lte(1000).optional()
}));

export const zMockClearOutboxHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * How many were removed
 */
export const zMockClearOutboxResponse = lazySchema(() => zRemoved);

export const zMockReadOutboxHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockReadOutboxQuery = lazySchema(() => z.object({
    to: z.string().optional()
}));

/**
 * Mails in send order
 */
export const zMockReadOutboxResponse = lazySchema(() => zOutbox);

export const zMockGetBuildMarkerHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The marker; null means the built file
 */
export const zMockGetBuildMarkerResponse = lazySchema(() => zBuildMarker);

export const zMockSetBuildMarkerBody = lazySchema(() => zBuildMarker);

export const zMockSetBuildMarkerHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The marker
 */
export const zMockSetBuildMarkerResponse = lazySchema(() => zBuildMarker);

export const zMockStopScenarioHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The stopped scenario
 */
export const zMockStopScenarioResponse = lazySchema(() => zScenarioStopped);

export const zMockListScenariosHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Scenarios
 */
export const zMockListScenariosResponse = lazySchema(() => zScenarioList);

export const zMockLoadScenarioBody = lazySchema(() => zScenarioLoadInput);

export const zMockLoadScenarioHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The running scenario
 */
export const zMockLoadScenarioResponse = lazySchema(() => zScenarioStatus);

export const zMockStopRecordingHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Stopped
 */
export const zMockStopRecordingResponse = lazySchema(() => zRecordingStatus);

export const zMockGetRecordingHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The scenario
 */
export const zMockGetRecordingResponse = lazySchema(() => z.string());

export const zMockStartRecordingBody = lazySchema(() => zRecordingInput);

export const zMockStartRecordingHeaders = lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Recording
 */
export const zMockStartRecordingResponse = lazySchema(() => zRecordingStatus);

/**
 * Session names
 */
export const zMockListSessionsResponse = lazySchema(() => zSessionList);

export const zMockLoadWorldBody = lazySchema(() => zWorldSessionInput);

/**
 * The rebuilt session
 */
export const zMockLoadWorldResponse = lazySchema(() => zMockState);

export const zMockDropSessionPath = lazySchema(() => z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The dropped session, or null if it did not exist
 */
export const zMockDropSessionResponse = lazySchema(() => zSessionDropped);

/**
 * Personas in table order
 */
export const zMockListPersonasResponse = lazySchema(() => zPersonaList);

export const zListActorQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListActorResponse = lazySchema(() => zActorList);

export const zGetActorByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetActorByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetActorByIdResponse = lazySchema(() => zActorList);

export const zListOrganizationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationResponse = lazySchema(() => zOrganizationList);

export const zCreateOrganizationBody = lazySchema(() => zOrganizationCreate);

export const zCreateOrganizationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationResponse = lazySchema(() => z.union([
    zOrganization,
    zODataCreatedId
]));

export const zGetOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationByIdResponse = lazySchema(() => zOrganizationList);

export const zGetOrganizationByHandlePath = lazySchema(() => z.object({
    handle: z.string()
}));

export const zGetOrganizationByHandleQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationByHandleResponse = lazySchema(() => zOrganizationList);

export const zListUserQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserResponse = lazySchema(() => zUserList);

export const zGetUserByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserByIdResponse = lazySchema(() => zUserList);

export const zGetUserByUsernamePath = lazySchema(() => z.object({
    username: z.string()
}));

export const zGetUserByUsernameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserByUsernameResponse = lazySchema(() => zUserList);

export const zListUserProfileQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserProfileResponse = lazySchema(() => zUserProfileList);

export const zGetUserProfileByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserProfileByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserProfileByIdResponse = lazySchema(() => zUserProfileList);

export const zListApiKeyQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApiKeyResponse = lazySchema(() => zApiKeyList);

export const zGetApiKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApiKeyByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApiKeyByIdResponse = lazySchema(() => zApiKeyList);

export const zListUserPublicKeyQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserPublicKeyResponse = lazySchema(() => zUserPublicKeyList);

export const zCreateUserPublicKeyBody = lazySchema(() => zUserPublicKeyCreate);

export const zCreateUserPublicKeyQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserPublicKeyResponse = lazySchema(() => z.union([
    zUserPublicKey,
    zODataCreatedId
]));

export const zGetUserPublicKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserPublicKeyByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserPublicKeyByIdResponse = lazySchema(() => zUserPublicKeyList);

export const zListUserHasPublicKeyQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserHasPublicKeyResponse = lazySchema(() => zUserPublicKeyList);

export const zCreateUserHasPublicKeyBody = lazySchema(() => zUserPublicKeyCreate);

export const zCreateUserHasPublicKeyQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserHasPublicKeyResponse = lazySchema(() => z.union([
    zUserPublicKey,
    zODataCreatedId
]));

export const zGetUserHasPublicKeyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserHasPublicKeyByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserHasPublicKeyByIdResponse = lazySchema(() => zUserPublicKeyList);

export const zListOrganizationMembershipRoleQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationMembershipRoleResponse = lazySchema(() => zOrganizationMembershipRoleList);

export const zGetOrganizationMembershipRoleByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationMembershipRoleByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationMembershipRoleByIdResponse = lazySchema(() => zOrganizationMembershipRoleList);

export const zListOrganizationMembershipQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationMembershipResponse = lazySchema(() => zOrganizationMembershipList);

export const zCreateOrganizationMembershipBody = lazySchema(() => zOrganizationMembershipCreate);

export const zCreateOrganizationMembershipQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationMembershipResponse = lazySchema(() => z.union([
    zOrganizationMembership,
    zODataCreatedId
]));

export const zGetOrganizationMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationMembershipByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationMembershipByIdResponse = lazySchema(() => zOrganizationMembershipList);

export const zListUserIsMemberOfOrganizationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserIsMemberOfOrganizationResponse = lazySchema(() => zOrganizationMembershipList);

export const zCreateUserIsMemberOfOrganizationBody = lazySchema(() => zOrganizationMembershipCreate);

export const zCreateUserIsMemberOfOrganizationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserIsMemberOfOrganizationResponse = lazySchema(() => z.union([
    zOrganizationMembership,
    zODataCreatedId
]));

export const zGetUserIsMemberOfOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserIsMemberOfOrganizationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserIsMemberOfOrganizationByIdResponse = lazySchema(() => zOrganizationMembershipList);

export const zListOrganizationMembershipTagQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationMembershipTagResponse = lazySchema(() => zOrganizationMembershipTagList);

export const zCreateOrganizationMembershipTagBody = lazySchema(() => zOrganizationMembershipTagCreate);

export const zCreateOrganizationMembershipTagQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationMembershipTagResponse = lazySchema(() => z.union([
    zOrganizationMembershipTag,
    zODataCreatedId
]));

export const zGetOrganizationMembershipTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationMembershipTagByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationMembershipTagByIdResponse = lazySchema(() => zOrganizationMembershipTagList);

export const zListTeamQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListTeamResponse = lazySchema(() => zTeamList);

export const zCreateTeamBody = lazySchema(() => zTeamCreate);

export const zCreateTeamQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamResponse = lazySchema(() => z.union([
    zTeam,
    zODataCreatedId
]));

export const zGetTeamByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetTeamByIdResponse = lazySchema(() => zTeamList);

export const zListTeamMembershipQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListTeamMembershipResponse = lazySchema(() => zTeamMembershipList);

export const zCreateTeamMembershipBody = lazySchema(() => zTeamMembershipCreate);

export const zCreateTeamMembershipQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamMembershipResponse = lazySchema(() => z.union([
    zTeamMembership,
    zODataCreatedId
]));

export const zGetTeamMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamMembershipByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetTeamMembershipByIdResponse = lazySchema(() => zTeamMembershipList);

export const zListUserIsMemberOfTeamQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserIsMemberOfTeamResponse = lazySchema(() => zTeamMembershipList);

export const zCreateUserIsMemberOfTeamBody = lazySchema(() => zTeamMembershipCreate);

export const zCreateUserIsMemberOfTeamQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserIsMemberOfTeamResponse = lazySchema(() => z.union([
    zTeamMembership,
    zODataCreatedId
]));

export const zGetUserIsMemberOfTeamByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserIsMemberOfTeamByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserIsMemberOfTeamByIdResponse = lazySchema(() => zTeamMembershipList);

export const zListApplicationMembershipRoleQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationMembershipRoleResponse = lazySchema(() => zApplicationMembershipRoleList);

export const zGetApplicationMembershipRoleByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationMembershipRoleByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationMembershipRoleByIdResponse = lazySchema(() => zApplicationMembershipRoleList);

export const zListInviteeQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListInviteeResponse = lazySchema(() => zInviteeList);

export const zGetInviteeByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetInviteeByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetInviteeByIdResponse = lazySchema(() => zInviteeList);

export const zListApplicationTypeQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationTypeResponse = lazySchema(() => zApplicationTypeList);

export const zGetApplicationTypeByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationTypeByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationTypeByIdResponse = lazySchema(() => zApplicationTypeList);

export const zGetApplicationTypeBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetApplicationTypeBySlugQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationTypeBySlugResponse = lazySchema(() => zApplicationTypeList);

export const zListCpuArchitectureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListCpuArchitectureResponse = lazySchema(() => zCpuArchitectureList);

export const zGetCpuArchitectureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetCpuArchitectureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetCpuArchitectureByIdResponse = lazySchema(() => zCpuArchitectureList);

export const zGetCpuArchitectureBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetCpuArchitectureBySlugQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetCpuArchitectureBySlugResponse = lazySchema(() => zCpuArchitectureList);

export const zListDeviceManufacturerQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceManufacturerResponse = lazySchema(() => zDeviceManufacturerList);

export const zGetDeviceManufacturerByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceManufacturerByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceManufacturerByIdResponse = lazySchema(() => zDeviceManufacturerList);

export const zListDeviceFamilyQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceFamilyResponse = lazySchema(() => zDeviceFamilyList);

export const zGetDeviceFamilyByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceFamilyByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceFamilyByIdResponse = lazySchema(() => zDeviceFamilyList);

export const zListDeviceTypeQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceTypeResponse = lazySchema(() => zDeviceTypeList);

export const zGetDeviceTypeByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceTypeByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTypeByIdResponse = lazySchema(() => zDeviceTypeList);

export const zGetDeviceTypeBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetDeviceTypeBySlugQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTypeBySlugResponse = lazySchema(() => zDeviceTypeList);

export const zListDeviceTypeAliasQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceTypeAliasResponse = lazySchema(() => zDeviceTypeAliasList);

export const zGetDeviceTypeAliasByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceTypeAliasByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTypeAliasByIdResponse = lazySchema(() => zDeviceTypeAliasList);

export const zListApplicationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationResponse = lazySchema(() => zApplicationList);

export const zCreateApplicationBody = lazySchema(() => zApplicationCreate);

export const zCreateApplicationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationResponse = lazySchema(() => z.union([
    zApplication,
    zODataCreatedId
]));

export const zGetApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationByIdResponse = lazySchema(() => zApplicationList);

export const zGetApplicationBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetApplicationBySlugQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationBySlugResponse = lazySchema(() => zApplicationList);

export const zGetApplicationByUuidPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetApplicationByUuidQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationByUuidResponse = lazySchema(() => zApplicationList);

export const zListOrganizationInviteQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationInviteResponse = lazySchema(() => zOrganizationInviteList);

export const zCreateOrganizationInviteBody = lazySchema(() => zOrganizationInviteCreate);

export const zCreateOrganizationInviteQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationInviteResponse = lazySchema(() => z.union([
    zOrganizationInvite,
    zODataCreatedId
]));

export const zGetOrganizationInviteByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationInviteByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationInviteByIdResponse = lazySchema(() => zOrganizationInviteList);

export const zListInviteeIsInvitedToOrganizationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListInviteeIsInvitedToOrganizationResponse = lazySchema(() => zOrganizationInviteList);

export const zCreateInviteeIsInvitedToOrganizationBody = lazySchema(() => zOrganizationInviteCreate);

export const zCreateInviteeIsInvitedToOrganizationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateInviteeIsInvitedToOrganizationResponse = lazySchema(() => z.union([
    zOrganizationInvite,
    zODataCreatedId
]));

export const zGetInviteeIsInvitedToOrganizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetInviteeIsInvitedToOrganizationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetInviteeIsInvitedToOrganizationByIdResponse = lazySchema(() => zOrganizationInviteList);

export const zListApplicationInviteQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationInviteResponse = lazySchema(() => zApplicationInviteList);

export const zCreateApplicationInviteBody = lazySchema(() => zApplicationInviteCreate);

export const zCreateApplicationInviteQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationInviteResponse = lazySchema(() => z.union([
    zApplicationInvite,
    zODataCreatedId
]));

export const zGetApplicationInviteByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationInviteByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationInviteByIdResponse = lazySchema(() => zApplicationInviteList);

export const zListInviteeIsInvitedToApplicationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListInviteeIsInvitedToApplicationResponse = lazySchema(() => zApplicationInviteList);

export const zCreateInviteeIsInvitedToApplicationBody = lazySchema(() => zApplicationInviteCreate);

export const zCreateInviteeIsInvitedToApplicationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateInviteeIsInvitedToApplicationResponse = lazySchema(() => z.union([
    zApplicationInvite,
    zODataCreatedId
]));

export const zGetInviteeIsInvitedToApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetInviteeIsInvitedToApplicationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetInviteeIsInvitedToApplicationByIdResponse = lazySchema(() => zApplicationInviteList);

export const zListUserApplicationMembershipQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserApplicationMembershipResponse = lazySchema(() => zUserApplicationMembershipList);

export const zCreateUserApplicationMembershipBody = lazySchema(() => zUserApplicationMembershipCreate);

export const zCreateUserApplicationMembershipQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserApplicationMembershipResponse = lazySchema(() => z.union([
    zUserApplicationMembership,
    zODataCreatedId
]));

export const zGetUserApplicationMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserApplicationMembershipByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserApplicationMembershipByIdResponse = lazySchema(() => zUserApplicationMembershipList);

export const zListUserIsMemberOfApplicationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListUserIsMemberOfApplicationResponse = lazySchema(() => zUserApplicationMembershipList);

export const zCreateUserIsMemberOfApplicationBody = lazySchema(() => zUserApplicationMembershipCreate);

export const zCreateUserIsMemberOfApplicationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateUserIsMemberOfApplicationResponse = lazySchema(() => z.union([
    zUserApplicationMembership,
    zODataCreatedId
]));

export const zGetUserIsMemberOfApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserIsMemberOfApplicationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetUserIsMemberOfApplicationByIdResponse = lazySchema(() => zUserApplicationMembershipList);

export const zListTeamApplicationAccessQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListTeamApplicationAccessResponse = lazySchema(() => zTeamApplicationAccessList);

export const zCreateTeamApplicationAccessBody = lazySchema(() => zTeamApplicationAccessCreate);

export const zCreateTeamApplicationAccessQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamApplicationAccessResponse = lazySchema(() => z.union([
    zTeamApplicationAccess,
    zODataCreatedId
]));

export const zGetTeamApplicationAccessByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamApplicationAccessByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetTeamApplicationAccessByIdResponse = lazySchema(() => zTeamApplicationAccessList);

export const zListTeamGrantsAccessToApplicationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListTeamGrantsAccessToApplicationResponse = lazySchema(() => zTeamApplicationAccessList);

export const zCreateTeamGrantsAccessToApplicationBody = lazySchema(() => zTeamApplicationAccessCreate);

export const zCreateTeamGrantsAccessToApplicationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateTeamGrantsAccessToApplicationResponse = lazySchema(() => z.union([
    zTeamApplicationAccess,
    zODataCreatedId
]));

export const zGetTeamGrantsAccessToApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamGrantsAccessToApplicationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetTeamGrantsAccessToApplicationByIdResponse = lazySchema(() => zTeamApplicationAccessList);

export const zListApplicationEnvironmentVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationEnvironmentVariableResponse = lazySchema(() => zApplicationEnvironmentVariableList);

export const zCreateApplicationEnvironmentVariableBody = lazySchema(() => zApplicationEnvironmentVariableCreate);

export const zCreateApplicationEnvironmentVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationEnvironmentVariableResponse = lazySchema(() => z.union([
    zApplicationEnvironmentVariable,
    zODataCreatedId
]));

export const zGetApplicationEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationEnvironmentVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationEnvironmentVariableByIdResponse = lazySchema(() => zApplicationEnvironmentVariableList);

export const zListApplicationHasEnvVarNameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationHasEnvVarNameResponse = lazySchema(() => zApplicationEnvironmentVariableList);

export const zCreateApplicationHasEnvVarNameBody = lazySchema(() => zApplicationEnvironmentVariableCreate);

export const zCreateApplicationHasEnvVarNameQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationHasEnvVarNameResponse = lazySchema(() => z.union([
    zApplicationEnvironmentVariable,
    zODataCreatedId
]));

export const zGetApplicationHasEnvVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationHasEnvVarNameByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationHasEnvVarNameByIdResponse = lazySchema(() => zApplicationEnvironmentVariableList);

export const zListApplicationConfigVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationConfigVariableResponse = lazySchema(() => zApplicationConfigVariableList);

export const zCreateApplicationConfigVariableBody = lazySchema(() => zApplicationConfigVariableCreate);

export const zCreateApplicationConfigVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationConfigVariableResponse = lazySchema(() => z.union([
    zApplicationConfigVariable,
    zODataCreatedId
]));

export const zGetApplicationConfigVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationConfigVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationConfigVariableByIdResponse = lazySchema(() => zApplicationConfigVariableList);

export const zListApplicationHasConfigVarNameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationHasConfigVarNameResponse = lazySchema(() => zApplicationConfigVariableList);

export const zCreateApplicationHasConfigVarNameBody = lazySchema(() => zApplicationConfigVariableCreate);

export const zCreateApplicationHasConfigVarNameQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationHasConfigVarNameResponse = lazySchema(() => z.union([
    zApplicationConfigVariable,
    zODataCreatedId
]));

export const zGetApplicationHasConfigVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationHasConfigVarNameByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationHasConfigVarNameByIdResponse = lazySchema(() => zApplicationConfigVariableList);

export const zListBuildEnvironmentVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListBuildEnvironmentVariableResponse = lazySchema(() => zBuildEnvironmentVariableList);

export const zCreateBuildEnvironmentVariableBody = lazySchema(() => zBuildEnvironmentVariableCreate);

export const zCreateBuildEnvironmentVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateBuildEnvironmentVariableResponse = lazySchema(() => z.union([
    zBuildEnvironmentVariable,
    zODataCreatedId
]));

export const zGetBuildEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetBuildEnvironmentVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetBuildEnvironmentVariableByIdResponse = lazySchema(() => zBuildEnvironmentVariableList);

export const zListApplicationTagQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationTagResponse = lazySchema(() => zApplicationTagList);

export const zCreateApplicationTagBody = lazySchema(() => zApplicationTagCreate);

export const zCreateApplicationTagQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationTagResponse = lazySchema(() => z.union([
    zApplicationTag,
    zODataCreatedId
]));

export const zGetApplicationTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationTagByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationTagByIdResponse = lazySchema(() => zApplicationTagList);

export const zListReleaseQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListReleaseResponse = lazySchema(() => zReleaseList);

export const zCreateReleaseBody = lazySchema(() => zReleaseCreate);

export const zCreateReleaseQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateReleaseResponse = lazySchema(() => z.union([
    zRelease,
    zODataCreatedId
]));

export const zGetReleaseByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseByIdResponse = lazySchema(() => zReleaseList);

export const zListReleaseTagQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListReleaseTagResponse = lazySchema(() => zReleaseTagList);

export const zCreateReleaseTagBody = lazySchema(() => zReleaseTagCreate);

export const zCreateReleaseTagQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateReleaseTagResponse = lazySchema(() => z.union([
    zReleaseTag,
    zODataCreatedId
]));

export const zGetReleaseTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseTagByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseTagByIdResponse = lazySchema(() => zReleaseTagList);

export const zListReleaseAssetQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListReleaseAssetResponse = lazySchema(() => zReleaseAssetList);

export const zCreateReleaseAssetBody = lazySchema(() => zReleaseAssetCreate);

export const zCreateReleaseAssetQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateReleaseAssetResponse = lazySchema(() => z.union([
    zReleaseAsset,
    zODataCreatedId
]));

export const zGetReleaseAssetByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseAssetByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseAssetByIdResponse = lazySchema(() => zReleaseAssetList);

export const zListDeviceQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceResponse = lazySchema(() => zDeviceList);

export const zCreateDeviceBody = lazySchema(() => zDeviceCreate);

export const zCreateDeviceQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceResponse = lazySchema(() => z.union([
    zDevice,
    zODataCreatedId
]));

export const zGetDeviceByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceByIdResponse = lazySchema(() => zDeviceList);

export const zGetDeviceByUuidPath = lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetDeviceByUuidQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceByUuidResponse = lazySchema(() => zDeviceList);

export const zListDeviceEnvironmentVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceEnvironmentVariableResponse = lazySchema(() => zDeviceEnvironmentVariableList);

export const zCreateDeviceEnvironmentVariableBody = lazySchema(() => zDeviceEnvironmentVariableCreate);

export const zCreateDeviceEnvironmentVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceEnvironmentVariableResponse = lazySchema(() => z.union([
    zDeviceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetDeviceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceEnvironmentVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceEnvironmentVariableByIdResponse = lazySchema(() => zDeviceEnvironmentVariableList);

export const zListDeviceHasEnvVarNameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceHasEnvVarNameResponse = lazySchema(() => zDeviceEnvironmentVariableList);

export const zCreateDeviceHasEnvVarNameBody = lazySchema(() => zDeviceEnvironmentVariableCreate);

export const zCreateDeviceHasEnvVarNameQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceHasEnvVarNameResponse = lazySchema(() => z.union([
    zDeviceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetDeviceHasEnvVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceHasEnvVarNameByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceHasEnvVarNameByIdResponse = lazySchema(() => zDeviceEnvironmentVariableList);

export const zListDeviceConfigVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceConfigVariableResponse = lazySchema(() => zDeviceConfigVariableList);

export const zCreateDeviceConfigVariableBody = lazySchema(() => zDeviceConfigVariableCreate);

export const zCreateDeviceConfigVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceConfigVariableResponse = lazySchema(() => z.union([
    zDeviceConfigVariable,
    zODataCreatedId
]));

export const zGetDeviceConfigVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceConfigVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceConfigVariableByIdResponse = lazySchema(() => zDeviceConfigVariableList);

export const zListDeviceHasConfigVarNameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceHasConfigVarNameResponse = lazySchema(() => zDeviceConfigVariableList);

export const zCreateDeviceHasConfigVarNameBody = lazySchema(() => zDeviceConfigVariableCreate);

export const zCreateDeviceHasConfigVarNameQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceHasConfigVarNameResponse = lazySchema(() => z.union([
    zDeviceConfigVariable,
    zODataCreatedId
]));

export const zGetDeviceHasConfigVarNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceHasConfigVarNameByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceHasConfigVarNameByIdResponse = lazySchema(() => zDeviceConfigVariableList);

export const zListDeviceTagQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceTagResponse = lazySchema(() => zDeviceTagList);

export const zCreateDeviceTagBody = lazySchema(() => zDeviceTagCreate);

export const zCreateDeviceTagQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceTagResponse = lazySchema(() => z.union([
    zDeviceTag,
    zODataCreatedId
]));

export const zGetDeviceTagByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceTagByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceTagByIdResponse = lazySchema(() => zDeviceTagList);

export const zListServiceQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListServiceResponse = lazySchema(() => zServiceList);

export const zCreateServiceBody = lazySchema(() => zServiceCreate);

export const zCreateServiceQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceResponse = lazySchema(() => z.union([
    zService,
    zODataCreatedId
]));

export const zGetServiceByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetServiceByIdResponse = lazySchema(() => zServiceList);

export const zListApplicationHasServiceNameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListApplicationHasServiceNameResponse = lazySchema(() => zServiceList);

export const zCreateApplicationHasServiceNameBody = lazySchema(() => zServiceCreate);

export const zCreateApplicationHasServiceNameQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateApplicationHasServiceNameResponse = lazySchema(() => z.union([
    zService,
    zODataCreatedId
]));

export const zGetApplicationHasServiceNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationHasServiceNameByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetApplicationHasServiceNameByIdResponse = lazySchema(() => zServiceList);

export const zListServiceEnvironmentVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListServiceEnvironmentVariableResponse = lazySchema(() => zServiceEnvironmentVariableList);

export const zCreateServiceEnvironmentVariableBody = lazySchema(() => zServiceEnvironmentVariableCreate);

export const zCreateServiceEnvironmentVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceEnvironmentVariableResponse = lazySchema(() => z.union([
    zServiceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetServiceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceEnvironmentVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetServiceEnvironmentVariableByIdResponse = lazySchema(() => zServiceEnvironmentVariableList);

export const zListServiceLabelQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListServiceLabelResponse = lazySchema(() => zServiceLabelList);

export const zCreateServiceLabelBody = lazySchema(() => zServiceLabelCreate);

export const zCreateServiceLabelQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceLabelResponse = lazySchema(() => z.union([
    zServiceLabel,
    zODataCreatedId
]));

export const zGetServiceLabelByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceLabelByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetServiceLabelByIdResponse = lazySchema(() => zServiceLabelList);

export const zListServiceInstallQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListServiceInstallResponse = lazySchema(() => zServiceInstallList);

export const zCreateServiceInstallBody = lazySchema(() => zServiceInstallCreate);

export const zCreateServiceInstallQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateServiceInstallResponse = lazySchema(() => z.union([
    zServiceInstall,
    zODataCreatedId
]));

export const zGetServiceInstallByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceInstallByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetServiceInstallByIdResponse = lazySchema(() => zServiceInstallList);

export const zListDeviceInstallsApplicationHasServiceNameQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceInstallsApplicationHasServiceNameResponse = lazySchema(() => zServiceInstallList);

export const zCreateDeviceInstallsApplicationHasServiceNameBody = lazySchema(() => zServiceInstallCreate);

export const zCreateDeviceInstallsApplicationHasServiceNameQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceInstallsApplicationHasServiceNameResponse = lazySchema(() => z.union([
    zServiceInstall,
    zODataCreatedId
]));

export const zGetDeviceInstallsApplicationHasServiceNameByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceInstallsApplicationHasServiceNameByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceInstallsApplicationHasServiceNameByIdResponse = lazySchema(() => zServiceInstallList);

export const zListDeviceServiceEnvironmentVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceServiceEnvironmentVariableResponse = lazySchema(() => zDeviceServiceEnvironmentVariableList);

export const zCreateDeviceServiceEnvironmentVariableBody = lazySchema(() => zDeviceServiceEnvironmentVariableCreate);

export const zCreateDeviceServiceEnvironmentVariableQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateDeviceServiceEnvironmentVariableResponse = lazySchema(() => z.union([
    zDeviceServiceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetDeviceServiceEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceServiceEnvironmentVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceServiceEnvironmentVariableByIdResponse = lazySchema(() => zDeviceServiceEnvironmentVariableList);

export const zListImageQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListImageResponse = lazySchema(() => zImageList);

export const zGetImageByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetImageByIdResponse = lazySchema(() => zImageList);

export const zListImageInstallQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListImageInstallResponse = lazySchema(() => zImageInstallList);

export const zGetImageInstallByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageInstallByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetImageInstallByIdResponse = lazySchema(() => zImageInstallList);

export const zListReleaseImageQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListReleaseImageResponse = lazySchema(() => zReleaseImageList);

export const zGetReleaseImageByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseImageByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetReleaseImageByIdResponse = lazySchema(() => zReleaseImageList);

export const zListImageIsPartOfReleaseQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListImageIsPartOfReleaseResponse = lazySchema(() => zReleaseImageList);

export const zGetImageIsPartOfReleaseByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageIsPartOfReleaseByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetImageIsPartOfReleaseByIdResponse = lazySchema(() => zReleaseImageList);

export const zListImageLabelQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListImageLabelResponse = lazySchema(() => zImageLabelList);

export const zGetImageLabelByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageLabelByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetImageLabelByIdResponse = lazySchema(() => zImageLabelList);

export const zListImageEnvironmentVariableQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListImageEnvironmentVariableResponse = lazySchema(() => zImageEnvironmentVariableList);

export const zGetImageEnvironmentVariableByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageEnvironmentVariableByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetImageEnvironmentVariableByIdResponse = lazySchema(() => zImageEnvironmentVariableList);

export const zListDeviceHistoryQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDeviceHistoryResponse = lazySchema(() => zDeviceHistoryList);

export const zGetDeviceHistoryByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceHistoryByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDeviceHistoryByIdResponse = lazySchema(() => zDeviceHistoryList);

export const zListIdentityProviderQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListIdentityProviderResponse = lazySchema(() => zIdentityProviderList);

export const zCreateIdentityProviderBody = lazySchema(() => zIdentityProviderCreate);

export const zCreateIdentityProviderQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateIdentityProviderResponse = lazySchema(() => z.union([
    zIdentityProvider,
    zODataCreatedId
]));

export const zGetIdentityProviderByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetIdentityProviderByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetIdentityProviderByIdResponse = lazySchema(() => zIdentityProviderList);

export const zGetIdentityProviderBySsoIdentifierPath = lazySchema(() => z.object({
    sso_identifier: z.string()
}));

export const zGetIdentityProviderBySsoIdentifierQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetIdentityProviderBySsoIdentifierResponse = lazySchema(() => zIdentityProviderList);

export const zListIdentityProviderMembershipQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListIdentityProviderMembershipResponse = lazySchema(() => zIdentityProviderMembershipList);

export const zCreateIdentityProviderMembershipBody = lazySchema(() => zIdentityProviderMembershipCreate);

export const zCreateIdentityProviderMembershipQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateIdentityProviderMembershipResponse = lazySchema(() => z.union([
    zIdentityProviderMembership,
    zODataCreatedId
]));

export const zGetIdentityProviderMembershipByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetIdentityProviderMembershipByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetIdentityProviderMembershipByIdResponse = lazySchema(() => zIdentityProviderMembershipList);

export const zListOrganizationIsAuthorizedByIdentityProviderQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationIsAuthorizedByIdentityProviderResponse = lazySchema(() => zIdentityProviderMembershipList);

export const zCreateOrganizationIsAuthorizedByIdentityProviderBody = lazySchema(() => zIdentityProviderMembershipCreate);

export const zCreateOrganizationIsAuthorizedByIdentityProviderQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationIsAuthorizedByIdentityProviderResponse = lazySchema(() => z.union([
    zIdentityProviderMembership,
    zODataCreatedId
]));

export const zGetOrganizationIsAuthorizedByIdentityProviderByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationIsAuthorizedByIdentityProviderByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationIsAuthorizedByIdentityProviderByIdResponse = lazySchema(() => zIdentityProviderMembershipList);

export const zListSamlAccountQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSamlAccountResponse = lazySchema(() => zSamlAccountList);

export const zGetSamlAccountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSamlAccountByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSamlAccountByIdResponse = lazySchema(() => zSamlAccountList);

export const zListSocialServiceAccountQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSocialServiceAccountResponse = lazySchema(() => zSocialServiceAccountList);

export const zGetSocialServiceAccountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSocialServiceAccountByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSocialServiceAccountByIdResponse = lazySchema(() => zSocialServiceAccountList);

export const zListRecoveryTwoFactorQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListRecoveryTwoFactorResponse = lazySchema(() => zRecoveryTwoFactorList);

export const zGetRecoveryTwoFactorByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetRecoveryTwoFactorByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetRecoveryTwoFactorByIdResponse = lazySchema(() => zRecoveryTwoFactorList);

export const zListOauthApplicationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOauthApplicationResponse = lazySchema(() => zOauthApplicationList);

export const zGetOauthApplicationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOauthApplicationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOauthApplicationByIdResponse = lazySchema(() => zOauthApplicationList);

export const zListOauthApplicationAuthorizationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOauthApplicationAuthorizationResponse = lazySchema(() => zOauthApplicationAuthorizationList);

export const zGetOauthApplicationAuthorizationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOauthApplicationAuthorizationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOauthApplicationAuthorizationByIdResponse = lazySchema(() => zOauthApplicationAuthorizationList);

export const zListPlanQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListPlanResponse = lazySchema(() => zPlanList);

export const zGetPlanByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetPlanByIdResponse = lazySchema(() => zPlanList);

export const zListFeatureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListFeatureResponse = lazySchema(() => zFeatureList);

export const zGetFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetFeatureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetFeatureByIdResponse = lazySchema(() => zFeatureList);

export const zGetFeatureBySlugPath = lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetFeatureBySlugQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetFeatureBySlugResponse = lazySchema(() => zFeatureList);

export const zListPlanFeatureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListPlanFeatureResponse = lazySchema(() => zPlanFeatureList);

export const zGetPlanFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanFeatureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetPlanFeatureByIdResponse = lazySchema(() => zPlanFeatureList);

export const zListPlanProvidesFeatureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListPlanProvidesFeatureResponse = lazySchema(() => zPlanFeatureList);

export const zGetPlanProvidesFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanProvidesFeatureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetPlanProvidesFeatureByIdResponse = lazySchema(() => zPlanFeatureList);

export const zListPlanAddonQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListPlanAddonResponse = lazySchema(() => zPlanAddonList);

export const zGetPlanAddonByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanAddonByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetPlanAddonByIdResponse = lazySchema(() => zPlanAddonList);

export const zListPlanOffersFeatureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListPlanOffersFeatureResponse = lazySchema(() => zPlanAddonList);

export const zGetPlanOffersFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanOffersFeatureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetPlanOffersFeatureByIdResponse = lazySchema(() => zPlanAddonList);

export const zListDiscountCodeQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListDiscountCodeResponse = lazySchema(() => zDiscountCodeList);

export const zGetDiscountCodeByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDiscountCodeByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetDiscountCodeByIdResponse = lazySchema(() => zDiscountCodeList);

export const zListSubscriptionQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSubscriptionResponse = lazySchema(() => zSubscriptionList);

export const zGetSubscriptionByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSubscriptionByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSubscriptionByIdResponse = lazySchema(() => zSubscriptionList);

export const zListSubscriptionPrepaidAddonQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSubscriptionPrepaidAddonResponse = lazySchema(() => zSubscriptionPrepaidAddonList);

export const zGetSubscriptionPrepaidAddonByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSubscriptionPrepaidAddonByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSubscriptionPrepaidAddonByIdResponse = lazySchema(() => zSubscriptionPrepaidAddonList);

export const zListSubscriptionAddonDiscountQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSubscriptionAddonDiscountResponse = lazySchema(() => zSubscriptionAddonDiscountList);

export const zGetSubscriptionAddonDiscountByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSubscriptionAddonDiscountByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSubscriptionAddonDiscountByIdResponse = lazySchema(() => zSubscriptionAddonDiscountList);

export const zListSupportTierQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSupportTierResponse = lazySchema(() => zSupportTierList);

export const zGetSupportTierByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSupportTierByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSupportTierByIdResponse = lazySchema(() => zSupportTierList);

export const zListSupportFeatureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListSupportFeatureResponse = lazySchema(() => zSupportFeatureList);

export const zGetSupportFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSupportFeatureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetSupportFeatureByIdResponse = lazySchema(() => zSupportFeatureList);

export const zListCreditBundleQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListCreditBundleResponse = lazySchema(() => zCreditBundleList);

export const zCreateCreditBundleBody = lazySchema(() => zCreditBundleCreate);

export const zCreateCreditBundleQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateCreditBundleResponse = lazySchema(() => z.union([
    zCreditBundle,
    zODataCreatedId
]));

export const zGetCreditBundleByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetCreditBundleByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetCreditBundleByIdResponse = lazySchema(() => zCreditBundleList);

export const zListOrganizationCreditNotificationQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationCreditNotificationResponse = lazySchema(() => zOrganizationCreditNotificationList);

export const zCreateOrganizationCreditNotificationBody = lazySchema(() => zOrganizationCreditNotificationCreate);

export const zCreateOrganizationCreditNotificationQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationCreditNotificationResponse = lazySchema(() => z.union([
    zOrganizationCreditNotification,
    zODataCreatedId
]));

export const zGetOrganizationCreditNotificationByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationCreditNotificationByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationCreditNotificationByIdResponse = lazySchema(() => zOrganizationCreditNotificationList);

export const zListOrganizationOwnsCreditNotificationForFeatureQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zListOrganizationOwnsCreditNotificationForFeatureResponse = lazySchema(() => zOrganizationCreditNotificationList);

export const zCreateOrganizationOwnsCreditNotificationForFeatureBody = lazySchema(() => zOrganizationCreditNotificationCreate);

export const zCreateOrganizationOwnsCreditNotificationForFeatureQuery = lazySchema(() => z.object({
    returnResource: z.enum([
        'true',
        'false',
        '0',
        '1'
    ]).optional()
}));

/**
 * The created row (or `{"id":N}` with returnResource=false)
 */
export const zCreateOrganizationOwnsCreditNotificationForFeatureResponse = lazySchema(() => z.union([
    zOrganizationCreditNotification,
    zODataCreatedId
]));

export const zGetOrganizationOwnsCreditNotificationForFeatureByIdPath = lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationOwnsCreditNotificationForFeatureByIdQuery = lazySchema(() => z.object({
    $select: z.string().optional(),
    $filter: z.string().optional(),
    $expand: z.string().optional(),
    $orderby: z.string().optional(),
    $top: z.int().gte(0).optional(),
    $skip: z.int().gte(0).optional(),
    $format: z.string().optional()
}));

/**
 * Rows in the `d` envelope
 */
export const zGetOrganizationOwnsCreditNotificationForFeatureByIdResponse = lazySchema(() => zOrganizationCreditNotificationList);
