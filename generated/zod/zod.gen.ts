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
export const zODataFkRef = /* @__PURE__ */ lazySchema(() => z.object({
    __id: z.int()
}));

/**
 * A stored file (sbvr WebResource, api-ground-truth §1.3).
 */
export const zWebResource = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zJsonStringError = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Envelope of `/$count` (api-ground-truth §1.3).
 */
export const zODataCount = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.int().gte(0)
}));

/**
 * POST body of organization; unknown keys are dropped
 */
export const zOrganizationCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationCreateForm = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zODataCreatedId = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

/**
 * PATCH body of organization; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationUpdateForm = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zUserUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    has_legacy_link_to__organization: z.int().nullish(),
    has_been_sent_verification_email: z.boolean().optional()
}));

/**
 * PATCH body of user_profile; an empty body is refused with 400 "No fields to update"
 */
export const zUserProfileUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApiKeyUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiry_date: z.iso.datetime().nullish()
}));

/**
 * POST body of user_public_key; unknown keys are dropped
 */
export const zUserPublicKeyCreate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int(),
    public_key: z.string().max(2850),
    title: z.string().max(120)
}));

/**
 * PATCH body of user_public_key; an empty body is refused with 400 "No fields to update"
 */
export const zUserPublicKeyUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    public_key: z.string().max(2850).optional(),
    title: z.string().max(120).optional()
}));

/**
 * POST body of organization_membership; unknown keys are dropped
 */
export const zOrganizationMembershipCreate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__organization: z.int(),
    organization_membership_role: z.int().optional(),
    username: z.string().optional()
}));

/**
 * PATCH body of organization_membership; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationMembershipUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__organization: z.int().optional(),
    organization_membership_role: z.int().optional()
}));

/**
 * POST body of organization_membership_tag; unknown keys are dropped
 */
export const zOrganizationMembershipTagCreate = /* @__PURE__ */ lazySchema(() => z.object({
    organization_membership: z.int(),
    tag_key: z.string(),
    value: z.string()
}));

/**
 * PATCH body of organization_membership_tag; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationMembershipTagUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    organization_membership: z.int().optional(),
    tag_key: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of team; unknown keys are dropped
 */
export const zTeamCreate = /* @__PURE__ */ lazySchema(() => z.object({
    belongs_to__organization: z.int(),
    name: z.string(),
    description: z.string().nullish()
}));

/**
 * PATCH body of team; an empty body is refused with 400 "No fields to update"
 */
export const zTeamUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    belongs_to__organization: z.int().optional(),
    name: z.string().optional(),
    description: z.string().nullish()
}));

/**
 * POST body of team_membership; unknown keys are dropped
 */
export const zTeamMembershipCreate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__team: z.int(),
    username: z.string().optional()
}));

/**
 * PATCH body of team_membership; an empty body is refused with 400 "No fields to update"
 */
export const zTeamMembershipUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__team: z.int().optional()
}));

/**
 * POST body of application; unknown keys are dropped
 */
export const zApplicationCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationInviteCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationInviteUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    invitee: z.int().optional(),
    is_invited_to__organization: z.int().optional(),
    organization_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish()
}));

/**
 * POST body of application_invite; unknown keys are dropped
 */
export const zApplicationInviteCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationInviteUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    invitee: z.int().optional(),
    is_invited_to__application: z.int().optional(),
    application_membership_role: z.int().optional(),
    message: z.string().nullish(),
    is_created_by__user: z.int().nullish()
}));

/**
 * POST body of user_application_membership; unknown keys are dropped
 */
export const zUserApplicationMembershipCreate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__application: z.int(),
    application_membership_role: z.int().optional(),
    username: z.string().optional()
}));

/**
 * PATCH body of user_application_membership; an empty body is refused with 400 "No fields to update"
 */
export const zUserApplicationMembershipUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    user: z.int().optional(),
    is_member_of__application: z.int().optional(),
    application_membership_role: z.int().optional()
}));

/**
 * POST body of team_application_access; unknown keys are dropped
 */
export const zTeamApplicationAccessCreate = /* @__PURE__ */ lazySchema(() => z.object({
    team: z.int(),
    grants_access_to__application: z.int(),
    application_membership_role: z.int().optional()
}));

/**
 * PATCH body of team_application_access; an empty body is refused with 400 "No fields to update"
 */
export const zTeamApplicationAccessUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    team: z.int().optional(),
    grants_access_to__application: z.int().optional(),
    application_membership_role: z.int().optional()
}));

/**
 * POST body of application_environment_variable; unknown keys are dropped
 */
export const zApplicationEnvironmentVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of application_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationEnvironmentVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of application_config_variable; unknown keys are dropped
 */
export const zApplicationConfigVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of application_config_variable; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationConfigVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of build_environment_variable; unknown keys are dropped
 */
export const zBuildEnvironmentVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of build_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zBuildEnvironmentVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of application_tag; unknown keys are dropped
 */
export const zApplicationTagCreate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int(),
    tag_key: z.string().min(1).max(100),
    value: z.string().max(1000)
}));

/**
 * PATCH body of application_tag; an empty body is refused with 400 "No fields to update"
 */
export const zApplicationTagUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int().optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().max(1000).optional()
}));

/**
 * POST body of release; unknown keys are dropped
 */
export const zReleaseCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zReleaseUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zReleaseTagCreate = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.int(),
    tag_key: z.string().min(1).max(164),
    value: z.string().max(1000)
}));

/**
 * PATCH body of release_tag; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseTagUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.int().optional(),
    tag_key: z.string().min(1).max(164).optional(),
    value: z.string().max(1000).optional()
}));

/**
 * POST body of release_asset; unknown keys are dropped
 */
export const zReleaseAssetCreate = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.int(),
    asset_key: z.string(),
    asset: zWebResource.nullish()
}));

/**
 * POST body of release_asset as multipart/form-data
 */
export const zReleaseAssetCreateForm = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.string(),
    asset_key: z.string(),
    asset: z.string().optional()
}));

/**
 * PATCH body of release_asset; an empty body is refused with 400 "No fields to update"
 */
export const zReleaseAssetUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.int().optional(),
    asset_key: z.string().optional(),
    asset: zWebResource.nullish()
}));

/**
 * PATCH body of release_asset as multipart/form-data
 */
export const zReleaseAssetUpdateForm = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.string().optional(),
    asset_key: z.string().optional(),
    asset: z.string().optional()
}));

/**
 * POST body of device; unknown keys are dropped
 */
export const zDeviceCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceEnvironmentVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of device_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceEnvironmentVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of device_config_variable; unknown keys are dropped
 */
export const zDeviceConfigVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of device_config_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceConfigVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of device_tag; unknown keys are dropped
 */
export const zDeviceTagCreate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int(),
    tag_key: z.string().min(1).max(100),
    value: z.string()
}));

/**
 * PATCH body of device_tag; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceTagUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int().optional(),
    tag_key: z.string().min(1).max(100).optional(),
    value: z.string().optional()
}));

/**
 * POST body of service; unknown keys are dropped
 */
export const zServiceCreate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int(),
    service_name: z.string().min(1).max(63)
}));

/**
 * PATCH body of service; an empty body is refused with 400 "No fields to update"
 */
export const zServiceUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    application: z.int().optional(),
    service_name: z.string().min(1).max(63).optional()
}));

/**
 * POST body of service_environment_variable; unknown keys are dropped
 */
export const zServiceEnvironmentVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    service: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of service_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zServiceEnvironmentVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    service: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of service_label; unknown keys are dropped
 */
export const zServiceLabelCreate = /* @__PURE__ */ lazySchema(() => z.object({
    service: z.int(),
    label_name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of service_label; an empty body is refused with 400 "No fields to update"
 */
export const zServiceLabelUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    service: z.int().optional(),
    label_name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of service_install; unknown keys are dropped
 */
export const zServiceInstallCreate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int(),
    installs__service: z.int()
}));

/**
 * PATCH body of service_install; an empty body is refused with 400 "No fields to update"
 */
export const zServiceInstallUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    device: z.int().optional(),
    installs__service: z.int().optional()
}));

/**
 * POST body of device_service_environment_variable; unknown keys are dropped
 */
export const zDeviceServiceEnvironmentVariableCreate = /* @__PURE__ */ lazySchema(() => z.object({
    service_install: z.int(),
    name: z.string(),
    value: z.string()
}));

/**
 * PATCH body of device_service_environment_variable; an empty body is refused with 400 "No fields to update"
 */
export const zDeviceServiceEnvironmentVariableUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    service_install: z.int().optional(),
    name: z.string().optional(),
    value: z.string().optional()
}));

/**
 * POST body of identity_provider; unknown keys are dropped
 */
export const zIdentityProviderCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zIdentityProviderUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zIdentityProviderMembershipCreate = /* @__PURE__ */ lazySchema(() => z.object({
    organization: z.int(),
    is_authorized_by__identity_provider: z.int(),
    grants_access_to__team: z.int().nullish()
}));

/**
 * PATCH body of identity_provider_membership; an empty body is refused with 400 "No fields to update"
 */
export const zIdentityProviderMembershipUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    organization: z.int().optional(),
    is_authorized_by__identity_provider: z.int().optional(),
    grants_access_to__team: z.int().nullish()
}));

/**
 * PATCH body of saml_account; an empty body is refused with 400 "No fields to update"
 */
export const zSamlAccountUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    belongs_to__user: z.int().optional(),
    was_generated_by__identity_provider: z.int().optional(),
    remote_id: z.string().optional(),
    display_name: z.string().nullish()
}));

/**
 * PATCH body of social_service_account; an empty body is refused with 400 "No fields to update"
 */
export const zSocialServiceAccountUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    belongs_to__user: z.int().optional(),
    provider: z.enum(['github', 'google']).optional(),
    display_name: z.string().nullish(),
    remote_id: z.string().optional()
}));

/**
 * PATCH body of oauth_application_authorization; an empty body is refused with 400 "No fields to update"
 */
export const zOauthApplicationAuthorizationUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    belongs_to__user: z.int().optional(),
    is_for__oauth_application: z.int().optional()
}));

/**
 * POST body of credit_bundle; unknown keys are dropped
 */
export const zCreditBundleCreate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreditBundleUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationCreditNotificationCreate = /* @__PURE__ */ lazySchema(() => z.object({
    organization: z.int(),
    owns_credit_notification_for__feature: z.int(),
    is_sent_when_below__threshold: z.int()
}));

/**
 * PATCH body of organization_credit_notification; an empty body is refused with 400 "No fields to update"
 */
export const zOrganizationCreditNotificationUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    organization: z.int().optional(),
    owns_credit_notification_for__feature: z.int().optional(),
    is_sent_when_below__threshold: z.int().optional()
}));

/**
 * Exactly one of `action` or `method`.
 */
export const zCanAccessRequest = /* @__PURE__ */ lazySchema(() => z.union([
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

export const zCanAccessResult = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.tuple([z.object({
            id: z.int()
        })])
}));

export const zBeginUploadRequest = /* @__PURE__ */ lazySchema(() => z.object({
    asset: z.object({
        filename: z.string(),
        content_type: z.string(),
        size: z.int(),
        chunk_size: z.int()
    })
}));

export const zBeginUploadResult = /* @__PURE__ */ lazySchema(() => z.object({
    asset: z.object({
        uuid: z.string(),
        uploadParts: z.array(z.object({
            url: z.string(),
            chunkSize: z.int(),
            partNumber: z.int()
        }))
    })
}));

export const zCommitUploadRequest = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string(),
    providerCommitData: z.object({
        Parts: z.array(z.object({
            PartNumber: z.int(),
            ETag: z.string()
        }))
    })
}));

export const zLoginRequest = /* @__PURE__ */ lazySchema(() => z.object({
    username: z.string(),
    password: z.string()
}));

/**
 * A session JWT sent as text/plain (api-ground-truth §6.6).
 */
export const zTextToken = /* @__PURE__ */ lazySchema(() => z.string());

export const zUserActorWhoami = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    actorType: z.literal('user'),
    actorTypeId: z.int(),
    username: z.string(),
    email: z.string().nullish()
}));

export const zApplicationActorWhoami = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    actorType: z.literal('application'),
    actorTypeId: z.int(),
    slug: z.string()
}));

export const zDeviceActorWhoami = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    actorType: z.literal('device'),
    actorTypeId: z.int(),
    uuid: z.string()
}));

/**
 * The caller's actor; `id` is the actor id and `actorTypeId` the user, application or device id.
 */
export const zActorWhoami = /* @__PURE__ */ lazySchema(() => z.union([
    zUserActorWhoami,
    zApplicationActorWhoami,
    zDeviceActorWhoami
]));

export const zUserWhoami = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    username: z.string(),
    email: z.string().nullable()
}));

export const zOptionalPasswordBody = /* @__PURE__ */ lazySchema(() => z.object({
    password: z.string().optional()
}));

export const zRegisterRequest = /* @__PURE__ */ lazySchema(() => z.object({
    email: z.string(),
    password: z.string().min(8).max(64),
    has_disabled_newsletter: z.boolean().optional(),
    'g-recaptcha-response': z.string().optional(),
    invitation_type: z.enum(['organization', 'application']).optional(),
    invitation_token: z.string().optional()
}));

export const zVerifyEmailRequest = /* @__PURE__ */ lazySchema(() => z.object({
    verificationToken: z.string(),
    email: z.string()
}));

export const zPasswordResetRequest = /* @__PURE__ */ lazySchema(() => z.object({
    'g-recaptcha-response': z.string()
}));

/**
 * 429 body of the password-reset request; the dashboard shows the message and the time until nextValidRequestDate (spec 01 §8).
 */
export const zRateLimitedWithDate = /* @__PURE__ */ lazySchema(() => z.object({
    message: z.string(),
    nextValidRequestDate: z.iso.datetime().optional()
}));

export const zResetPasswordRequest = /* @__PURE__ */ lazySchema(() => z.object({
    token: z.string(),
    password: z.string().min(8).max(64),
    twoFactorCode: z.string().optional()
}));

/**
 * Error with a numeric code (spec 01 §8): 1 two-factor required, 2 two-factor invalid, 3 reset code expired, 4 reset code invalid.
 */
export const zAuthCodeError = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zResetPasswordError = /* @__PURE__ */ lazySchema(() => z.union([
    zAuthCodeError,
    zJsonStringError
]));

export const zChangePasswordRequest = /* @__PURE__ */ lazySchema(() => z.object({
    currentPassword: z.string().optional(),
    password: z.string().min(8).max(64)
}));

/**
 * Object error body used by a few non-OData routes, e.g. {"error":"API key required"}.
 */
export const zErrorObject = /* @__PURE__ */ lazySchema(() => z.object({
    error: z.string()
}));

export const zChangeEmailRequest = /* @__PURE__ */ lazySchema(() => z.object({
    email: z.string(),
    password: z.string()
}));

export const zProfileUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullish(),
    account_type: z.enum(['personal', 'professional']),
    has_disabled_newsletter: z.boolean().optional()
}));

/**
 * The base32 TOTP secret of a two-factor setup, as text/plain (shown as a QR code).
 */
export const zTotpSetupKey = /* @__PURE__ */ lazySchema(() => z.string());

export const zCodeBody = /* @__PURE__ */ lazySchema(() => z.object({
    code: z.string()
}));

export const zPasswordBody = /* @__PURE__ */ lazySchema(() => z.object({
    password: z.string()
}));

/**
 * Fresh two-factor recovery codes (the old ones stop working).
 */
export const zRecoveryCodes = /* @__PURE__ */ lazySchema(() => z.array(z.string()));

export const zSamlFinalizeRequest = /* @__PURE__ */ lazySchema(() => z.object({
    code: z.string(),
    jwt: z.string().optional()
}));

export const zTokenObject = /* @__PURE__ */ lazySchema(() => z.object({
    token: z.string()
}));

export const zOAuthAuthorizeRequest = /* @__PURE__ */ lazySchema(() => z.object({
    client_id: z.string(),
    response_type: z.literal('code'),
    state: z.string().optional()
}));

export const zOAuthCode = /* @__PURE__ */ lazySchema(() => z.object({
    code: z.string()
}));

export const zUserApiKeyRequest = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().min(1),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullish()
}));

/**
 * The new API key, sent once as a JSON string (api-ground-truth §6.6).
 */
export const zApiKeyString = /* @__PURE__ */ lazySchema(() => z.string());

export const zApiKeyV2Request = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zScopedKeyRequest = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().nullish(),
    description: z.string().nullish(),
    expiryDate: z.iso.datetime().nullish(),
    apiKey: z.string().optional()
}));

export const zLoginAsRequest = /* @__PURE__ */ lazySchema(() => z.object({
    username: z.string()
}));

export const zZendeskRedirect = /* @__PURE__ */ lazySchema(() => z.object({
    redirect: z.string()
}));

/**
 * Public deployment configuration (api-ground-truth §4, GET /config).
 */
export const zConfig = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zConfigVarSchemaEntry = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zConfigVars = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zAddress = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTaxId = /* @__PURE__ */ lazySchema(() => z.object({
    type: z.string().min(1),
    value: z.string().min(1),
    country: z.string().optional()
}));

/**
 * GET /billing/v1/account/{orgId}. `account_state` must be `active` to load billing info and invoices (spec 03 §3).
 */
export const zBillingAccount = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zBillingAccountUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    email: z.email().optional(),
    company_name: z.string().max(255).nullish(),
    address: zAddress.optional(),
    tax_id: zTaxId.nullish()
}));

/**
 * A non-negative amount or count written in decimal (`"0"`, `"9900"`, `"133.5"`): the plan's cents and quantities travel as strings, as the cloud's billing service answers them and balena-sdk types them (`BillingPlanInfo`).
 */
export const zDecimalString = /* @__PURE__ */ lazySchema(() => z.string().regex(/^\d+(\.\d+)?$/));

export const zPlanCharge = /* @__PURE__ */ lazySchema(() => z.object({
    itemType: z.string(),
    name: z.string(),
    code: z.string(),
    unitCostCents: zDecimalString,
    quantity: zDecimalString,
    isQuantifiable: z.boolean().optional()
}));

export const zPlanBilling = /* @__PURE__ */ lazySchema(() => z.object({
    currency: z.string(),
    totalCostCents: zDecimalString,
    charges: z.array(zPlanCharge)
}));

export const zAddonPlanAddOn = /* @__PURE__ */ lazySchema(() => z.object({
    code: z.string(),
    unitCostCents: zDecimalString,
    quantity: zDecimalString
}));

/**
 * The add-on plan attached to the main plan ("same shape, with addOns", spec 03 §3).
 */
