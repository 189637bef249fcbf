/**
 * GET /config and GET /config/vars (api-ground-truth §4): public deployment settings and the
 * variable-name rules the dashboard validates against.
 */
import * as C from './constants.ts';

/** Body of GET /config. */
export function configBody(): Record<string, unknown> {
  return {
    deployment: C.DEPLOYMENT_NAME,
    deviceUrlsBase: C.DEVICE_URLS_BASE,
    adminUrl: C.ADMIN_URL,
    gitServerUrl: C.GIT_SERVER_URL,
    stripePublicKey: C.STRIPE_PUBLIC_KEY,
    // The cloud sends its analytics project token (balena-sdk config.spec.ts reads 'balena-main'); the mock
    // sends a token no analytics service knows, so nothing built against it reports anywhere.
    mixpanelToken: C.MIXPANEL_TOKEN,
    DEVICE_ONLINE_ICON: C.DEVICE_ONLINE_ICON,
    DEVICE_OFFLINE_ICON: C.DEVICE_OFFLINE_ICON,
    signupCodeRequired: false,
    supportedSocialProviders: [...C.SUPPORTED_SOCIAL_PROVIDERS],
  };
}

interface VarSchemaEntry {
  type?: string;
  enum?: string[];
  format?: 'data-url';
  description: string;
  default?: string | number | boolean;
  will_reboot?: boolean;
  warning?: string;
}

/** The configuration variables the Configuration page offers (a representative subset). */
const CONFIG_VAR_SCHEMA: Record<string, VarSchemaEntry> = {
  BALENA_SUPERVISOR_DELTA: { enum: ['false', 'true'], description: 'Enable / Disable delta updates', default: 'false' },
  // Listed for every device type (balena-sdk config.spec.ts getConfigVarSchema, with and without one).
  BALENA_SUPERVISOR_HARDWARE_METRICS: {
    enum: ['false', 'true'],
    description: 'Enable / Disable reporting device metrics such as CPU usage for bandwidth conservation',
    default: 'true',
  },
  BALENA_SUPERVISOR_LOCAL_MODE: {
    enum: ['false', 'true'],
    description: 'Enable / Disable local mode',
    default: 'false',
  },
  BALENA_SUPERVISOR_PERSISTENT_LOGGING: {
    enum: ['false', 'true'],
    description: 'Enable persistent logging',
    default: 'false',
    will_reboot: true,
  },
  BALENA_SUPERVISOR_POLL_INTERVAL: {
    type: 'integer',
    description: 'Define the balena API poll interval in milliseconds',
    default: 900000,
  },
  BALENA_SUPERVISOR_VPN_CONTROL: { enum: ['false', 'true'], description: 'Enable / Disable VPN', default: 'true' },
  BALENA_SUPERVISOR_OVERRIDE_LOCK: {
    enum: ['false', 'true'],
    description: 'Override the update lock',
    default: 'false',
  },
  BALENA_HOST_CONFIG_gpu_mem: {
    type: 'integer',
    description: 'Define device GPU memory in megabytes.',
    default: 16,
    will_reboot: true,
  },
  BALENA_HOST_SPLASH_IMAGE: {
    type: 'string',
    format: 'data-url',
    description: 'Define the PNG image shown on the boot splash screen',
    will_reboot: true,
    warning: 'Custom splash images need OS 2.x',
  },
};

/** Body of GET /config/vars (regexes as `/…/` strings, as the real API sends them). */
export function configVarsBody(): Record<string, unknown> {
  return {
    reservedNames: [...C.RESERVED_NAMES],
    reservedNamespaces: [...C.RESERVED_NAMESPACES],
    invalidRegex: C.INVALID_REGEX,
    configVarInvalidRegex: C.CONFIG_VAR_INVALID_REGEX,
    whiteListedNames: [...C.WHITELISTED_NAMES],
    whiteListedNamespaces: [...C.WHITELISTED_NAMESPACES],
    blackListedNames: [...C.BLACKLISTED_NAMES],
    configVarSchema: {
      type: 'object',
      $schema: 'http://json-schema.org/draft-04/schema#',
      properties: CONFIG_VAR_SCHEMA,
    },
  };
}
