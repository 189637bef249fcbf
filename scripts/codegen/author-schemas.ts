/**
 * Turns resolved resource specs into OpenAPI 3.1 schemas annotated with `x-odata`
 * (openapi/components/resources.yaml). Wire shapes follow api-ground-truth §1.3 and §2.5: FKs read
 * as `{__id}`, as an array when expanded, or null; Big Integer as a decimal string; dates as ISO
 * strings; every property optional on reads because `$select` may leave any of them out.
 */
import type { FieldDef, FieldType, NavigationDef } from './model-def.ts';
import { exampleRow } from './author-examples.ts';
import type { ResourceSpec } from './resource-input.ts';

export type JsonSchema = Record<string, unknown>;

/** Where the shared components live, relative to openapi/components/resources.yaml. */
export const COMMON_REF = './common.yaml#/components/schemas';

/** PascalCase schema name of a resource name, e.g. `device_tag` -> `DeviceTag`. */
export function schemaName(resource: string): string {
  return resource
    .split(/_+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

function nullable(schema: JsonSchema, isNullable: boolean): JsonSchema {
  if (!isNullable) return schema;
  if (typeof schema.type === 'string') {
    const out: JsonSchema = { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.enum)) out.enum = [...(schema.enum as unknown[]), null];
    return out;
  }
  return { oneOf: [schema, { type: 'null' }] };
}

/** The JSON Schema of a stored (non-FK) value as it appears on the wire. */
export function valueSchema(f: FieldDef): JsonSchema {
  const s: JsonSchema = {};
  switch (f.type) {
    case 'Serial':
    case 'Integer':
      s.type = 'integer';
      break;
    case 'Big Integer':
      Object.assign(s, {
        type: 'string',
        pattern: '^-?[0-9]+$',
        description: 'Big Integer, serialised as a decimal string',
      });
      break;
    case 'Real':
      s.type = 'number';
      break;
    case 'Boolean':
      s.type = 'boolean';
      break;
    case 'Date Time':
    case 'Date':
      Object.assign(s, { type: 'string', format: 'date-time' });
      break;
    case 'JSON':
      Object.assign(s, { type: 'object', description: 'JSON value, parsed (contract, composition, version)' });
      break;
    case 'WebResource':
      return nullable({ $ref: `${COMMON_REF}/WebResource` }, f.nullable);
    default:
      s.type = 'string';
      if (f.enum) s.enum = [...f.enum];
      if (f.minLength !== undefined) s.minLength = f.minLength;
      if (f.maxLength !== undefined) s.maxLength = f.maxLength;
  }
  return nullable(s, f.nullable);
}

function fieldAnnotation(f: FieldDef): JsonSchema {
  const a: JsonSchema = { type: f.type };
  if (f.references) a.references = f.references;
  if (f.computed) a.computed = true;
  if (f.readOnly) a.readOnly = true;
  if (f.selectOnly) a.selectOnly = true;
  return a;
}

function readProperty(f: FieldDef): JsonSchema {
  if (f.type !== 'ForeignKey') return { ...valueSchema(f), 'x-odata': { field: fieldAnnotation(f) } };
  const variants: JsonSchema[] = [
    { $ref: `${COMMON_REF}/ODataFkRef` },
    { type: 'array', maxItems: 1, items: { $ref: `#/components/schemas/${schemaName(f.references as string)}` } },
  ];
  if (f.nullable) variants.push({ type: 'null' });
  return {
    description: `FK to ${f.references}: {__id} unexpanded, a one-element array (or [] when unset) when expanded`,
    oneOf: variants,
    'x-odata': { field: fieldAnnotation(f) },
  };
}

function navigationProperty(n: NavigationDef): JsonSchema {
  const nav: JsonSchema = { target: n.target, cardinality: n.cardinality };
  if (n.via) nav.via = n.via;
  if (n.through) nav.through = { ...n.through };
  if (n.derived) nav.derived = n.derived;
  return {
    description: `to-many navigation to ${n.target}: only present when expanded (an array), or a number for $expand=${n.name}/$count`,
    oneOf: [
      { type: 'array', items: { $ref: `#/components/schemas/${schemaName(n.target)}` } },
      { type: 'integer', minimum: 0 },
    ],
    'x-odata': { navigation: nav },
  };
}

/** An alias of a to-one FK: not a column (left out of the default $select), selectable and expandable by name. */
function aliasProperty(alias: string, fk: FieldDef): JsonSchema {
  const { description: _d, ...read } = readProperty(fk);
  return {
    ...read,
    description: `alias of ${fk.name}: only present when selected or expanded by this name`,
    'x-odata': { alias: fk.name },
  };
}

/** The write value of a field: FKs are plain integer ids (api-ground-truth §2.4). */
function writeProperty(f: FieldDef): JsonSchema {
  if (f.type === 'ForeignKey')
    return nullable({ type: 'integer', description: `id of the ${f.references}` }, f.nullable);
  return valueSchema(f);
}

/** Body-only fields that server hooks handle (api-ground-truth §2.4), e.g. `username` on memberships. */
function pseudoProps(pseudo: Readonly<Record<string, FieldType>>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [name, type] of Object.entries(pseudo)) {
    out[name] = {
      ...valueSchema({ name, type, nullable: false }),
      description: 'pseudo-field handled by a server hook, not a model field (api-ground-truth §2.4)',
    };
  }
  return out;
}

