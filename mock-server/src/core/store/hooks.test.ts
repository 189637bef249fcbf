import { describe, expect, it } from 'vitest';
import { tinyWorld } from './fixtures/tiny-world.ts';
import { onAfterWrite, onBeforeInsert, onBeforeUpdate } from './hooks.ts';
import { insert, update } from './write.ts';
import { remove } from './delete.ts';
import { StoreError } from './errors.ts';

/**
 * A body as a request sends it: its fields are the store's to check at run time (unknown fields,
 * bad types, hook-resolved names), so it is not typed by the contract's rows.
 */
const body = (values: Record<string, unknown>): Record<string, unknown> => values;

describe('write hooks', () => {
  it('lets a before-insert hook resolve a pseudo-field (username → user) and refuse with StoreError', () => {
    const { store, ids } = tinyWorld();
    const role = insert(store, 'organization_membership_role', { name: 'member' }).id;
    const off = onBeforeInsert(store, 'organization_membership', (_ctx, values) => {
      if (typeof values.username !== 'string') return;
      const user = store.find('user', 'username', values.username)[0];
      if (!user) throw new StoreError(400, `User ${values.username} not found`);
      values.user = user.id;
    });
    const m = insert(
      store,
      'user__is_member_of__organization',
      body({ username: 'alice', is_member_of__organization: ids.org, organization_membership_role: role }),
    );
    expect(m.user).toBe(ids.user);
    expect(() =>
      insert(store, 'organization_membership', body({ username: 'nobody', is_member_of__organization: ids.org })),
    ).toThrow('User nobody not found');
    off();
    expect(() =>
      insert(store, 'organization_membership', body({ username: 'nobody', is_member_of__organization: ids.org })),
    ).toThrow('"user" cannot be null');
  });

  it('runs before-update hooks after read-only keys are stripped and reports every write after the fact', () => {
    const { store, ids } = tinyWorld();
    const seen: string[] = [];
    onBeforeUpdate(store, 'device', (_ctx, _current, patch) => {
      seen.push(`before:${Object.keys(patch).sort().join(',')}`);
    });
    onAfterWrite(store, 'device_tag', (_ctx, before, after) =>
      seen.push(`${before ? 'had' : 'new'}->${after ? 'has' : 'gone'}`),
    );
    update(store, 'device', ids.device, { device_name: 'renamed', created_at: '2020-01-01T00:00:00.000Z' });
    expect(seen[0]).toBe('before:device_name,modified_at'); // built-in side effects run first
    expect(store.get('device', ids.device)!.created_at).not.toBe('2020-01-01T00:00:00.000Z');
    const tag = insert(store, 'device_tag', { device: ids.device, tag_key: 'a', value: '1' });
    update(store, 'device_tag', tag.id, { value: '2' });
    remove(store, 'device', ids.device);
    expect(seen.slice(1).filter((s) => !s.startsWith('before'))).toEqual(['new->has', 'had->has', 'had->gone']);
  });
});
