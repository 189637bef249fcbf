/**
 * The store's sorted orders, text indexes, the caller's whole-fleet visibility and query shapes are
 * shortcuts: every answer must equal the plain scan's. Each query runs on the seeded store through
 * an engine with every shortcut and through one over the same rows with none (a DataSource without
 * `sortedBy`/`searchText`, a CanRead without `everyWith`, parsing every URL in full), before and
 * after writes that move rows within the orders and indexes.
 */
import { describe, expect, it } from 'vitest';
import type { CanRead, DataSource, Row } from '../model/data-source.ts';
import { seed } from '../seed/index.ts';
import { insert, update } from '../store/write.ts';
import { remove } from '../store/delete.ts';
import { createODataEngine } from './index.ts';
import { parseRequest } from './parse-url.ts';
import { runQuery } from './execute.ts';
import { indexModel } from './schema.ts';
import { entry } from '../lists.ts';

const store = seed({ seed: 7, scale: 'small', devices: 1500 });
const fleet = entry(store.find('application', 'slug', 'acme/bulk-fleet'), 0).id;
const otherFleet = (store.all('device').find((d) => d.belongs_to__application !== fleet)?.belongs_to__application ??
  fleet) as number;
const engine = createODataEngine({ model: store.model });
const index = indexModel(store.model);

/** The same rows with no sorted orders and no text indexes. */
const plain: DataSource = {
  model: store.model,
  all: (r) => store.all(r),
  get: (r, id) => store.get(r, id),
  find: (r, f, v) => store.find(r, f, v),
  value: (r, row, f) => store.value(r, row, f),
};

/** Devices of `fleet` and of devices with even ids elsewhere; says so for the whole fleet. */
const visibleFleet = (fast: boolean): CanRead => {
  const canRead: CanRead = (resource, row) =>
    resource !== 'device' || row.belongs_to__application === fleet || row.id % 2 === 0;
  if (fast)
    canRead.everyWith = (resource, field, value) =>
      resource === 'device' && field === 'belongs_to__application' && value === fleet;
  return canRead;
};

const SELECT = '$select=id,device_name,uuid,note,os_version,created_at&$expand=device_tag($select=tag_key,value)';
const names = () => store.find('device', 'belongs_to__application', fleet).map((d) => String(d.device_name));

