import { describe, expect, it } from 'vitest';
import type { Row } from '../model/data-source.ts';
import { supportAccessWindow } from './support-window.ts';
import { SUPPORT_ACCESS_FIELD, hasSupportAccess } from './can.ts';

const rows: Record<string, Row[]> = {
  application: [
    { id: 1, [SUPPORT_ACCESS_FIELD]: '2024-01-10T00:00:00.000Z' },
    { id: 2, [SUPPORT_ACCESS_FIELD]: null },
  ],
  device: [
    { id: 1, [SUPPORT_ACCESS_FIELD]: '2024-01-20T00:00:00.000Z' },
    { id: 2, [SUPPORT_ACCESS_FIELD]: '2024-01-05T00:00:00.000Z' },
    { id: 3, [SUPPORT_ACCESS_FIELD]: 'not a date' },
  ],
};
const lookup = { all: (r: string) => rows[r] ?? [], get: () => undefined, find: () => [] };
const at = (iso: string) => Date.parse(iso);

describe('supportAccessWindow', () => {
  it('spans from the last expiry at or before now to the next one after it', () => {
    expect(supportAccessWindow(lookup, at('2024-01-12T00:00:00.000Z'))).toEqual({
      from: at('2024-01-10T00:00:00.000Z'),
      until: at('2024-01-20T00:00:00.000Z'),
    });
    expect(supportAccessWindow(lookup, at('2024-01-01T00:00:00.000Z'))).toEqual({
      from: -Infinity,
      until: at('2024-01-05T00:00:00.000Z'),
    });
    expect(supportAccessWindow(lookup, at('2024-02-01T00:00:00.000Z'))).toEqual({
      from: at('2024-01-20T00:00:00.000Z'),
      until: Infinity,
    });
  });

  it('every instant of the window gives the same support access as its start', () => {
    const now = at('2024-01-10T00:00:00.000Z'); // exactly an expiry: access has just ended
    const w = supportAccessWindow(lookup, now);
    expect(w.from).toBe(now);
    const all = [...(rows.application ?? []), ...(rows.device ?? [])];
    const seen = (t: number) => all.map((r) => hasSupportAccess(r, t));
    for (const t of [w.from, w.from + 1, w.until - 1]) expect(seen(t)).toEqual(seen(now));
    expect(seen(w.until)).not.toEqual(seen(now));
  });
});
