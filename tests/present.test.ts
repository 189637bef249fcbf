import { describe, expect, it } from 'vitest';
import { at, entry, first, last, only, present } from './present.ts';

describe('checked reads for tests', () => {
  it('return the element that is there', () => {
    const list = ['a', 'b', 'c'];
    expect(at(list, 1)).toBe('b');
    expect(at(list, -1)).toBe('c');
    expect(first(list)).toBe('a');
    expect(last(list)).toBe('c');
    expect(only(['x'])).toBe('x');
    expect(present(0, 'zero')).toBe(0);
    expect(present(null, 'null')).toBeNull();
    expect(entry({ k: false }, 'k')).toBe(false);
  });

  it('throw naming what is missing', () => {
    expect(() => at(['a'], 1, 'the devices')).toThrow('expected an element at index 1 of the devices (length 1)');
    expect(() => at(['a'], -2)).toThrow('expected an element at index -2 of the list (length 1)');
    expect(() => first([], 'the rows')).toThrow('expected an element at index 0 of the rows (length 0)');
    expect(() => last([])).toThrow('index -1');
    expect(() => only(['a', 'b'], 'the fleets')).toThrow('expected exactly one element in the fleets, got 2');
    expect(() => only([])).toThrow('got 0');
    expect(() => present(undefined, 'the token')).toThrow('expected the token to be present');
    expect(() => entry({ a: 1 }, 'b', 'the body')).toThrow('expected an entry "b" in the body (keys: a)');
  });
});
