/**
 * GET /config and GET /config/vars (api-ground-truth §4): public deployment settings, and the
 * variable-name rules and config-variable schema per device type.
 */
import * as C from './constants.ts';
import configVarsData from './config-vars.json' with { type: 'json' };
import { findDeviceType } from '../../live/device-types.ts';

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

/**
 * The config-variable rules and schema of open-balena-api's `src/features/vars-schema` (env-vars.ts,
 * schema.ts), as data in config-vars.json: naming rules, the supervisor variables every device type
 * has, and the variables only some device types have (`capableDeviceTypes`, e.g. the Raspberry Pi
 * `BALENA_HOST_CONFIG_hdmi_mode`).
 */
interface ConfigVarsData {
  reservedNames: string[];
  reservedNamespaces: string[];
  invalidRegex: string;
  configVarInvalidRegex: string;
  whiteListedNames: string[];
  whiteListedNamespaces: string[];
  blackListedNames: string[];
  supervisorConfigVars: Record<string, Record<string, unknown>>;
  deviceTypeConfigVars: { capableDeviceTypes: string[]; properties: Record<string, Record<string, unknown>> }[];
}
const VARS = configVarsData as unknown as ConfigVarsData;

/**
 * Variables balenaCloud adds to the open-source lists ("this list will be mutated by the cloud API to
 * add extra variables", env-vars.ts): delta updates, which the cloud documents
 * (docs.balena.io/learn/deploy/delta) and the open-source API lacks.
 */
const CLOUD_CONFIG_VARS: Record<string, Record<string, unknown>> = {
  RESIN_SUPERVISOR_DELTA: { enum: ['false', 'true'], description: 'Enable / Disable delta updates', default: 'false' },
};
const CLOUD_NAMES = ['RESIN_SUPERVISOR_DELTA', 'BALENA_SUPERVISOR_DELTA'];

/**
 * Body of GET /config/vars (open-balena-api schema.ts): the naming rules, and a JSON schema (draft 06)
 * of the supervisor variables plus, for `?deviceType=<slug or alias>`, the variables that type is
 * capable of. An unknown device type adds none (the API does not reject it, for old clients).
 */
export function configVarsBody(deviceType?: string | null): Record<string, unknown> {
  const slug = deviceType ? findDeviceType(deviceType)?.slug : undefined;
  const specific = slug
    ? VARS.deviceTypeConfigVars.filter((c) => c.capableDeviceTypes.includes(slug)).map((c) => c.properties)
    : [];
  return {
    reservedNames: VARS.reservedNames,
    reservedNamespaces: VARS.reservedNamespaces,
    invalidRegex: VARS.invalidRegex,
    configVarInvalidRegex: VARS.configVarInvalidRegex,
    whiteListedNames: [...VARS.whiteListedNames, ...CLOUD_NAMES],
    whiteListedNamespaces: VARS.whiteListedNamespaces,
    blackListedNames: VARS.blackListedNames,
    configVarSchema: {
      type: 'object',
      $schema: 'http://json-schema.org/draft-06/schema#',
      properties: Object.assign({}, VARS.supervisorConfigVars, CLOUD_CONFIG_VARS, ...specific),
    },
  };
}
