/**
 * The OData case table: query string → expected rows, counts, bodies or errors,
 * run against the engine alone over the deterministic fixture dataset.
 */
import { describe, expect, it } from 'vitest';
import { createODataEngine, isODataError } from '../../mock-server/src/core/odata/index.ts';
import { fixtureModel } from '../../mock-server/src/core/odata/__fixtures__/model.ts';
import { canReadAll, canReadOrg1, fixtureDataSource } from '../../mock-server/src/core/odata/__fixtures__/dataset.ts';
import { ALL_CASES, CASE_GROUPS } from './all-cases.ts';
import type { ODataCase } from './case-types.ts';

/** The instant `now()` returns in the table. */
const TABLE_NOW = Date.parse('2024-06-10T00:00:00.000Z');

const engine = createODataEngine({ model: fixtureModel, now: () => TABLE_NOW });
const ds = fixtureDataSource();

function run(c: ODataCase): { d: unknown } {
  const canRead = c.as === 'org1' ? canReadOrg1(ds) : canReadAll;
  return engine.query(ds, engine.parseRequest(c.q), canRead);
}

describe('OData case table', () => {
  it('has at least 150 cases', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(150);
  });

  for (const [group, cases] of Object.entries(CASE_GROUPS)) {
    describe(group, () => {
      for (const c of cases) {
        it(`${c.as === 'org1' ? '[org1] ' : ''}${c.q}`, () => {
          if (c.error !== undefined) {
            let thrown: unknown;
            try {
              run(c);
            } catch (err) {
              thrown = err;
            }
            expect(isODataError(thrown), `expected an ODataError, got ${String(thrown)}`).toBe(true);
            const e = thrown as { status: number; message: string };
            expect(e.status).toBe(c.error);
            if (c.message) expect(e.message).toMatch(c.message);
            return;
          }
          const res = run(c);
          if (c.count !== undefined) expect(res).toEqual({ d: c.count });
          if (c.ids !== undefined) expect((res.d as { id: number }[]).map((r) => r.id)).toEqual(c.ids);
          if (c.body !== undefined) {
            expect(res).toEqual(c.body);
            // Key order is part of the wire format ($select order).
            expect(JSON.stringify(res)).toBe(JSON.stringify(c.body));
          }
        });
      }
    });
  }
});