export const zAddonPlan = /* @__PURE__ */ lazySchema(() => z.object({
    code: z.string(),
    currentPeriodEndDate: z.iso.datetime().optional(),
    billing: zPlanBilling,
    addOns: z.array(zAddonPlanAddOn)
}));

/**
 * GET /billing/v1/account/{orgId}/plan (api-ground-truth §4; spec 03 §3 "Plan as shown on the billing page"). `code` is the billing code; `-v{n}` suffixes are dropped for the tier icon. Field by field the shape of balena-sdk `BillingPlanInfo` (cents, quantities and the interval length as decimal strings). A free plan answers as balena-sdk's integration test reads a free account: `Free plan`, code and tier `free`, `addOns: []`, charges of the plan and of `Community support` at `"0"`, total `"0"`, support `Community` / `Community support`.
 */
export const zBillingPlan = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zPlanChange = /* @__PURE__ */ lazySchema(() => z.object({
    tier: z.string().min(1),
    annual: z.boolean(),
    planChangeReason: z.string().max(5000).optional()
}));

/**
 * Billing-contact part of the billing info (api-ground-truth §4).
 */
export const zBillingInfoBase = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCardBillingInfo = /* @__PURE__ */ lazySchema(() => zBillingInfoBase.and(z.object({
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
export const zBankBillingInfo = /* @__PURE__ */ lazySchema(() => zBillingInfoBase.and(z.object({
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
export const zWalletBillingInfo = /* @__PURE__ */ lazySchema(() => zBillingInfoBase.and(z.object({
    type: z.enum([
        'paypal',
        'cashapp',
        'link'
    ])
})));

/**
 * Billing contact only, no payment method on file (`type` absent or null).
 */
export const zNoPaymentMethod = /* @__PURE__ */ lazySchema(() => zBillingInfoBase.and(z.object({
    type: z.null().optional()
})));

/**
 * GET/PATCH /billing/v1/account/{orgId}/info. The variants are told apart by `type` (spec 03 §3 "Billing info (payment method)").
 */
export const zBillingInfo = /* @__PURE__ */ lazySchema(() => z.union([
    zCardBillingInfo,
    zBankBillingInfo,
    zWalletBillingInfo,
    zNoPaymentMethod
]));

/**
 * PATCH /billing/v1/account/{orgId}/info: attach a payment method by provider token. After a redirect return the token is the setup intent id with `token_type: setup_intent` (spec 03 §4).
 */
export const zBillingInfoUpdate = /* @__PURE__ */ lazySchema(() => z.object({
    token_id: z.string().min(1),
    'g-recaptcha-response': z.string().optional(),
    token_type: z.enum(['payment_method', 'setup_intent']).optional(),
    setAsCompanyAddress: z.boolean().optional()
}));

/**
 * POST /billing/v1/account/{orgId}/setup-intent (spec 03 §7 "organization, g-recaptcha-response").
 */
export const zSetupIntentRequest = /* @__PURE__ */ lazySchema(() => z.object({
    organization: z.int().gte(1).optional(),
    'g-recaptcha-response': z.string().optional()
}));

/**
 * The dashboard reads `client_secret` and `id`; a missing client_secret is an error (spec 03 §7).
 */
export const zSetupIntent = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string().regex(/^seti_/),
    client_secret: z.string().regex(/^seti_.+_secret_.+$/)
}));

/**
 * One invoice (api-ground-truth §4). Amounts are decimal STRINGS. Known states: paid, voided, void, closed, pending, open, processing, draft, past_due, failed (spec 03 §4); a draft is not downloadable.
 */
export const zInvoice = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zInvoiceList = /* @__PURE__ */ lazySchema(() => z.array(zInvoice));

/**
 * Usage of one item code; `charges` in cents (spec 03 §3 "Billing usage").
 */
export const zUsageEntry = /* @__PURE__ */ lazySchema(() => z.object({
    currentUsage: z.number().gte(0),
    peakUsage: z.number().gte(0),
    overage: z.number().gte(0).optional(),
    charges: z.number().gte(0).optional(),
    creditConsumption: z.number().gte(0).optional()
}));

/**
 * GET /billing/v1/account/{orgId}/usage: usage keyed by item code, e.g. device:legacy-v1, device:legacy-v2, device:microservices, member:administrator, member:developer, member:member (spec 03 §3, §7: currentUsage and peakUsage by role). Devices count by their fleet's application type: legacy types under device:legacy-v1, other single-container types under device:legacy-v2, multicontainer types under device:microservices (mock rule).
 */
export const zBillingUsage = /* @__PURE__ */ lazySchema(() => z.record(z.string(), zUsageEntry));

/**
 * Free plan allowance state (spec 03 §3); the first 10 devices are free (spec 03 §9).
 */
export const zFreeDeviceAllowance = /* @__PURE__ */ lazySchema(() => z.object({
    totalDeviceCount: z.int().gte(0),
    freeDeviceAllowance: z.int().gte(0),
    hasFrozenFreeDevices: z.boolean()
}));

/**
 * One add-on of the plan (seats by role, devices): its list price, the subscription's add-on discount and the unit price after it (base × (1 − discount ÷ 100), spec 03 §6), the quantity the plan includes and the prepaid quantity inside its date window.
 */
export const zPricingAddOn = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zBillingPricing = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zBillingModel = /* @__PURE__ */ lazySchema(() => z.object({
    billingVersion: z.string(),
    planCode: z.string(),
    devicesBeyondPlan: z.enum([
        'frozen',
        'charged',
        'credits_then_charged'
    ]),
    creditsAvailable: z.boolean()
}));

export const zTicketFieldOption = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int().optional(),
    name: z.string(),
    value: z.string(),
    default: z.boolean().optional()
}));

/**
 * A Zendesk ticket field (spec 03 §3). System fields have a `type` of subject, description, priority, tickettype, status, group, assignee; custom fields text, textarea, tagger, multiselect, checkbox, date, integer, decimal, regexp, lookup. The organization field (`key: organization`) is always required (spec 03 §5).
 */
export const zTicketField = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zTicketFieldList = /* @__PURE__ */ lazySchema(() => z.array(zTicketField));

export const zEmailCc = /* @__PURE__ */ lazySchema(() => z.object({
    user_email: z.email()
}));

export const zCustomFieldValue = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTicketSubmission = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zSubmittedTicket = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zAttachmentUpload = /* @__PURE__ */ lazySchema(() => z.object({
    file: z.string()
}));

/**
 * Zendesk's upload object; `token` goes into `comment.uploads` of the ticket.
 */
export const zUploadedAttachment = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zAttachmentTooLarge = /* @__PURE__ */ lazySchema(() => z.object({
    error: z.string(),
    code: z.literal('errors.support_attachment_exceed_limit'),
    limit: z.literal(5)
}));

/**
 * Body of every /supervisor* call (api-ground-truth §4). Targets one device by `uuid` or `deviceId`, or every online device of a fleet by `appId` alone. `method` is the method used on the device (default POST); `data` is forwarded as the supervisor's body. Examples the SDK sends: reboot `{deviceId, data:{force}}`, restart `{deviceId, appId, data:{appId}}`, blink `{uuid}`, device state `{uuid, method:"GET"}`, service actions `{deviceId, appId, data:{appId, imageId}}`.
 */
export const zSupervisorProxyRequest = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSupervisorMultiResult = /* @__PURE__ */ lazySchema(() => z.array(z.object({
    statusCode: z.int(),
    body: z.unknown()
})));

/**
 * The supervisor's v1 JSON answer for reboot, shutdown and purge (`Error` empty on success).
 */
export const zSupervisorEnvelope = /* @__PURE__ */ lazySchema(() => z.object({
    Data: z.string(),
    Error: z.string().nullish()
}));

/**
 * A 423 from the supervisor, passed through unchanged (api-ground-truth §4, §6.14): the v1 JSON envelope for reboot/shutdown/purge, or its plain message text.
 */
export const zSupervisorLockedBody = /* @__PURE__ */ lazySchema(() => z.union([
    zSupervisorEnvelope,
    z.string()
]));

/**
 * POST /supervisor/v1/device with `method:"GET"` (SDK device.getSupervisorState).
 */
export const zSupervisorDeviceState = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zActionName = /* @__PURE__ */ lazySchema(() => z.enum([
    'resinhup',
    'checks',
    'diagnose'
]));

/**
 * Action lifecycle (spec 02 §4 "Diagnostic run states"; api-ground-truth §4 OS update row).
 */
export const zActionState = /* @__PURE__ */ lazySchema(() => z.enum([
    'idle',
    'triggered',
    'configuring',
    'in_progress',
    'done',
    'error'
]));

export const zHealthCheck = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zActionResult = /* @__PURE__ */ lazySchema(() => z.object({
    checks: z.array(zHealthCheck).optional(),
    diagnose: z.string().optional()
}));

/**
 * Answer of the actions service. POST starts an action (`triggered` for resinhup; `configuring` or `in_progress` for checks/diagnose, with the `id` to poll); GET reports progress. The dashboard treats a resinhup answer other than `triggered` as an error (spec 02 §7).
 */
export const zActionStatus = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zActionRequest = /* @__PURE__ */ lazySchema(() => z.object({
    parameters: z.object({
        target_version: z.string().min(1).optional()
    })
}));

/**
 * One log line (api-ground-truth §4). Times are ms since the epoch. System lines have no serviceId; a slow stream reader gets an extra system line saying how many were suppressed.
 */
export const zLogLine = /* @__PURE__ */ lazySchema(() => z.object({
    message: z.string(),
    createdAt: z.int(),
    timestamp: z.int(),
    isSystem: z.boolean(),
    isStdErr: z.boolean(),
    serviceId: z.int().optional()
}));

export const zLogLineList = /* @__PURE__ */ lazySchema(() => z.array(zLogLine));

/**
 * The `stream=1` body: newline-delimited LogLine JSON objects; a bare empty line is a heartbeat (every 58 s on the real API).
 */
export const zLogStream = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * device-type.json as served by /device-types/v1 (api-ground-truth §4).
 */
export const zDeviceTypeJson = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zDeviceTypeJsonList = /* @__PURE__ */ lazySchema(() => z.array(zDeviceTypeJson));

/**
 * OS versions with downloadable images for a device type, newest first (open-balena `/device-types/v1/:slug/images`).
 */
export const zDeviceTypeImages = /* @__PURE__ */ lazySchema(() => z.object({
    versions: z.array(z.string()),
    latest: z.string()
}));

export const zDownloadSize = /* @__PURE__ */ lazySchema(() => z.object({
    size: z.int().gte(0)
}));

/**
 * POST /download-config (api-ground-truth §4).
 */
export const zDownloadConfigRequest = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceConfigJson = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTargetState = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.unknown()));

/**
 * POST /device/register body (balena-register-device); fields of the device to create.
 */
export const zDeviceRegisterRequest = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zDeviceRegistration = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    uuid: z.string(),
    api_key: z.string()
}));

/**
 * One entry of GET /users/{login}/keys (GitHub returns only id and key).
 */
export const zGithubPublicKey = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    key: z.string()
}));

export const zGithubPublicKeyList = /* @__PURE__ */ lazySchema(() => z.array(zGithubPublicKey));

/**
 * GitHub's error body.
 */
export const zGithubError = /* @__PURE__ */ lazySchema(() => z.object({
    message: z.string(),
    documentation_url: z.string().optional(),
    status: z.string().optional()
}));

export const zGithubUser = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGithubUserSearch = /* @__PURE__ */ lazySchema(() => z.object({
    total_count: z.int().gte(0),
    incomplete_results: z.boolean(),
    items: z.array(zGithubUser)
}));

/**
 * GET /repos/{owner}/{repo}; the deploy panel reads `default_branch` (spec 02 §7).
 */
export const zGithubRepository = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zPackageManifest = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string(),
    version: z.string(),
    description: z.string().optional()
}));

/**
 * Statuspage v2 `/api/v2/status.json`; the dashboard shows `status.indicator` (spec 01 §7, §9).
 */
export const zStatusPageStatus = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDocSearchQuery = /* @__PURE__ */ lazySchema(() => z.object({
    query: z.string().optional(),
    params: z.string().optional(),
    hitsPerPage: z.int().gte(1).lte(1000).optional()
}));

export const zDocSearchHit = /* @__PURE__ */ lazySchema(() => z.object({
    objectID: z.string(),
    url: z.string(),
    hierarchy: z.record(z.string(), z.string().nullable()).optional(),
    content: z.string().nullish()
}));

export const zDocSearchResult = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDocSearchError = /* @__PURE__ */ lazySchema(() => z.object({
    message: z.string(),
    status: z.int()
}));

/**
 * What the offline Stripe double's `confirmSetup` sends (JSON, not Stripe's form encoding): the client secret and the payment method data gathered by its payment and address elements.
 */
export const zStripeSetupIntentConfirm = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zStripeNextAction = /* @__PURE__ */ lazySchema(() => z.object({
    type: z.literal('use_stripe_sdk')
}));

/**
 * Stripe's SetupIntent object, reduced to what the dashboard reads.
 */
export const zStripeSetupIntent = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zStripeError = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zStripePaymentIntent = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zStripeAuthentication = /* @__PURE__ */ lazySchema(() => z.object({
    client_secret: z.string().min(1),
    outcome: z.enum(['complete', 'fail'])
}));

/**
 * One analytics event; sent only after analytics consent (spec 03 §7 "consent-gated").
 */
export const zAnalyticsEvent = /* @__PURE__ */ lazySchema(() => z.object({
    event: z.string().min(1),
    properties: z.record(z.string(), z.unknown()).optional(),
    timestamp: z.iso.datetime().optional()
}));

/**
 * The feature flags of the deployment (spec 01 §1 "a feature-flag service").
 */
export const zFeatureFlagSet = /* @__PURE__ */ lazySchema(() => z.object({
    flags: z.record(z.string(), z.boolean())
}));

/**
 * One error the dashboard reports (spec 01 §1 "an error-reporting service", §8).
 */
export const zErrorReport = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zBuildFromUrlBody = /* @__PURE__ */ lazySchema(() => z.object({
    url: z.string().min(1).max(2048),
    shouldFlatten: z.boolean().optional()
}));

/**
 * A started build, with the new release's id.
 */
export const zBuildFromUrlResult = /* @__PURE__ */ lazySchema(() => z.object({
    started: z.literal(true),
    releaseId: z.int()
}));

/**
 * The builder's error answer. A download that fails carries `started: false` and both texts (balena-sdk reads `message`, else `error`).
 */
export const zBuilderError = /* @__PURE__ */ lazySchema(() => z.object({
    started: z.literal(false).optional(),
    error: z.string(),
    message: z.string().optional()
}));

export const zHttpMethod = /* @__PURE__ */ lazySchema(() => z.enum([
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
export const zFaultMatch = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zStatusEffect = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTokenBucketEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('tokenBucket'),
    capacity: z.int().gte(1).lte(1000000),
    refillPerSecond: z.number().gt(0).lte(1000000),
    per: z.enum(['client', 'client+route']).optional()
}));

/**
 * Waits `ms` (± up to `jitterMs`, drawn from the session's seeded RNG) before answering. Latency rules add up.
 */
export const zLatencyEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('latency'),
    ms: z.int().gte(0).lte(58000),
    jitterMs: z.int().gte(0).lte(58000).optional()
}));

/**
 * Network failure: the socket is dropped without an answer.
 */
export const zDestroyEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('destroy')
}));

/**
 * The handler's answer (or `status`) with an empty body.
 */
export const zEmptyEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('empty'),
    status: z.int().gte(200).lte(599).optional()
}));

/**
 * Sends the headers and the first `bytes` bytes (default half) of the JSON body, then closes.
 */
export const zTruncatedEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('truncated'),
    bytes: z.int().gte(0).optional()
}));

/**
 * `/ping` and every API call fail with a dropped socket until the rule is removed (spec 01 §9: offline after 3 failed pings).
 */
export const zOfflineEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('offline')
}));

/**
 * A slow (`delayMs` between lines, default 2000) or stalled device log stream; match it with `device` or `path` `/device/v2*logs`.
 */
export const zLogStreamEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('logStream'),
    mode: z.enum(['slow', 'stalled']),
    delayMs: z.int().gte(1).lte(58000).optional()
}));

/**
 * Closes a websocket with `code` (default 1011) — at the upgrade, or `afterMs` after it opened.
 */
export const zSocketCloseEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('socketClose'),
    code: z.int().gte(1000).lte(4999).optional(),
    reason: z.string().max(123).optional(),
    afterMs: z.int().gte(0).lte(58000).optional()
}));

/**
 * The answer's body is sent at `bytesPerSecond` (real time, in slices of a tenth of a second's worth), on plain answers and streams alike (e.g. the device log stream `/device/v2/{uuid}/logs?stream=1`). The head is sent at once.
 */
export const zBandwidthEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('bandwidth'),
    bytesPerSecond: z.int().gte(1).lte(100000000)
}));

/**
 * The request is accepted and never answered (the handler does not run) until the client gives up, or for `limitMs` of real time, after which the connection closes without an answer. The journal records no status.
 */
export const zHangEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('hang'),
    limitMs: z.int().gte(1).lte(600000).optional()
}));

/**
 * The head (with the whole body's `content-length`) and the first `afterBytes` of the body (default half) are sent, then the connection is reset (TCP RST; a client reads ECONNRESET). In the MSW adapter the body's read fails instead.
 */
export const zResetEffect = /* @__PURE__ */ lazySchema(() => z.object({
    kind: z.literal('reset'),
    afterBytes: z.int().gte(0).optional()
}));

export const zFaultEffect = /* @__PURE__ */ lazySchema(() => z.union([
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
export const zDuration = /* @__PURE__ */ lazySchema(() => z.union([
    z.int().gte(0),
    z.string().regex(/^(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+$/)
]));

/**
 * Active from `start` (default when added) until `end` or `start + duration`, on the session's mock clock.
 */
export const zFaultWindow = /* @__PURE__ */ lazySchema(() => z.object({
    start: z.iso.datetime().optional(),
    end: z.iso.datetime().optional(),
    duration: zDuration.optional()
}));

/**
 * A stored rule (FaultRuleInput plus bookkeeping).
 */
export const zFaultRule = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zFaultList = /* @__PURE__ */ lazySchema(() => z.object({
    faults: z.array(zFaultRule)
}));

export const zFaultRuleInput = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    name: z.string().max(200).optional(),
    match: zFaultMatch.optional(),
    effect: zFaultEffect,
    times: z.int().gte(1).optional(),
    probability: z.number().gte(0).lte(1).optional(),
    window: zFaultWindow.optional(),
    enabled: z.boolean().optional()
}));

export const zMockAdminError = /* @__PURE__ */ lazySchema(() => z.object({
    error: z.string(),
    issues: z.array(z.object({
        path: z.string(),
        message: z.string()
    })).optional()
}));

export const zRemoved = /* @__PURE__ */ lazySchema(() => z.object({
    removed: z.int().gte(0)
}));

export const zNearMissCriterion = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zNearMiss = /* @__PURE__ */ lazySchema(() => z.object({
    seq: z.int().gte(1),
    method: z.string(),
    path: z.string(),
    operationId: z.string().nullable(),
    failed: z.array(zNearMissCriterion)
}));

export const zNearMissRule = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string(),
    match: zFaultMatch.optional(),
    nearMisses: z.array(zNearMiss)
}));

