/**
 * POST /device/register (contract registerDevice; api-ground-truth §4; open-balena-api device
 * provisioning): a fleet's provisioning key creates a device in that fleet and a device API key for
 * it, answering 201 `{id, uuid, api_key}` — what balena-register-device (the SDK's `device.register`,
 * the CLI's `device register`, a booting device) reads. The key is the Bearer token; the body names
 * the fleet, device type slug and uuid, optionally the owner, the device key and OS facts.
 */
import * as z from 'zod';
import { empty, json, jsonError, type CoreResponse } from '../../http.ts';
import { validateBody, type BodyRules } from '../../validate-body.ts';
import { zDeviceRegisterRequest } from '../../../../../generated/zod/zod.gen.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { StoredRow } from '../../store/rows.ts';
import type { Store } from '../../store/store.ts';
import { insert } from '../../store/write.ts';
import { StoreError } from '../../store/errors.ts';
import { deviceTypeId } from '../resources/hooks/device.ts';
import { ensureResourceHooks } from '../resources/hooks/index.ts';
import { asActor } from '../resources/hooks/acting-actor.ts';
import { createApiKey, chosenKeyProblem } from '../identity/api-keys.ts';

/** CPU architectures a device type may run next to the fleet's (balena-sdk os.isArchitectureCompatibleWith). */
const RUNS_ALSO: Readonly<Record<string, readonly string[]>> = { aarch64: ['armv7hf', 'rpi'], armv7hf: ['rpi'] };

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function archOf(store: Store, deviceType: number | undefined): string | undefined {
  const dt = deviceType === undefined ? undefined : store.get('device_type', deviceType);
  const arch = fk(dt?.is_of__cpu_architecture);
  return arch === undefined ? undefined : String(store.get('cpu_architecture', arch)?.slug ?? '');
}

/** May a device of type `deviceType` join `app` (same CPU architecture or one it can also run)? */
function compatible(store: Store, deviceType: number, app: StoredRow<'application'>): boolean {
  const device = archOf(store, deviceType);
  const fleet = archOf(store, fk(app.is_for__device_type));
  if (device === undefined || fleet === undefined) return true;
  return device === fleet || (RUNS_ALSO[device] ?? []).includes(fleet);
}

/** OS facts a registration may carry, stored on the device as given. */
const FACTS = ['supervisor_version', 'os_version', 'os_variant', 'mac_address'] as const;

/** A registration body that passed its checks. */
interface Registration {
  user: number | null;
  application: number;
  deviceType: string;
  uuid: string;
  apiKey: string | undefined;
  /**
   * The OS facts given, by field name. Their values are the store's to check (os_variant's enum
   * answers with the store's own 400), so they are passed on as given, not as the contract's types.
   */
  facts: Record<string, string | null>;
}

/**
 * The contract's body (checked in its field order, the real API's), with the real API's words for
 * each field's problem. The uuid's format and a chosen key are the store's and the key module's to
 * judge (409 for a taken one), so here they only have to be text.
 */
const RegistrationBody = zDeviceRegisterRequest.extend({
  uuid: z.string().min(1),
  api_key: z.string().optional(),
});

const FIELD_PROBLEMS: Readonly<Record<string, string>> = {
  user: 'User ID must be a valid integer',
  application: 'Application ID must be a valid integer',
  device_type: 'Device type must be specified',
  uuid: 'UUID must be specified',
};

const registrationRules: BodyRules = {
  issueMessage: (_issue, field) => FIELD_PROBLEMS[field] ?? `${field} must be a string`,
};

/** The registration of a checked body. */
function registrationOf(body: z.infer<typeof RegistrationBody>): Registration {
  const facts: Registration['facts'] = {};
  for (const k of FACTS) if (body[k] !== undefined) facts[k] = body[k];
  return {
    user: body.user ?? null,
    application: body.application,
    deviceType: body.device_type,
    uuid: body.uuid,
    apiKey: body.api_key,
    facts,
  };
}

function register(deps: CoreDeps, { req }: HandlerInput): CoreResponse {
  const ctx = deps.context(req);
  const actor = ctx.actor;
  // Only a provisioning key (an API key of the fleet's actor) registers devices.
  if (actor?.kind !== 'application') return empty(401);
  const parsed = validateBody(RegistrationBody, req.body, registrationRules);
  if (!parsed.ok) return parsed.response;
  const body = registrationOf(parsed.value);
  if (body.application !== actor.applicationId) return empty(401);
  const { world } = ctx;
  const { store } = world;
  const app = store.get('application', actor.applicationId);
  if (!app) return empty(401);
  if (store.find('device', 'uuid', body.uuid).length > 0) return jsonError(409, '"uuid" must be unique.');
  const key = body.apiKey;
  if (key !== undefined) {
    const keyProblem = chosenKeyProblem(world, key);
    if (keyProblem) return jsonError(keyProblem.includes('unique') ? 409 : 400, keyProblem);
  }
  try {
    const deviceType = deviceTypeId(store, body.deviceType);
    if (!compatible(store, deviceType, app)) return jsonError(400, `Incompatible device type: ${body.deviceType}`);
    ensureResourceHooks(store);
    const device = asActor(store, actor.actorId, () =>
      insert(store, 'device', {
        // A registered device is inactive until it first checks in (balena-sdk
        // tests/integration/models/device.spec.ts: a fresh device reads `inactive`, null progress).
        is_active: false,
        belongs_to__application: app.id,
        belongs_to__user: body.user,
        is_of__device_type: deviceType,
        uuid: body.uuid,
        ...body.facts,
      }),
    );
    const apiKey = createApiKey(world, { actorId: fk(device.actor) ?? 0, kind: 'device', key });
    return json(201, { id: device.id, uuid: device.uuid, api_key: apiKey });
  } catch (err) {
    if (err instanceof StoreError) return jsonError(err.status === 401 ? 400 : err.status, err.message);
    throw err;
  }
}

/** The registration route. */
export function registerRoutes(deps: CoreDeps): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/device/register',
      operationId: 'registerDevice',
      handler: (input) => register(deps, input),
    },
  ];
}
