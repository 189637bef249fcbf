/**
 * One "device by name or UUID" filter for the three places that look devices up by text: the devices
 * table search, the command palette and the mock panel's finder. Each sends the same `$filter`, the
 * name matched whatever its case (`contains(tolower(device_name),…)`) and the UUID by prefix, with the
 * text trimmed and lower-cased; the mock answers it for a name typed in another case.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileUrl } from '../../shared/odata/index.ts';
import { deviceFinderQuery, deviceSearchFilter } from '../../web/src/api/device/lists.ts';
import { paletteSearchQuery } from '../../web/src/api/palette-search.ts';
import { devicesFilter } from '../../web/src/features/devices/filters/odata-filter.ts';
import { jsonResponse, stubFetch } from './fetch-stub.ts';
import { tinyWorld } from '../../mock-server/src/core/store/fixtures/tiny-world.ts';
import { createODataEngine } from '../../mock-server/src/core/odata/index.ts';
import { canReadAll } from '../../mock-server/src/core/odata/__fixtures__/dataset.ts';

const EXPECTED = "contains(tolower(device_name),'kit') or startswith(uuid,'kit')";

type Fn = (ctx: { signal: AbortSignal; queryKey: readonly unknown[] }) => Promise<unknown>;
const run = (options: { queryFn?: unknown; queryKey: readonly unknown[] }) =>
  (options.queryFn as Fn)({ signal: new AbortController().signal, queryKey: options.queryKey });

afterEach(() => vi.unstubAllGlobals());

describe('device by name or UUID', () => {
  it('the finder, the palette and the table search send one filter, case-insensitive on the name', async () => {
    const calls = stubFetch(() => jsonResponse({ d: [] }));
    await run(deviceFinderQuery(' KiT '));
    await run(paletteSearchQuery('KiT', 1, false));
    const devices = calls.filter((c) => c.path.startsWith('/v7/device?'));
    expect(devices).toHaveLength(2);
    for (const c of devices) expect(c.path).toContain(`$filter=${EXPECTED}&`);
    const table = decodeURIComponent(
      compileUrl('device', { $filter: devicesFilter(3, { filters: [], search: 'KiT' }) }),
    );
    expect(table).toContain(EXPECTED);
  });

  it('the mock finds a device by its name in another case, or by the start of its UUID', () => {
    const { store } = tinyWorld();
    const engine = createODataEngine({ model: store.model });
    const found = (text: string) => {
      const url = compileUrl('device', { $select: ['id', 'device_name'], $filter: deviceSearchFilter(text) ?? {} });
      return (
        engine.query(store, engine.parseRequest(url.replace(/^\/v7/, '')), canReadAll).d as { device_name: string }[]
      ).map((d) => d.device_name);
    };
    expect(found('SHY-R')).toEqual(['shy-river']);
    expect(found('BBBB')).toEqual(['shy-river']);
    expect(found('river-x')).toEqual([]);
  });

  it('blank text asks nothing', () => {
    expect(deviceSearchFilter('  ')).toBeNull();
    expect(deviceFinderQuery(' ').enabled).toBe(false);
  });
});
