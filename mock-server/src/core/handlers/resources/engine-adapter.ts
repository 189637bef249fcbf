/**
 * The ResourceEngine for a store: the OData engine of core/odata, one per store so `now()` in
 * filters reads that world's mock clock (parsed-query caches live inside it).
 */
import type { DataSource } from '../../model/data-source.ts';
import type { Store } from '../../store/store.ts';
import { createResourceEngine } from '../../odata/index.ts';
import type { ResourceEngine } from './port.ts';

const engines = new WeakMap<DataSource, ResourceEngine>();

/** The engine for a world's store (cached per store). */
export function getResourceEngine(store: Store): ResourceEngine {
  let engine = engines.get(store);
  if (!engine) engines.set(store, (engine = createResourceEngine(store.model, { now: () => store.clock.now() })));
  return engine;
}
