/**
 * The strict Zod validators (`generated/zod/zod.strict.gen.ts`, `fleetmock/zod/strict`): the same
 * hey-api zod run as `generated/zod/zod.gen.ts`, with one object resolver that closes every object
 * the contract does not open. hey-api turns each object schema with properties into a stripping
 * `z.object`, which drops a key that `additionalProperties: false` forbids and lets an answer's field
 * the contract lacks pass silently; here such an object is a `z.strictObject`, so the key is reported
 * (`unrecognized_keys`, with the object's path). Objects that declare `additionalProperties` (true or
 * a schema) keep their extra keys (`z.looseObject`); maps without properties stay `z.record`.
 *
 * An `allOf` of objects is generated as `A.and(B)`; two strict objects can never both accept the
 * union of their keys, so `A.and(z.strictObject({...}))` becomes `A.extend({...})` (one closed object
 * with both shapes) when `A` is a strict object of the same file. Any other intersection of a strict
 * object fails the run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';

/** The parts of hey-api's object resolver context used here. */
interface ObjectContext {
  $: (symbol: unknown) => { attr(name: string): { call(...args: unknown[]): unknown } };
  schema: { properties?: Record<string, unknown>; additionalProperties?: { type?: string } };
  symbols: { z: unknown };
  nodes: { shape(ctx: ObjectContext): unknown };
}

/** Closed unless the contract opens it: `additionalProperties` absent or false. */
function strictObject(ctx: ObjectContext): unknown {
  const { properties, additionalProperties } = ctx.schema;
  if (!properties || !Object.keys(properties).length) return undefined;
  const open = additionalProperties !== undefined && additionalProperties.type !== 'never';
  return ctx
    .$(ctx.symbols.z)
    .attr(open ? 'looseObject' : 'strictObject')
    .call(ctx.nodes.shape(ctx));
}

/** Index just past the parenthesis that closes the one opened before `from`. */
function closingParen(text: string, from: number): number {
  let depth = 1;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && text[i - 1] === '(') {
      // a regex literal argument, e.g. `.regex(/^[0-9]$/)`: skip to its closing slash
      for (i++; i < text.length && text[i] !== '/'; i++) if (text[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  throw new Error('zod strict: unbalanced parentheses in the generated validators');
}

/** Rewrites `A.and(z.strictObject({...}))` into `A.extend({...})`; see the module comment. */
export function closeIntersections(text: string): string {
  const strictNames = new Set([...text.matchAll(/^export const (\w+) = z\.strictObject\(/gm)].map((m) => m[1]));
  let out = text;
  for (;;) {
    const m = /(\w+)\.and\(/.exec(out);
    if (!m) return out;
    const [whole, left] = m;
    const argStart = m.index + whole.length;
    const end = closingParen(out, argStart);
    const arg = out.slice(argStart, end - 1);
    if (!left || !strictNames.has(left) || !arg.startsWith('z.strictObject(') || !arg.endsWith(')'))
      throw new Error(`zod strict: cannot close the intersection \`${out.slice(m.index, end).slice(0, 80)}\``);
    const shape = arg.slice('z.strictObject('.length, -1);
    out = `${out.slice(0, m.index)}${left}.extend(${shape})${out.slice(end)}`;
  }
}

/** Generates the strict validators from the bundled document; returns the file's text (without header). */
export async function renderStrictZod(bundle: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'fleetmock-zod-strict-'));
  try {
    await createClient({
      input: bundle,
      output: { path: dir },
      logs: { file: false, level: 'silent' },
      plugins: [{ name: 'zod', '~resolvers': { object: strictObject } } as never],
    });
    const text = readFileSync(join(dir, 'zod.gen.ts'), 'utf8');
    return closeIntersections(text);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
