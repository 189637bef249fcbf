import { describe, expect, it } from 'vitest';
import { fillShape, shapeOf, type ParsedTree } from './shape.ts';
import { parseRequest } from './parse-url.ts';
import { LruCache } from './lru.ts';
import { indexModel } from './schema.ts';
import { fixtureModel } from './__fixtures__/model.ts';
import { createODataEngine } from './engine.ts';
import { canReadAll, fixtureDataSource } from './__fixtures__/dataset.ts';

const index = indexModel(fixtureModel);
const list = (search: string, skip: number) =>
  `/device?$select=id,device_name&$expand=device_tag($select=value;$filter=tag_key eq 'x')&$filter=belongs_to__application eq 1 and (contains(tolower(device_name),'${search}') or startswith(uuid,'${search}'))&$orderby=device_name desc,id asc&$top=50&$skip=${skip}`;

describe('query shapes', () => {
  it('gives URLs that differ in text literals and paging one shape', () => {
    const a = shapeOf(list('snow', 0));
    const b = shapeOf(list("it''s%20b%C3%A9", 100));
    expect(a?.shape).toBe(b?.shape);
    expect(a?.texts).toEqual(['x', 'snow', 'snow']);
    expect(b?.texts).toEqual(['x', "it's bé", "it's bé"]);
    expect(b?.numbers).toEqual([50, 100]);
  });

  it('leaves typed literals, aliases, encoded quotes, custom options and bad escapes to the grammar', () => {
    expect(shapeOf("/device?$filter=created_at gt datetime'2024-01-01'")).toBeUndefined();
    expect(shapeOf("/device?$filter=device_name eq @n&@n='x'")).toBeUndefined();
    expect(shapeOf('/device?$filter=device_name eq %27x%27')).toBeUndefined();
    expect(shapeOf("/device?$filter=device_name eq 'x'&returnResource=1")).toBeUndefined();
    expect(shapeOf("/device?$filter=device_name eq '%E0%A4%A'")).toBeUndefined();
    expect(shapeOf('/device?$filter=device_name eq 1')).toBeUndefined();
  });

  it('reuses the parsed tree and answers like a full parse', () => {
    const shapes = new LruCache<string, ParsedTree>(10);
    const ds = fixtureDataSource();
    const engine = createODataEngine({ model: fixtureModel });
    for (const [search, skip] of [
      ['a', 0],
      ['%25', 1],
      ["o''", 2],
      ['DE', 0],
      ['', 3],
    ] as const) {
      const url = list(search, skip);
      const shaped = parseRequest(index, url, url, shapes);
      const full = parseRequest(index, url);
      const run = (p: typeof full) => engine.query(ds, p, canReadAll).d;
      expect(run(shaped), url).toEqual(run(full));
    }
    expect(shapes.size).toBe(1);
  });

  it('falls back when a placeholder does not come back as one bind', () => {
    const shape = shapeOf("/device?$filter=device_name eq 'x'")!;
    expect(fillShape({ tree: { resource: 'device' }, binds: [] }, shape)).toBeUndefined();
    expect(fillShape({ tree: { resource: 'device' }, binds: [['Text', '\u00010\u0001']] }, shape)).toEqual([
      ['Text', 'x'],
    ]);
  });

  it('reports the grammar error for a malformed URL of a known shape', () => {
    const engine = createODataEngine({ model: fixtureModel });
    engine.parseRequest("/device?$filter=device_name eq 'x'");
    expect(() => engine.parseRequest("/device?$filter=device_name eq 'x' and")).toThrow(/Malformed url/);
  });
});
