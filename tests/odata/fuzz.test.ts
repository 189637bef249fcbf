/**
 * Garbage in, 400/401 out: random strings, token soup and mutations of the case table's URLs must
 * either answer or throw an ODataError — never any other exception.
 */
import { describe, expect, it } from 'vitest';
import { createODataEngine, isODataError } from '../../mock-server/src/core/odata/index.ts';
import { canReadAll, canReadOrg1, fixtureDataSource } from '../../mock-server/src/core/odata/__fixtures__/dataset.ts';
import { prng } from '../../mock-server/src/core/odata/__fixtures__/large-dataset.ts';
import { fixtureModel } from '../../mock-server/src/core/odata/__fixtures__/model.ts';
import { ALL_CASES } from './all-cases.ts';
import { at } from '../present.ts';

const PER_KIND = Number(process.env.ODATA_FUZZ_PER_KIND ?? 300);
const CHARS = "abcdefghijklmnopqrstuvwxyz_0123456789()'/,$=&?@;%+ -.:*#[]!\u00e9\u2713";
const TOKENS = [
  'device',
  'application',
  'device_tag',
  '/',
  '(',
  ')',
  "'",
  ',',
  '$filter=',
  '$select=',
  '$expand=',
  '$orderby=',
  '$top=',
  '$skip=',
  '$count',
  '&',
  '?',
  ';',
  ' eq ',
  ' ne ',
  ' gt ',
  ' and ',
  ' or ',
  'not(',
  ' in (',
  ' add ',
  ' div ',
  'any(',
  'all(',
  't:',
  't/',
  'id',
  'device_name',
  'belongs_to__application',
  'device_tag',
  'tag_key',
  'cpu_usage',
  'created_at',
  'null',
  'true',
  '1',
  '-5',
  '2.5',
  '99999999999999999999',
  "'x'",
  "datetime'2024-01-01'",
  "duration'P1D'",
  'contains(',
  'length(',
  'now()',
  'year(',
  'round(',
  'substring(',
  '@a',
  '@a=1',
  ' asc',
  ' desc',
  '%20',
  '%27',
  '%2',
  '%ZZ',
  '+',
  'returnResource=false',
];

function cases(): string[] {
  const rnd = prng(1234);
  const int = (n: number) => Math.floor(rnd() * n);
  const out: string[] = [];
  for (let i = 0; i < PER_KIND; i++) {
    let s = '/';
    for (let j = int(40); j > 0; j--) s += CHARS[int(CHARS.length)];
    out.push(s);
  }
  for (let i = 0; i < PER_KIND; i++) {
    let s = at(['/device', '/device?', '/application?$filter=', '/device?$filter=', '/device?$expand='], int(5));
    for (let j = 1 + int(12); j > 0; j--) s += at(TOKENS, int(TOKENS.length));
    out.push(s);
  }
  const seeds = ALL_CASES.map((c) => c.q);
  for (let i = 0; i < PER_KIND; i++) {
    const chars = [...at(seeds, int(seeds.length))];
    for (let j = 1 + int(3); j > 0; j--) {
      const at = 1 + int(chars.length - 1);
      const op = int(3);
      if (op === 0) chars.splice(at, 1);
      else if (op === 1) chars.splice(at, 0, CHARS.charAt(int(CHARS.length)));
      else chars[at] = CHARS.charAt(int(CHARS.length));
    }
    out.push(chars.join(''));
  }
  return out;
}

describe('fuzzing the engine', () => {
  it(`never lets anything but an ODataError escape (${PER_KIND * 3} inputs)`, () => {
    const engine = createODataEngine({ model: fixtureModel, now: () => 0 });
    const ds = fixtureDataSource();
    const tally = { ok: 0, 400: 0, 401: 0 };
    for (const [i, url] of cases().entries()) {
      try {
        const parsed = engine.parseRequest(url);
        const res = engine.query(ds, parsed, i % 2 ? canReadAll : canReadOrg1(ds));
        expect(res).toHaveProperty('d');
        engine.matchIds(ds, parsed, canReadAll);
        tally.ok++;
      } catch (err) {
        if (!isODataError(err)) throw new Error(`${url} threw ${String(err)}`);
        expect([400, 401], url).toContain(err.status);
        tally[err.status as 400 | 401]++;
      }
    }
    // The mix reaches every outcome, so the fuzzer is not just feeding the grammar noise.
    expect(tally.ok).toBeGreaterThan(5);
    expect(tally[400]).toBeGreaterThan(100);
    expect(tally[401]).toBeGreaterThan(0);
  });
});
