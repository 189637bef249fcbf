/**
 * What fleetmock/client's types refuse, checked by this project's `tsc --noEmit` (npm run typecheck):
 * each `@ts-expect-error` below fails the type check if the line after it ever compiles again. The
 * directive sits on the line the error must point at (the misspelt key, the unknown path).
 */
import { createFleetmockClient } from 'fleetmock/client';

const api = createFleetmockClient({ baseUrl: 'http://127.0.0.1:4010' });
const device = { params: { path: { id: 1 } } };

export async function refusedWrites(): Promise<void> {
  // A PATCH body is an object of the resource's update schema, not a number.
  // @ts-expect-error Type 'number' has no properties in common with type '{ ... }'
  await api.client.PATCH('/v7/device({id})', { ...device, body: 5 });

  // A misspelt key in a write is an error on that key (every PATCH body of the API is all-optional).
  await api.client.PATCH('/v7/device({id})', {
    ...device,
    body: {
      // @ts-expect-error Type 'string' is not assignable to type 'never'
      device_nam: 'x',
      note: 'y',
    },
  });

  // The same for a POST body.
  await api.client.POST('/v7/device_tag', {
    body: {
      device: 1,
      tag_key: 'k',
      value: 'v',
      // @ts-expect-error not a field of the tag
      colour: 'red',
    },
  });

  // The path parameters are required.
  // @ts-expect-error Property 'params' is missing
  await api.client.PATCH('/v7/device({id})', { body: { note: 'y' } });
}

export async function refusedPaths(): Promise<void> {
  await api.client.GET(
    // @ts-expect-error Argument of type '"/v7/devicez"' is not assignable to parameter of type 'PathOf<"get">'
    '/v7/devicez',
  );
  await api.client.DELETE(
    // @ts-expect-error a path that exists, but not for this method
    '/actor/v1/whoami',
  );
}

export async function rawSelect(): Promise<void> {
  // A `$select` text on the raw client is checked name by name (comma-separated).
  await api.client.GET('/v7/device', {
    // @ts-expect-error Type '"id,device_nam"' is not assignable to type '"'device_nam' is not a field of this resource"'
    params: { query: { $select: 'id,device_nam' } },
  });
  await api.client.GET('/v7/device({id})', {
    // @ts-expect-error the same for a read by id
    params: { path: { id: 1 }, query: { $select: 'uuid,is_onlin' } },
  });

  // The rows of a literal $select carry exactly the selected fields, present.
  const { data } = await api.client.GET('/v7/device', { params: { query: { $select: 'id,device_name' } } });
  const row = data?.d[0];
  if (!row) return;
  const id: number = row.id;
  const name: string = row.device_name;
  // @ts-expect-error 'uuid' was not selected
  void row.uuid;
  void [id, name];
}

export async function typedReads(): Promise<void> {
  // @ts-expect-error 'device_nam' is not a field of device
  await api.read('device', { $select: 'id,device_nam' });
  // @ts-expect-error 'device_nam' is not a field of device
  await api.read('device', { $select: ['id', 'device_nam'] });
  // @ts-expect-error filters name fields of the resource
  await api.read('device', { $select: ['id'], $filter: { is_onlin: true } });
  // @ts-expect-error sort keys too
  await api.read('device', { $select: ['id'], $orderby: { device_nam: 'asc' } });
  // @ts-expect-error and $expand names a navigation
  await api.read('application', { $select: ['id'], $expand: { owns__devic: {} } });

  const fleets = await api.read('application', {
    $select: ['id', 'app_name'],
    $expand: { owns__device: { $select: ['device_name', 'is_online'] } },
    $filter: { is_host: false },
    $orderby: { app_name: 'asc' },
  });
  const fleet = fleets[0];
  if (!fleet) return;
  // The selected fields are present (not optional) and typed; the expanded relation is typed by its own $select.
  const id: number = fleet.id;
  const name: string = fleet.app_name;
  const online: boolean = fleet.owns__device[0]!.is_online;
  // @ts-expect-error 'slug' was not selected
  void fleet.slug;
  // @ts-expect-error nor 'uuid' inside the expansion
  void fleet.owns__device[0]!.uuid;
  void [id, name, online];

  // @ts-expect-error a count filters by fields of the resource
  await api.count('device', { $filter: { device_nam: 'x' } });
}
