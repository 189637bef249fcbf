/**
 * The generated Zod validators are built on first use (scripts/codegen/lazy-zod.ts): each export is a
 * Proxy over the schema its builder makes. They must behave as the schemas themselves: parse and
 * report the same, pass `instanceof`, expose `shape`, compose and extend.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lazyValidators } from '../../scripts/codegen/lazy-zod.ts';
import { zWebResource, zODataFkRef } from '../../generated/zod/zod.gen.ts';
import { zWebResource as zStrictWebResource } from '../../generated/zod/zod.strict.gen.ts';

describe('lazy Zod validators', () => {
  it('wraps every exported validator in a builder, with the helper after the imports', () => {
    const source = [
      "import * as z from 'zod';",
      '',
      'export const zA = z.object({\n    id: z.int()\n});',
      '',
      'export const zB = zA.extend({ name: z.string() });',
      '',
    ].join('\n');
    const out = lazyValidators(source);
    expect(out).toContain('export const zA = /* @__PURE__ */ lazySchema(() => z.object({\n    id: z.int()\n}));');
    expect(out).toContain('export const zB = /* @__PURE__ */ lazySchema(() => zA.extend({ name: z.string() }));');
    expect(out.indexOf('function lazySchema')).toBeGreaterThan(out.indexOf("from 'zod'"));
    expect(out.indexOf('function lazySchema')).toBeLessThan(out.indexOf('export const zA'));
  });

  it('parse and report as the schema they stand for', () => {
    const file = { filename: 'a.png', href: 'https://x/a.png' };
    expect(zWebResource.parse({ ...file, extra: 1 })).toEqual(file);
    const bad = zWebResource.safeParse({ filename: 'a.png' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['href']);
    // The strict file refuses the undeclared key, with its name.
    const strict = zStrictWebResource.safeParse({ ...file, extra: 1 });
    expect(strict.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['extra'] });
  });

  it('are Zod schemas to instanceof, shape, composition and extend', () => {
    expect(zODataFkRef).toBeInstanceOf(z.ZodObject);
    expect(zODataFkRef).toBeInstanceOf(z.ZodType);
    expect(Object.keys(zWebResource.shape)).toContain('filename');
    expect(zODataFkRef).toBe(zODataFkRef);
    const wrapped = z.object({ ref: zODataFkRef.nullable(), file: zWebResource });
    expect(wrapped.safeParse({ ref: { __id: 1 }, file: { filename: 'f', href: 'h' } }).success).toBe(true);
    expect(wrapped.safeParse({ ref: { __id: 'x' }, file: { filename: 'f', href: 'h' } }).success).toBe(false);
    const extended = zODataFkRef.extend({ name: z.string() });
    expect(extended.parse({ __id: 2, name: 'n' })).toEqual({ __id: 2, name: 'n' });
    expect(z.toJSONSchema(zODataFkRef)).toMatchObject({ type: 'object', required: ['__id'] });
  });
});
