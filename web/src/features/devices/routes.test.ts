// @vitest-environment jsdom
/** The devices route starts the page's first reads when it is matched, with the keys the page's queries use. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { setAppQueryClient } from '../../api/query-client.ts';
import { fleetDevicesContextQuery } from '../../api/application/fleet.ts';
import { writeToken, clearToken } from '../session/index.ts';
import { fleetDevicesRoutes } from './routes.tsx';
import { parseView } from './filters/filter-model.ts';
import { VIEW_DEFAULTS } from './hooks/use-devices-view.ts';
import { deviceCountQuery, devicePageQuery } from '../../api/device/lists.ts';
import { listView, pageWindow } from './list-view.ts';
import { devicesFilter } from './filters/odata-filter.ts';

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

const loader = fleetDevicesRoutes[0]?.loader;
const run = (url: string, fleetId: string) => {
  if (typeof loader !== 'function') throw new Error('the devices route has no loader');
  return loader({ params: { fleetId }, request: new Request(url) } as unknown as LoaderFunctionArgs);
};

describe('devices route loader', () => {
  it("starts the page's page, count and fleet reads for the view in the URL without waiting for them", async () => {
    // Reads that never answer: the loader must not wait for them.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const client = new QueryClient();
    setAppQueryClient(client);
    writeToken('a.b.c');
    const url = 'http://localhost/fleets/7/devices?q=snow&sort=-device_name&size=1000';
    expect(await run(url, '7')).toBeNull();
    const view = parseView(new URL(url).searchParams, VIEW_DEFAULTS);
    const started = () =>
      client
        .getQueryCache()
        .getAll()
        .map((q) => JSON.stringify(q.queryKey));
    await vi.waitFor(() =>
      expect(started().sort()).toEqual(
        [
          devicePageQuery(7, listView(7, view), ...pageWindow(view)).queryKey,
          deviceCountQuery(7, devicesFilter(7, view)).queryKey,
          fleetDevicesContextQuery(7).queryKey,
        ]
          .map((k) => JSON.stringify(k))
          .sort(),
      ),
    );
  });

  it('reads nothing when signed out or for an invalid id', async () => {
    const client = new QueryClient();
    setAppQueryClient(client);
    await run('http://localhost/fleets/7/devices', '7');
    writeToken('a.b.c');
    await run('http://localhost/fleets/x/devices', 'x');
    await new Promise((r) => setTimeout(r, 50));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
