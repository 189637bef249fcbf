/**
 * The Playwright tests of docs/qa.md, read from the guide and run as written: each `test(…)` of its
 * TypeScript blocks is registered here with the `mockAdmin` fixture, `expect` and `login` of the
 * import line the guide shows (checked against e2e/fixtures/mock-admin.ts). The guide's other
 * blocks run under Vitest (tests/docs/qa-doc.test.ts).
 */
import * as fixture from './fixtures/mock-admin.ts';
import { isImport, isPlaywrightTests, qaBlocks } from '../tests/docs/qa-doc.ts';
import { at } from '../tests/present.ts';

const { test, expect, login } = fixture;
const blocks = qaBlocks();

/** The names the guide's import line takes from the fixture module. */
const imported = (() => {
  const line = blocks.find(isImport)?.code.trim() ?? '';
  const m = /^import \{([^}]+)\} from '\.\/fixtures\/mock-admin\.ts';$/.exec(line);
  return m
    ? at(m, 1)
        .split(',')
        .map((n) => n.trim())
    : [];
})();

test('the guide imports the fixture module the way this spec does', () => {
  expect(imported).toEqual(['test', 'expect', 'login']);
  for (const name of imported) expect(fixture).toHaveProperty(name);
});

// Each block is plain JavaScript calling `test(name, fn)`; the calls are collected and registered from
// this file (Playwright locates a test by its caller), with the guide's own functions.
type TestBody = Parameters<typeof test.only>[2];
for (const block of blocks.filter(isPlaywrightTests)) {
  const found: [string, TestBody][] = [];
  const define = new Function('test', 'expect', 'login', block.code) as (
    t: (name: string, fn: TestBody) => void,
    e: typeof expect,
    l: typeof login,
  ) => void;
  define((name, fn) => void found.push([name, fn]), expect, login);
  test.describe(`docs/qa.md line ${block.line}`, () => {
    for (const [name, fn] of found) test(name, fn);
  });
}
