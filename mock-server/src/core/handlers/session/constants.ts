/**
 * Values the mock's /config and /config/vars publish (api-ground-truth §4). The Stripe key is the
 * mock's documented offline test key, not a real one.
 */
export const DEPLOYMENT_NAME = 'fleetmock';
export const STRIPE_PUBLIC_KEY = 'pk_test_fleetmock';
/** An analytics token no analytics service knows: `/config` carries the field as the cloud's does, inertly. */
export const MIXPANEL_TOKEN = 'fleetmock-no-analytics';
/** Device URLs are `<uuid>.<deviceUrlsBase>` (spec 02 §9 "Device URL"). */
export const DEVICE_URLS_BASE = 'devices.fleetmock.test';
export const ADMIN_URL = 'https://admin.fleetmock.test';
export const GIT_SERVER_URL = 'git.fleetmock.test';
/** Sign-in providers of GET /config; `saml` because the mock offers enterprise sign-on (spec 01 §2: it shows the identity provider pages). */
export const SUPPORTED_SOCIAL_PROVIDERS = ['github', 'google', 'saml'] as const;
export const DEVICE_ONLINE_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
export const DEVICE_OFFLINE_ICON = DEVICE_ONLINE_ICON;

/** Environment/config variable name rules (api-ground-truth §4 "/config/vars", spec 02 §5 "Variables"). */
export const RESERVED_NAMES = ['RESIN', 'BALENA', 'USER'] as const;
export const RESERVED_NAMESPACES = ['RESIN_', 'BALENA_'] as const;
/** Ping answers the Express default text (api-ground-truth §1.1). */
export const PING_BODY = 'OK';
