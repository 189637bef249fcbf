/**
 * Every resource of the generated v7 model (generated/model.gen.ts) can be queried by the engine
 * over an empty DataSource.
 */
import { describe, expect, it } from 'vitest';
import { model } from '../../../../generated/model.gen.ts';
import type { ModelDef } from '../model/types.ts';
import { createFixtureDataSource } from './__fixtures__/data-source.ts';
import { canReadAll } from './__fixtures__/dataset.ts';
import { createODataEngine } from './index.ts';

function urlsFor(model: ModelDef): string[] {
  const names = new Set(model.resources.map((r) => r.name));
  const urls: string[] = [];
  for (const r of model.resources) {
    const visible = r.fields.filter((f) => !f.hidden);
    const navs = r.navigations.filter((n) => names.has(n.target));
    urls.push(`/${r.name}`, `/${r.name}/$count`, `/${r.name}(1)`, ...r.synonyms.map((s) => `/${s}?$top=1`));
    urls.push(`/${r.name}?$select=${visible.map((f) => f.name).join(',')}&$filter=id eq 1&$orderby=id desc`);
    for (const k of r.alternateKeys) urls.push(`/${r.name}(${k}='x')`);
    for (const f of visible)
      if (f.type !== 'JSON' && f.type !== 'WebResource')
        urls.push(`/${r.name}?$orderby=${f.name} asc&$filter=${f.name} ne null`);
    for (const n of navs) {
      urls.push(`/${r.name}?$expand=${n.name}($top=1)`);
      urls.push(`/${r.name}?$select=id&$expand=${n.name}/$count`);
      urls.push(`/${r.name}?$filter=${n.name}/any(x:true) or ${n.name}/$count gt 0`);
    }
  }
  return urls;
}

describe('generated/model.gen.ts', () => {
  it('answers every resource, key, field, order and navigation over an empty DataSource', () => {
    const engine = createODataEngine({ model });
    const ds = createFixtureDataSource(model, {});
    const urls = urlsFor(model);
    expect(urls.length).toBeGreaterThan(model.resources.length * 4);
    for (const url of urls) {
      const res = engine.query(ds, engine.parseRequest(url), canReadAll);
      expect(res, url).toEqual(url.includes('/$count') && !url.includes('?') ? { d: 0 } : { d: [] });
    }
  });
});