export const zNearMissReport = /* @__PURE__ */ lazySchema(() => z.object({
    rules: z.array(zNearMissRule)
}));

/**
 * Fields of a rule to change: a given `match`, `effect` or `window` replaces that object whole, `null` removes an optional field. The merged rule is validated as a whole; a rejected patch changes nothing.
 */
export const zFaultRulePatch = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceFlag = /* @__PURE__ */ lazySchema(() => z.enum([
    'flapping',
    'offline',
    'update-locked',
    'slow-logs',
    'undervolted',
    'frozen'
]));

export const zDeviceFlagList = /* @__PURE__ */ lazySchema(() => z.object({
    devices: z.record(z.string(), z.array(zDeviceFlag))
}));

/**
 * `offline` is the effective state (a flapping device in its down phase counts).
 */
export const zDeviceFlagState = /* @__PURE__ */ lazySchema(() => z.object({
    flags: z.array(zDeviceFlag),
    offline: z.boolean(),
    flapping: z.boolean(),
    updateLocked: z.boolean(),
    slowLogs: z.boolean(),
    undervolted: z.boolean(),
    frozen: z.boolean()
}));

export const zDeviceFlagsInput = /* @__PURE__ */ lazySchema(() => z.object({
    flags: z.array(zDeviceFlag)
}));

export const zOrganizationFlagState = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string(),
    isFrozen: z.boolean(),
    pastDueSince: z.iso.datetime().nullable()
}));

export const zOrganizationFlagsInput = /* @__PURE__ */ lazySchema(() => z.object({
    frozen: z.boolean().optional(),
    pastDueDays: z.int().gte(0).lte(3650).nullish()
}));

export const zMockReleaseRef = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int(),
    commit: z.string()
}));

/**
 * The device's latest simulated release update.
 */
export const zMockDeviceUpdate = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zMockDeviceLive = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zDeviceUpdateInput = /* @__PURE__ */ lazySchema(() => z.object({
    downloadSeconds: z.int().gte(1).lte(3600).optional()
}));

export const zDeviceUpdateFailInput = /* @__PURE__ */ lazySchema(() => z.object({
    reason: z.string().min(1).max(200).optional()
}));

export const zMockClock = /* @__PURE__ */ lazySchema(() => z.object({
    now: z.iso.datetime(),
    nowMs: z.int(),
    frozen: z.boolean()
}));

export const zMockState = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zResetInput = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zWorldSnapshot = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zClockFreezeInput = /* @__PURE__ */ lazySchema(() => z.object({
    at: z.iso.datetime().optional()
}));

/**
 * Exactly one of `ms` or `by`.
 */
export const zClockAdvanceInput = /* @__PURE__ */ lazySchema(() => z.object({
    ms: z.int().gte(0).optional(),
    by: zDuration.optional()
}));

export const zClockSetInput = /* @__PURE__ */ lazySchema(() => z.object({
    at: z.iso.datetime()
}));

export const zJournalActor = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zJournalResponse = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zJournalEntry = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zJournalPage = /* @__PURE__ */ lazySchema(() => z.object({
    entries: z.array(zJournalEntry),
    total: z.int().gte(0),
    dropped: z.int().gte(0)
}));

export const zJournalCount = /* @__PURE__ */ lazySchema(() => z.object({
    count: z.int().gte(0),
    total: z.int().gte(0)
}));

/**
 * A frame of `/__mock/journal/stream`. Server → client: `ready` ({session, lastSeq}), `entries` (JournalEntry[]: the backlog, then each new request), `reset` ({session}: the session was reset or dropped; the socket closes and the client opens a new one), `authenticate` ({message}: the admin token is required, send it), `unauthorized` and `error` ({message}). Client → server: `authentication` ({token}) as the first frame when the admin token is required and the upgrade did not carry it.
 */
export const zJournalStreamFrame = /* @__PURE__ */ lazySchema(() => z.object({
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

export const zMail = /* @__PURE__ */ lazySchema(() => z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string().optional(),
    html: z.string().optional(),
    links: z.array(z.string()).optional(),
    sentAt: z.iso.datetime().optional(),
    kind: z.string().optional()
}));

export const zOutbox = /* @__PURE__ */ lazySchema(() => z.object({
    mails: z.array(zMail)
}));

/**
 * The value GET /buildtime.txt answers in this session; null serves the built file.
 */
export const zBuildMarker = /* @__PURE__ */ lazySchema(() => z.object({
    value: z.string().min(1).max(200).nullable()
}));

export const zScenarioStatus = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string(),
    startedAt: z.iso.datetime(),
    stepsTotal: z.int().gte(1),
    stepsDone: z.int().gte(0),
    nextAt: z.iso.datetime().nullable(),
    errors: z.array(z.string())
}));

export const zScenarioList = /* @__PURE__ */ lazySchema(() => z.object({
    available: z.array(z.string()),
    running: zScenarioStatus.nullable()
}));

/**
 * A device by uuid or name, or the first `limit` devices (by id) of a fleet (slug or name) or an organization.
 */
export const zDeviceRef = /* @__PURE__ */ lazySchema(() => z.union([
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
export const zScenarioStep = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zScenario = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zScenarioLoadInput = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    scenario: zScenario.optional(),
    source: z.string().min(1).max(1000000).optional()
}));

export const zScenarioStopped = /* @__PURE__ */ lazySchema(() => z.object({
    stopped: z.string().nullable()
}));

export const zRecordingInput = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    description: z.string().max(2000).optional()
}));

export const zRecordingStatus = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string(),
    recording: z.boolean(),
    startedAt: z.iso.datetime().optional(),
    steps: z.int().gte(0)
}));

export const zSessionList = /* @__PURE__ */ lazySchema(() => z.object({
    sessions: z.array(z.string())
}));

export const zWorldUser = /* @__PURE__ */ lazySchema(() => z.object({
    username: z.string().regex(/^[a-z0-9_-]{3,64}$/),
    email: z.email().optional(),
    password: z.string().min(8).max(200).optional(),
    api_key: z.string().regex(/^[A-Za-z0-9]{32}$/).optional(),
    first_name: z.string().max(255).optional(),
    last_name: z.string().max(255).optional()
}));

export const zWorldIdentityProvider = /* @__PURE__ */ lazySchema(() => z.object({
    sso_identifier: z.string().regex(/^[a-z0-9_-]{3,100}$/),
    entry_point: z.url().optional(),
    issuer: z.string().min(1).max(255).optional(),
    certificate: z.string().max(20000).optional(),
    requires_signed_authn_response: z.boolean().optional().default(false),
    team: z.string().optional()
}));

export const zWorldOrganization = /* @__PURE__ */ lazySchema(() => z.object({
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
}));

export const zWorldStringMap = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.string().max(100000)));

/**
 * Drafts (`final: false`) may share a version with each other and with the version's final release; a field that names a version means its final release when there is one.
 */
export const zWorldRelease = /* @__PURE__ */ lazySchema(() => z.object({
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
}));

/**
 * The device's last reported resource use (the rest stays generated).
 */
export const zWorldDeviceMetrics = /* @__PURE__ */ lazySchema(() => z.object({
    cpu_usage: z.int().gte(0).lte(100).optional(),
    cpu_temp: z.int().gte(-60).lte(150).optional(),
    memory_usage: z.int().gte(0).optional(),
    memory_total: z.int().gte(0).optional(),
    storage_usage: z.int().gte(0).optional(),
    storage_total: z.int().gte(0).optional()
}));

export const zWorldDevice = /* @__PURE__ */ lazySchema(() => z.object({
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
}));

export const zWorldFleet = /* @__PURE__ */ lazySchema(() => z.object({
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
}));

/**
 * Generated devices added around the described ones, spread over the file's fleets.
 */
export const zWorldDeviceFill = /* @__PURE__ */ lazySchema(() => z.object({
    count: z.int().gte(0).lte(100000)
}));

/**
 * `base: demo` (default) adds the file's content to the built-in demo world (personas, acme…); `base: none` starts from the platform catalogue alone (device types, balenaOS releases, roles, plans) and holds only what the file describes.
 */
export const zWorldFile = /* @__PURE__ */ lazySchema(() => z.object({
    version: z.literal(1).optional(),
    base: z.enum(['demo', 'none']).optional(),
    seed: z.int().gte(0).optional(),
    epoch: z.iso.datetime().optional(),
    users: z.array(zWorldUser).optional(),
    organizations: z.array(zWorldOrganization).optional(),
    fleets: z.array(zWorldFleet).optional(),
    devices: zWorldDeviceFill.optional()
}));

export const zWorldSessionInput = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional(),
    world: zWorldFile
}));

export const zSessionDropped = /* @__PURE__ */ lazySchema(() => z.object({
    dropped: z.string().nullable()
}));

export const zDemoPersona = /* @__PURE__ */ lazySchema(() => z.object({
    key: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.string(),
    shows: z.string(),
    login: z.enum(['password', 'sso']),
    totpSecret: z.string().optional()
}));

export const zPersonaList = /* @__PURE__ */ lazySchema(() => z.object({
    password: z.string(),
    ssoIdentifier: z.string(),
    personas: z.array(zDemoPersona)
}));

/**
 * v7 resource `actor`. Every property is optional on reads because $select may leave it out.
 */
export const zActor = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zUser = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganization = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationMembership = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationInvite = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zInvitee = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceType = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCpuArchitecture = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceFamily = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceManufacturer = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceTypeAlias = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplication = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zRelease = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zReleaseTag = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zReleaseAsset = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDevice = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zService = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zServiceEnvironmentVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zServiceLabel = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zServiceInstall = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceServiceEnvironmentVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zImage = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zImageInstall = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zReleaseImage = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zImageLabel = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zImageEnvironmentVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceHistory = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceEnvironmentVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceConfigVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDeviceTag = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationType = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationInvite = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zUserApplicationMembership = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTeam = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTeamMembership = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zTeamApplicationAccess = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zIdentityProviderMembership = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zIdentityProvider = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSamlAccount = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationMembershipRole = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationEnvironmentVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationConfigVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zBuildEnvironmentVariable = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApplicationTag = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationMembershipRole = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationMembershipTag = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zPlan = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zPlanFeature = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zFeature = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSubscription = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zPlanAddon = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSubscriptionPrepaidAddon = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSubscriptionAddonDiscount = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSupportFeature = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSupportTier = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreditBundle = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOrganizationCreditNotification = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDiscountCode = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zUserProfile = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zUserPublicKey = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zSocialServiceAccount = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zRecoveryTwoFactor = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOauthApplicationAuthorization = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zOauthApplication = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zApiKey = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zActorList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zActor)
}));

/**
 * GET envelope of organization (api-ground-truth §1.3)
 */
export const zOrganizationList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOrganization)
}));

/**
 * GET envelope of user (api-ground-truth §1.3)
 */
export const zUserList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zUser)
}));

/**
 * GET envelope of user_profile (api-ground-truth §1.3)
 */
export const zUserProfileList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zUserProfile)
}));

/**
 * GET envelope of api_key (api-ground-truth §1.3)
 */
export const zApiKeyList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApiKey)
}));

/**
 * GET envelope of user_public_key (api-ground-truth §1.3)
 */
export const zUserPublicKeyList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zUserPublicKey)
}));

/**
 * GET envelope of organization_membership_role (api-ground-truth §1.3)
 */
export const zOrganizationMembershipRoleList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOrganizationMembershipRole)
}));

/**
 * GET envelope of organization_membership (api-ground-truth §1.3)
 */
export const zOrganizationMembershipList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOrganizationMembership)
}));

/**
 * GET envelope of organization_membership_tag (api-ground-truth §1.3)
 */
export const zOrganizationMembershipTagList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOrganizationMembershipTag)
}));

/**
 * GET envelope of team (api-ground-truth §1.3)
 */
export const zTeamList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zTeam)
}));

/**
 * GET envelope of team_membership (api-ground-truth §1.3)
 */
export const zTeamMembershipList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zTeamMembership)
}));

/**
 * GET envelope of application_membership_role (api-ground-truth §1.3)
 */
export const zApplicationMembershipRoleList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplicationMembershipRole)
}));

/**
 * GET envelope of invitee (api-ground-truth §1.3)
 */
export const zInviteeList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zInvitee)
}));

/**
 * GET envelope of application_type (api-ground-truth §1.3)
 */
export const zApplicationTypeList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplicationType)
}));

/**
 * GET envelope of cpu_architecture (api-ground-truth §1.3)
 */
export const zCpuArchitectureList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zCpuArchitecture)
}));

/**
 * GET envelope of device_manufacturer (api-ground-truth §1.3)
 */
export const zDeviceManufacturerList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceManufacturer)
}));

/**
 * GET envelope of device_family (api-ground-truth §1.3)
 */
export const zDeviceFamilyList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceFamily)
}));

/**
 * GET envelope of device_type (api-ground-truth §1.3)
 */
export const zDeviceTypeList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceType)
}));

/**
 * GET envelope of device_type_alias (api-ground-truth §1.3)
 */
export const zDeviceTypeAliasList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceTypeAlias)
}));

/**
 * GET envelope of application (api-ground-truth §1.3)
 */
export const zApplicationList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplication)
}));

/**
 * GET envelope of organization_invite (api-ground-truth §1.3)
 */
export const zOrganizationInviteList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOrganizationInvite)
}));

/**
 * GET envelope of application_invite (api-ground-truth §1.3)
 */
export const zApplicationInviteList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplicationInvite)
}));

/**
 * GET envelope of user_application_membership (api-ground-truth §1.3)
 */
export const zUserApplicationMembershipList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zUserApplicationMembership)
}));

/**
 * GET envelope of team_application_access (api-ground-truth §1.3)
 */
export const zTeamApplicationAccessList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zTeamApplicationAccess)
}));

/**
 * GET envelope of application_environment_variable (api-ground-truth §1.3)
 */
export const zApplicationEnvironmentVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplicationEnvironmentVariable)
}));

/**
 * GET envelope of application_config_variable (api-ground-truth §1.3)
 */
export const zApplicationConfigVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplicationConfigVariable)
}));

/**
 * GET envelope of build_environment_variable (api-ground-truth §1.3)
 */
export const zBuildEnvironmentVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zBuildEnvironmentVariable)
}));

/**
 * GET envelope of application_tag (api-ground-truth §1.3)
 */
export const zApplicationTagList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zApplicationTag)
}));

/**
 * GET envelope of release (api-ground-truth §1.3)
 */
export const zReleaseList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zRelease)
}));

/**
 * GET envelope of release_tag (api-ground-truth §1.3)
 */
export const zReleaseTagList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zReleaseTag)
}));

/**
 * GET envelope of release_asset (api-ground-truth §1.3)
 */
export const zReleaseAssetList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zReleaseAsset)
}));

/**
 * GET envelope of device (api-ground-truth §1.3)
 */
export const zDeviceList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDevice)
}));

/**
 * GET envelope of device_environment_variable (api-ground-truth §1.3)
 */
export const zDeviceEnvironmentVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceEnvironmentVariable)
}));

/**
 * GET envelope of device_config_variable (api-ground-truth §1.3)
 */
export const zDeviceConfigVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceConfigVariable)
}));

/**
 * GET envelope of device_tag (api-ground-truth §1.3)
 */
export const zDeviceTagList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceTag)
}));

/**
 * GET envelope of service (api-ground-truth §1.3)
 */
export const zServiceList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zService)
}));

/**
 * GET envelope of service_environment_variable (api-ground-truth §1.3)
 */
export const zServiceEnvironmentVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zServiceEnvironmentVariable)
}));

/**
 * GET envelope of service_label (api-ground-truth §1.3)
 */
export const zServiceLabelList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zServiceLabel)
}));

/**
 * GET envelope of service_install (api-ground-truth §1.3)
 */
export const zServiceInstallList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zServiceInstall)
}));

/**
 * GET envelope of device_service_environment_variable (api-ground-truth §1.3)
 */
export const zDeviceServiceEnvironmentVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceServiceEnvironmentVariable)
}));

/**
 * GET envelope of image (api-ground-truth §1.3)
 */
export const zImageList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zImage)
}));

/**
 * GET envelope of image_install (api-ground-truth §1.3)
 */
export const zImageInstallList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zImageInstall)
}));

/**
 * GET envelope of release_image (api-ground-truth §1.3)
 */
export const zReleaseImageList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zReleaseImage)
}));

/**
 * GET envelope of image_label (api-ground-truth §1.3)
 */
export const zImageLabelList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zImageLabel)
}));

/**
 * GET envelope of image_environment_variable (api-ground-truth §1.3)
 */
export const zImageEnvironmentVariableList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zImageEnvironmentVariable)
}));

/**
 * GET envelope of device_history (api-ground-truth §1.3)
 */
export const zDeviceHistoryList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDeviceHistory)
}));

/**
 * GET envelope of identity_provider (api-ground-truth §1.3)
 */
export const zIdentityProviderList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zIdentityProvider)
}));

/**
 * GET envelope of identity_provider_membership (api-ground-truth §1.3)
 */
export const zIdentityProviderMembershipList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zIdentityProviderMembership)
}));

/**
 * GET envelope of saml_account (api-ground-truth §1.3)
 */
export const zSamlAccountList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSamlAccount)
}));

/**
 * GET envelope of social_service_account (api-ground-truth §1.3)
 */
export const zSocialServiceAccountList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSocialServiceAccount)
}));

/**
 * GET envelope of recovery_two_factor (api-ground-truth §1.3)
 */
export const zRecoveryTwoFactorList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zRecoveryTwoFactor)
}));

/**
 * GET envelope of oauth_application (api-ground-truth §1.3)
 */
export const zOauthApplicationList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOauthApplication)
}));

/**
 * GET envelope of oauth_application_authorization (api-ground-truth §1.3)
 */
export const zOauthApplicationAuthorizationList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOauthApplicationAuthorization)
}));

/**
 * GET envelope of plan (api-ground-truth §1.3)
 */
export const zPlanList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zPlan)
}));

/**
 * GET envelope of feature (api-ground-truth §1.3)
 */
export const zFeatureList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zFeature)
}));

/**
 * GET envelope of plan_feature (api-ground-truth §1.3)
 */
