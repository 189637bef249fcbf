/**
 * Reads `openapi/components/resources-model.yaml`, the compact input of the resource generator
 * (its header documents the syntax), into fully resolved resource specs: typed fields, to-one and
 * reverse to-many navigations, keys and write rules (api-ground-truth §3).
 */
import { parse } from 'yaml';
import type { FieldDef, FieldType, NavigationDef } from './model-def.ts';

/** Type codes of the input's field syntax. */
const TYPE_CODES: Readonly<Record<string, FieldType>> = {
  S: 'Short Text',
  T: 'Text',
  I: 'Integer',
  B: 'Big Integer',
  R: 'Real',
  b: 'Boolean',
  D: 'Date Time',
  d: 'Date',
  J: 'JSON',
  W: 'WebResource',
};

/** Which OData writes a resource accepts. */
export type WriteMode = 'all' | 'update-delete' | 'none';

/** A to-many navigation derived by a named server rule (documented in the model's note). */
export interface DerivedInput {
  target: string;
  rule: string;
}

export interface ThroughInput {
  target: string;
  resource: string;
  from: string;
  to: string;
}

interface RawResource {
  name: string;
  fields: string;
  synonyms?: string[];
  unique?: string[][];
  keys?: string[];
  indexed?: string[];
  enums?: Record<string, string[]>;
  lengths?: Record<string, [number | null, number | null]>;
  reverse?: Record<string, string>;
  through?: Record<string, ThroughInput>;
  derived?: Record<string, DerivedInput>;
  writes?: WriteMode;
  create?: string[];
  pseudo?: Record<string, FieldType>;
  pseudoUpdate?: Record<string, FieldType>;
  aliases?: Record<string, string>;
  note?: string;
}

/** One resource with everything the schema and path authors need. */
export interface ResourceSpec {
  name: string;
  synonyms: string[];
  fields: FieldDef[];
  navigations: NavigationDef[];
  unique: string[][];
  alternateKeys: string[];
  indexed: string[];
  writes: WriteMode;
  create: string[];
  pseudo: Record<string, FieldType>;
  pseudoUpdate: Record<string, FieldType>;
  /** Alias navigation name -> the FK field it stands for (api-ground-truth §2.1 default $select note). */
  aliases: Record<string, string>;
  note?: string;
}

/** A problem in the input, reported with the resource and the offending item. */
export class ResourceInputError extends Error {}

function parseField(spec: string, raw: RawResource): FieldDef {
  const [rawName, rawType] = spec.split(':');
  if (!rawName || !rawType) throw new ResourceInputError(`${raw.name}: bad field spec '${spec}'`);
  let name = rawName;
  const flags = { computed: false, readOnly: false, hidden: false, selectOnly: false };
  while (/^[!^~*]/.test(name)) {
    const c = name[0];
    if (c === '!') flags.computed = flags.readOnly = true;
    if (c === '^') flags.readOnly = true;
    if (c === '~') flags.hidden = flags.readOnly = true;
    if (c === '*') flags.selectOnly = true;
    name = name.slice(1);
  }
  const nullable = rawType.endsWith('?');
  const t = nullable ? rawType.slice(0, -1) : rawType;
  let field: FieldDef;
  if (t.startsWith('>')) field = { name, type: 'ForeignKey', nullable, references: t.slice(1) };
  else {
    const type = TYPE_CODES[t];
    if (!type) throw new ResourceInputError(`${raw.name}.${name}: unknown type code '${t}'`);
    field = { name, type, nullable };
  }
  if (flags.computed) field.computed = true;
  if (flags.readOnly) field.readOnly = true;
  if (flags.hidden) field.hidden = true;
  if (flags.selectOnly) field.selectOnly = true;
  const en = raw.enums?.[name];
  if (en) field.enum = en;
  const len = raw.lengths?.[name];
  if (len) {
    if (len[0] !== null) field.minLength = len[0];
    if (len[1] !== null) field.maxLength = len[1];
  }
  return field;
}

function checkNames(spec: ResourceSpec, names: readonly string[], what: string, extra: readonly string[] = []): void {
  const known = new Set([...spec.fields.map((f) => f.name), ...extra]);
  for (const n of names)
    if (!known.has(n)) throw new ResourceInputError(`${spec.name}: ${what} names unknown field '${n}'`);
}

/** Parses the input text into resource specs, sorted as written; throws ResourceInputError on bad input. */
export function readResourceInput(text: string): ResourceSpec[] {
  const doc = parse(text) as { resources?: RawResource[] } | null;
  if (!doc || !Array.isArray(doc.resources))
    throw new ResourceInputError('resources-model.yaml: missing `resources` list');
  const specs: ResourceSpec[] = doc.resources.map((raw) => {
    const fields: FieldDef[] = [{ name: 'id', type: 'Serial', nullable: false, readOnly: true }];
    for (const f of raw.fields.trim().split(/\s+/).filter(Boolean)) fields.push(parseField(f, raw));
    const spec: ResourceSpec = {
      name: raw.name,
      synonyms: raw.synonyms ?? [],
      fields,
      navigations: fields
        .filter((f) => f.type === 'ForeignKey')
        .map((f) => ({ name: f.name, target: f.references as string, cardinality: 'one' as const })),
      unique: raw.unique ?? [],
      alternateKeys: raw.keys ?? [],
      indexed: raw.indexed ?? [],
      writes: raw.writes ?? 'all',
      create: raw.create ?? [],
      pseudo: raw.pseudo ?? {},
      pseudoUpdate: raw.pseudoUpdate ?? {},
      aliases: raw.aliases ?? {},
      ...(raw.note ? { note: raw.note } : {}),
    };
    checkNames(spec, spec.unique.flat(), 'unique');
    checkNames(spec, spec.alternateKeys, 'keys');
    checkNames(spec, spec.create, 'create', Object.keys(spec.pseudo));
    checkNames(spec, Object.values(spec.aliases), 'aliases');
    for (const [name, t] of Object.entries(raw.through ?? {})) {
      spec.navigations.push({
        name,
        target: t.target,
        cardinality: 'many',
        through: { resource: t.resource, from: t.from, to: t.to },
      });
    }
    for (const [name, d] of Object.entries(raw.derived ?? {})) {
      spec.navigations.push({ name, target: d.target, cardinality: 'many', derived: d.rule });
    }
    return spec;
  });
  addReverseNavigations(specs, doc.resources);
  return specs;
}

/** Every stored FK gets a to-many navigation on its target (api-ground-truth §2.5). */
function addReverseNavigations(specs: ResourceSpec[], raws: readonly RawResource[]): void {
  const byName = new Map(specs.map((s) => [s.name, s]));
  specs.forEach((spec, i) => {
    for (const f of spec.fields) {
      if (f.type !== 'ForeignKey' || f.computed) continue;
      const target = byName.get(f.references as string);
      if (!target)
        throw new ResourceInputError(`${spec.name}.${f.name}: references unknown resource '${f.references}'`);
      const name = raws[i]?.reverse?.[f.name] ?? spec.name;
      if (target.navigations.some((n) => n.name === name) || target.fields.some((x) => x.name === name)) continue;
      target.navigations.push({ name, target: spec.name, cardinality: 'many', via: f.name });
    }
  });
}
