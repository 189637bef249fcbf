/**
 * The resource generator's input reader (scripts/codegen/resource-input.ts): field syntax, derived
 * navigations, and clear errors for bad input instead of a half-written contract.
 */
import { describe, expect, it } from 'vitest';
import { schemaName } from '../../scripts/codegen/author-schemas.ts';
import { readResourceInput, ResourceInputError } from '../../scripts/codegen/resource-input.ts';
import { pointerSegment, withResourceBlock } from '../../scripts/codegen/author-resources.ts';
import { at } from '../present.ts';

const input = (resources: string) => `resources:\n${resources}`;
const TWO = input(`  - name: fleet
    fields: "^created_at:D name:S note:T?"
    keys: [name]
  - name: gadget
    fields: "~secret:S !state:S fleet:>fleet? size:B"
    reverse: {fleet: owns__gadget}
`);

describe('readResourceInput', () => {
  it('parses types, flags and nullability', () => {
    const resources = readResourceInput(TWO);
    const [fleet, gadget] = [at(resources, 0), at(resources, 1)];
    expect(fleet.fields.map((f) => [f.name, f.type, f.nullable])).toEqual([
      ['id', 'Serial', false],
      ['created_at', 'Date Time', false],
      ['name', 'Short Text', false],
      ['note', 'Text', true],
    ]);
    expect(gadget.fields.find((f) => f.name === 'secret')).toMatchObject({ hidden: true, readOnly: true });
    expect(gadget.fields.find((f) => f.name === 'state')).toMatchObject({ computed: true, readOnly: true });
    expect(gadget.fields.find((f) => f.name === 'size')?.type).toBe('Big Integer');
  });
  it('derives to-one and named reverse navigations', () => {
    const resources = readResourceInput(TWO);
    const [fleet, gadget] = [at(resources, 0), at(resources, 1)];
    expect(gadget.navigations).toEqual([{ name: 'fleet', target: 'fleet', cardinality: 'one' }]);
    expect(fleet.navigations).toEqual([{ name: 'owns__gadget', target: 'gadget', cardinality: 'many', via: 'fleet' }]);
  });
  it.each([
    ['an unknown type code', input('  - name: a\n    fields: "x:Q"\n'), "a.x: unknown type code 'Q'"],
    ['a malformed field', input('  - name: a\n    fields: "x"\n'), "a: bad field spec 'x'"],
    [
      'an unknown FK target',
      input('  - name: a\n    fields: "b:>nowhere"\n'),
      "a.b: references unknown resource 'nowhere'",
    ],
    [
      'an unknown unique field',
      input('  - name: a\n    fields: "x:S"\n    unique: [[y]]\n'),
      "a: unique names unknown field 'y'",
    ],
    ['a missing list', 'other: 1\n', 'missing `resources` list'],
  ])('rejects %s', (_what, text, message) => {
    expect(() => readResourceInput(text)).toThrow(ResourceInputError);
    expect(() => readResourceInput(text)).toThrow(message);
  });
});

describe('generator helpers', () => {
  it('names schemas and escapes JSON pointers', () => {
    expect(schemaName('application__has__env_var_name')).toBe('ApplicationHasEnvVarName');
    expect(pointerSegment("/v7/device(uuid='{uuid}')")).toBe("~1v7~1device(uuid%3D'%7Buuid%7D')");
    expect(pointerSegment('/v7/device/$count')).toBe('~1v7~1device~1%24count');
  });
  it('replaces only its own block of the root document', () => {
    const root = 'openapi: 3.1.0\npaths:\n  # --- area: billing ---\n  # --- end area: billing ---\n';
    const once = withResourceBlock(root, ['/v7/a']);
    expect(once).toContain('"/v7/a":\n    $ref: "./paths/resources.yaml#/~1v7~1a"');
    expect(once).toContain('# --- area: billing ---');
    expect(withResourceBlock(once, ['/v7/b'])).toBe(withResourceBlock(root, ['/v7/b']));
  });
});