function queries(): string[] {
  const sample = names();
  const pieces = [
    entry(sample, 3).slice(0, 3),
    entry(sample, 10).slice(2, 6).toUpperCase(),
    entry(sample, 20).slice(-2),
    'a',
    'zzzz-none',
    "it's",
    '%25',
  ];
  const uuid = String(entry(store.find('device', 'belongs_to__application', fleet), 5).uuid).slice(0, 3);
  const out: string[] = [];
  for (const dir of ['asc', 'desc']) {
    for (const [top, skip] of [
      [50, 0],
      [100, 200],
      [20, 1400],
      [5, 5000],
    ]) {
      out.push(
        `/device?${SELECT}&$filter=belongs_to__application eq ${fleet}&$orderby=device_name ${dir},id asc&$top=${top}&$skip=${skip}`,
      );
      out.push(`/device?${SELECT}&$orderby=device_name ${dir}&$top=${top}&$skip=${skip}`);
      out.push(`/device?${SELECT}&$orderby=note ${dir},id asc&$top=${top}&$skip=${skip}`);
      out.push(`/device?${SELECT}&$orderby=created_at ${dir}&$top=${top}&$skip=${skip}`);
    }
    for (const piece of pieces) {
      const s = encodeURIComponent(piece.toLowerCase()).replace(/'/g, "''");
      const search = `(contains(tolower(device_name),'${s}') or startswith(uuid,'${s}'))`;
      out.push(
        `/device?${SELECT}&$filter=belongs_to__application eq ${fleet} and ${search}&$orderby=device_name ${dir},id asc&$top=50&$skip=10`,
      );
      out.push(`/device/$count?$filter=belongs_to__application eq ${fleet} and ${search}`);
      out.push(`/device/$count?$filter=${search} and belongs_to__application eq ${otherFleet}`);
      out.push(
        `/device?$select=id&$filter=contains(device_name,'${encodeURIComponent(piece).replace(/'/g, "''")}')&$orderby=id desc`,
      );
      out.push(
        `/device?$select=id&$filter=substringof('${s}',tolower(note)) or startswith(tolower(device_name),'${s}')`,
      );
    }
  }
  out.push(`/device?$select=id&$filter=startswith(uuid,'${uuid}')`);
  out.push(`/device/$count?$filter=belongs_to__application eq ${fleet}`);
  out.push(`/device/$count?$filter=belongs_to__application eq ${otherFleet}`);
  return out;
}

function expectSameAnswers(): void {
  for (const url of queries()) {
    for (const fast of [false, true]) {
      const withShortcuts = engine.query(store, engine.parseRequest(url), visibleFleet(fast)).d;
      const scan = runQuery(plain, parseRequest(index, url), visibleFleet(false), store.clock.now(), { root: 'v7' }).d;
      expect(withShortcuts, url).toEqual(scan);
    }
  }
}

describe('indexed device-list reads', () => {
  it('answer like a plain scan on the seeded store', () => {
    expectSameAnswers();
    const sorted = store.sortedBy!('device', 'device_name')!;
    expect(sorted.rows.length).toBe(store.all('device').length);
  });

  it('still answer like a plain scan after renames, inserts, deletes and nulls, without rebuilding the order', () => {
    const before = store.sortedBy!('device', 'device_name')!.rows;
    const devices = store.find('device', 'belongs_to__application', fleet);
    const idOf = (k: number) => entry(devices, k).id;
    update(store, 'device', idOf(0), { device_name: 'aaaa-first' });
    update(store, 'device', idOf(1), { device_name: 'ZZZZ-Last' });
    update(store, 'device', idOf(2), { note: 'Snow it is' });
    expectSameAnswers();
    // A handful of renames repairs the order in place: the same list, not a rebuilt one, with ids in step.
    const repaired = store.sortedBy!('device', 'device_name')!;
    expect(repaired.rows).toBe(before);
    expect(repaired.ids!()).toEqual(repaired.rows.map((r) => r.id));
    const groups = repaired.groups!();
    repaired.keys.forEach((k, i) => expect(repaired.keys[entry(groups, i)]).toBe(k));
    const names = store.sortedBy!('device', 'device_name')!.rows.map((r) => String(r.device_name));
    // Text sorts by code unit: upper case before lower case.
    expect(names.indexOf('ZZZZ-Last')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('ZZZZ-Last')).toBeLessThan(names.indexOf('aaaa-first'));
    for (let i = 0; i < 60; i++)
      update(store, 'device', idOf(10 + i), {
        device_name: `moved-${i % 7}`,
        note: i % 3 === 0 ? null : `n${i}`,
      });
    const added = insert(
      store,
      'device',
      {
        ...devices[0],
        id: undefined,
        device_name: 'snowy-newcomer',
        uuid: 'abc0000000000000000000000000000a',
        actor: insert(store, 'actor', {}, { trusted: true }).id,
      },
      { trusted: true },
    );
    remove(store, 'device', idOf(3));
    remove(store, 'device', idOf(4));
    expectSameAnswers();
    // Moving devices between fleets changes the fleet's list that walks and counts mark by id.
    update(store, 'device', idOf(5), { belongs_to__application: otherFleet });
    update(store, 'device', idOf(6), { belongs_to__application: otherFleet });
    expectSameAnswers();
    update(store, 'device', idOf(5), { belongs_to__application: fleet });
    expectSameAnswers();
    const merged = store.sortedBy!('device', 'device_name')!;
    expect(merged.ids!()).toEqual(merged.rows.map((r) => r.id));
    const rows = engine.query(
      store,
      engine.parseRequest(`/device?$select=id&$filter=contains(tolower(device_name),'snowy-new')`),
      visibleFleet(true),
    ).d as Row[];
    expect(rows.map((r) => r.id)).toEqual([added.id]);
    const gone = engine.query(
      store,
      engine.parseRequest(`/device/$count?$filter=id eq ${idOf(3)} or id eq ${idOf(4)}`),
      visibleFleet(false),
    ).d;
    expect(gone).toBe(0);
  });
});
