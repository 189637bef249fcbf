/**
 * Name resolution over the ModelDef: resources by canonical name or synonym, fields and
 * navigations by name (api-ground-truth §2.1, §2.5, §3).
 */
import type { FieldDef, ModelDef, NavigationDef, ResourceDef } from '../model/types.ts';
import { invalid, unknownResource } from './errors.ts';

/** A navigation as the engine walks it. */
export interface NavInfo {
  name: string;
  target: ResourceInfo;
  cardinality: 'one' | 'many';
  /** to-one: the FK field on this resource; to-many: the FK field on the target pointing back. */
  fk: string;
  through?: NavigationDef['through'];
  derived?: NavigationDef['derived'];
  /** to-one over a computed FK (device.should_be_running__release): the resource whose value() gives the id. */
  computedOn?: string;
}

/** A resource with fast lookups. */
export interface ResourceInfo {
  name: string;
  def: ResourceDef;
  fields: ReadonlyMap<string, FieldDef>;
  navs: Map<string, NavInfo>;
  /**
   * The default `$select`: every non-hidden field (local, computed and FK columns), in model order, but
   * for fields readable only by name (image.build_log: balena-sdk tests/integration/models/image.spec.ts
   * reads it as absent without a $select).
   */
  defaultSelect: readonly string[];
}

export interface ModelIndex {
  model: ModelDef;
  /** Resolves a canonical name or synonym; throws the 401-kind error when unknown. */
  resource(name: string): ResourceInfo;
  /** The same, without throwing. */
  find(name: string): ResourceInfo | undefined;
}

/** Builds the lookup index for a model. */
export function indexModel(model: ModelDef): ModelIndex {
  const byName = new Map<string, ResourceInfo>();
  const infos: ResourceInfo[] = model.resources.map((def) => ({
    name: def.name,
    def,
    fields: new Map(def.fields.map((f) => [f.name, f])),
    navs: new Map(),
    defaultSelect: def.fields.filter((f) => !f.hidden && !f.selectOnly).map((f) => f.name),
  }));
  for (const info of infos) byName.set(info.name, info);
  for (const info of infos) for (const syn of info.def.synonyms) if (!byName.has(syn)) byName.set(syn, info);
  for (const info of infos) {
    for (const nav of info.def.navigations) {
      const target = byName.get(nav.target);
      if (!target) continue;
      const fk =
        nav.cardinality === 'one' ? (info.fields.has(nav.name) ? nav.name : (nav.via ?? nav.name)) : (nav.via ?? '');
      info.navs.set(nav.name, {
        name: nav.name,
        target,
        cardinality: nav.cardinality,
        fk,
        through: nav.through,
        derived: nav.derived,
        ...(nav.cardinality === 'one' && info.fields.get(fk)?.computed ? { computedOn: info.name } : {}),
      });
    }
    // Every FK field is a to-one navigation even if the model forgot to list it.
    for (const f of info.def.fields) {
      const target = f.type === 'ForeignKey' && f.references ? byName.get(f.references) : undefined;
      if (target && !info.navs.has(f.name))
        info.navs.set(f.name, {
          name: f.name,
          target,
          cardinality: 'one',
          fk: f.name,
          ...(f.computed ? { computedOn: info.name } : {}),
        });
    }
  }
  return {
    model,
    find: (name) => byName.get(name),
    resource(name) {
      const info = byName.get(name);
      if (!info) throw unknownResource(name);
      return info;
    },
  };
}

/** 400 `Unknown field 'x' on resource 'y'` (api-ground-truth §7: the real server answers 500). */
export const unknownField = (res: ResourceInfo, name: string): Error =>
  invalid(`Unknown field '${name}' on resource '${res.name}'`);

/** 400 `Unknown navigation 'x' on resource 'y'`. */
export const unknownNav = (res: ResourceInfo, name: string): Error =>
  invalid(`Unknown navigation '${name}' on resource '${res.name}'`);
