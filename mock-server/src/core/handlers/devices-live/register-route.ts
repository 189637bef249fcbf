/**
 * POST /device/register (contract registerDevice; api-ground-truth §4; open-balena-api device
 * provisioning): a fleet's provisioning key creates a device in that fleet and a device API key for
 * it, answering 201 `{id, uuid, api_key}` — what balena-register-device (the SDK's `device.register`,
 * the CLI's `device register`, a booting device) reads. The key is the Bearer token; the body names
 * the fleet, device type slug and uuid, optionally the owner, the device key and OS facts.
 */
import { empty, json, jsonError, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { Row } from '../../model/data-source.ts';
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
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const optionalText = (v: unknown): string | null | undefined => (typeof v === 'string' || v === null ? v : undefined);

function archOf(store: Store, deviceType: number | undefined): string | undefined {
  const dt = deviceType === undefined ? undefined : store.get('device_type', deviceType);
  const arch = fk(dt?.is_of__cpu_architecture);
  return arch === undefined ? undefined : String(store.get('cpu_architecture', arch)?.slug ?? '');
}

/** May a device of type `deviceType` join `app` (same CPU architecture or one it can also run)? */
function compatible(store: Store, deviceType: number, app: Row): boolean {
  const device = archOf(store, deviceType);
  const fleet = archOf(store, fk(app.is_for__device_type));
  if (device === undefined || fleet === undefined) return true;
  return device === fleet || (RUNS_ALSO[device] ?? []).includes(fleet);
}

/** The first problem of a registration body in the real API's order and words, or undefined. */
function bodyProblem(body: Record<string, unknown>): string | undefined {
  if (body.user !== undefined && body.user !== null && !isInt(body.user)) return 'User ID must be a valid integer';
  if (!isInt(body.application)) return 'Application ID must be a valid integer';
  if (typeof body.device_type !== 'string' || body.device_type === '') return 'Device type must be specified';
  if (typeof body.uuid !== 'string' || body.uuid === '') return 'UUID must be specified';
  if (body.api_key !== undefined && typeof body.api_key !== 'string') return 'api_key must be a string';
  for (const k of ['supervisor_version', 'os_version', 'os_variant', 'mac_address']) {
    if (body[k] !== undefined && optionalText(body[k]) === undefined) return `${k} must be a string`;
  }
  return undefined;
}

function register(deps: CoreDeps, { req }: HandlerInput): CoreResponse {
  const ctx = deps.context(req);
  const actor = ctx.actor;
  // Only a provisioning key (an API key of the fleet's actor) registers devices.
  if (actor?.kind !== 'application') return empty(401);
  const raw = req.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return jsonError(400, 'Request body must be a JSON object');
  const body = raw as Record<string, unknown>;
  const problem = bodyProblem(body);
  if (problem) return jsonError(400, problem);
  if (body.application !== actor.applicationId) return empty(401);
  const { world } = ctx;
  const { store } = world;
  const app = store.get('application', actor.applicationId);
  if (!app) return empty(401);
  if (store.find('device', 'uuid', body.uuid).length > 0) return jsonError(409, '"uuid" must be unique.');
  const key = body.api_key as string | undefined;
  if (key !== undefined) {
    const keyProblem = chosenKeyProblem(world, key);
    if (keyProblem) return jsonError(keyProblem.includes('unique') ? 409 : 400, keyProblem);
  }
  try {
    const deviceType = deviceTypeId(store, body.device_type as string);
    if (!compatible(store, deviceType, app))
      return jsonError(400, `Incompatible device type: ${String(body.device_type)}`);
    ensureResourceHooks(store);
    const device = asActor(store, actor.actorId, () =>
      insert(store, 'device', {
        // A registered device is inactive until it first checks in (balena-sdk
        // tests/integration/models/device.spec.ts: a fresh device reads `inactive`, null progress).
        is_active: false,
        belongs_to__application: app.id,
        belongs_to__user: body.user ?? null,
        is_of__device_type: deviceType,
        uuid: body.uuid,
        ...Object.fromEntries(
          ['supervisor_version', 'os_version', 'os_variant', 'mac_address']
            .filter((k) => body[k] !== undefined)
            .map((k) => [k, body[k]]),
        ),
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
