/**
 * Which owner decides access to a row: every resource is anchored to a device, a fleet, an
 * organization, a user or an API-key actor, reached through one FK hop per step. Data only, plus a
 * resolver over any `RowLookup` (the store on the server, fetched rows in the dashboard).
 */
import type { Row } from '../model/data-source.ts';

/** The minimal read access the permission module needs (the store's DataSource satisfies it). */
export interface RowLookup {
  get(resource: string, id: number): Row | undefined;
  find(resource: string, field: string, value: unknown): readonly Row[];
}

/** How a resource reaches its owner: `<parent resource>` through the FK field `field`. */
export interface AnchorStep {
  parent: string;
  field: string;
}

/** Terminal anchors: a row of these resources is its own owner. */
const ROOT_RESOURCES = ['device', 'application', 'organization', 'user'] as const;
type RootResource = (typeof ROOT_RESOURCES)[number];

/** resource → the FK hop towards its owner (one step; chains are followed up to a root). */
export const ANCHOR_STEPS: Readonly<Record<string, AnchorStep>> = {
  device_tag: { parent: 'device', field: 'device' },
  device_environment_variable: { parent: 'device', field: 'device' },
  device_config_variable: { parent: 'device', field: 'device' },
  service_install: { parent: 'device', field: 'device' },
  image_install: { parent: 'device', field: 'device' },
  device_history: { parent: 'device', field: 'tracks__device' },
  device_service_environment_variable: { parent: 'service_install', field: 'service_install' },
  application_tag: { parent: 'application', field: 'application' },
  application_environment_variable: { parent: 'application', field: 'application' },
  application_config_variable: { parent: 'application', field: 'application' },
  build_environment_variable: { parent: 'application', field: 'application' },
  service: { parent: 'application', field: 'application' },
  release: { parent: 'application', field: 'belongs_to__application' },
  user_application_membership: { parent: 'application', field: 'is_member_of__application' },
  team_application_access: { parent: 'application', field: 'grants_access_to__application' },
  application_invite: { parent: 'application', field: 'is_invited_to__application' },
  release_tag: { parent: 'release', field: 'release' },
  release_asset: { parent: 'release', field: 'release' },
  release_image: { parent: 'release', field: 'is_part_of__release' },
  image_label: { parent: 'release_image', field: 'release_image' },
  image_environment_variable: { parent: 'release_image', field: 'release_image' },
  image: { parent: 'service', field: 'is_a_build_of__service' },
  service_environment_variable: { parent: 'service', field: 'service' },
  service_label: { parent: 'service', field: 'service' },
  organization_membership: { parent: 'organization', field: 'is_member_of__organization' },
  organization_membership_tag: { parent: 'organization_membership', field: 'organization_membership' },
  team: { parent: 'organization', field: 'belongs_to__organization' },
  team_membership: { parent: 'team', field: 'is_member_of__team' },
  organization_invite: { parent: 'organization', field: 'is_invited_to__organization' },
  identity_provider_membership: { parent: 'organization', field: 'organization' },
  subscription: { parent: 'organization', field: 'is_for__organization' },
  subscription_prepaid_addon: { parent: 'subscription', field: 'is_for__subscription' },
  subscription_addon_discount: { parent: 'subscription', field: 'is_for__subscription' },
  credit_bundle: { parent: 'organization', field: 'belongs_to__organization' },
  organization_credit_notification: { parent: 'organization', field: 'organization' },
  user_profile: { parent: 'user', field: 'is_of__user' },
  user_public_key: { parent: 'user', field: 'user' },
  social_service_account: { parent: 'user', field: 'belongs_to__user' },
  saml_account: { parent: 'user', field: 'belongs_to__user' },
  recovery_two_factor: { parent: 'user', field: 'belongs_to__user' },
  oauth_application_authorization: { parent: 'user', field: 'belongs_to__user' },
};

/** Org-anchored resources that only organization administrators may read (billing, spec 01 §6). */
export const ADMIN_ONLY_ORG_RESOURCES: ReadonlySet<string> = new Set([
  'credit_bundle',
  'organization_credit_notification',
  'organization_invite',
  'subscription_prepaid_addon',
  'subscription_addon_discount',
]);

export interface Anchor {
  root: RootResource;
  /** The root row (device, application, organization or user). */
  row: Row;
}

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Follows ANCHOR_STEPS from a row to its root owner; undefined for unanchored resources or dangling FKs. */
export function resolveAnchor(lookup: RowLookup, resource: string, row: Row): Anchor | undefined {
  let res = resource;
  let current: Row | undefined = row;
  for (let hops = 0; current && hops < 6; hops++) {
    if ((ROOT_RESOURCES as readonly string[]).includes(res)) return { root: res as RootResource, row: current };
    const step: AnchorStep | undefined = ANCHOR_STEPS[res];
    if (!step) return undefined;
    const id = fk(current[step.field]);
    current = id === undefined ? undefined : lookup.get(step.parent, id);
    res = step.parent;
  }
  return undefined;
}

/** The fleet and organization a device/application/organization root belongs to. */
export function rootOwners(anchor: Anchor): { appId?: number; orgId?: number; deviceId?: number; userId?: number } {
  const { root, row } = anchor;
  if (root === 'device')
    return { deviceId: row.id, appId: fk(row.belongs_to__application), userId: fk(row.belongs_to__user) };
  if (root === 'application') return { appId: row.id, orgId: fk(row.organization) };
  if (root === 'organization') return { orgId: row.id };
  return { userId: row.id };
}
