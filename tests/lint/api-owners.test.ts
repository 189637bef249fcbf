/**
 * One owner per resource (web/src/api/README.md, "One owner per resource"): the README's table names
 * one owner (a file or folder of web/src/api) per OData resource, and every read or write of that
 * resource in web/src — `read('device', …)`, `readOne`, `count` (also as `c.read`/`api.count`) and
 * generated-client calls to `/v7/<resource>` — sits under its owner.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { model } from '../../generated/model.gen.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API = 'web/src/api/';
const RESOURCES = new Set(model.resources.flatMap((r) => [r.name, ...r.synonyms]));

/** The contract resources a source text reads or writes (comments ignored). */
export function resourcesCalled(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const found = new Set<string>();
  const calls = /\b(?:read|readOne|count)\(\s*'([a-z_]+)'|\.(?:GET|POST|PATCH|PUT|DELETE)\(\s*'\/v7\/([a-z_]+)/g;
  for (const m of code.matchAll(calls)) {
    const resource = m[1] ?? m[2];
    if (resource && RESOURCES.has(resource)) found.add(resource);
  }
  return found;
}

/** resource → owner path (relative to web/src/api; a folder ends with `/`), from the README's table. */
export function ownersFromReadme(readme: string): Map<string, string> {
  const section = readme.slice(readme.indexOf('## One owner per resource'));
  const owners = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || cells[1] === 'resource' || cells[1]?.startsWith('---')) continue;
    const owner = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    if (owner.length !== 1) throw new Error(`README row without exactly one owner: ${line}`);
    for (const [, resource] of (cells[1] ?? '').matchAll(/`([a-z_]+)`/g)) {
      if (!resource) continue;
      if (owners.has(resource)) throw new Error(`README names two owners for ${resource}`);
      owners.set(resource, owner[0] ?? '');
    }
  }
  return owners;
}

/** Files whose calls of a resource are not under its owner, as `file: resource` lines. */
export function misplaced(files: ReadonlyMap<string, string>, owners: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const [file, source] of files) {
    for (const resource of resourcesCalled(source)) {
      const owner = owners.get(resource);
      const path = file.startsWith(API) ? file.slice(API.length) : null;
      const inside =
        owner !== undefined && path !== null && (owner.endsWith('/') ? path.startsWith(owner) : path === owner);
      if (!inside) out.push(`${file}: ${resource} (owner ${owner ?? 'none in the README'})`);
    }
  }
  return out.sort();
}

function sources(dir: string, out = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.set(path, readFileSync(join(ROOT, path), 'utf8'));
  }
  return out;
}

const readme = readFileSync(join(ROOT, API, 'README.md'), 'utf8');

describe('one owner per resource', () => {
  it('finds the calls it looks for, and only those', () => {
    const sample = [
      "read('device', { $select: ['id'] });",
      "c.count(\n  'application',\n  { $filter: {} },\n);",
      "api.readOne('release', 1, {});",
      "client.PATCH('/v7/device_tag({id})', {});",
      "// read('team', {}) in a comment",
      "count('fleet')",
    ].join('\n');
    expect([...resourcesCalled(sample)].sort()).toEqual(['application', 'device', 'device_tag', 'release']);
  });

  it('reports a read outside its owner', () => {
    const owners = new Map([['device', 'device/']]);
    const files = new Map([
      ['web/src/api/device/lists.ts', "read('device', {})"],
      ['web/src/api/variables.ts', "readOne('device', { uuid }, {})"],
      ['web/src/features/x.tsx', "count('device', {})"],
    ]);
    expect(misplaced(files, owners)).toEqual([
      'web/src/api/variables.ts: device (owner device/)',
      'web/src/features/x.tsx: device (owner device/)',
    ]);
  });

  it("has every owner the README's table names", () => {
    const owners = ownersFromReadme(readme);
    expect(owners.size).toBeGreaterThan(20);
    for (const owner of new Set(owners.values()))
      expect(statSync(join(ROOT, API, owner)).isFile() || owner.endsWith('/')).toBe(true);
  });

  it('reads and writes each resource only in its owner', () => {
    expect(misplaced(sources('web/src'), ownersFromReadme(readme))).toEqual([]);
  });
});