export const zPlanFeatureList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zPlanFeature)
}));

/**
 * GET envelope of plan_addon (api-ground-truth §1.3)
 */
export const zPlanAddonList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zPlanAddon)
}));

/**
 * GET envelope of discount_code (api-ground-truth §1.3)
 */
export const zDiscountCodeList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zDiscountCode)
}));

/**
 * GET envelope of subscription (api-ground-truth §1.3)
 */
export const zSubscriptionList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSubscription)
}));

/**
 * GET envelope of subscription_prepaid_addon (api-ground-truth §1.3)
 */
export const zSubscriptionPrepaidAddonList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSubscriptionPrepaidAddon)
}));

/**
 * GET envelope of subscription_addon_discount (api-ground-truth §1.3)
 */
export const zSubscriptionAddonDiscountList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSubscriptionAddonDiscount)
}));

/**
 * GET envelope of support_tier (api-ground-truth §1.3)
 */
export const zSupportTierList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSupportTier)
}));

/**
 * GET envelope of support_feature (api-ground-truth §1.3)
 */
export const zSupportFeatureList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zSupportFeature)
}));

/**
 * GET envelope of credit_bundle (api-ground-truth §1.3)
 */
export const zCreditBundleList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zCreditBundle)
}));

/**
 * GET envelope of organization_credit_notification (api-ground-truth §1.3)
 */
export const zOrganizationCreditNotificationList = /* @__PURE__ */ lazySchema(() => z.object({
    d: z.array(zOrganizationCreditNotification)
}));

/**
 * Comma-separated field names, or `*` (api-ground-truth §2.1).
 */
export const zODataSelect = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * An OData filter in the pinejs dialect (api-ground-truth §2.2).
 */
export const zODataFilter = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Navigations to expand, with nested options joined by `;` (api-ground-truth §2.3).
 */
export const zODataExpand = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * `field asc|desc` list; a missing direction means desc (api-ground-truth §2.3).
 */
export const zODataOrderby = /* @__PURE__ */ lazySchema(() => z.string());

export const zODataTop = /* @__PURE__ */ lazySchema(() => z.int().gte(0));

export const zODataSkip = /* @__PURE__ */ lazySchema(() => z.int().gte(0));

/**
 * `json;metadata=full` adds __metadata and __deferred (api-ground-truth §1.3).
 */
export const zODataFormat = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * `false` or `0` makes a POST answer `{"id":N}` only.
 */
export const zReturnResource = /* @__PURE__ */ lazySchema(() => z.enum([
    'true',
    'false',
    '0',
    '1'
]));

/**
 * The organization's NUMERIC id; the SDK resolves a handle to it first (api-ground-truth §4).
 */
export const zOrgId = /* @__PURE__ */ lazySchema(() => z.int().gte(1));

/**
 * The `invoice_number` of a row from the invoice list.
 */
export const zInvoiceNumber = /* @__PURE__ */ lazySchema(() => z.string().min(1));

/**
 * Numeric id of the organization the ticket is filed for.
 */
export const zSupportOrgId = /* @__PURE__ */ lazySchema(() => z.int().gte(1));

/**
 * Numeric fleet (application) id.
 */
export const zAppId = /* @__PURE__ */ lazySchema(() => z.int().gte(1));

/**
 * Full device uuid (32 or 62 hex characters).
 */
export const zDeviceUuid = /* @__PURE__ */ lazySchema(() => z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/));

/**
 * Device type slug or one of its aliases.
 */
export const zDeviceTypeSlug = /* @__PURE__ */ lazySchema(() => z.string().min(1));

/**
 * The isolated session (world) addressed; `default` when absent. Created on first use.
 */
export const zMockSession = /* @__PURE__ */ lazySchema(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

export const zFaultId = /* @__PURE__ */ lazySchema(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

export const zDeviceUuid2 = /* @__PURE__ */ lazySchema(() => z.string().min(1).max(62));

export const zOrganizationHandle = /* @__PURE__ */ lazySchema(() => z.string().min(1));

/**
 * Case-insensitive
 */
export const zJournalMethod = /* @__PURE__ */ lazySchema(() => zHttpMethod);

/**
 * Raw or decoded path prefix
 */
export const zJournalPathPrefix = /* @__PURE__ */ lazySchema(() => z.string().regex(/^\//));

export const zJournalOperationId = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * 0 = dropped socket
 */
export const zJournalStatus = /* @__PURE__ */ lazySchema(() => z.int().gte(0).lte(599));

/**
 * E-mail, username, persona key, actor id or `guest`
 */
export const zJournalActor2 = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * Mock-clock time
 */
export const zJournalSince = /* @__PURE__ */ lazySchema(() => z.iso.datetime());

/**
 * Only entries with a larger seq
 */
export const zJournalAfter = /* @__PURE__ */ lazySchema(() => z.int().gte(0));

/**
 * The newest N matches
 */
export const zJournalLimit = /* @__PURE__ */ lazySchema(() => z.int().gte(1));

/**
 * A query parameter the entry must have: `name` (present) or `name=text` (its value contains text). Repeatable: all must hold.
 */
export const zJournalQuery = /* @__PURE__ */ lazySchema(() => z.array(z.string().min(1)));

/**
 * A JSON pointer into the request body: `/pointer` (present) or `/pointer=value` (equal to value, compared as JSON when value parses as JSON, else as text). Repeatable: all must hold.
 */
export const zJournalBody = /* @__PURE__ */ lazySchema(() => z.array(z.string().regex(/^\//)));

/**
 * Text the serialised request body contains
 */
export const zJournalBodyContains = /* @__PURE__ */ lazySchema(() => z.string().min(1));

export const zSessionName = /* @__PURE__ */ lazySchema(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

export const zCountActorQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountActorResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationUpdate);

export const zUpdateOrganizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationUpdate);

export const zUpdateOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationByHandlePath = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string()
}));

export const zUpdateOrganizationByHandleBody = /* @__PURE__ */ lazySchema(() => zOrganizationUpdate);

export const zUpdateOrganizationByHandlePath = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string()
}));

export const zDeleteUserByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserByFilterBody = /* @__PURE__ */ lazySchema(() => zUserUpdate);

export const zUpdateUserByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserByIdBody = /* @__PURE__ */ lazySchema(() => zUserUpdate);

export const zUpdateUserByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserByUsernamePath = /* @__PURE__ */ lazySchema(() => z.object({
    username: z.string()
}));

export const zUpdateUserByUsernameBody = /* @__PURE__ */ lazySchema(() => zUserUpdate);

export const zUpdateUserByUsernamePath = /* @__PURE__ */ lazySchema(() => z.object({
    username: z.string()
}));

export const zDeleteUserProfileByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserProfileByFilterBody = /* @__PURE__ */ lazySchema(() => zUserProfileUpdate);

export const zUpdateUserProfileByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserProfileQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserProfileResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserProfileByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserProfileByIdBody = /* @__PURE__ */ lazySchema(() => zUserProfileUpdate);

export const zUpdateUserProfileByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApiKeyByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApiKeyByFilterBody = /* @__PURE__ */ lazySchema(() => zApiKeyUpdate);

export const zUpdateApiKeyByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApiKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApiKeyResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApiKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApiKeyByIdBody = /* @__PURE__ */ lazySchema(() => zApiKeyUpdate);

export const zUpdateApiKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserPublicKeyByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserPublicKeyByFilterBody = /* @__PURE__ */ lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserPublicKeyByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserPublicKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserPublicKeyResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserPublicKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserPublicKeyByIdBody = /* @__PURE__ */ lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserPublicKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserHasPublicKeyByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserHasPublicKeyByFilterBody = /* @__PURE__ */ lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserHasPublicKeyByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserHasPublicKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserHasPublicKeyResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserHasPublicKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserHasPublicKeyByIdBody = /* @__PURE__ */ lazySchema(() => zUserPublicKeyUpdate);

export const zUpdateUserHasPublicKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zCountOrganizationMembershipRoleQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationMembershipRoleResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationMembershipByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateOrganizationMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationMembershipResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationMembershipByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateOrganizationMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserIsMemberOfOrganizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserIsMemberOfOrganizationByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateUserIsMemberOfOrganizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserIsMemberOfOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserIsMemberOfOrganizationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserIsMemberOfOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserIsMemberOfOrganizationByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipUpdate);

export const zUpdateUserIsMemberOfOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationMembershipTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationMembershipTagByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipTagUpdate);

export const zUpdateOrganizationMembershipTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationMembershipTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationMembershipTagResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationMembershipTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationMembershipTagByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipTagUpdate);

export const zUpdateOrganizationMembershipTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamByFilterBody = /* @__PURE__ */ lazySchema(() => zTeamUpdate);

export const zUpdateTeamByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteTeamByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamByIdBody = /* @__PURE__ */ lazySchema(() => zTeamUpdate);

export const zUpdateTeamByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamMembershipByFilterBody = /* @__PURE__ */ lazySchema(() => zTeamMembershipUpdate);

export const zUpdateTeamMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamMembershipResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteTeamMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamMembershipByIdBody = /* @__PURE__ */ lazySchema(() => zTeamMembershipUpdate);

export const zUpdateTeamMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserIsMemberOfTeamByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserIsMemberOfTeamByFilterBody = /* @__PURE__ */ lazySchema(() => zTeamMembershipUpdate);

export const zUpdateUserIsMemberOfTeamByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserIsMemberOfTeamQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserIsMemberOfTeamResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserIsMemberOfTeamByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserIsMemberOfTeamByIdBody = /* @__PURE__ */ lazySchema(() => zTeamMembershipUpdate);

export const zUpdateUserIsMemberOfTeamByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zCountApplicationMembershipRoleQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationMembershipRoleResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountInviteeQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountInviteeResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountApplicationTypeQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationTypeResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountCpuArchitectureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountCpuArchitectureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountDeviceManufacturerQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceManufacturerResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountDeviceFamilyQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceFamilyResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountDeviceTypeQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceTypeResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountDeviceTypeAliasQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceTypeAliasResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zUpdateApplicationBySlugBody = /* @__PURE__ */ lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zDeleteApplicationByUuidPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zUpdateApplicationByUuidBody = /* @__PURE__ */ lazySchema(() => zApplicationUpdate);

export const zUpdateApplicationByUuidPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zDeleteOrganizationInviteByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationInviteByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateOrganizationInviteByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationInviteQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationInviteResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationInviteByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationInviteByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateOrganizationInviteByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteInviteeIsInvitedToOrganizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateInviteeIsInvitedToOrganizationByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateInviteeIsInvitedToOrganizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountInviteeIsInvitedToOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountInviteeIsInvitedToOrganizationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteInviteeIsInvitedToOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateInviteeIsInvitedToOrganizationByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationInviteUpdate);

export const zUpdateInviteeIsInvitedToOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationInviteByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationInviteByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationInviteUpdate);

export const zUpdateApplicationInviteByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationInviteQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationInviteResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationInviteByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationInviteByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationInviteUpdate);

export const zUpdateApplicationInviteByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteInviteeIsInvitedToApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateInviteeIsInvitedToApplicationByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationInviteUpdate);

export const zUpdateInviteeIsInvitedToApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountInviteeIsInvitedToApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountInviteeIsInvitedToApplicationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteInviteeIsInvitedToApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateInviteeIsInvitedToApplicationByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationInviteUpdate);

export const zUpdateInviteeIsInvitedToApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserApplicationMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserApplicationMembershipByFilterBody = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserApplicationMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserApplicationMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserApplicationMembershipResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserApplicationMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserApplicationMembershipByIdBody = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserApplicationMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteUserIsMemberOfApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateUserIsMemberOfApplicationByFilterBody = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserIsMemberOfApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountUserIsMemberOfApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountUserIsMemberOfApplicationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteUserIsMemberOfApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateUserIsMemberOfApplicationByIdBody = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipUpdate);

export const zUpdateUserIsMemberOfApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamApplicationAccessByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamApplicationAccessByFilterBody = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamApplicationAccessByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamApplicationAccessQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamApplicationAccessResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteTeamApplicationAccessByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamApplicationAccessByIdBody = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamApplicationAccessByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteTeamGrantsAccessToApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateTeamGrantsAccessToApplicationByFilterBody = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamGrantsAccessToApplicationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountTeamGrantsAccessToApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountTeamGrantsAccessToApplicationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteTeamGrantsAccessToApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateTeamGrantsAccessToApplicationByIdBody = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessUpdate);

export const zUpdateTeamGrantsAccessToApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationEnvironmentVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationEnvironmentVariableByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationHasEnvVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationHasEnvVarNameByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationHasEnvVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationHasEnvVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationHasEnvVarNameResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationHasEnvVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationHasEnvVarNameByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableUpdate);

export const zUpdateApplicationHasEnvVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationConfigVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationConfigVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationConfigVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationConfigVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationConfigVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationConfigVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationConfigVariableByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationConfigVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationHasConfigVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationHasConfigVarNameByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationHasConfigVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationHasConfigVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationHasConfigVarNameResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationHasConfigVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationHasConfigVarNameByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableUpdate);

export const zUpdateApplicationHasConfigVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteBuildEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateBuildEnvironmentVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zBuildEnvironmentVariableUpdate);

export const zUpdateBuildEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountBuildEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountBuildEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteBuildEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateBuildEnvironmentVariableByIdBody = /* @__PURE__ */ lazySchema(() => zBuildEnvironmentVariableUpdate);

export const zUpdateBuildEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationTagByFilterBody = /* @__PURE__ */ lazySchema(() => zApplicationTagUpdate);

export const zUpdateApplicationTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationTagResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationTagByIdBody = /* @__PURE__ */ lazySchema(() => zApplicationTagUpdate);

export const zUpdateApplicationTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteReleaseByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateReleaseByFilterBody = /* @__PURE__ */ lazySchema(() => zReleaseUpdate);

export const zUpdateReleaseByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountReleaseQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteReleaseByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateReleaseByIdBody = /* @__PURE__ */ lazySchema(() => zReleaseUpdate);

export const zUpdateReleaseByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteReleaseTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateReleaseTagByFilterBody = /* @__PURE__ */ lazySchema(() => zReleaseTagUpdate);

export const zUpdateReleaseTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountReleaseTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseTagResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteReleaseTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateReleaseTagByIdBody = /* @__PURE__ */ lazySchema(() => zReleaseTagUpdate);

export const zUpdateReleaseTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteReleaseAssetByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateReleaseAssetByFilterBody = /* @__PURE__ */ lazySchema(() => zReleaseAssetUpdate);

export const zUpdateReleaseAssetByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountReleaseAssetQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseAssetResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteReleaseAssetByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateReleaseAssetByIdBody = /* @__PURE__ */ lazySchema(() => zReleaseAssetUpdate);

export const zUpdateReleaseAssetByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceUpdate);

export const zUpdateDeviceByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceUpdate);

export const zUpdateDeviceByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceByUuidPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zUpdateDeviceByUuidBody = /* @__PURE__ */ lazySchema(() => zDeviceUpdate);

export const zUpdateDeviceByUuidPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zDeleteDeviceEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceEnvironmentVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceEnvironmentVariableByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceHasEnvVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceHasEnvVarNameByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceHasEnvVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceHasEnvVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceHasEnvVarNameResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceHasEnvVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceHasEnvVarNameByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableUpdate);

export const zUpdateDeviceHasEnvVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceConfigVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceConfigVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceConfigVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceConfigVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceConfigVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceConfigVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceConfigVariableByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceConfigVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceHasConfigVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceHasConfigVarNameByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceHasConfigVarNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceHasConfigVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceHasConfigVarNameResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceHasConfigVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceHasConfigVarNameByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableUpdate);

export const zUpdateDeviceHasConfigVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceTagByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceTagUpdate);

export const zUpdateDeviceTagByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceTagResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceTagByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceTagUpdate);

export const zUpdateDeviceTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceByFilterBody = /* @__PURE__ */ lazySchema(() => zServiceUpdate);

export const zUpdateServiceByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteServiceByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceByIdBody = /* @__PURE__ */ lazySchema(() => zServiceUpdate);

export const zUpdateServiceByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteApplicationHasServiceNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateApplicationHasServiceNameByFilterBody = /* @__PURE__ */ lazySchema(() => zServiceUpdate);

export const zUpdateApplicationHasServiceNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountApplicationHasServiceNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountApplicationHasServiceNameResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteApplicationHasServiceNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateApplicationHasServiceNameByIdBody = /* @__PURE__ */ lazySchema(() => zServiceUpdate);

export const zUpdateApplicationHasServiceNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceEnvironmentVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zServiceEnvironmentVariableUpdate);

export const zUpdateServiceEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteServiceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceEnvironmentVariableByIdBody = /* @__PURE__ */ lazySchema(() => zServiceEnvironmentVariableUpdate);

export const zUpdateServiceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceLabelByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceLabelByFilterBody = /* @__PURE__ */ lazySchema(() => zServiceLabelUpdate);

export const zUpdateServiceLabelByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceLabelQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceLabelResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteServiceLabelByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceLabelByIdBody = /* @__PURE__ */ lazySchema(() => zServiceLabelUpdate);

export const zUpdateServiceLabelByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteServiceInstallByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateServiceInstallByFilterBody = /* @__PURE__ */ lazySchema(() => zServiceInstallUpdate);

export const zUpdateServiceInstallByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountServiceInstallQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountServiceInstallResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteServiceInstallByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateServiceInstallByIdBody = /* @__PURE__ */ lazySchema(() => zServiceInstallUpdate);

export const zUpdateServiceInstallByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceInstallsApplicationHasServiceNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceInstallsApplicationHasServiceNameByFilterBody = /* @__PURE__ */ lazySchema(() => zServiceInstallUpdate);

export const zUpdateDeviceInstallsApplicationHasServiceNameByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceInstallsApplicationHasServiceNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceInstallsApplicationHasServiceNameResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceInstallsApplicationHasServiceNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceInstallsApplicationHasServiceNameByIdBody = /* @__PURE__ */ lazySchema(() => zServiceInstallUpdate);

