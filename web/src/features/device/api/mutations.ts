/**
 * Device page writes (spec 02 §7 "Device operations"): note, tags (upsert through the tag model:
 * POST, 409 "unique" → PATCH by filter; api-ground-truth §6.4), container start/stop/restart through
 * the supervisor proxy.
 */
import { api, type ApiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/errors.ts';
import { TAG_UPDATE_CONCURRENCY } from '../constants.ts';

/** PATCH device note (spec 02 §7 "set note (id, text)"). */
export const setDeviceNote = (deviceId: number, note: string, client: ApiClient = api) =>
  client.request({ method: 'PATCH', path: `/v7/device(${deviceId})`, body: { note }, resource: 'device' });

/** An OData string literal: single quotes doubled, percent-encoded inside the quotes (as pinejs-client does). */
const literal = (s: string): string => `'${encodeURIComponent(s.replace(/'/g, "''"))}'`;

const tagFilter = (deviceId: number, key: string) => `$filter=device eq ${deviceId} and tag_key eq ${literal(key)}`;

/** Sets one tag: POST; on 409 (duplicate) PATCH the existing row's value (the SDK's upsert). */
export async function setDeviceTag(deviceId: number, tagKey: string, value: string, client: ApiClient = api): Promise<void> {
  try {
    await client.request({ method: 'POST', path: '/v7/device_tag', body: { device: deviceId, tag_key: tagKey, value }, resource: 'device_tag' });
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    await client.request({ method: 'PATCH', path: '/v7/device_tag', query: tagFilter(deviceId, tagKey), body: { value }, resource: 'device_tag' });
  }
}

/** Removes one tag by device and key. */
export const removeDeviceTag = (deviceId: number, tagKey: string, client: ApiClient = api) =>
  client.request({ method: 'DELETE', path: '/v7/device_tag', query: tagFilter(deviceId, tagKey), resource: 'device_tag' });

export interface TagChange {
  set: Array<{ tag_key: string; value: string }>;
  remove: string[];
}

/** The writes that turn `before` into `after` (unchanged tags are not written). */
export function diffTags(before: ReadonlyArray<{ tag_key: string; value: string }>, after: ReadonlyArray<{ tag_key: string; value: string }>): TagChange {
  const old = new Map(before.map((t) => [t.tag_key, t.value]));
  const next = new Map(after.map((t) => [t.tag_key, t.value]));
  return {
    set: [...next].filter(([k, v]) => old.get(k) !== v).map(([tag_key, value]) => ({ tag_key, value })),
    remove: [...old.keys()].filter((k) => !next.has(k)),
  };
}

/** Runs tasks with at most `limit` in flight; rejects with the first error after all settle. */
export async function runLimited(tasks: Array<() => Promise<unknown>>, limit = TAG_UPDATE_CONCURRENCY): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      try {
        await task();
      } catch (e) {
        errors.push(e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  if (errors.length) throw errors[0];
}

/** Applies a tag diff (concurrency 50, spec 02 §9). */
export function applyTagChange(deviceId: number, change: TagChange, client: ApiClient = api): Promise<void> {
  return runLimited([
    ...change.remove.map((k) => () => removeDeviceTag(deviceId, k, client)),
    ...change.set.map((t) => () => setDeviceTag(deviceId, t.tag_key, t.value, client)),
  ]);
}

export type ServiceAction = 'start' | 'stop' | 'restart';

/**
 * POST /supervisor/v2/applications/{appId}/{action}-service with the SDK's body
 * `{deviceId, appId, data: {appId, imageId}}` (api-ground-truth §4; spec 02 §7 "Device service start,
 * stop and restart by device id and image id").
 */
export const serviceAction = (action: ServiceAction, deviceId: number, appId: number, imageId: number, client: ApiClient = api) =>
  client.request({
    method: 'POST',
    path: `/supervisor/v2/applications/${appId}/${action}-service`,
    body: { deviceId, appId, data: { appId, imageId } },
  });
