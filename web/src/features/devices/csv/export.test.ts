/**
 * The streamed CSV export: the count first, then one read per page, progress after each page, the
 * file equal to header + every row in the view's order, cancel stopping the reads, and the tag sort
 * done on the page. The two reads are replaced by an in-memory fleet; everything else is real.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceListView } from '../../../api/device/keys.ts';
import type { DeviceRow } from '../../../api/device/lists.ts';

const reads: Array<{ skip: number; top: number }> = [];
let fleet: DeviceRow[] = [];

vi.mock('../../../api/device/lists.ts', async (original) => ({
  ...(await original<typeof import('../../../api/device/lists.ts')>()),
  countDevices: vi.fn(async () => fleet.length),
  async *devicePages(_view: DeviceListView, pageSize: number, signal?: AbortSignal) {
    for (let skip = 0; ; skip += pageSize) {
      signal?.throwIfAborted();
      reads.push({ skip, top: pageSize });
      const page = fleet.slice(skip, skip + pageSize);
      if (page.length) yield page;
      if (page.length < pageSize) return;
    }
  },
}));

const { exportViewCsv } = await import('./export.ts');

const row = (i: number, tag?: string): DeviceRow =>
  ({
    id: i,
    device_name: `device-${String(i).padStart(3, '0')}`,
    uuid: `u${i}`,
    device_tag: tag === undefined ? [] : [{ tag_key: 'room', value: tag }],
  }) as unknown as DeviceRow;

const VIEW = { filters: [], search: '', sort: 'device_name' };
const COLUMNS = [
  { id: 'device_name', header: 'Name' },
  { id: 'uuid', header: 'UUID' },
];

beforeEach(() => {
  reads.length = 0;
  fleet = Array.from({ length: 25 }, (_, i) => row(i + 1));
});

describe('exportViewCsv', () => {
  it('writes the header and every row, one read per page, reporting progress after each page', async () => {
    const progress: Array<[number, number]> = [];
    const { blob, count } = await exportViewCsv(7, VIEW, COLUMNS, {
      pageSize: 10,
      onProgress: (p) => progress.push([p.done, p.total]),
    });
    const lines = (await blob.text()).split('\r\n');
    expect(count).toBe(25);
    expect(lines[0]).toBe('Name,UUID');
    expect(lines.slice(1, -1)).toEqual(fleet.map((r) => `${r.device_name},${r.uuid}`));
    expect(lines.at(-1)).toBe('');
    expect(reads).toEqual([
      { skip: 0, top: 10 },
      { skip: 10, top: 10 },
      { skip: 20, top: 10 },
    ]);
    expect(progress).toEqual([
      [0, 25],
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('stops reading when cancelled and rejects', async () => {
    const controller = new AbortController();
    const run = exportViewCsv(7, VIEW, COLUMNS, {
      pageSize: 5,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 10) controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(reads.length).toBe(2);
  });

  it('sorts on a tag column on the page, descending with a leading minus', async () => {
    fleet = [row(1, 'b'), row(2, 'c'), row(3, 'a')];
    const { blob } = await exportViewCsv(
      7,
      { ...VIEW, sort: '-tag:room' },
      [
        { id: 'device_name', header: 'Name' },
        { id: 'tag:room', header: 'room' },
      ],
      { pageSize: 2 },
    );
    expect((await blob.text()).split('\r\n').slice(1, -1)).toEqual(['device-002,c', 'device-001,b', 'device-003,a']);
  });
});
