/** WorldRegistry: lazy creation, isolation, reset, replace, limits. */
import { describe, expect, test } from 'vitest';
import { MockClock } from './clock.ts';
import { createStore } from './store/store.ts';
import { defaultModel } from './store/model.ts';
import { DEFAULT_WORLD, MAX_SESSIONS, SessionError, WorldRegistry, type WorldFactory } from './world.ts';

let built = 0;
const factory: WorldFactory = (name, config) => {
  built++;
  const clock = new MockClock(() => 0, config.epoch ?? 0);
  return { name, config, clock, store: createStore({ model: defaultModel, clock }) };
};

describe('WorldRegistry', () => {
  test('creates worlds lazily, one per session name, with the default config', () => {
    const reg = new WorldRegistry(factory, { seed: 1, scale: 'small' });
    const before = built;
    const a = reg.get('a');
    expect(reg.get('a')).toBe(a);
    expect(reg.get()).not.toBe(a);
    expect(reg.get().name).toBe(DEFAULT_WORLD);
    expect(built - before).toBe(2);
    expect(a.config).toEqual({ seed: 1, scale: 'small' });
  });

  test('reset drops state; with a config it rebuilds from it; listeners hear about it', () => {
    const reg = new WorldRegistry(factory, { seed: 1, scale: 'small' });
    const heard: string[] = [];
    reg.onChange((name) => heard.push(name));
    const a = reg.get('a');
    expect(reg.reset('a')).toBeUndefined();
    expect(reg.has('a')).toBe(false);
    expect(reg.get('a')).not.toBe(a);
    const rebuilt = reg.reset('a', { seed: 7, scale: 'demo' })!;
    expect(rebuilt.config.seed).toBe(7);
    const d = reg.get();
    expect(reg.reset()).not.toBe(d);
    reg.replace('b', factory('b', { seed: 3, scale: 'small' }));
    expect(reg.get('b').config.seed).toBe(3);
    expect(heard).toEqual(['a', 'a', DEFAULT_WORLD, 'b']);
  });

  test('rejects bad names and too many sessions', () => {
    const reg = new WorldRegistry(factory, { seed: 1, scale: 'small' });
    expect(() => reg.get('no spaces')).toThrow(SessionError);
    for (let i = 0; i < MAX_SESSIONS; i++) reg.get(`s${i}`);
    expect(() => reg.get('one-more')).toThrow(/Too many/);
  });

  test('the cap is configurable and idle sessions expire (never the default one)', () => {
    let now = 0;
    const reg = new WorldRegistry(
      factory,
      { seed: 1, scale: 'small' },
      { maxSessions: 3, idleMs: 1_000, now: () => now },
    );
    const d = reg.get();
    const a = reg.get('a');
    reg.get('b');
    expect(() => reg.get('c')).toThrow(/Too many mock sessions \(max 3\)/);
    now = 900;
    expect(reg.get('a')).toBe(a); // used again: stays
    now = 1_500;
    expect(reg.get('c')).toBeDefined(); // b idle for 1.5 s: dropped to make room
    expect(reg.names().sort()).toEqual(['a', 'c', DEFAULT_WORLD]);
    now = 5_000;
    expect(reg.get('a')).not.toBe(a); // expired: starts over
    expect(reg.get()).toBe(d);
    expect(reg.names().sort()).toEqual(['a', DEFAULT_WORLD]);
  });
});
