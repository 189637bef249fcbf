/**
 * Chooses the ResourceEngine for a model: the real OData engine (core/odata) once it is wired in
 * here, else the small fallback over @balena/odata-parser. One engine per model (parsed-query
 * caches live inside it).
 */
import type { ModelDef } from '../../model/types.ts';
import { createFallbackEngine } from './fallback-engine.ts';
import type { ResourceEngine } from './port.ts';

const engines = new WeakMap<ModelDef, ResourceEngine>();

/** The engine for a model (cached). */
export function getResourceEngine(model: ModelDef): ResourceEngine {
  let engine = engines.get(model);
  if (!engine) engines.set(model, (engine = createFallbackEngine(model)));
  return engine;
}
