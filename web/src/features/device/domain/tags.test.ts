import { describe, expect, it, vi } from 'vitest';
import { validateTags } from './tags.ts';
import { diffTags, runAll } from '../tags.ts';
import { MSG } from '../messages.ts';

describe('tag edits (spec 02 §2 tags dialog, §7 tag set/remove, §9 concurrency 50)', () => {
  it('validates keys', () => {
    expect(
      validateTags([
        { tag_key: 'a', value: '' },
        { tag_key: '', value: 'x' },
        { tag_key: 'b c', value: '' },
      ]),
    ).toEqual([null, MSG.tagKeyRequired, MSG.tagKeyWhitespace]);
    expect(
      validateTags([
        { tag_key: 'a', value: '1' },
        { tag_key: 'a', value: '2' },
      ]),
    ).toEqual([MSG.tagKeyDuplicate, MSG.tagKeyDuplicate]);
  });
  it('writes only what changed', () => {
    const before = [
      { tag_key: 'site', value: 'north' },
      { tag_key: 'rack', value: 'R0' },
      { tag_key: 'old', value: '' },
    ];
    const after = [
      { tag_key: 'site', value: 'south' },
      { tag_key: 'rack', value: 'R0' },
      { tag_key: 'new', value: '1' },
    ];
    expect(diffTags(before, after)).toEqual({
      set: [
        { tag_key: 'site', value: 'south' },
        { tag_key: 'new', value: '1' },
      ],
      remove: ['old'],
    });
  });
  it('runs at most `limit` tasks at once and reports the first error after all ran', async () => {
    let active = 0;
    let peak = 0;
    const ran = vi.fn();
    const task = (fail: boolean) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 1));
      active--;
      ran();
      if (fail) throw new Error('boom');
    };
    await expect(runAll([task(false), task(true), task(false), task(false), task(false)], 2)).rejects.toThrow('boom');
    expect(peak).toBe(2);
    expect(ran).toHaveBeenCalledTimes(5);
  });
});
