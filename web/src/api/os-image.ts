/**
 * OS image and config downloads of Add device (spec 02 §2 "Add device offers an OS image download",
 * §7 "Downloads go to the API host /download", os.getConfig; api-ground-truth §4 /download and
 * /download-config rows). The image is fetched through the client, so it carries the session's
 * bearer token like every other call (a plain link would not, and the API answers 404 for the
 * fleet), streamed with progress; the config-only download is the fleet's config.json.
 */
import { client, ok, type paths } from './client.ts';
import type { components } from '../../../generated/types/api.gen.ts';

export type OsImageQuery = paths['/download']['get']['parameters']['query'];
export type DeviceConfigRequest = components['schemas']['DownloadConfigRequest'];

/** Bytes received so far and the total when the API announces it. */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

/** The file name of a Content-Disposition header, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return name ? decodeURIComponent(name) : fallback;
}

/** Downloads the configured OS image, reporting progress as the chunks arrive. */
export async function downloadOsImage(
  query: OsImageQuery,
  onProgress: (p: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await client.GET('/download', { params: { query }, parseAs: 'stream', signal });
  const lengthHeader = response.headers.get('content-length');
  const total = lengthHeader ? Number(lengthHeader) : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(
    response.headers.get('content-disposition'),
    `${query.deviceType}-${query.version}${query.fileType ?? '.img'}`,
  );
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  if (data) {
    const reader = (data as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  }
  return { blob: new Blob(chunks, { type }), fileName };
}

/** The config.json of a fleet for a new device (os.getConfig). */
export const downloadDeviceConfig = (body: DeviceConfigRequest) => ok(client.POST('/download-config', { body }));