export const zUpdateDeviceInstallsApplicationHasServiceNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteDeviceServiceEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateDeviceServiceEnvironmentVariableByFilterBody = /* @__PURE__ */ lazySchema(() => zDeviceServiceEnvironmentVariableUpdate);

export const zUpdateDeviceServiceEnvironmentVariableByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountDeviceServiceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceServiceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteDeviceServiceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateDeviceServiceEnvironmentVariableByIdBody = /* @__PURE__ */ lazySchema(() => zDeviceServiceEnvironmentVariableUpdate);

export const zUpdateDeviceServiceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zCountImageQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountImageInstallQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageInstallResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountReleaseImageQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountReleaseImageResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountImageIsPartOfReleaseQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageIsPartOfReleaseResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountImageLabelQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageLabelResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountImageEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountImageEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountDeviceHistoryQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDeviceHistoryResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteIdentityProviderByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateIdentityProviderByFilterBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderUpdate);

export const zUpdateIdentityProviderByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountIdentityProviderQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountIdentityProviderResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteIdentityProviderByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateIdentityProviderByIdBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderUpdate);

export const zUpdateIdentityProviderByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteIdentityProviderBySsoIdentifierPath = /* @__PURE__ */ lazySchema(() => z.object({
    sso_identifier: z.string()
}));

export const zUpdateIdentityProviderBySsoIdentifierBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderUpdate);

export const zUpdateIdentityProviderBySsoIdentifierPath = /* @__PURE__ */ lazySchema(() => z.object({
    sso_identifier: z.string()
}));

export const zDeleteIdentityProviderMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateIdentityProviderMembershipByFilterBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateIdentityProviderMembershipByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountIdentityProviderMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountIdentityProviderMembershipResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteIdentityProviderMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateIdentityProviderMembershipByIdBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateIdentityProviderMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationIsAuthorizedByIdentityProviderByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByFilterBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationIsAuthorizedByIdentityProviderQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationIsAuthorizedByIdentityProviderResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationIsAuthorizedByIdentityProviderByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByIdBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipUpdate);

export const zUpdateOrganizationIsAuthorizedByIdentityProviderByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteSamlAccountByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateSamlAccountByFilterBody = /* @__PURE__ */ lazySchema(() => zSamlAccountUpdate);

export const zUpdateSamlAccountByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountSamlAccountQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSamlAccountResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteSamlAccountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateSamlAccountByIdBody = /* @__PURE__ */ lazySchema(() => zSamlAccountUpdate);

export const zUpdateSamlAccountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteSocialServiceAccountByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateSocialServiceAccountByFilterBody = /* @__PURE__ */ lazySchema(() => zSocialServiceAccountUpdate);

export const zUpdateSocialServiceAccountByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountSocialServiceAccountQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSocialServiceAccountResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteSocialServiceAccountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateSocialServiceAccountByIdBody = /* @__PURE__ */ lazySchema(() => zSocialServiceAccountUpdate);

export const zUpdateSocialServiceAccountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zCountRecoveryTwoFactorQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountRecoveryTwoFactorResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountOauthApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOauthApplicationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOauthApplicationAuthorizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOauthApplicationAuthorizationByFilterBody = /* @__PURE__ */ lazySchema(() => zOauthApplicationAuthorizationUpdate);

export const zUpdateOauthApplicationAuthorizationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOauthApplicationAuthorizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOauthApplicationAuthorizationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOauthApplicationAuthorizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOauthApplicationAuthorizationByIdBody = /* @__PURE__ */ lazySchema(() => zOauthApplicationAuthorizationUpdate);

export const zUpdateOauthApplicationAuthorizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zCountPlanQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountFeatureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountPlanFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanFeatureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountPlanProvidesFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanProvidesFeatureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountPlanAddonQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanAddonResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountPlanOffersFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountPlanOffersFeatureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountDiscountCodeQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountDiscountCodeResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountSubscriptionQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSubscriptionResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountSubscriptionPrepaidAddonQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSubscriptionPrepaidAddonResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountSubscriptionAddonDiscountQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSubscriptionAddonDiscountResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountSupportTierQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSupportTierResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zCountSupportFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountSupportFeatureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteCreditBundleByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateCreditBundleByFilterBody = /* @__PURE__ */ lazySchema(() => zCreditBundleUpdate);

export const zUpdateCreditBundleByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountCreditBundleQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountCreditBundleResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteCreditBundleByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateCreditBundleByIdBody = /* @__PURE__ */ lazySchema(() => zCreditBundleUpdate);

export const zUpdateCreditBundleByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationCreditNotificationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationCreditNotificationByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationCreditNotificationByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationCreditNotificationQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationCreditNotificationResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationCreditNotificationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationCreditNotificationByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationCreditNotificationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zDeleteOrganizationOwnsCreditNotificationForFeatureByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByFilterBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByFilterQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

export const zCountOrganizationOwnsCreditNotificationForFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
    $filter: z.string().optional()
}));

/**
 * The count
 */
export const zCountOrganizationOwnsCreditNotificationForFeatureResponse = /* @__PURE__ */ lazySchema(() => zODataCount);

export const zDeleteOrganizationOwnsCreditNotificationForFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByIdBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationUpdate);

export const zUpdateOrganizationOwnsCreditNotificationForFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zCanAccessDeviceBody = /* @__PURE__ */ lazySchema(() => zCanAccessRequest);

export const zCanAccessDevicePath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

/**
 * Allowed
 */
export const zCanAccessDeviceResponse = /* @__PURE__ */ lazySchema(() => zCanAccessResult);

export const zCanAccessApplicationBody = /* @__PURE__ */ lazySchema(() => zCanAccessRequest);

export const zCanAccessApplicationPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

/**
 * Allowed
 */
export const zCanAccessApplicationResponse = /* @__PURE__ */ lazySchema(() => zCanAccessResult);

export const zBeginReleaseAssetUploadBody = /* @__PURE__ */ lazySchema(() => zBeginUploadRequest);

export const zBeginReleaseAssetUploadPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

/**
 * Upload id and one URL per part
 */
export const zBeginReleaseAssetUploadResponse = /* @__PURE__ */ lazySchema(() => zBeginUploadResult);

export const zCommitReleaseAssetUploadBody = /* @__PURE__ */ lazySchema(() => zCommitUploadRequest);

export const zCommitReleaseAssetUploadPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

/**
 * The stored file
 */
export const zCommitReleaseAssetUploadResponse = /* @__PURE__ */ lazySchema(() => zWebResource);

export const zGetOrganizationLogoPath = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string()
}));

/**
 * The logo
 */
export const zGetOrganizationLogoResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetUploadedFilePath = /* @__PURE__ */ lazySchema(() => z.object({
    resource: z.string(),
    id: z.string(),
    field: z.string(),
    filename: z.string()
}));

/**
 * The file's bytes, as the type it was uploaded with
 */
export const zGetUploadedFileResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetReleaseAssetFilePath = /* @__PURE__ */ lazySchema(() => z.object({
    release: z.string(),
    assetKey: z.string()
}));

/**
 * The asset's bytes, as its content type
 */
export const zGetReleaseAssetFileResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zLoginBody = /* @__PURE__ */ lazySchema(() => zLoginRequest);

/**
 * A session JWT as text/plain
 */
export const zLoginResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

/**
 * The actor
 */
export const zGetActorWhoamiResponse = /* @__PURE__ */ lazySchema(() => zActorWhoami);

/**
 * The user
 */
export const zGetUserWhoamiResponse = /* @__PURE__ */ lazySchema(() => zUserWhoami);

/**
 * A session JWT as text/plain
 */
export const zRefreshTokenResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zRefreshTokenWithPasswordBody = /* @__PURE__ */ lazySchema(() => zOptionalPasswordBody);

/**
 * A session JWT as text/plain
 */
export const zRefreshTokenWithPasswordResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

/**
 * A fresh session JWT for the caller (same authTime and two-factor state), as text/plain
 */
export const zLogoutOthersResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zRegisterUserBody = /* @__PURE__ */ lazySchema(() => zRegisterRequest);

/**
 * A session JWT as text/plain
 */
export const zRegisterUserResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zVerifyEmailBody = /* @__PURE__ */ lazySchema(() => zVerifyEmailRequest);

/**
 * A session JWT as text/plain
 */
export const zVerifyEmailResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zRequestPasswordResetBody = /* @__PURE__ */ lazySchema(() => zPasswordResetRequest);

export const zRequestPasswordResetPath = /* @__PURE__ */ lazySchema(() => z.object({
    email: z.string()
}));

export const zResetPasswordBody = /* @__PURE__ */ lazySchema(() => zResetPasswordRequest);

export const zChangePasswordBody = /* @__PURE__ */ lazySchema(() => zChangePasswordRequest);

export const zChangeEmailBody = /* @__PURE__ */ lazySchema(() => zChangeEmailRequest);

export const zChangeEmailResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zTextToken,
    z.void()
]));

export const zUpdateProfileBody = /* @__PURE__ */ lazySchema(() => zProfileUpdate);

/**
 * The base32 setup key as text/plain (shown as a QR code)
 */
export const zGetTotpSetupKeyResponse = /* @__PURE__ */ lazySchema(() => zTotpSetupKey);

export const zVerifyTotpBody = /* @__PURE__ */ lazySchema(() => zCodeBody);

/**
 * A session JWT as text/plain
 */
export const zVerifyTotpResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zDisableTotpBody = /* @__PURE__ */ lazySchema(() => zPasswordBody);

/**
 * A session JWT as text/plain
 */
export const zDisableTotpResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

/**
 * The codes; older codes stop working
 */
export const zCreateRecoveryCodesResponse = /* @__PURE__ */ lazySchema(() => zRecoveryCodes);

export const zVerifyRecoveryCodeBody = /* @__PURE__ */ lazySchema(() => zCodeBody);

/**
 * A session JWT as text/plain
 */
export const zVerifyRecoveryCodeResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zStartSamlLoginPath = /* @__PURE__ */ lazySchema(() => z.object({
    ssoIdentifier: z.string()
}));

export const zStartSamlLoginQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zStartSamlLoginResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zFinalizeSamlLoginBody = /* @__PURE__ */ lazySchema(() => zSamlFinalizeRequest);

/**
 * The token
 */
export const zFinalizeSamlLoginResponse = /* @__PURE__ */ lazySchema(() => zTokenObject);

export const zStartSocialLoginPath = /* @__PURE__ */ lazySchema(() => z.object({
    provider: z.enum(['github', 'google'])
}));

export const zStartSocialLoginQuery = /* @__PURE__ */ lazySchema(() => z.object({
    login: z.string().optional(),
    state: z.string().optional(),
    account: z.string().optional(),
    return_to: z.string().optional(),
    cancel: z.string().optional()
}));

/**
 * The mock provider's authorize page (with `login`)
 */
export const zStartSocialLoginResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zFinishSocialLoginPath = /* @__PURE__ */ lazySchema(() => z.object({
    provider: z.enum(['github', 'google'])
}));

export const zFinishSocialLoginQuery = /* @__PURE__ */ lazySchema(() => z.object({
    code: z.string().optional(),
    state: z.string().optional()
}));

/**
 * A session JWT as text/plain
 */
export const zFinishSocialLoginResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zAuthorizeOAuthBody = /* @__PURE__ */ lazySchema(() => zOAuthAuthorizeRequest);

/**
 * The authorization code
 */
export const zAuthorizeOAuthResponse = /* @__PURE__ */ lazySchema(() => zOAuthCode);

export const zCreateUserApiKeyBody = /* @__PURE__ */ lazySchema(() => zUserApiKeyRequest);

/**
 * The key, once, as a JSON string
 */
export const zCreateUserApiKeyResponse = /* @__PURE__ */ lazySchema(() => zApiKeyString);

export const zCreateApiKeyV2Body = /* @__PURE__ */ lazySchema(() => zApiKeyV2Request);

/**
 * The key, once, as a JSON string
 */
export const zCreateApiKeyV2Response = /* @__PURE__ */ lazySchema(() => zApiKeyString);

export const zCreateProvisioningKeyBody = /* @__PURE__ */ lazySchema(() => zScopedKeyRequest);

export const zCreateProvisioningKeyPath = /* @__PURE__ */ lazySchema(() => z.object({
    appId: z.int()
}));

/**
 * The key, once, as a JSON string
 */
export const zCreateProvisioningKeyResponse = /* @__PURE__ */ lazySchema(() => zApiKeyString);

export const zCreateDeviceKeyBody = /* @__PURE__ */ lazySchema(() => zScopedKeyRequest);

export const zCreateDeviceKeyPath = /* @__PURE__ */ lazySchema(() => z.object({
    deviceId: z.int()
}));

/**
 * The key, once, as a JSON string
 */
export const zCreateDeviceKeyResponse = /* @__PURE__ */ lazySchema(() => zApiKeyString);

export const zLoginAsBody = /* @__PURE__ */ lazySchema(() => zLoginAsRequest);

/**
 * A session JWT as text/plain
 */
export const zLoginAsResponse = /* @__PURE__ */ lazySchema(() => zTextToken);

export const zAcceptFleetInvitationPath = /* @__PURE__ */ lazySchema(() => z.object({
    token: z.string()
}));

export const zAcceptOrganizationInvitationPath = /* @__PURE__ */ lazySchema(() => z.object({
    token: z.string()
}));

export const zZendeskLoginQuery = /* @__PURE__ */ lazySchema(() => z.object({
    return_to: z.string().optional()
}));

/**
 * Where to send the browser
 */
export const zZendeskLoginResponse = /* @__PURE__ */ lazySchema(() => zZendeskRedirect);

/**
 * Always `OK`
 */
export const zPingResponse = /* @__PURE__ */ lazySchema(() => z.literal('OK'));

/**
 * Always `OK`
 */
export const zPingPostResponse = /* @__PURE__ */ lazySchema(() => z.literal('OK'));

/**
 * No content
 */
export const zConnectivityCheckResponse = /* @__PURE__ */ lazySchema(() => z.void());

/**
 * The configuration
 */
export const zGetConfigResponse = /* @__PURE__ */ lazySchema(() => zConfig);

export const zGetConfigVarsQuery = /* @__PURE__ */ lazySchema(() => z.object({
    deviceType: z.string().optional()
}));

/**
 * Rules and schema
 */
export const zGetConfigVarsResponse = /* @__PURE__ */ lazySchema(() => zConfigVars);

export const zGetBillingAccountPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing account
 */
export const zGetBillingAccountResponse = /* @__PURE__ */ lazySchema(() => zBillingAccount);

export const zUpdateBillingAccountBody = /* @__PURE__ */ lazySchema(() => zBillingAccountUpdate);

export const zUpdateBillingAccountPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The updated account
 */
export const zUpdateBillingAccountResponse = /* @__PURE__ */ lazySchema(() => zBillingAccount);

export const zGetBillingPlanPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The plan as shown on the billing page (spec 03 §3)
 */
export const zGetBillingPlanResponse = /* @__PURE__ */ lazySchema(() => zBillingPlan);

export const zUpdateBillingPlanBody = /* @__PURE__ */ lazySchema(() => zPlanChange);

export const zUpdateBillingPlanPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The plan after the change
 */
export const zUpdateBillingPlanResponse = /* @__PURE__ */ lazySchema(() => zBillingPlan);

export const zRemoveBillingInfoPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

export const zGetBillingInfoPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing info (card, bank, wallet, or contact only)
 */
export const zGetBillingInfoResponse = /* @__PURE__ */ lazySchema(() => zBillingInfo);

export const zUpdateBillingInfoBody = /* @__PURE__ */ lazySchema(() => zBillingInfoUpdate);

export const zUpdateBillingInfoPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing info with the new payment method
 */
export const zUpdateBillingInfoResponse = /* @__PURE__ */ lazySchema(() => zBillingInfo);

export const zCreateBillingSetupIntentBody = /* @__PURE__ */ lazySchema(() => zSetupIntentRequest);

export const zCreateBillingSetupIntentPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The setup intent
 */
export const zCreateBillingSetupIntentResponse = /* @__PURE__ */ lazySchema(() => zSetupIntent);

export const zGetBillingInvoicesPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * Invoices in every state
 */
export const zGetBillingInvoicesResponse = /* @__PURE__ */ lazySchema(() => zInvoiceList);

export const zDownloadBillingInvoicePath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1),
    invoiceNumber: z.string().min(1)
}));

/**
 * The invoice PDF
 */
export const zDownloadBillingInvoiceResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetBillingUsagePath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * Usage keyed by item code
 */
export const zGetBillingUsageResponse = /* @__PURE__ */ lazySchema(() => zBillingUsage);

export const zGetBillingCanAccessSupportPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * true when the plan's support tier includes private support
 */
export const zGetBillingCanAccessSupportResponse = /* @__PURE__ */ lazySchema(() => z.boolean());

export const zGetBillingFreeDeviceAllowancePath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The allowance state
 */
export const zGetBillingFreeDeviceAllowanceResponse = /* @__PURE__ */ lazySchema(() => zFreeDeviceAllowance);

export const zGetBillingPricingPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The prices
 */
export const zGetBillingPricingResponse = /* @__PURE__ */ lazySchema(() => zBillingPricing);

export const zGetBillingModelPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The billing model
 */
export const zGetBillingModelResponse = /* @__PURE__ */ lazySchema(() => zBillingModel);

export const zGetSupportTicketFieldsPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * Ticket fields (active and inactive; the form keeps the active, portal-visible ones)
 */
export const zGetSupportTicketFieldsResponse = /* @__PURE__ */ lazySchema(() => zTicketFieldList);

export const zSubmitSupportTicketBody = /* @__PURE__ */ lazySchema(() => zTicketSubmission);

export const zSubmitSupportTicketPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The created ticket
 */
export const zSubmitSupportTicketResponse = /* @__PURE__ */ lazySchema(() => zSubmittedTicket);

export const zUploadSupportAttachmentBody = /* @__PURE__ */ lazySchema(() => zAttachmentUpload);

export const zUploadSupportAttachmentPath = /* @__PURE__ */ lazySchema(() => z.object({
    orgId: z.int().gte(1)
}));

/**
 * The upload token and attachment
 */
export const zUploadSupportAttachmentResponse = /* @__PURE__ */ lazySchema(() => zUploadedAttachment);

export const zSupervisorPingBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorPingResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorRestartApplicationBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorRestartApplicationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorBlinkBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorBlinkResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorRebootBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorRebootResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]));