/** Whether a resource has a file field clients may write: its POST and PATCH also take multipart/form-data. */
export function takesFiles(spec: ResourceSpec): boolean {
  return spec.fields.some((f) => f.type === 'WebResource' && !f.readOnly);
}

/**
 * A multipart/form-data body (pinejs webresource handler; balena-sdk sends a release asset of up to 5 MB
 * this way): each file field is a file part, every other field a text part read by the field's type.
 */
function formSchema(spec: ResourceSpec, mode: 'create' | 'update'): JsonSchema {
  const props: Record<string, JsonSchema> = {};
  for (const f of spec.fields.filter((x) => !x.readOnly)) {
    props[f.name] =
      f.type === 'WebResource'
        ? { type: 'string', contentMediaType: 'application/octet-stream', description: 'the file' }
        : { type: 'string', description: `${f.name} as text (ids and numbers in decimal, booleans as true/false)` };
  }
  const schema: JsonSchema = {
    type: 'object',
    description: `${mode === 'create' ? 'POST' : 'PATCH'} body of ${spec.name} as multipart/form-data`,
    properties: props,
  };
  if (mode === 'create' && spec.create.length) schema.required = [...spec.create];
  if (mode === 'update') schema.minProperties = 1;
  return schema;
}

/** Read row, Create and Update bodies and the list envelope for one resource. */
export function resourceSchemas(spec: ResourceSpec): Record<string, JsonSchema> {
  const name = schemaName(spec.name);
  const readable = spec.fields.filter((f) => !f.hidden);
  const properties: Record<string, JsonSchema> = {};
  for (const f of readable) properties[f.name] = readProperty(f);
  for (const n of spec.navigations) if (n.cardinality === 'many') properties[n.name] = navigationProperty(n);
  for (const [alias, fk] of Object.entries(spec.aliases))
    properties[alias] = aliasProperty(alias, spec.fields.find((f) => f.name === fk) as FieldDef);
  const odata: JsonSchema = {
    resource: spec.name,
    synonyms: spec.synonyms,
    unique: spec.unique,
    alternateKeys: spec.alternateKeys,
    indexed: spec.indexed,
    writes: spec.writes,
  };
  const hidden = spec.fields.filter((f) => f.hidden);
  if (hidden.length)
    odata.hiddenFields = hidden.map((f) => ({ name: f.name, nullable: f.nullable, ...fieldAnnotation(f) }));
  const description = [
    `v7 resource \`${spec.name}\``,
    spec.synonyms.length ? ` (also addressed as ${spec.synonyms.map((s) => `\`${s}\``).join(', ')})` : '',
    '. Every property is optional on reads because $select may leave it out.',
    spec.note ? ` ${spec.note}` : '',
  ].join('');
  const out: Record<string, JsonSchema> = {
    [name]: { type: 'object', description, properties, examples: [exampleRow(spec)], 'x-odata': odata },
    [`${name}List`]: {
      type: 'object',
      description: `GET envelope of ${spec.name} (api-ground-truth §1.3)`,
      required: ['d'],
      properties: { d: { type: 'array', items: { $ref: `#/components/schemas/${name}` } } },
    },
  };
  const writable = spec.fields.filter((f) => !f.readOnly);
  if (spec.writes !== 'none') {
    const props: Record<string, JsonSchema> = {};
    for (const f of writable) props[f.name] = writeProperty(f);
    Object.assign(props, pseudoProps(spec.pseudoUpdate));
    out[`${name}Update`] = {
      type: 'object',
      description: `PATCH body of ${spec.name}; an empty body is refused with 400 "No fields to update"`,
      minProperties: 1,
      properties: props,
    };
    if (takesFiles(spec)) out[`${name}UpdateForm`] = formSchema(spec, 'update');
  }
  if (spec.writes === 'all') {
    const props: Record<string, JsonSchema> = {};
    for (const f of writable) props[f.name] = writeProperty(f);
    Object.assign(props, pseudoProps(spec.pseudo));
    const create: JsonSchema = {
      type: 'object',
      description: `POST body of ${spec.name}; unknown keys are dropped`,
      properties: props,
    };
    if (spec.create.length) create.required = [...spec.create];
    out[`${name}Create`] = create;
    if (takesFiles(spec)) out[`${name}CreateForm`] = formSchema(spec, 'create');
  }
  return out;
}
