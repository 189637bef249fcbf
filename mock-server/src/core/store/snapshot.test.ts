import { describe, expect, it } from 'vitest';
import { tinyWorld } from './fixtures/tiny-world.ts';
import { restore, snapshot } from './snapshot.ts';
import { insert } from './write.ts';
import { setCredentials } from './private.ts';
import { StoreError } from './errors.ts';

describe('snapshot / restore', () => {
  it('round-trips rows, next ids, private tables and computed values through JSON', () => {
    const { store, clock, ids } = tinyWorld();
    insert(store, 'device_tag', { device: ids.device, tag_key: 'site', value: 'north' });
    setCredentials(store.priv, {
      userId: ids.user,
      email: 'Alice@Example.test',
      passwordHash: null,
      jwtSecret: 's',
      totpSecret: null,
      twoFactorEnabled: false,
      recoveryCodes: [],
      platformRoles: [],
      persona: null,
    });
    const json = JSON.parse(JSON.stringify(snapshot(store)));
    const copy = restore(json, { model: store.model, clock });
    expect(JSON.stringify(snapshot(copy))).toBe(JSON.stringify(json));
    expect(copy.find('device_tag', 'device', ids.device)).toHaveLength(1);
    expect(copy.priv.userIdByEmail.get('alice@example.test')).toBe(ids.user);
    const dev = copy.get('device', ids.device)!;
    expect(copy.value('device', dev, 'overall_status')).toBe(
      store.value('device', store.get('device', ids.device)!, 'overall_status'),
    );
    const next = insert(copy, 'device_tag', { device: ids.device, tag_key: 'b', value: '' });
    expect(next.id).toBe(2);
  });

  it('refuses something that is not a snapshot with a 400 StoreError', () => {
    expect(() => restore({ hello: 1 })).toThrow(StoreError);
    expect(() => restore(null)).toThrow(/Invalid state file/);
  });
});
