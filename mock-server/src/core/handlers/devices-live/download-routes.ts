/**
 * OS image downloads and device configuration (api-ground-truth §4; contract downloadOsImage,
 * downloadDeviceConfig, getDeviceTypeImageDownloadSize): GET /download streams a small generated
 * image with the right Content-Type and Content-Disposition, POST /download-config answers a
 * config.json (creating a provisioning key), and the download-size route reports the image size.
 */
import type { ZodError } from 'zod';
import { json, type CoreResponse } from '../../http.ts';
import { validateBody } from '../../validate-body.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import type { World } from '../../world.ts';
import type { StoredRow } from '../../store/rows.ts';
import { isResponse, requireUser, type Actor } from '../../auth/index.ts';
import { accessFor } from '../resources/subject-of.ts';
import { zDownloadConfigRequest } from '../../../../../generated/zod/zod.gen.ts';
import { findDeviceType, invalidDeviceType } from '../../live/device-types.ts';
import {
  FILE_TYPES,
  IMAGE_NOT_FOUND,
  imageBytes,
  imageDownloadSize,
  imageFileName,
  resolveImage,
  type ImageFileType,
} from '../../live/os-image.ts';
import { deviceConfigJson } from '../../live/device-config.ts';
import { parseOsVersion } from '../../../../../shared/version.ts';
import { originOf } from '../external/github.ts';
import { param } from '../../router.ts';

const APP_NOT_FOUND = 'Application not found';
const DOWNLOAD_OPTIONS = [
  'imageType',
  'developmentMode',
  'network',
  'wifiSsid',
  'wifiKey',
  'appUpdatePollInterval',
  'appId',
] as const;

function readableApp(world: World, actor: Actor | null, appId: number): StoredRow<'application'> | null {
  const app = world.store.get('application', appId);
  return app && accessFor(world, actor).canRead('application', app) ? app : null;
}

function download(deps: CoreDeps, { req, query }: HandlerInput): CoreResponse {
  const ctx = deps.context(req);
  const deviceType = query.get('deviceType');
  const version = query.get('version');
  if (!deviceType || !version) return json(400, 'deviceType and version are required');
  // Without a fileType the image comes raw, as application/octet-stream (balena-sdk os.download names the
  // file `.img` unless told otherwise; the cloud's image maker is not public).
  const fileType = (query.get('fileType') ?? '.img') as ImageFileType;
  if (!FILE_TYPES.includes(fileType)) return json(400, `Invalid fileType: ${fileType} (expected .img, .zip or .gz)`);
  const imageType = query.get('imageType');
  if (imageType !== null && imageType !== 'raw' && imageType !== 'flasher')
    return json(400, `Invalid imageType: ${imageType}`);
  let fleetName: string | null = null;
  const appIdRaw = query.get('appId');
  if (appIdRaw !== null) {
    if (!/^\d+$/.test(appIdRaw)) return json(400, `Invalid appId: ${appIdRaw}`);
    const app = readableApp(ctx.world, ctx.actor, Number(appIdRaw));
    if (!app) return json(404, APP_NOT_FOUND);
    fleetName = String(app.app_name);
  }
  const img = resolveImage(deviceType, version);
  if (!img) return json(404, IMAGE_NOT_FOUND);
  const options: Record<string, string> = {};
  for (const k of DOWNLOAD_OPTIONS) {
    const v = query.get(k);
    if (v !== null) options[k] = v;
  }
  const { bytes, contentType } = imageBytes(img, fileType, options);
  return {
    status: 200,
    body: { kind: 'bytes', value: bytes, contentType, filename: imageFileName(img, fleetName, fileType) },
  };
}

/** 400 of a config for an OS at or below 1.2.0 (open-balena-api src/features/device-config/device-config.ts). */
const OS_TOO_OLD_TO_CONFIGURE = 'balenaOS versions <= 1.2.0 are no longer supported, please update';

/**
 * Whether the real API refuses to configure this OS version: at or below 1.2.0 by balena-semver, which
 * orders a version it cannot parse below every valid one (balena-sdk os.spec.ts: 'v1+foo' gets the same answer).
 */
function tooOldToConfigure(raw: string): boolean {
  const v = parseOsVersion(raw);
  if (!v) return true;
  return v.major < 1 || (v.major === 1 && (v.minor < 2 || (v.minor === 2 && v.patch === 0)));
}

/** The 400 for a bad config body: a missing version by name, else every field at fault. */
function configBodyProblem(error: ZodError, body: unknown): CoreResponse {
  if (body && typeof body === 'object' && typeof (body as Record<string, unknown>).version !== 'string')
    return json(400, 'A version is required');
  return json(400, `Invalid ${error.issues.map((i) => i.path.join('.') || 'body').join(', ')}`);
}

function downloadConfig(deps: CoreDeps, input: HandlerInput): CoreResponse {
  const ctx = deps.context(input.req);
  const user = requireUser(ctx, { full: true });
  if (isResponse(user)) return user;
  const parsed = validateBody(zDownloadConfigRequest, input.req.body, { invalid: configBodyProblem });
  if (!parsed.ok) return parsed.response;
  const opts = parsed.value;
  if (tooOldToConfigure(opts.version)) return json(400, OS_TOO_OLD_TO_CONFIGURE);
  if (opts.network === 'wifi' && !opts.wifiSsid) return json(400, 'wifiSsid is required for a wifi network');
  const app = readableApp(ctx.world, ctx.actor, opts.appId);
  if (!app) return json(404, APP_NOT_FOUND);
  const appDt = ctx.world.store.get(
    'device_type',
    typeof app.is_for__device_type === 'number' ? app.is_for__device_type : -1,
  );
  const slug = opts.deviceType ?? String(appDt?.slug ?? '');
  const dt = findDeviceType(slug);
  if (!dt) return json(400, invalidDeviceType(slug));
  return json(200, deviceConfigJson(ctx.world, app, user, { ...opts, deviceType: dt.slug }, originOf(input)));
}

function downloadSize({ params }: HandlerInput): CoreResponse {
  if (!findDeviceType(param(params, 'slug'))) return json(404, invalidDeviceType(param(params, 'slug')));
  const img = resolveImage(param(params, 'slug'), param(params, 'version'));
  return img
    ? json(200, { size: imageDownloadSize(img) })
    : json(404, `No image of version ${params.version} for device type ${params.slug}`);
}

/** The download route group. */
export function downloadRoutes(deps: CoreDeps): RouteDef[] {
  return [
    { method: 'GET', path: '/download', operationId: 'downloadOsImage', handler: (input) => download(deps, input) },
    {
      method: 'POST',
      path: '/download-config',
      operationId: 'downloadDeviceConfig',
      handler: (input) => downloadConfig(deps, input),
    },
    {
      method: 'GET',
      path: '/device-types/v1/:slug/images/:version/download-size',
      operationId: 'getDeviceTypeImageDownloadSize',
      handler: downloadSize,
    },
  ];
}
