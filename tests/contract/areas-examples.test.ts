/**
 * Every example in the billing, support, device-actions and external documents (schema `examples`,
 * media-type `example`/`examples`, parameter `example`) and every message example of the AsyncAPI
 * companion validates against its own schema. The schemas are read straight
 * from openapi/ (refs resolved here), so this holds before `npm run codegen` has run.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

const ROOT = resolve(import.meta.dirname, '../..');
const AREAS = ['billing', 'support', 'device-actions', 'external'] as const;
const MAX_DEPTH = 40;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const cache = new Map<string, unknown>();
function loadFile(file: string): unknown {
  if (!cache.has(file)) cache.set(file, parse(readFileSync(file, 'utf8')));
  return cache.get(file);
}

/** Returns `node` with every `$ref` (relative file + JSON pointer) replaced by its target. */
function deref(file: string, node: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new Error(`ref depth exceeded in ${file}`);
  if (Array.isArray(node)) return node.map((n) => deref(file, n, depth + 1));
  if (!isNode(node)) return node;
  if (typeof node.$ref === 'string') {
    const [filePart = '', pointer = ''] = node.$ref.split('#');
    const target = filePart ? resolve(file, '..', filePart) : file;
    let cur = loadFile(target);
    for (const raw of pointer.split('/').slice(1)) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      cur = isNode(cur) ? cur[key] : undefined;
    }
    if (cur === undefined) throw new Error(`unresolved ${node.$ref} in ${file}`);
    return deref(target, cur, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(file, v, depth + 1)]));
}

interface Case {
  where: string;
  schema: Node;
  value: unknown;
}
const SUBSCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'payload'] as const;

/** Collects `examples` of a schema and of all its subschemas. */
function schemaCases(where: string, schema: unknown, out: Case[]): void {
  if (!isNode(schema)) return;
  if (Array.isArray(schema.examples))
    schema.examples.forEach((value, i) => out.push({ where: `${where}/examples/${i}`, schema, value }));
  for (const [k, v] of Object.entries(isNode(schema.properties) ? schema.properties : {}))
    schemaCases(`${where}/properties/${k}`, v, out);
  for (const key of SUBSCHEMA_LISTS)
    if (Array.isArray(schema[key])) schema[key].forEach((s, i) => schemaCases(`${where}/${key}/${i}`, s, out));
  for (const key of SUBSCHEMAS) schemaCases(`${where}/${key}`, schema[key], out);
}

/** Collects media-type, parameter and schema examples anywhere in a dereferenced document. */
function documentCases(where: string, node: unknown, out: Case[]): void {
  if (Array.isArray(node)) return node.forEach((n, i) => documentCases(`${where}/${i}`, n, out));
  if (!isNode(node)) return;
  if (isNode(node.schema)) {
    schemaCases(`${where}/schema`, node.schema, out);
    if (node.example !== undefined) out.push({ where: `${where}/example`, schema: node.schema, value: node.example });
    if (isNode(node.examples)) {
      for (const [k, ex] of Object.entries(node.examples))
        if (isNode(ex)) out.push({ where: `${where}/examples/${k}`, schema: node.schema, value: ex.value });
    }
  }
  for (const [k, v] of Object.entries(node)) if (k !== 'schema') documentCases(`${where}/${k}`, v, out);
}

function casesOf(rel: string): Case[] {
  const file = resolve(ROOT, rel);
  const out: Case[] = [];
  const doc = deref(file, loadFile(file)) as Node;
  if (isNode(doc.components) && isNode(doc.components.schemas)) {
    for (const [name, s] of Object.entries(doc.components.schemas))
      schemaCases(`${rel}#/components/schemas/${name}`, s, out);
  }
  documentCases(
    rel,
    rel.includes('/paths/') ? doc : { ...doc, components: { ...(doc.components as Node), schemas: undefined } },
    out,
  );
  return out;
}

/** JSON Schema 2020-12 as Zod; OpenAPI-only keywords are not part of validation. */
const toZod = (schema: Node) => z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);

const FILES = AREAS.flatMap((a) => [`openapi/paths/${a}.yaml`, `openapi/components/${a}.yaml`]);

describe('contract areas: examples validate against their schemas', () => {
  it.each(FILES)('%s', (rel) => {
    const cases = casesOf(rel);
    expect(cases.length).toBeGreaterThan(0);
    const failures = cases
      .map((c) => ({ where: c.where, result: toZod(c.schema).safeParse(c.value) }))
      .filter((c) => !c.result.success)
      .map((c) => `${c.where}: ${c.result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    expect(failures).toEqual([]);
  });

  it('AsyncAPI message examples match their payloads', () => {
    const rel = 'openapi/asyncapi/terminal.yaml';
    const doc = deref(resolve(ROOT, rel), loadFile(resolve(ROOT, rel))) as Node;
    const messages = ((doc.components as Node).messages ?? {}) as Node;
    let checked = 0;
    for (const [name, m] of Object.entries(messages)) {
      const msg = m as Node;
      for (const ex of (msg.examples ?? []) as Node[]) {
        const result = toZod(msg.payload as Node).safeParse(ex.payload);
        expect(result.success, `${name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(Object.keys(messages).length);
  });

  it('would catch a wrong example (the check is not vacuous)', () => {
    const [card] = casesOf('openapi/components/billing.yaml').filter((c) =>
      c.where.endsWith('CardBillingInfo/examples/0'),
    );
    expect(card).toBeDefined();
    const schema = toZod(card?.schema ?? {});
    expect(schema.safeParse(card?.value).success).toBe(true);
    expect(schema.safeParse({ ...(card?.value as Node), last_four: '42' }).success).toBe(false);
    expect(schema.safeParse({ ...(card?.value as Node), type: 'cheque' }).success).toBe(false);
  });
});
