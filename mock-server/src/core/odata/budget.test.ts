/**
 * The read budget's row limit follows the data: a whole large fleet with its fleet and device type
 * expanded (the vendor CLI's `device list --fleet`, three rows per device) is answered even when
 * that is far over MAX_READ_ROWS, while a chain that comes back to the devices table is still
 * refused, naming the limit. The HTTP side (depth, small fleets, other requests meanwhile) is in
 * tests/hardening/read-budget.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { CanRead } from '../model/data-source.ts';
import { seed } from '../seed/index.ts';
import { createODataEngine } from './index.ts';
import { BYTES_PER_ROW, MAX_ANSWER_BYTES, MAX_READ_ROWS, budgetFor, linearBound, rowsMessage } from './budget.ts';
import { entry } from '../lists.ts';

const store = seed({ seed: 7, scale: 'small', devices: 20_000 });
const engine = createODataEngine({ model: store.model });
const everyone: CanRead = () => true;
const fleet = entry(store.find('application', 'slug', 'acme/bulk-fleet'), 0).id;
const fleetDevices = store.find('device', 'belongs_to__application', fleet).length;
const devices = store.all('device').length;

/** What `balena device list --fleet <slug>` asks for (balena-cli 25, commands/device/list.js). */
const CLI_DEVICE_LIST =
  '$select=slug&$expand=owns__device($select=id,uuid,device_name,status,is_online,supervisor_version,os_version;' +
  '$expand=belongs_to__application($select=slug),is_of__device_type($select=slug);$orderby=device_name asc)';

const read = (path: string, query: string) =>
  engine.query(store, engine.parseRequest(`${path}?${query}`), everyone) as { d: Record<string, unknown>[] };
const limitsOf = (path: string, query: string) =>
  budgetFor(linearBound(engine.parseRequest(`${path}?${query}`).plan, (r) => store.size?.(r) ?? 0));

describe('read budget at fleet scale', () => {
  it('answers the CLI device list of a fleet whose devices and expansions are over MAX_READ_ROWS', () => {
    expect(3 * fleetDevices).toBeGreaterThan(MAX_READ_ROWS);
    const { d } = read(`/application(${fleet})`, CLI_DEVICE_LIST);
    const listed = entry(d, 0).owns__device as {
      device_name: string;
      belongs_to__application: { slug: string }[];
      is_of__device_type: { slug: string }[];
    }[];
    expect(listed).toHaveLength(fleetDevices);
    expect(
      listed.every(
        (x) => x.belongs_to__application[0]?.slug === 'acme/bulk-fleet' && x.is_of__device_type.length === 1,
      ),
    ).toBe(true);
    const names = listed.map((x) => x.device_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a chain back to the devices table, naming the limit the data gives', () => {
    const query = '$select=id&$expand=belongs_to__application($select=id;$expand=owns__device($select=id))';
    const limit = limitsOf('/device', query).rows;
    // Each of the three nodes may give as many rows as there are devices, no more.
    expect(limit).toBe(3 * devices);
    expect(() => read('/device', query)).toThrow(rowsMessage(limit));
  });

  it('a to-one expansion repeats per parent row; small reads keep the fixed floors', () => {
    expect(
      limitsOf('/device', '$select=id&$expand=belongs_to__application($select=id),is_of__device_type($select=id)'),
    ).toEqual({ rows: 3 * devices, bytes: 3 * devices * BYTES_PER_ROW });
    expect(limitsOf('/application', '$select=id')).toEqual({ rows: MAX_READ_ROWS, bytes: MAX_ANSWER_BYTES });
    // Every field of every device fits: the byte limit follows the devices table too.
    expect(limitsOf('/device', '').bytes).toBe(Math.max(MAX_ANSWER_BYTES, devices * BYTES_PER_ROW));
  });
});