export const zSupervisorShutdownBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorShutdownResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]));

export const zSupervisorPurgeBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorPurgeResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zSupervisorEnvelope,
    zSupervisorMultiResult
]));

export const zSupervisorUpdateBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorUpdateResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.void(),
    zSupervisorMultiResult
]));

export const zSupervisorDeviceStateBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorDeviceStateResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zSupervisorDeviceState,
    zSupervisorMultiResult
]));

export const zSupervisorStartServiceBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorStartServicePath = /* @__PURE__ */ lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

export const zSupervisorStartServiceResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorStopServiceBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorStopServicePath = /* @__PURE__ */ lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

export const zSupervisorStopServiceResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zSupervisorRestartServiceBody = /* @__PURE__ */ lazySchema(() => zSupervisorProxyRequest);

export const zSupervisorRestartServicePath = /* @__PURE__ */ lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

export const zSupervisorRestartServiceResponse = /* @__PURE__ */ lazySchema(() => z.union([
    z.string(),
    zSupervisorMultiResult
]));

export const zRestartFleetApplicationPath = /* @__PURE__ */ lazySchema(() => z.object({
    appId: z.int().gte(1)
}));

/**
 * Restart requested
 */
export const zRestartFleetApplicationResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetDeviceActionPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/),
    action: z.string().min(1)
}));

/**
 * The action status
 */
export const zGetDeviceActionResponse = /* @__PURE__ */ lazySchema(() => zActionStatus);

export const zStartDeviceActionBody = /* @__PURE__ */ lazySchema(() => zActionRequest);

export const zStartDeviceActionPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/),
    action: z.string().min(1)
}));

/**
 * The action was accepted
 */
export const zStartDeviceActionResponse = /* @__PURE__ */ lazySchema(() => zActionStatus);

export const zStartOsUpdateV2Body = /* @__PURE__ */ lazySchema(() => zActionRequest);

export const zStartOsUpdateV2Path = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * Update triggered
 */
export const zStartOsUpdateV2Response = /* @__PURE__ */ lazySchema(() => zActionStatus);

export const zGetDeviceLogsPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

export const zGetDeviceLogsQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceLogsResponse = /* @__PURE__ */ lazySchema(() => zLogLineList);

export const zOpenDeviceLogsSocketPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

export const zOpenDeviceLogsSocketQuery = /* @__PURE__ */ lazySchema(() => z.object({
    count: z.union([
        z.int().gte(0),
        z.literal('all')
    ]).optional()
}));

export const zCheckHostOsAccessPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * device-type.json objects
 */
export const zListDeviceTypeJsonsResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeJsonList);

export const zGetDeviceTypeJsonPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string().min(1)
}));

/**
 * device-type.json
 */
export const zGetDeviceTypeJsonResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeJson);

export const zGetDeviceTypeImageVersionsPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string().min(1)
}));

/**
 * Versions and the latest one
 */
export const zGetDeviceTypeImageVersionsResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeImages);

export const zGetDeviceTypeImageDownloadSizePath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string().min(1),
    version: z.string().min(1)
}));

/**
 * The size
 */
export const zGetDeviceTypeImageDownloadSizeResponse = /* @__PURE__ */ lazySchema(() => zDownloadSize);

export const zDownloadOsImageQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zDownloadOsImageResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zDownloadDeviceConfigBody = /* @__PURE__ */ lazySchema(() => zDownloadConfigRequest);

/**
 * config.json
 */
export const zDownloadDeviceConfigResponse = /* @__PURE__ */ lazySchema(() => zDeviceConfigJson);

export const zGetDeviceTargetStateV2Path = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * The v2 target state
 */
export const zGetDeviceTargetStateV2Response = /* @__PURE__ */ lazySchema(() => zTargetState);

export const zGetDeviceTargetStateV3Path = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().regex(/^[0-9a-f]{32}([0-9a-f]{30})?$/)
}));

/**
 * The v3 target state, keyed by device uuid
 */
export const zGetDeviceTargetStateV3Response = /* @__PURE__ */ lazySchema(() => zTargetState);

export const zGetFleetTargetStateV3Path = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetFleetTargetStateV3Query = /* @__PURE__ */ lazySchema(() => z.object({
    releaseUuid: z.string().optional()
}));

/**
 * The fleet's v3 target state, keyed by fleet uuid
 */
export const zGetFleetTargetStateV3Response = /* @__PURE__ */ lazySchema(() => zTargetState);

export const zGetFleetTargetStateV3SlashPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetFleetTargetStateV3SlashQuery = /* @__PURE__ */ lazySchema(() => z.object({
    releaseUuid: z.string().optional()
}));

/**
 * The fleet's v3 target state, keyed by fleet uuid
 */
export const zGetFleetTargetStateV3SlashResponse = /* @__PURE__ */ lazySchema(() => zTargetState);

export const zRegisterDeviceBody = /* @__PURE__ */ lazySchema(() => zDeviceRegisterRequest);

/**
 * The new device and its API key
 */
export const zRegisterDeviceResponse = /* @__PURE__ */ lazySchema(() => zDeviceRegistration);

export const zGetCodeHostUserKeysPath = /* @__PURE__ */ lazySchema(() => z.object({
    login: z.string().min(1).max(39)
}));

/**
 * The user's keys (possibly empty)
 */
export const zGetCodeHostUserKeysResponse = /* @__PURE__ */ lazySchema(() => zGithubPublicKeyList);

export const zSearchCodeHostUsersQuery = /* @__PURE__ */ lazySchema(() => z.object({
    q: z.string().min(1),
    per_page: z.int().gte(1).lte(100).optional()
}));

/**
 * Matching users
 */
export const zSearchCodeHostUsersResponse = /* @__PURE__ */ lazySchema(() => zGithubUserSearch);

export const zGetCodeHostRepositoryPath = /* @__PURE__ */ lazySchema(() => z.object({
    owner: z.string().min(1),
    repo: z.string().min(1)
}));

/**
 * The repository
 */
export const zGetCodeHostRepositoryResponse = /* @__PURE__ */ lazySchema(() => zGithubRepository);

export const zGetCodeHostRawProjectFilePath = /* @__PURE__ */ lazySchema(() => z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    ref: z.string().min(1)
}));

/**
 * The YAML text
 */
export const zGetCodeHostRawProjectFileResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetCliPackageFilePath = /* @__PURE__ */ lazySchema(() => z.object({
    owner: z.string().min(1),
    repo: z.string().min(1),
    ref: z.string().min(1)
}));

/**
 * The package manifest
 */
export const zGetCliPackageFileResponse = /* @__PURE__ */ lazySchema(() => zPackageManifest);

/**
 * The changelog
 */
export const zGetChangelogResponse = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * The marker
 */
export const zGetBuildTimeMarkerResponse = /* @__PURE__ */ lazySchema(() => z.string().min(1));

/**
 * The current indicator
 */
export const zGetStatusPageStatusResponse = /* @__PURE__ */ lazySchema(() => zStatusPageStatus);

export const zUploadWebResourcePartBody = /* @__PURE__ */ lazySchema(() => z.string());

export const zUploadWebResourcePartPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string(),
    partNumber: z.int().gte(1)
}));

export const zGetAvatarPath = /* @__PURE__ */ lazySchema(() => z.object({
    hash: z.string().regex(/^([0-9a-f]{32}|[0-9a-f]{64})$/)
}));

export const zGetAvatarQuery = /* @__PURE__ */ lazySchema(() => z.object({
    s: z.int().gte(1).lte(2048).optional(),
    d: z.string().optional()
}));

/**
 * The avatar
 */
export const zGetAvatarResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetMapTilePath = /* @__PURE__ */ lazySchema(() => z.object({
    z: z.int().gte(0).lte(19),
    x: z.int().gte(0),
    y: z.int().gte(0)
}));

/**
 * The tile
 */
export const zGetMapTileResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zSearchDocumentationBody = /* @__PURE__ */ lazySchema(() => zDocSearchQuery);

export const zSearchDocumentationPath = /* @__PURE__ */ lazySchema(() => z.object({
    indexName: z.string().min(1)
}));

/**
 * Search results
 */
export const zSearchDocumentationResponse = /* @__PURE__ */ lazySchema(() => zDocSearchResult);

/**
 * The script
 */
export const zGetStripeJsDoubleResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zConfirmStripeSetupIntentBody = /* @__PURE__ */ lazySchema(() => zStripeSetupIntentConfirm);

export const zConfirmStripeSetupIntentPath = /* @__PURE__ */ lazySchema(() => z.object({
    setupIntentId: z.string().regex(/^seti_/)
}));

/**
 * The confirmed setup intent
 */
export const zConfirmStripeSetupIntentResponse = /* @__PURE__ */ lazySchema(() => zStripeSetupIntent);

export const zCreateStripePaymentIntentBody = /* @__PURE__ */ lazySchema(() => z.object({
    amount: z.int().gte(50).lte(99999999),
    currency: z.string().regex(/^[a-z]{3}$/).optional()
}));

/**
 * The new payment intent
 */
export const zCreateStripePaymentIntentResponse = /* @__PURE__ */ lazySchema(() => zStripePaymentIntent);

export const zRetrieveStripePaymentIntentPath = /* @__PURE__ */ lazySchema(() => z.object({
    paymentIntentId: z.string().regex(/^pi_/)
}));

export const zRetrieveStripePaymentIntentQuery = /* @__PURE__ */ lazySchema(() => z.object({
    client_secret: z.string()
}));

/**
 * The payment intent
 */
export const zRetrieveStripePaymentIntentResponse = /* @__PURE__ */ lazySchema(() => zStripePaymentIntent);

export const zConfirmStripePaymentIntentBody = /* @__PURE__ */ lazySchema(() => zStripeSetupIntentConfirm);

export const zConfirmStripePaymentIntentPath = /* @__PURE__ */ lazySchema(() => z.object({
    paymentIntentId: z.string().regex(/^pi_/)
}));

/**
 * The confirmed payment intent
 */
export const zConfirmStripePaymentIntentResponse = /* @__PURE__ */ lazySchema(() => zStripePaymentIntent);

export const zAuthenticateStripeSetupIntentBody = /* @__PURE__ */ lazySchema(() => zStripeAuthentication);

export const zAuthenticateStripeSetupIntentPath = /* @__PURE__ */ lazySchema(() => z.object({
    setupIntentId: z.string().regex(/^seti_/)
}));

/**
 * Authenticated; the intent succeeded
 */
export const zAuthenticateStripeSetupIntentResponse = /* @__PURE__ */ lazySchema(() => zStripeSetupIntent);

export const zAuthenticateStripePaymentIntentBody = /* @__PURE__ */ lazySchema(() => zStripeAuthentication);

export const zAuthenticateStripePaymentIntentPath = /* @__PURE__ */ lazySchema(() => z.object({
    paymentIntentId: z.string().regex(/^pi_/)
}));

/**
 * Authenticated; the intent succeeded
 */
export const zAuthenticateStripePaymentIntentResponse = /* @__PURE__ */ lazySchema(() => zStripePaymentIntent);

export const zRecordAnalyticsEventBody = /* @__PURE__ */ lazySchema(() => zAnalyticsEvent);

/**
 * Recorded
 */
export const zRecordAnalyticsEventResponse = /* @__PURE__ */ lazySchema(() => z.void());

/**
 * The flags
 */
export const zGetFeatureFlagsResponse = /* @__PURE__ */ lazySchema(() => zFeatureFlagSet);

/**
 * The recorded reports
 */
export const zListReportedErrorsResponse = /* @__PURE__ */ lazySchema(() => z.array(zErrorReport));

export const zReportErrorBody = /* @__PURE__ */ lazySchema(() => zErrorReport);

/**
 * Recorded
 */
export const zReportErrorResponse = /* @__PURE__ */ lazySchema(() => z.void());

export const zBuildFromUrlBody2 = /* @__PURE__ */ lazySchema(() => zBuildFromUrlBody);

export const zBuildFromUrlQuery = /* @__PURE__ */ lazySchema(() => z.object({
    headless: z.enum(['true', 'false']).optional(),
    owner: z.string().min(1),
    app: z.string().min(1)
}));

/**
 * Started
 */
export const zBuildFromUrlResponse = /* @__PURE__ */ lazySchema(() => zBuildFromUrlResult);

export const zMockClearFaultsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * How many were removed
 */
export const zMockClearFaultsResponse = /* @__PURE__ */ lazySchema(() => zRemoved);

export const zMockListFaultsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Rules in insertion order (exhausted ones stay listed)
 */
export const zMockListFaultsResponse = /* @__PURE__ */ lazySchema(() => zFaultList);

export const zMockAddFaultBody = /* @__PURE__ */ lazySchema(() => zFaultRuleInput);

export const zMockAddFaultHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The stored rule
 */
export const zMockAddFaultResponse = /* @__PURE__ */ lazySchema(() => zFaultRule);

export const zMockFaultNearMissesHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockFaultNearMissesQuery = /* @__PURE__ */ lazySchema(() => z.object({
    limit: z.int().gte(1).lte(50).optional().default(3)
}));

/**
 * Rules without a hit, in insertion order
 */
export const zMockFaultNearMissesResponse = /* @__PURE__ */ lazySchema(() => zNearMissReport);

export const zMockRemoveFaultHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockRemoveFaultPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * Removed
 */
export const zMockRemoveFaultResponse = /* @__PURE__ */ lazySchema(() => zRemoved);

export const zMockGetFaultHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetFaultPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The rule
 */
export const zMockGetFaultResponse = /* @__PURE__ */ lazySchema(() => zFaultRule);

export const zMockUpdateFaultBody = /* @__PURE__ */ lazySchema(() => zFaultRulePatch);

export const zMockUpdateFaultHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockUpdateFaultPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The updated rule
 */
export const zMockUpdateFaultResponse = /* @__PURE__ */ lazySchema(() => zFaultRule);

export const zMockReplaceFaultBody = /* @__PURE__ */ lazySchema(() => zFaultRuleInput);

export const zMockReplaceFaultHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockReplaceFaultPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The updated rule
 */
export const zMockReplaceFaultResponse = /* @__PURE__ */ lazySchema(() => zFaultRule);

export const zMockListFlagsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * uuid → flags
 */
export const zMockListFlagsResponse = /* @__PURE__ */ lazySchema(() => zDeviceFlagList);

export const zMockGetDeviceFlagsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetDeviceFlagsPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Flags and effective state
 */
export const zMockGetDeviceFlagsResponse = /* @__PURE__ */ lazySchema(() => zDeviceFlagState);

export const zMockSetDeviceFlagsBody = /* @__PURE__ */ lazySchema(() => zDeviceFlagsInput);

export const zMockSetDeviceFlagsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockSetDeviceFlagsPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Flags and effective state
 */
export const zMockSetDeviceFlagsResponse = /* @__PURE__ */ lazySchema(() => zDeviceFlagState);

export const zMockGetOrganizationFlagsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetOrganizationFlagsPath = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string().min(1)
}));

/**
 * State
 */
export const zMockGetOrganizationFlagsResponse = /* @__PURE__ */ lazySchema(() => zOrganizationFlagState);

export const zMockSetOrganizationFlagsBody = /* @__PURE__ */ lazySchema(() => zOrganizationFlagsInput);

export const zMockSetOrganizationFlagsHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockSetOrganizationFlagsPath = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string().min(1)
}));

/**
 * State
 */
export const zMockSetOrganizationFlagsResponse = /* @__PURE__ */ lazySchema(() => zOrganizationFlagState);

export const zMockGetDeviceLiveHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockGetDeviceLivePath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Live state
 */
export const zMockGetDeviceLiveResponse = /* @__PURE__ */ lazySchema(() => zMockDeviceLive);

export const zMockStartDeviceUpdateBody = /* @__PURE__ */ lazySchema(() => zDeviceUpdateInput);

export const zMockStartDeviceUpdateHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockStartDeviceUpdatePath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * Started; the live state
 */
export const zMockStartDeviceUpdateResponse = /* @__PURE__ */ lazySchema(() => zMockDeviceLive);

export const zMockDisarmDeviceUpdateFailureHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockDisarmDeviceUpdateFailurePath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * The live state (`failNext` null)
 */
export const zMockDisarmDeviceUpdateFailureResponse = /* @__PURE__ */ lazySchema(() => zMockDeviceLive);

export const zMockFailDeviceUpdateBody = /* @__PURE__ */ lazySchema(() => zDeviceUpdateFailInput);

export const zMockFailDeviceUpdateHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockFailDeviceUpdatePath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string().min(1).max(62)
}));

/**
 * The live state (`update.phase` failed, or `failNext` set)
 */
export const zMockFailDeviceUpdateResponse = /* @__PURE__ */ lazySchema(() => zMockDeviceLive);

export const zMockGetStateHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * State
 */
export const zMockGetStateResponse = /* @__PURE__ */ lazySchema(() => zMockState);

export const zMockResetStateBody = /* @__PURE__ */ lazySchema(() => zResetInput);

export const zMockResetStateHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The new state
 */
export const zMockResetStateResponse = /* @__PURE__ */ lazySchema(() => zMockState);

export const zMockSnapshotStateHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The snapshot
 */
export const zMockSnapshotStateResponse = /* @__PURE__ */ lazySchema(() => zWorldSnapshot);

export const zMockRestoreStateBody = /* @__PURE__ */ lazySchema(() => zWorldSnapshot);

export const zMockRestoreStateHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The restored state
 */
export const zMockRestoreStateResponse = /* @__PURE__ */ lazySchema(() => zMockState);

export const zMockGetClockHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockGetClockResponse = /* @__PURE__ */ lazySchema(() => zMockClock);

export const zMockFreezeClockBody = /* @__PURE__ */ lazySchema(() => zClockFreezeInput);

export const zMockFreezeClockHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockFreezeClockResponse = /* @__PURE__ */ lazySchema(() => zMockClock);

export const zMockAdvanceClockBody = /* @__PURE__ */ lazySchema(() => zClockAdvanceInput);

export const zMockAdvanceClockHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockAdvanceClockResponse = /* @__PURE__ */ lazySchema(() => zMockClock);

export const zMockResumeClockHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockResumeClockResponse = /* @__PURE__ */ lazySchema(() => zMockClock);

export const zMockSetClockBody = /* @__PURE__ */ lazySchema(() => zClockSetInput);

export const zMockSetClockHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The clock
 */
export const zMockSetClockResponse = /* @__PURE__ */ lazySchema(() => zMockClock);

export const zMockClearJournalHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * How many were removed
 */
export const zMockClearJournalResponse = /* @__PURE__ */ lazySchema(() => zRemoved);

