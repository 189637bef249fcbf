/**
 * Emits generated/model.gen.ts (`export const model: ModelDef`) from the `x-odata` annotations of
 * the bundled contract's component schemas. Nullability, enums and lengths are read from the JSON
 * Schema itself so the contract and the mock's model cannot disagree.
 */
import type { FieldDef, FieldType, ModelDef, NavigationDef, ResourceDef } from './model-def.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_HEADER } from './files.ts';

type Schema = Record<string, unknown>;

interface FieldAnnotation {
  type: FieldType;
  references?: string;
  computed?: boolean;
  readOnly?: boolean;
  selectOnly?: boolean;
}

interface ResourceAnnotation {
  resource: string;
  synonyms: string[];
  unique: string[][];
  alternateKeys: string[];
  indexed: string[];
  hiddenFields?: Array<FieldAnnotation & { name: string; nullable: boolean }>;
}

/** A schema problem, named by its JSON pointer in the bundled document. */
export class ModelAnnotationError extends Error {}

function allowsNull(s: Schema): boolean {
  if (Array.isArray(s.type) && s.type.includes('null')) return true;
  if (s.type === 'null') return true;
  const variants = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  return Array.isArray(variants) && variants.some(allowsNull);
}

function fieldFrom(name: string, prop: Schema, a: FieldAnnotation, pointer: string): FieldDef {
  if (!a.type) throw new ModelAnnotationError(`${pointer}: x-odata.field.type is missing`);
  const f: FieldDef = { name, type: a.type, nullable: allowsNull(prop) };
  if (a.references) f.references = a.references;
  if (a.computed) f.computed = true;
  if (a.readOnly) f.readOnly = true;
  if (a.selectOnly) f.selectOnly = true;
  if (Array.isArray(prop.enum)) f.enum = (prop.enum as unknown[]).filter((v): v is string => typeof v === 'string');
  if (typeof prop.minLength === 'number') f.minLength = prop.minLength;
  if (typeof prop.maxLength === 'number') f.maxLength = prop.maxLength;
  return f;
}

/** The model plus, for every resource name and synonym, the component schema of its rows. */
export interface DocumentModel {
  model: ModelDef;
  schemaNames: Record<string, string>;
}

/** Builds the ModelDef from `components.schemas` of the bundled document (resources sorted by name). */
export function modelFromDocument(doc: { components?: { schemas?: Record<string, Schema> } }): DocumentModel {
  const schemas = doc.components?.schemas ?? {};
  const resources: ResourceDef[] = [];
  const schemaNames: Record<string, string> = {};
  for (const [schemaName, schema] of Object.entries(schemas)) {
    const odata = schema['x-odata'] as ResourceAnnotation | undefined;
    if (!odata?.resource) continue;
    const pointer = `#/components/schemas/${schemaName}`;
    for (const n of [odata.resource, ...(odata.synonyms ?? [])]) schemaNames[n] = schemaName;
    const fields: FieldDef[] = [];
    const navigations: NavigationDef[] = [];
    for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      const ann = prop['x-odata'] as
        { field?: FieldAnnotation; navigation?: Omit<NavigationDef, 'name'>; alias?: string } | undefined;
      if (ann?.alias) {
        // A to-one alias navigation (e.g. service_install.service = installs__service): the same FK
        // under another name, selectable and expandable but not in the default $select.
        const fk = (schema.properties as Record<string, Schema>)[ann.alias]?.['x-odata'] as
          { field?: FieldAnnotation } | undefined;
        if (!fk?.field?.references)
          throw new ModelAnnotationError(
            `${pointer}/properties/${name}: alias of '${ann.alias}', which is not a foreign key`,
          );
        navigations.push({ name, target: fk.field.references, cardinality: 'one', via: ann.alias });
        continue;
      }
      if (ann?.field) {
        const f = fieldFrom(name, prop, ann.field, `${pointer}/properties/${name}`);
        fields.push(f);
        if (f.type === 'ForeignKey') navigations.push({ name, target: f.references as string, cardinality: 'one' });
      } else if (ann?.navigation) navigations.push({ name, ...ann.navigation });
      else throw new ModelAnnotationError(`${pointer}/properties/${name}: no x-odata field or navigation annotation`);
    }
    for (const h of odata.hiddenFields ?? []) {
      const f: FieldDef = { name: h.name, type: h.type, nullable: h.nullable, readOnly: true, hidden: true };
      if (h.references) f.references = h.references;
      fields.push(f);
    }
    resources.push({
      name: odata.resource,
      synonyms: odata.synonyms ?? [],
      fields,
      navigations,
      unique: odata.unique ?? [],
      alternateKeys: odata.alternateKeys ?? [],
      indexed: odata.indexed ?? [],
    });
  }
  resources.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  checkTargets(resources);
  return { model: { resources }, schemaNames };
}

function checkTargets(resources: readonly ResourceDef[]): void {
  const names = new Set(resources.map((r) => r.name));
  for (const r of resources) {
    for (const n of r.navigations) {
      if (!names.has(n.target))
        throw new ModelAnnotationError(`x-odata: ${r.name}.${n.name} targets unknown resource '${n.target}'`);
    }
  }
}

/** generated/model-def.gen.ts: the model's shape, copied from scripts/codegen/model-def.ts. */
export function renderModelDef(): string {
  return `${GENERATED_HEADER}\n${readFileSync(fileURLToPath(new URL('./model-def.ts', import.meta.url)), 'utf8')}`;
}

/** The TypeScript source of generated/model.gen.ts. */
export function renderModel({ model, schemaNames }: DocumentModel): string {
  const names = Object.keys(schemaNames).sort();
  return [
    GENERATED_HEADER,
    '/** The v7 OData resource model, from the x-odata annotations of openapi/components/resources.yaml. */',
    "import type { ModelDef } from './model-def.gen.ts';",
    '',
    `export const model: ModelDef = ${JSON.stringify(model, null, 2)};`,
    '',
    '/** Resource name (canonical or synonym) -> component schema of its rows in generated/types/api.gen.ts. */',
    'export interface ResourceSchemaMap {',
    ...names.map((n) => `  ${n}: ${JSON.stringify(schemaNames[n])};`),
    '}',
    '',
  ].join('\n');
}
