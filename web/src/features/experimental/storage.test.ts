import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIMENTAL, EXPERIMENTAL_STORAGE_KEYS, readExperimental, setExperimental } from './storage.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('experimental settings storage (spec 01 §3 local UI settings)', () => {
  it('defaults when nothing is stored', () => {
    expect(readExperimental(memoryStore())).toEqual(DEFAULT_EXPERIMENTAL);
  });
  it('round-trips each setting under its key', () => {
    const store = memoryStore();
    setExperimental('headerColor', '#AA3300', store);
    setExperimental('showNavigationStripes', true, store);
    setExperimental('displayApps', true, store);
    expect(store.map.get(EXPERIMENTAL_STORAGE_KEYS.displayApps)).toBe('true');
    expect(readExperimental(store)).toEqual({ headerColor: '#aa3300', showNavigationStripes: true, displayApps: true });
  });
  it('ignores an invalid stored colour and clears it on an invalid write', () => {
    const store = memoryStore();
    store.setItem(EXPERIMENTAL_STORAGE_KEYS.headerColor, 'red; background:url(x)');
    expect(readExperimental(store).headerColor).toBeNull();
    setExperimental('headerColor', '#123456', store);
    setExperimental('headerColor', 'nope', store);
    expect(store.map.has(EXPERIMENTAL_STORAGE_KEYS.headerColor)).toBe(false);
  });
});
