import { describe, expect, expectTypeOf, it } from 'vitest';
import { tinyWorld, TEST_EPOCH } from './fixtures/tiny-world.ts';
import { insert, update } from './write.ts';
import { remove } from './delete.ts';
import { StoreError } from './errors.ts';
import type { RowValues, StoredRow } from './rows.ts';

/**
 * A body as a request sends it: its fields are the store's to check at run time (unknown fields,
 * bad types, hook-resolved names), so it is not typed by the contract's rows.
 */
const body = (values: Record<string, unknown>): Record<string, unknown> => values;

const err = (fn: () => unknown): { status: number; message: string } => {
  try {
    fn();
  } catch (e) {
    if (e instanceof StoreError) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('expected a StoreError');
};

describe('insert', () => {
  it('stores exactly the model fields with defaults from the clock and drops unknown keys', () => {
    const { store, ids } = tinyWorld();
    const tag = insert(store, 'device_tag', body({ device: ids.device, tag_key: 'site', value: 'north', bogus: 1 }));
    expect(Object.keys(tag).sort()).toEqual(['created_at', 'device', 'id', 'tag_key', 'value']);
    expect(tag.created_at).toBe(new Date(TEST_EPOCH).toISOString());
    const device = store.get('device', ids.device)!;
    expect(device.api_heartbeat_state).toBe('unknown');
    expect(device.is_active).toBe(true);
    expect(device.note).toBeNull();
    expect('overall_status' in device).toBe(false);
  });

  it('generates a 32-hex uuid and the fleet slug when missing', () => {
    const { store, ids } = tinyWorld();
    const app = store.get('application', ids.app)!;
    expect(app.slug).toBe('acme/fleet-one');
    expect(app.uuid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers duplicates with 409 naming the constraint fields', () => {
    const { store, ids } = tinyWorld();
    insert(store, 'device_tag', { device: ids.device, tag_key: 'site', value: 'a' });
    expect(err(() => insert(store, 'device_tag', { device: ids.device, tag_key: 'site', value: 'b' }))).toEqual({
      status: 409,
      message: '"device" and "tag_key" must be unique.',
    });
    expect(err(() => insert(store, 'organization', { name: 'x', handle: 'acme' }))).toEqual({
      status: 409,
      message: '"handle" must be unique.',
    });
  });

  it('refuses FKs to missing rows, bad types, enum values and lengths', () => {
    const { store, ids } = tinyWorld();
    expect(err(() => insert(store, 'device_tag', { device: 999, tag_key: 'k', value: 'v' }))).toEqual({
      status: 409,
      message: 'Foreign key constraint violated',
    });
    expect(err(() => insert(store, 'device_tag', body({ device: 'x', tag_key: 'k', value: 'v' }))).status).toBe(400);
    expect(err(() => insert(store, 'device_tag', { device: ids.device, value: 'v' }))).toEqual({
      status: 400,
      message: '"tag_key" cannot be null',
    });
    const e = err(() => update(store, 'device', ids.device, body({ update_status: 'flying' })));
    expect(e.status).toBe(400);
    expect(e.message).toMatch(
      /^It is necessary that each device that has a update status, has a update status that is 'rejected' or/,
    );
    expect(err(() => update(store, 'application', ids.app, { app_name: 'abc' })).message).toBe(
      'It is necessary that each application has a app name that has a Length (Type) that is greater than or equal to 4 and is less than or equal to 100.',
    );
  });

  it('takes hidden fields (never served, not in the contract) from the hidden option of a trusted insert', () => {
    const { store } = tinyWorld();
    const actor = insert(store, 'actor', {}, { trusted: true }).id;
    const key = insert(
      store,
      'api_key',
      { is_of__actor: actor, name: 'ci' },
      { trusted: true, hidden: { key: 's3cret' } },
    );
    expect(key.key).toBe('s3cret');
    expect(key.name).toBe('ci');
  });

  it("types a literal resource's values by the contract and leaves a resource named at run time open", () => {
    expectTypeOf<RowValues<'device'>>().toHaveProperty('device_name');
    expectTypeOf<RowValues<'device'>['device_name']>().toEqualTypeOf<StoredRow<'device'>['device_name'] | undefined>();
    // A to-many navigation is not stored, so it is not writable either.
    expectTypeOf<RowValues<'application'>>().not.toHaveProperty('owns__device');
    expectTypeOf<RowValues<string>>().toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf(insert<'device_tag'>)
      .parameter(2)
      .toEqualTypeOf<RowValues<'device_tag'>>();
  });

  it('resolves synonyms to the canonical table', () => {
    const { store, ids } = tinyWorld();
    const v = insert(store, 'application__has__env_var_name', { application: ids.app, name: 'A', value: '1' });
    expect(store.get('application_environment_variable', v.id)).toBe(v);
    expect(err(() => insert(store, 'nope', {}))).toEqual({ status: 401, message: '' });
  });
});

describe('update', () => {
  it('refuses an empty patch and unknown-only patches', () => {
    const { store, ids } = tinyWorld();
    expect(err(() => update(store, 'device', ids.device, {}))).toEqual({ status: 400, message: 'No fields to update' });
    expect(err(() => update(store, 'device', ids.device, body({ nope: 1 }))).message).toContain('nope');
  });

  it('keeps indexes and unique maps in step', () => {
    const { store, ids } = tinyWorld();
    const other = insert(store, 'device', {
      actor: insert(store, 'actor', {}).id,
      uuid: 'c'.repeat(32),
      device_name: 'x',
      is_of__device_type: ids.deviceType,
    });
    update(store, 'device', other.id, { uuid: 'd'.repeat(32) });
    expect(store.find('device', 'uuid', 'c'.repeat(32))).toEqual([]);
    expect(store.find('device', 'uuid', 'd'.repeat(32))).toEqual([other]);
    expect(err(() => update(store, 'device', other.id, { uuid: 'b'.repeat(32) })).status).toBe(409);
    update(store, 'device', other.id, { belongs_to__application: ids.app });
    expect(store.find('device', 'belongs_to__application', ids.app).map((d) => d.id)).toEqual([ids.device, other.id]);
  });

  it('applies the connectivity side effects unless the request sets them', () => {
    const { store, clock, ids } = tinyWorld();
    clock.advance(5000);
    const d = update(store, 'device', ids.device, { is_connected_to_vpn: true })!;
    expect(d.is_online).toBe(true);
    expect(d.last_vpn_event).toBe(new Date(TEST_EPOCH + 5000).toISOString());
    expect(d.last_connectivity_event).toBe(new Date(TEST_EPOCH + 5000).toISOString());
    const explicit = update(store, 'device', ids.device, {
      is_online: false,
      last_connectivity_event: '2026-01-01T00:00:00Z',
    })!;
    expect(explicit.last_connectivity_event).toBe('2026-01-01T00:00:00.000Z');
  });

  it('unpins a device moved to another fleet', () => {
    const { store, ids } = tinyWorld();
    update(store, 'device', ids.device, { is_pinned_on__release: ids.release });
    const app2 = insert(store, 'application', {
      actor: insert(store, 'actor', {}).id,
      app_name: 'fleet-two',
      organization: ids.org,
      is_for__device_type: ids.deviceType,
      application_type: 1,
    });
    expect(update(store, 'device', ids.device, { belongs_to__application: app2.id })!.is_pinned_on__release).toBeNull();
  });
});

describe('delete', () => {
  it('cascades a device to its tags and variables', () => {
    const { store, ids } = tinyWorld();
    insert(store, 'device_tag', { device: ids.device, tag_key: 'a', value: '' });
    insert(store, 'device_config_variable', { device: ids.device, name: 'X', value: '1' });
    expect(remove(store, 'device', ids.device)).toBe(true);
    expect(store.all('device_tag')).toEqual([]);
    expect(store.all('device_config_variable')).toEqual([]);
    expect(remove(store, 'device', ids.device)).toBe(false);
  });

  it('refuses to delete a pinned release or a fleet target with "Data is referenced by"', () => {
    const { store, ids } = tinyWorld();
    update(store, 'device', ids.device, { is_pinned_on__release: ids.release });
    expect(err(() => remove(store, 'release', ids.release))).toEqual({
      status: 409,
      message: 'Data is referenced by device.',
    });
    update(store, 'device', ids.device, { is_pinned_on__release: null });
    update(store, 'application', ids.app, { should_be_running__release: ids.release });
    expect(err(() => remove(store, 'release', ids.release))).toEqual({
      status: 409,
      message: 'Data is referenced by application.',
    });
    expect(store.get('release', ids.release)).toBeDefined();
  });

  it('deletes a fleet with its devices and releases, and an organization with fleets is refused', () => {
    const { store, ids } = tinyWorld();
    update(store, 'application', ids.app, { should_be_running__release: ids.release });
    update(store, 'device', ids.device, { is_running__release: ids.release });
    expect(err(() => remove(store, 'organization', ids.org))).toEqual({
      status: 409,
      message: 'Data is referenced by application.',
    });
    remove(store, 'application', ids.app);
    expect(store.all('device')).toEqual([]);
    expect(store.all('release')).toEqual([]);
    expect(store.find('device', 'belongs_to__application', ids.app)).toEqual([]);
  });
});
