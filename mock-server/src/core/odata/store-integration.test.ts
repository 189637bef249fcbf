/**
 * The engine over the real in-memory store (seed `small`), checked against answers computed
 * directly from the store's rows: index-backed FK filters, computed fields, expansions, ordering.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../model/data-source.ts';
import { PINNED_EPOCH, seed } from '../seed/index.ts';
import { canReadAll } from './__fixtures__/dataset.ts';
import { createODataEngine } from './index.ts';
import { entry } from '../lists.ts';

const store = seed({ seed: 42, scale: 'small', epoch: PINNED_EPOCH });
const engine = createODataEngine({ model: store.model });
const get = (url: string) => engine.query(store, engine.parseRequest(url), canReadAll).d;
const devices = store.all('device');
const fleetIds = [...new Set(devices.map((d) => d.belongs_to__application).filter((x) => x !== null))] as number[];

describe('engine over the seeded store', () => {
  it('counts devices per fleet like the rows say', () => {
    for (const id of fleetIds) {
      expect(get(`/device/$count?$filter=belongs_to__application eq ${id}`)).toBe(
        devices.filter((d) => d.belongs_to__application === id).length,
      );
    }
  });

  it('filters on the computed overall_status', () => {
    const want = devices.filter((d) => store.value('device', d, 'overall_status') === 'operational').map((d) => d.id);
    expect((get("/device?$select=id&$filter=overall_status eq 'operational'") as Row[]).map((r) => r.id)).toEqual(want);
  });

  it('serves the dashboard device-list query', () => {
    const fleet = fleetIds[0];
    const rows = get(
      `/device?$select=id,uuid,device_name,overall_status,belongs_to__application&$expand=belongs_to__application($select=id,app_name,slug),device_tag($select=tag_key,value)` +
        `&$filter=belongs_to__application eq ${fleet}&$orderby=device_name asc&$top=50`,
    ) as Array<{ device_name: string; belongs_to__application: Array<{ id: number }>; device_tag: unknown[] }>;
    const expected = devices.filter((d) => d.belongs_to__application === fleet).length;
    expect(rows.length).toBe(Math.min(50, expected));
    for (const r of rows) {
      expect(r.belongs_to__application).toEqual([expect.objectContaining({ id: fleet })]);
      expect(Array.isArray(r.device_tag)).toBe(true);
    }
    const names = rows.map((r) => r.device_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds device types through their alias rows (SDK deviceType.get)', () => {
    const alias = entry(store.all('device_type_alias'), 0);
    const rows = get(
      `/device_type?$top=1&$select=id&$filter=device_type_alias/any(dta:dta/is_referenced_by__alias eq '${String(alias.is_referenced_by__alias)}')`,
    );
    expect(rows).toEqual([{ id: alias.device_type }]);
  });
});
