/**
 * Static reference data the seed inserts first: CPU architectures, device types (with aliases),
 * application types, membership roles, features, plans and support tiers (api-ground-truth §3,
 * spec 02 §3, spec 03 §3/§9). Pure data, no store access.
 */

import type { FleetRole } from '../../../../generated/domain-rules.gen.ts';

export { DEVICE_TYPES, type DeviceTypeSpec } from './device-type-catalog.ts';

export const APPLICATION_TYPES = [
  {
    slug: 'microservices',
    name: 'Microservices',
    description: 'Multiple containers, public URL',
    supports_web_url: true,
    supports_multicontainer: true,
    supports_gateway_mode: true,
    // The paid multicontainer type (as on balenaCloud): a free plan's fleet settings show it "paid only".
    requires_payment: true,
    is_legacy: false,
    needs__os_version_range: '>=2.12.0',
  },
  {
    slug: 'microservices-starter',
    name: 'Starter',
    description: 'Multiple containers, free',
    supports_web_url: true,
    supports_multicontainer: true,
    supports_gateway_mode: true,
    requires_payment: false,
    is_legacy: false,
    needs__os_version_range: '>=2.12.0',
    maximum_device_count: 10,
  },
  {
    slug: 'essentials',
    name: 'Essentials',
    description: 'Single container',
    supports_web_url: false,
    supports_multicontainer: false,
    supports_gateway_mode: false,
    requires_payment: false,
    is_legacy: false,
  },
  {
    slug: 'legacy-classic',
    name: 'Classic',
    description: 'Legacy single container',
    supports_web_url: true,
    supports_multicontainer: false,
    supports_gateway_mode: false,
    requires_payment: false,
    is_legacy: true,
  },
] as const;

/** Fleet membership roles granted directly or through teams (spec 02 §6; default developer). */
export const APP_ROLES: readonly { name: FleetRole; description: string }[] = [
  { name: 'developer', description: 'Full device and application update, config variables, tags, releases' },
  {
    name: 'safe-developer',
    description: 'Operator plus fleet code, push, releases, images, fleet variables; cannot delete devices',
  },
  { name: 'operator', description: 'Devices, SSH, add and delete devices, device variables' },
  { name: 'safe-operator', description: 'Cannot delete or configure devices' },
  { name: 'observer', description: 'Read-only' },
];

/** Feature slugs (spec 03 §3). The credit feature is device:microservices. */
export const FEATURES = [
  'device:microservices',
  'device:any',
  'device:legacy-v1',
  'device:legacy-v2',
  'member:any',
  'member:administrator',
  'member:developer',
  'member:safe-developer',
  'member:operator',
  'member:safe-operator',
  'member:observer',
  'member:member',
  'saml_access',
  'safe-roles-preview-addon',
  'support:community',
  'support:standard',
  'support:private',
] as const;
export const CREDIT_FEATURE = 'device:microservices';

export interface PlanSpec {
  code: string;
  title: string;
  monthly: number;
  annual: number;
  selfServe: boolean;
  legacy: boolean;
  devices: number;
  support: 'community' | 'standard' | 'private';
}

/** Plans; prices in cents (spec 03 §9). "free" is the free plan code (value not shown in the spec). */
export const PLANS: readonly PlanSpec[] = [
  {
    code: 'free',
    title: 'Free',
    monthly: 0,
    annual: 0,
    selfServe: true,
    legacy: false,
    devices: 10,
    support: 'community',
  },
  {
    code: 'prototype-v2',
    title: 'Prototype',
    monthly: 4900,
    annual: 52800,
    selfServe: true,
    legacy: false,
    devices: 20,
    support: 'community',
  },
  {
    code: 'pilot-v2',
    title: 'Pilot',
    monthly: 9900,
    annual: 106800,
    selfServe: true,
    legacy: false,
    devices: 50,
    support: 'standard',
  },
  {
    code: 'production-v2',
    title: 'Production',
    monthly: 49900,
    annual: 538800,
    selfServe: true,
    legacy: false,
    devices: 250,
    support: 'standard',
  },
  {
    code: 'enterprise-v2',
    title: 'Enterprise',
    monthly: 299900,
    annual: 3238800,
    selfServe: false,
    legacy: false,
    devices: 1000,
    support: 'private',
  },
  {
    code: 'starter',
    title: 'Starter (legacy)',
    monthly: 9900,
    annual: 99000,
    selfServe: true,
    legacy: true,
    devices: 25,
    support: 'community',
  },
  // The device-count plans of spec 03 §9 ("25m, 75m, 150m"), no longer sold; prices are the mock's own.
  {
    code: '25m',
    title: '25 devices (legacy)',
    monthly: 4900,
    annual: 52800,
    selfServe: false,
    legacy: true,
    devices: 25,
    support: 'community',
  },
  {
    code: '75m',
    title: '75 devices (legacy)',
    monthly: 12900,
    annual: 139200,
    selfServe: false,
    legacy: true,
    devices: 75,
    support: 'standard',
  },
  {
    code: '150m',
    title: '150 devices (legacy)',
    monthly: 24900,
    annual: 268800,
    selfServe: false,
    legacy: true,
    devices: 150,
    support: 'standard',
  },
];

export const SUPPORT_TIERS = [
  { slug: 'community', title: 'Community', includes_private_support: false, includes__SLA: null },
  { slug: 'standard', title: 'Standard', includes_private_support: true, includes__SLA: '24 business hours' },
  { slug: 'private', title: 'Premium', includes_private_support: true, includes__SLA: '4 hours, 24/7' },
] as const;

/** Seat prices per member per month in cents (spec 03 §6). */
export const SEAT_PRICES: Readonly<Record<string, number>> = {
  'member:administrator': 4900,
  'member:developer': 4900,
  'member:safe-developer': 4900,
  'member:operator': 2900,
  'member:safe-operator': 2900,
  'member:observer': 0,
  'member:member': 0,
};

/** Device prices per month in cents (spec 03 §9): pilot/production microservices 200, prototype 300. */
export const DEVICE_PRICE_CENTS: Readonly<Record<string, number>> = {
  'prototype-v2': 300,
  'pilot-v2': 200,
  'production-v2': 200,
  'enterprise-v2': 200,
};

/** Legacy (non-microservices) device prices per month in cents (spec 03 §9): prototype 200, pilot/production 150. */
export const LEGACY_DEVICE_PRICE_CENTS: Readonly<Record<string, number>> = {
  'prototype-v2': 200,
  'pilot-v2': 150,
  'production-v2': 150,
  'enterprise-v2': 150,
};