export const zMockReadJournalHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockReadJournalQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zMockReadJournalResponse = /* @__PURE__ */ lazySchema(() => zJournalPage);

export const zMockCountJournalHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockCountJournalQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zMockCountJournalResponse = /* @__PURE__ */ lazySchema(() => zJournalCount);

export const zMockJournalStreamQuery = /* @__PURE__ */ lazySchema(() => z.object({
    session: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/).optional(),
    backlog: z.int().gte(0).lte(1000).optional()
}));

export const zMockClearOutboxHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * How many were removed
 */
export const zMockClearOutboxResponse = /* @__PURE__ */ lazySchema(() => zRemoved);

export const zMockReadOutboxHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

export const zMockReadOutboxQuery = /* @__PURE__ */ lazySchema(() => z.object({
    to: z.string().optional()
}));

/**
 * Mails in send order
 */
export const zMockReadOutboxResponse = /* @__PURE__ */ lazySchema(() => zOutbox);

export const zMockGetBuildMarkerHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The marker; null means the built file
 */
export const zMockGetBuildMarkerResponse = /* @__PURE__ */ lazySchema(() => zBuildMarker);

export const zMockSetBuildMarkerBody = /* @__PURE__ */ lazySchema(() => zBuildMarker);

export const zMockSetBuildMarkerHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The marker
 */
export const zMockSetBuildMarkerResponse = /* @__PURE__ */ lazySchema(() => zBuildMarker);

export const zMockStopScenarioHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The stopped scenario
 */
export const zMockStopScenarioResponse = /* @__PURE__ */ lazySchema(() => zScenarioStopped);

export const zMockListScenariosHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Scenarios
 */
export const zMockListScenariosResponse = /* @__PURE__ */ lazySchema(() => zScenarioList);

export const zMockLoadScenarioBody = /* @__PURE__ */ lazySchema(() => zScenarioLoadInput);

export const zMockLoadScenarioHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The running scenario
 */
export const zMockLoadScenarioResponse = /* @__PURE__ */ lazySchema(() => zScenarioStatus);

export const zMockStopRecordingHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Stopped
 */
export const zMockStopRecordingResponse = /* @__PURE__ */ lazySchema(() => zRecordingStatus);

export const zMockGetRecordingHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * The scenario
 */
export const zMockGetRecordingResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zMockStartRecordingBody = /* @__PURE__ */ lazySchema(() => zRecordingInput);

export const zMockStartRecordingHeaders = /* @__PURE__ */ lazySchema(() => z.object({
    'x-mock-session': z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional()
}));

/**
 * Recording
 */
export const zMockStartRecordingResponse = /* @__PURE__ */ lazySchema(() => zRecordingStatus);

/**
 * Session names
 */
export const zMockListSessionsResponse = /* @__PURE__ */ lazySchema(() => zSessionList);

export const zMockLoadWorldBody = /* @__PURE__ */ lazySchema(() => zWorldSessionInput);

/**
 * The rebuilt session
 */
export const zMockLoadWorldResponse = /* @__PURE__ */ lazySchema(() => zMockState);

export const zMockDropSessionPath = /* @__PURE__ */ lazySchema(() => z.object({
    name: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/)
}));

/**
 * The dropped session, or null if it did not exist
 */
export const zMockDropSessionResponse = /* @__PURE__ */ lazySchema(() => zSessionDropped);

/**
 * Personas in table order
 */
export const zMockListPersonasResponse = /* @__PURE__ */ lazySchema(() => zPersonaList);

export const zListActorQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListActorResponse = /* @__PURE__ */ lazySchema(() => zActorList);

export const zGetActorByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetActorByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetActorByIdResponse = /* @__PURE__ */ lazySchema(() => zActorList);

export const zListOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationResponse = /* @__PURE__ */ lazySchema(() => zOrganizationList);

export const zCreateOrganizationBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreate);

export const zCreateOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganization,
    zODataCreatedId
]));

export const zGetOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationList);

export const zGetOrganizationByHandlePath = /* @__PURE__ */ lazySchema(() => z.object({
    handle: z.string()
}));

export const zGetOrganizationByHandleQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationByHandleResponse = /* @__PURE__ */ lazySchema(() => zOrganizationList);

export const zListUserQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserResponse = /* @__PURE__ */ lazySchema(() => zUserList);

export const zGetUserByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserByIdResponse = /* @__PURE__ */ lazySchema(() => zUserList);

export const zGetUserByUsernamePath = /* @__PURE__ */ lazySchema(() => z.object({
    username: z.string()
}));

export const zGetUserByUsernameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserByUsernameResponse = /* @__PURE__ */ lazySchema(() => zUserList);

export const zListUserProfileQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserProfileResponse = /* @__PURE__ */ lazySchema(() => zUserProfileList);

export const zGetUserProfileByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserProfileByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserProfileByIdResponse = /* @__PURE__ */ lazySchema(() => zUserProfileList);

export const zListApiKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApiKeyResponse = /* @__PURE__ */ lazySchema(() => zApiKeyList);

export const zGetApiKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApiKeyByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApiKeyByIdResponse = /* @__PURE__ */ lazySchema(() => zApiKeyList);

export const zListUserPublicKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserPublicKeyResponse = /* @__PURE__ */ lazySchema(() => zUserPublicKeyList);

export const zCreateUserPublicKeyBody = /* @__PURE__ */ lazySchema(() => zUserPublicKeyCreate);

export const zCreateUserPublicKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateUserPublicKeyResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zUserPublicKey,
    zODataCreatedId
]));

export const zGetUserPublicKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserPublicKeyByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserPublicKeyByIdResponse = /* @__PURE__ */ lazySchema(() => zUserPublicKeyList);

export const zListUserHasPublicKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserHasPublicKeyResponse = /* @__PURE__ */ lazySchema(() => zUserPublicKeyList);

export const zCreateUserHasPublicKeyBody = /* @__PURE__ */ lazySchema(() => zUserPublicKeyCreate);

export const zCreateUserHasPublicKeyQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateUserHasPublicKeyResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zUserPublicKey,
    zODataCreatedId
]));

export const zGetUserHasPublicKeyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserHasPublicKeyByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserHasPublicKeyByIdResponse = /* @__PURE__ */ lazySchema(() => zUserPublicKeyList);

export const zListOrganizationMembershipRoleQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationMembershipRoleResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipRoleList);

export const zGetOrganizationMembershipRoleByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationMembershipRoleByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationMembershipRoleByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipRoleList);

export const zListOrganizationMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationMembershipResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipList);

export const zCreateOrganizationMembershipBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipCreate);

export const zCreateOrganizationMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationMembershipResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationMembership,
    zODataCreatedId
]));

export const zGetOrganizationMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationMembershipByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationMembershipByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipList);

export const zListUserIsMemberOfOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserIsMemberOfOrganizationResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipList);

export const zCreateUserIsMemberOfOrganizationBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipCreate);

export const zCreateUserIsMemberOfOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateUserIsMemberOfOrganizationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationMembership,
    zODataCreatedId
]));

export const zGetUserIsMemberOfOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserIsMemberOfOrganizationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserIsMemberOfOrganizationByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipList);

export const zListOrganizationMembershipTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationMembershipTagResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipTagList);

export const zCreateOrganizationMembershipTagBody = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipTagCreate);

export const zCreateOrganizationMembershipTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationMembershipTagResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationMembershipTag,
    zODataCreatedId
]));

export const zGetOrganizationMembershipTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationMembershipTagByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationMembershipTagByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationMembershipTagList);

export const zListTeamQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListTeamResponse = /* @__PURE__ */ lazySchema(() => zTeamList);

export const zCreateTeamBody = /* @__PURE__ */ lazySchema(() => zTeamCreate);

export const zCreateTeamQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateTeamResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zTeam,
    zODataCreatedId
]));

export const zGetTeamByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetTeamByIdResponse = /* @__PURE__ */ lazySchema(() => zTeamList);

export const zListTeamMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListTeamMembershipResponse = /* @__PURE__ */ lazySchema(() => zTeamMembershipList);

export const zCreateTeamMembershipBody = /* @__PURE__ */ lazySchema(() => zTeamMembershipCreate);

export const zCreateTeamMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateTeamMembershipResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zTeamMembership,
    zODataCreatedId
]));

export const zGetTeamMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamMembershipByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetTeamMembershipByIdResponse = /* @__PURE__ */ lazySchema(() => zTeamMembershipList);

export const zListUserIsMemberOfTeamQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserIsMemberOfTeamResponse = /* @__PURE__ */ lazySchema(() => zTeamMembershipList);

export const zCreateUserIsMemberOfTeamBody = /* @__PURE__ */ lazySchema(() => zTeamMembershipCreate);

export const zCreateUserIsMemberOfTeamQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateUserIsMemberOfTeamResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zTeamMembership,
    zODataCreatedId
]));

export const zGetUserIsMemberOfTeamByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserIsMemberOfTeamByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserIsMemberOfTeamByIdResponse = /* @__PURE__ */ lazySchema(() => zTeamMembershipList);

export const zListApplicationMembershipRoleQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationMembershipRoleResponse = /* @__PURE__ */ lazySchema(() => zApplicationMembershipRoleList);

export const zGetApplicationMembershipRoleByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationMembershipRoleByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationMembershipRoleByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationMembershipRoleList);

export const zListInviteeQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListInviteeResponse = /* @__PURE__ */ lazySchema(() => zInviteeList);

export const zGetInviteeByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetInviteeByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetInviteeByIdResponse = /* @__PURE__ */ lazySchema(() => zInviteeList);

export const zListApplicationTypeQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationTypeResponse = /* @__PURE__ */ lazySchema(() => zApplicationTypeList);

export const zGetApplicationTypeByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationTypeByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationTypeByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationTypeList);

export const zGetApplicationTypeBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetApplicationTypeBySlugQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationTypeBySlugResponse = /* @__PURE__ */ lazySchema(() => zApplicationTypeList);

export const zListCpuArchitectureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListCpuArchitectureResponse = /* @__PURE__ */ lazySchema(() => zCpuArchitectureList);

export const zGetCpuArchitectureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetCpuArchitectureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetCpuArchitectureByIdResponse = /* @__PURE__ */ lazySchema(() => zCpuArchitectureList);

export const zGetCpuArchitectureBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetCpuArchitectureBySlugQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetCpuArchitectureBySlugResponse = /* @__PURE__ */ lazySchema(() => zCpuArchitectureList);

export const zListDeviceManufacturerQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceManufacturerResponse = /* @__PURE__ */ lazySchema(() => zDeviceManufacturerList);

export const zGetDeviceManufacturerByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceManufacturerByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceManufacturerByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceManufacturerList);

export const zListDeviceFamilyQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceFamilyResponse = /* @__PURE__ */ lazySchema(() => zDeviceFamilyList);

export const zGetDeviceFamilyByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceFamilyByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceFamilyByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceFamilyList);

export const zListDeviceTypeQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceTypeResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeList);

export const zGetDeviceTypeByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceTypeByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceTypeByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeList);

export const zGetDeviceTypeBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetDeviceTypeBySlugQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceTypeBySlugResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeList);

export const zListDeviceTypeAliasQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceTypeAliasResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeAliasList);

export const zGetDeviceTypeAliasByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceTypeAliasByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceTypeAliasByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceTypeAliasList);

export const zListApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationResponse = /* @__PURE__ */ lazySchema(() => zApplicationList);

export const zCreateApplicationBody = /* @__PURE__ */ lazySchema(() => zApplicationCreate);

export const zCreateApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplication,
    zODataCreatedId
]));

export const zGetApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationList);

export const zGetApplicationBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetApplicationBySlugQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationBySlugResponse = /* @__PURE__ */ lazySchema(() => zApplicationList);

export const zGetApplicationByUuidPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetApplicationByUuidQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationByUuidResponse = /* @__PURE__ */ lazySchema(() => zApplicationList);

export const zListOrganizationInviteQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationInviteResponse = /* @__PURE__ */ lazySchema(() => zOrganizationInviteList);

export const zCreateOrganizationInviteBody = /* @__PURE__ */ lazySchema(() => zOrganizationInviteCreate);

export const zCreateOrganizationInviteQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationInviteResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationInvite,
    zODataCreatedId
]));

export const zGetOrganizationInviteByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationInviteByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationInviteByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationInviteList);

export const zListInviteeIsInvitedToOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListInviteeIsInvitedToOrganizationResponse = /* @__PURE__ */ lazySchema(() => zOrganizationInviteList);

export const zCreateInviteeIsInvitedToOrganizationBody = /* @__PURE__ */ lazySchema(() => zOrganizationInviteCreate);

export const zCreateInviteeIsInvitedToOrganizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateInviteeIsInvitedToOrganizationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationInvite,
    zODataCreatedId
]));

export const zGetInviteeIsInvitedToOrganizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetInviteeIsInvitedToOrganizationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetInviteeIsInvitedToOrganizationByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationInviteList);

export const zListApplicationInviteQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationInviteResponse = /* @__PURE__ */ lazySchema(() => zApplicationInviteList);

export const zCreateApplicationInviteBody = /* @__PURE__ */ lazySchema(() => zApplicationInviteCreate);

export const zCreateApplicationInviteQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationInviteResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationInvite,
    zODataCreatedId
]));

export const zGetApplicationInviteByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationInviteByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationInviteByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationInviteList);

export const zListInviteeIsInvitedToApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListInviteeIsInvitedToApplicationResponse = /* @__PURE__ */ lazySchema(() => zApplicationInviteList);

export const zCreateInviteeIsInvitedToApplicationBody = /* @__PURE__ */ lazySchema(() => zApplicationInviteCreate);

export const zCreateInviteeIsInvitedToApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateInviteeIsInvitedToApplicationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationInvite,
    zODataCreatedId
]));

export const zGetInviteeIsInvitedToApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetInviteeIsInvitedToApplicationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetInviteeIsInvitedToApplicationByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationInviteList);

export const zListUserApplicationMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserApplicationMembershipResponse = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipList);

export const zCreateUserApplicationMembershipBody = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipCreate);

export const zCreateUserApplicationMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateUserApplicationMembershipResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zUserApplicationMembership,
    zODataCreatedId
]));

export const zGetUserApplicationMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserApplicationMembershipByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserApplicationMembershipByIdResponse = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipList);

export const zListUserIsMemberOfApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListUserIsMemberOfApplicationResponse = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipList);

export const zCreateUserIsMemberOfApplicationBody = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipCreate);

export const zCreateUserIsMemberOfApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateUserIsMemberOfApplicationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zUserApplicationMembership,
    zODataCreatedId
]));

export const zGetUserIsMemberOfApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetUserIsMemberOfApplicationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetUserIsMemberOfApplicationByIdResponse = /* @__PURE__ */ lazySchema(() => zUserApplicationMembershipList);

export const zListTeamApplicationAccessQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListTeamApplicationAccessResponse = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessList);

export const zCreateTeamApplicationAccessBody = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessCreate);

export const zCreateTeamApplicationAccessQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateTeamApplicationAccessResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zTeamApplicationAccess,
    zODataCreatedId
]));

export const zGetTeamApplicationAccessByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamApplicationAccessByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetTeamApplicationAccessByIdResponse = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessList);

export const zListTeamGrantsAccessToApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListTeamGrantsAccessToApplicationResponse = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessList);

export const zCreateTeamGrantsAccessToApplicationBody = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessCreate);

export const zCreateTeamGrantsAccessToApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateTeamGrantsAccessToApplicationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zTeamApplicationAccess,
    zODataCreatedId
]));

export const zGetTeamGrantsAccessToApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetTeamGrantsAccessToApplicationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetTeamGrantsAccessToApplicationByIdResponse = /* @__PURE__ */ lazySchema(() => zTeamApplicationAccessList);

export const zListApplicationEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableList);

export const zCreateApplicationEnvironmentVariableBody = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableCreate);

export const zCreateApplicationEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationEnvironmentVariable,
    zODataCreatedId
]));

export const zGetApplicationEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationEnvironmentVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationEnvironmentVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableList);

export const zListApplicationHasEnvVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationHasEnvVarNameResponse = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableList);

export const zCreateApplicationHasEnvVarNameBody = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableCreate);

export const zCreateApplicationHasEnvVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationHasEnvVarNameResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationEnvironmentVariable,
    zODataCreatedId
]));

export const zGetApplicationHasEnvVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationHasEnvVarNameByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationHasEnvVarNameByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationEnvironmentVariableList);

export const zListApplicationConfigVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationConfigVariableResponse = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableList);

export const zCreateApplicationConfigVariableBody = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableCreate);

export const zCreateApplicationConfigVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationConfigVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationConfigVariable,
    zODataCreatedId
]));

export const zGetApplicationConfigVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationConfigVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationConfigVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableList);

export const zListApplicationHasConfigVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationHasConfigVarNameResponse = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableList);

export const zCreateApplicationHasConfigVarNameBody = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableCreate);

export const zCreateApplicationHasConfigVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationHasConfigVarNameResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationConfigVariable,
    zODataCreatedId
]));

export const zGetApplicationHasConfigVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationHasConfigVarNameByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationHasConfigVarNameByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationConfigVariableList);

export const zListBuildEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListBuildEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zBuildEnvironmentVariableList);

export const zCreateBuildEnvironmentVariableBody = /* @__PURE__ */ lazySchema(() => zBuildEnvironmentVariableCreate);

export const zCreateBuildEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateBuildEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zBuildEnvironmentVariable,
    zODataCreatedId
]));

export const zGetBuildEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetBuildEnvironmentVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetBuildEnvironmentVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zBuildEnvironmentVariableList);

export const zListApplicationTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationTagResponse = /* @__PURE__ */ lazySchema(() => zApplicationTagList);

export const zCreateApplicationTagBody = /* @__PURE__ */ lazySchema(() => zApplicationTagCreate);

export const zCreateApplicationTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationTagResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zApplicationTag,
    zODataCreatedId
]));

export const zGetApplicationTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationTagByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationTagByIdResponse = /* @__PURE__ */ lazySchema(() => zApplicationTagList);

export const zListReleaseQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListReleaseResponse = /* @__PURE__ */ lazySchema(() => zReleaseList);

