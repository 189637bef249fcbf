/**
 * OS image downloads (api-ground-truth §4 `/download`, `/device-types/v1/:slug/images/:version/
 * download-size`; contract downloadOsImage): resolves a device type and version against the OS
 * catalogue, reports a realistic size, and builds a small generated image (.img raw, .zip or .gz,
 * stored without compression so no compressor is needed) whose header names what it is.
 */
import type { DeviceTypeSpec } from '../seed/catalog.ts';
import { SUPERVISOR_VERSIONS } from '../seed/os-catalog.ts';
import { entry } from '../lists.ts';
import { findDeviceType, imageVersions } from './device-types.ts';
import { compareOsVersions, parseOsVersion } from '../../../../shared/version.ts';
import { hash } from './logs.ts';
import { gzipStored, zipStored } from './bytes.ts';

/** Bytes of the generated image payload (the real images are around a gigabyte). */
export const GENERATED_IMAGE_BYTES = 64 * 1024;
/** Reported download sizes lie in [MIN, MIN + SPREAD). */
export const IMAGE_SIZE_MIN = 600_000_000;
const IMAGE_SIZE_SPREAD = 800_000_000;
export const IMAGE_NOT_FOUND = 'Image not found';
export type ImageFileType = '.img' | '.zip' | '.gz';
export const FILE_TYPES: readonly ImageFileType[] = ['.img', '.zip', '.gz'];

export interface ResolvedImage {
  deviceType: DeviceTypeSpec;
  /** Catalogue label, e.g. `2.54.2+rev1` or `6.5.44`. */
  version: string;
  variant: 'prod' | 'dev' | null;
}

/** Resolves `latest` or a version (with optional variant) offered for the device type; null if none. */
export function resolveImage(slug: string, version: string): ResolvedImage | null {
  const dt = findDeviceType(slug);
  if (!dt) return null;
  const { versions, latest } = imageVersions(dt);
  if (version === 'latest') return latest ? { deviceType: dt, version: latest, variant: null } : null;
  const wanted = parseOsVersion(version);
  if (!wanted) return null;
  const label = versions.find((v) => {
    const p = parseOsVersion(v);
    return p !== null && compareOsVersions(p, wanted) === 0;
  });
  return label ? { deviceType: dt, version: label, variant: wanted.variant } : null;
}

/** Deterministic image size in bytes for a device type and version. */
export function imageDownloadSize(img: ResolvedImage): number {
  return IMAGE_SIZE_MIN + (hash(`${img.deviceType.slug}:${img.version}`) % IMAGE_SIZE_SPREAD);
}

/** File name of the download, e.g. `kiosk-displays-raspberrypi4-64-6.5.44+rev3-v19.0.5.img.zip`. */
export function imageFileName(img: ResolvedImage, fleetName: string | null, fileType: ImageFileType): string {
  const variant = img.variant ? `.${img.variant}` : '';
  const sup = entry(SUPERVISOR_VERSIONS, SUPERVISOR_VERSIONS.length - 1);
  return `${fleetName ?? 'balena-cloud'}-${img.deviceType.slug}-${img.version}${variant}-v${sup}.img${fileType === '.img' ? '' : fileType}`;
}

/** The image file: a text header (device type, version, options) then deterministic filler bytes. */
export function imageBytes(
  img: ResolvedImage,
  fileType: ImageFileType,
  options: Record<string, string>,
): { bytes: Uint8Array; contentType: string } {
  const header = new TextEncoder().encode(
    `fleetmock generated OS image\ndeviceType=${img.deviceType.slug}\nversion=${img.version}\n${Object.entries(options)
      .filter(([k]) => k !== 'wifiKey')
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
  );
  const raw = new Uint8Array(GENERATED_IMAGE_BYTES);
  raw.set(header.subarray(0, GENERATED_IMAGE_BYTES));
  let h = hash(`${img.deviceType.slug}:${img.version}`);
  for (let i = header.length; i < raw.length; i++) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    raw[i] = h & 0xff;
  }
  const name = imageFileName(img, null, '.img');
  if (fileType === '.zip') return { bytes: zipStored([{ name, data: raw }]), contentType: 'application/zip' };
  if (fileType === '.gz') return { bytes: gzipStored(raw, name), contentType: 'application/gzip' };
  return { bytes: raw, contentType: 'application/octet-stream' };
}