export const zCreateReleaseBody = /* @__PURE__ */ lazySchema(() => zReleaseCreate);

export const zCreateReleaseQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateReleaseResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zRelease,
    zODataCreatedId
]));

export const zGetReleaseByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetReleaseByIdResponse = /* @__PURE__ */ lazySchema(() => zReleaseList);

export const zListReleaseTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListReleaseTagResponse = /* @__PURE__ */ lazySchema(() => zReleaseTagList);

export const zCreateReleaseTagBody = /* @__PURE__ */ lazySchema(() => zReleaseTagCreate);

export const zCreateReleaseTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateReleaseTagResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zReleaseTag,
    zODataCreatedId
]));

export const zGetReleaseTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseTagByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetReleaseTagByIdResponse = /* @__PURE__ */ lazySchema(() => zReleaseTagList);

export const zListReleaseAssetQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListReleaseAssetResponse = /* @__PURE__ */ lazySchema(() => zReleaseAssetList);

export const zCreateReleaseAssetBody = /* @__PURE__ */ lazySchema(() => zReleaseAssetCreate);

export const zCreateReleaseAssetQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateReleaseAssetResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zReleaseAsset,
    zODataCreatedId
]));

export const zGetReleaseAssetByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseAssetByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetReleaseAssetByIdResponse = /* @__PURE__ */ lazySchema(() => zReleaseAssetList);

export const zListDeviceQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceResponse = /* @__PURE__ */ lazySchema(() => zDeviceList);

export const zCreateDeviceBody = /* @__PURE__ */ lazySchema(() => zDeviceCreate);

export const zCreateDeviceQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDevice,
    zODataCreatedId
]));

export const zGetDeviceByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceList);

export const zGetDeviceByUuidPath = /* @__PURE__ */ lazySchema(() => z.object({
    uuid: z.string()
}));

export const zGetDeviceByUuidQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceByUuidResponse = /* @__PURE__ */ lazySchema(() => zDeviceList);

export const zListDeviceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableList);

export const zCreateDeviceEnvironmentVariableBody = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableCreate);

export const zCreateDeviceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDeviceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetDeviceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceEnvironmentVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceEnvironmentVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableList);

export const zListDeviceHasEnvVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceHasEnvVarNameResponse = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableList);

export const zCreateDeviceHasEnvVarNameBody = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableCreate);

export const zCreateDeviceHasEnvVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceHasEnvVarNameResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDeviceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetDeviceHasEnvVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceHasEnvVarNameByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceHasEnvVarNameByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceEnvironmentVariableList);

export const zListDeviceConfigVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceConfigVariableResponse = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableList);

export const zCreateDeviceConfigVariableBody = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableCreate);

export const zCreateDeviceConfigVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceConfigVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDeviceConfigVariable,
    zODataCreatedId
]));

export const zGetDeviceConfigVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceConfigVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceConfigVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableList);

export const zListDeviceHasConfigVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceHasConfigVarNameResponse = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableList);

export const zCreateDeviceHasConfigVarNameBody = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableCreate);

export const zCreateDeviceHasConfigVarNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceHasConfigVarNameResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDeviceConfigVariable,
    zODataCreatedId
]));

export const zGetDeviceHasConfigVarNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceHasConfigVarNameByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceHasConfigVarNameByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceConfigVariableList);

export const zListDeviceTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceTagResponse = /* @__PURE__ */ lazySchema(() => zDeviceTagList);

export const zCreateDeviceTagBody = /* @__PURE__ */ lazySchema(() => zDeviceTagCreate);

export const zCreateDeviceTagQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceTagResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDeviceTag,
    zODataCreatedId
]));

export const zGetDeviceTagByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceTagByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceTagByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceTagList);

export const zListServiceQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListServiceResponse = /* @__PURE__ */ lazySchema(() => zServiceList);

export const zCreateServiceBody = /* @__PURE__ */ lazySchema(() => zServiceCreate);

export const zCreateServiceQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateServiceResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zService,
    zODataCreatedId
]));

export const zGetServiceByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetServiceByIdResponse = /* @__PURE__ */ lazySchema(() => zServiceList);

export const zListApplicationHasServiceNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListApplicationHasServiceNameResponse = /* @__PURE__ */ lazySchema(() => zServiceList);

export const zCreateApplicationHasServiceNameBody = /* @__PURE__ */ lazySchema(() => zServiceCreate);

export const zCreateApplicationHasServiceNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateApplicationHasServiceNameResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zService,
    zODataCreatedId
]));

export const zGetApplicationHasServiceNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetApplicationHasServiceNameByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetApplicationHasServiceNameByIdResponse = /* @__PURE__ */ lazySchema(() => zServiceList);

export const zListServiceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListServiceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zServiceEnvironmentVariableList);

export const zCreateServiceEnvironmentVariableBody = /* @__PURE__ */ lazySchema(() => zServiceEnvironmentVariableCreate);

export const zCreateServiceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateServiceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zServiceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetServiceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceEnvironmentVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetServiceEnvironmentVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zServiceEnvironmentVariableList);

export const zListServiceLabelQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListServiceLabelResponse = /* @__PURE__ */ lazySchema(() => zServiceLabelList);

export const zCreateServiceLabelBody = /* @__PURE__ */ lazySchema(() => zServiceLabelCreate);

export const zCreateServiceLabelQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateServiceLabelResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zServiceLabel,
    zODataCreatedId
]));

export const zGetServiceLabelByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceLabelByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetServiceLabelByIdResponse = /* @__PURE__ */ lazySchema(() => zServiceLabelList);

export const zListServiceInstallQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListServiceInstallResponse = /* @__PURE__ */ lazySchema(() => zServiceInstallList);

export const zCreateServiceInstallBody = /* @__PURE__ */ lazySchema(() => zServiceInstallCreate);

export const zCreateServiceInstallQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateServiceInstallResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zServiceInstall,
    zODataCreatedId
]));

export const zGetServiceInstallByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetServiceInstallByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetServiceInstallByIdResponse = /* @__PURE__ */ lazySchema(() => zServiceInstallList);

export const zListDeviceInstallsApplicationHasServiceNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceInstallsApplicationHasServiceNameResponse = /* @__PURE__ */ lazySchema(() => zServiceInstallList);

export const zCreateDeviceInstallsApplicationHasServiceNameBody = /* @__PURE__ */ lazySchema(() => zServiceInstallCreate);

export const zCreateDeviceInstallsApplicationHasServiceNameQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceInstallsApplicationHasServiceNameResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zServiceInstall,
    zODataCreatedId
]));

export const zGetDeviceInstallsApplicationHasServiceNameByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceInstallsApplicationHasServiceNameByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceInstallsApplicationHasServiceNameByIdResponse = /* @__PURE__ */ lazySchema(() => zServiceInstallList);

export const zListDeviceServiceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceServiceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zDeviceServiceEnvironmentVariableList);

export const zCreateDeviceServiceEnvironmentVariableBody = /* @__PURE__ */ lazySchema(() => zDeviceServiceEnvironmentVariableCreate);

export const zCreateDeviceServiceEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateDeviceServiceEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zDeviceServiceEnvironmentVariable,
    zODataCreatedId
]));

export const zGetDeviceServiceEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceServiceEnvironmentVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceServiceEnvironmentVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceServiceEnvironmentVariableList);

export const zListImageQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListImageResponse = /* @__PURE__ */ lazySchema(() => zImageList);

export const zGetImageByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetImageByIdResponse = /* @__PURE__ */ lazySchema(() => zImageList);

export const zListImageInstallQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListImageInstallResponse = /* @__PURE__ */ lazySchema(() => zImageInstallList);

export const zGetImageInstallByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageInstallByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetImageInstallByIdResponse = /* @__PURE__ */ lazySchema(() => zImageInstallList);

export const zListReleaseImageQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListReleaseImageResponse = /* @__PURE__ */ lazySchema(() => zReleaseImageList);

export const zGetReleaseImageByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetReleaseImageByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetReleaseImageByIdResponse = /* @__PURE__ */ lazySchema(() => zReleaseImageList);

export const zListImageIsPartOfReleaseQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListImageIsPartOfReleaseResponse = /* @__PURE__ */ lazySchema(() => zReleaseImageList);

export const zGetImageIsPartOfReleaseByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageIsPartOfReleaseByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetImageIsPartOfReleaseByIdResponse = /* @__PURE__ */ lazySchema(() => zReleaseImageList);

export const zListImageLabelQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListImageLabelResponse = /* @__PURE__ */ lazySchema(() => zImageLabelList);

export const zGetImageLabelByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageLabelByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetImageLabelByIdResponse = /* @__PURE__ */ lazySchema(() => zImageLabelList);

export const zListImageEnvironmentVariableQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListImageEnvironmentVariableResponse = /* @__PURE__ */ lazySchema(() => zImageEnvironmentVariableList);

export const zGetImageEnvironmentVariableByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetImageEnvironmentVariableByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetImageEnvironmentVariableByIdResponse = /* @__PURE__ */ lazySchema(() => zImageEnvironmentVariableList);

export const zListDeviceHistoryQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDeviceHistoryResponse = /* @__PURE__ */ lazySchema(() => zDeviceHistoryList);

export const zGetDeviceHistoryByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDeviceHistoryByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDeviceHistoryByIdResponse = /* @__PURE__ */ lazySchema(() => zDeviceHistoryList);

export const zListIdentityProviderQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListIdentityProviderResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderList);

export const zCreateIdentityProviderBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderCreate);

export const zCreateIdentityProviderQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateIdentityProviderResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zIdentityProvider,
    zODataCreatedId
]));

export const zGetIdentityProviderByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetIdentityProviderByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetIdentityProviderByIdResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderList);

export const zGetIdentityProviderBySsoIdentifierPath = /* @__PURE__ */ lazySchema(() => z.object({
    sso_identifier: z.string()
}));

export const zGetIdentityProviderBySsoIdentifierQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetIdentityProviderBySsoIdentifierResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderList);

export const zListIdentityProviderMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListIdentityProviderMembershipResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipList);

export const zCreateIdentityProviderMembershipBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipCreate);

export const zCreateIdentityProviderMembershipQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateIdentityProviderMembershipResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zIdentityProviderMembership,
    zODataCreatedId
]));

export const zGetIdentityProviderMembershipByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetIdentityProviderMembershipByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetIdentityProviderMembershipByIdResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipList);

export const zListOrganizationIsAuthorizedByIdentityProviderQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationIsAuthorizedByIdentityProviderResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipList);

export const zCreateOrganizationIsAuthorizedByIdentityProviderBody = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipCreate);

export const zCreateOrganizationIsAuthorizedByIdentityProviderQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationIsAuthorizedByIdentityProviderResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zIdentityProviderMembership,
    zODataCreatedId
]));

export const zGetOrganizationIsAuthorizedByIdentityProviderByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationIsAuthorizedByIdentityProviderByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationIsAuthorizedByIdentityProviderByIdResponse = /* @__PURE__ */ lazySchema(() => zIdentityProviderMembershipList);

export const zListSamlAccountQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSamlAccountResponse = /* @__PURE__ */ lazySchema(() => zSamlAccountList);

export const zGetSamlAccountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSamlAccountByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSamlAccountByIdResponse = /* @__PURE__ */ lazySchema(() => zSamlAccountList);

export const zListSocialServiceAccountQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSocialServiceAccountResponse = /* @__PURE__ */ lazySchema(() => zSocialServiceAccountList);

export const zGetSocialServiceAccountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSocialServiceAccountByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSocialServiceAccountByIdResponse = /* @__PURE__ */ lazySchema(() => zSocialServiceAccountList);

export const zListRecoveryTwoFactorQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListRecoveryTwoFactorResponse = /* @__PURE__ */ lazySchema(() => zRecoveryTwoFactorList);

export const zGetRecoveryTwoFactorByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetRecoveryTwoFactorByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetRecoveryTwoFactorByIdResponse = /* @__PURE__ */ lazySchema(() => zRecoveryTwoFactorList);

export const zListOauthApplicationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOauthApplicationResponse = /* @__PURE__ */ lazySchema(() => zOauthApplicationList);

export const zGetOauthApplicationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOauthApplicationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOauthApplicationByIdResponse = /* @__PURE__ */ lazySchema(() => zOauthApplicationList);

export const zListOauthApplicationAuthorizationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOauthApplicationAuthorizationResponse = /* @__PURE__ */ lazySchema(() => zOauthApplicationAuthorizationList);

export const zGetOauthApplicationAuthorizationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOauthApplicationAuthorizationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOauthApplicationAuthorizationByIdResponse = /* @__PURE__ */ lazySchema(() => zOauthApplicationAuthorizationList);

export const zListPlanQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListPlanResponse = /* @__PURE__ */ lazySchema(() => zPlanList);

export const zGetPlanByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetPlanByIdResponse = /* @__PURE__ */ lazySchema(() => zPlanList);

export const zListFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListFeatureResponse = /* @__PURE__ */ lazySchema(() => zFeatureList);

export const zGetFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetFeatureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetFeatureByIdResponse = /* @__PURE__ */ lazySchema(() => zFeatureList);

export const zGetFeatureBySlugPath = /* @__PURE__ */ lazySchema(() => z.object({
    slug: z.string()
}));

export const zGetFeatureBySlugQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetFeatureBySlugResponse = /* @__PURE__ */ lazySchema(() => zFeatureList);

export const zListPlanFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListPlanFeatureResponse = /* @__PURE__ */ lazySchema(() => zPlanFeatureList);

export const zGetPlanFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanFeatureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetPlanFeatureByIdResponse = /* @__PURE__ */ lazySchema(() => zPlanFeatureList);

export const zListPlanProvidesFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListPlanProvidesFeatureResponse = /* @__PURE__ */ lazySchema(() => zPlanFeatureList);

export const zGetPlanProvidesFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanProvidesFeatureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetPlanProvidesFeatureByIdResponse = /* @__PURE__ */ lazySchema(() => zPlanFeatureList);

export const zListPlanAddonQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListPlanAddonResponse = /* @__PURE__ */ lazySchema(() => zPlanAddonList);

export const zGetPlanAddonByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanAddonByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetPlanAddonByIdResponse = /* @__PURE__ */ lazySchema(() => zPlanAddonList);

export const zListPlanOffersFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListPlanOffersFeatureResponse = /* @__PURE__ */ lazySchema(() => zPlanAddonList);

export const zGetPlanOffersFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetPlanOffersFeatureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetPlanOffersFeatureByIdResponse = /* @__PURE__ */ lazySchema(() => zPlanAddonList);

export const zListDiscountCodeQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListDiscountCodeResponse = /* @__PURE__ */ lazySchema(() => zDiscountCodeList);

export const zGetDiscountCodeByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetDiscountCodeByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetDiscountCodeByIdResponse = /* @__PURE__ */ lazySchema(() => zDiscountCodeList);

export const zListSubscriptionQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSubscriptionResponse = /* @__PURE__ */ lazySchema(() => zSubscriptionList);

export const zGetSubscriptionByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSubscriptionByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSubscriptionByIdResponse = /* @__PURE__ */ lazySchema(() => zSubscriptionList);

export const zListSubscriptionPrepaidAddonQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSubscriptionPrepaidAddonResponse = /* @__PURE__ */ lazySchema(() => zSubscriptionPrepaidAddonList);

export const zGetSubscriptionPrepaidAddonByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSubscriptionPrepaidAddonByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSubscriptionPrepaidAddonByIdResponse = /* @__PURE__ */ lazySchema(() => zSubscriptionPrepaidAddonList);

export const zListSubscriptionAddonDiscountQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSubscriptionAddonDiscountResponse = /* @__PURE__ */ lazySchema(() => zSubscriptionAddonDiscountList);

export const zGetSubscriptionAddonDiscountByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSubscriptionAddonDiscountByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSubscriptionAddonDiscountByIdResponse = /* @__PURE__ */ lazySchema(() => zSubscriptionAddonDiscountList);

export const zListSupportTierQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSupportTierResponse = /* @__PURE__ */ lazySchema(() => zSupportTierList);

export const zGetSupportTierByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSupportTierByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSupportTierByIdResponse = /* @__PURE__ */ lazySchema(() => zSupportTierList);

export const zListSupportFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListSupportFeatureResponse = /* @__PURE__ */ lazySchema(() => zSupportFeatureList);

export const zGetSupportFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetSupportFeatureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetSupportFeatureByIdResponse = /* @__PURE__ */ lazySchema(() => zSupportFeatureList);

export const zListCreditBundleQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListCreditBundleResponse = /* @__PURE__ */ lazySchema(() => zCreditBundleList);

export const zCreateCreditBundleBody = /* @__PURE__ */ lazySchema(() => zCreditBundleCreate);

export const zCreateCreditBundleQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateCreditBundleResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zCreditBundle,
    zODataCreatedId
]));

export const zGetCreditBundleByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetCreditBundleByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetCreditBundleByIdResponse = /* @__PURE__ */ lazySchema(() => zCreditBundleList);

export const zListOrganizationCreditNotificationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationCreditNotificationResponse = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationList);

export const zCreateOrganizationCreditNotificationBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationCreate);

export const zCreateOrganizationCreditNotificationQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationCreditNotificationResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationCreditNotification,
    zODataCreatedId
]));

export const zGetOrganizationCreditNotificationByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationCreditNotificationByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationCreditNotificationByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationList);

export const zListOrganizationOwnsCreditNotificationForFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zListOrganizationOwnsCreditNotificationForFeatureResponse = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationList);

export const zCreateOrganizationOwnsCreditNotificationForFeatureBody = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationCreate);

export const zCreateOrganizationOwnsCreditNotificationForFeatureQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zCreateOrganizationOwnsCreditNotificationForFeatureResponse = /* @__PURE__ */ lazySchema(() => z.union([
    zOrganizationCreditNotification,
    zODataCreatedId
]));

export const zGetOrganizationOwnsCreditNotificationForFeatureByIdPath = /* @__PURE__ */ lazySchema(() => z.object({
    id: z.int()
}));

export const zGetOrganizationOwnsCreditNotificationForFeatureByIdQuery = /* @__PURE__ */ lazySchema(() => z.object({
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
export const zGetOrganizationOwnsCreditNotificationForFeatureByIdResponse = /* @__PURE__ */ lazySchema(() => zOrganizationCreditNotificationList);
