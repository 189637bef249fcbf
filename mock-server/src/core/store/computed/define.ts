/** Defining a computed field typed from the contract (kept apart from registry.ts to avoid an import cycle). */
import type { ResourceName } from '../rows.ts';
import type { ComputedDef } from '../types.ts';

/**
 * A computed field of resource R: `field` must be one of R's contract fields and `compute` reads
 * R's stored row (StoredRow<R>), so a renamed or retyped contract field breaks the definition at
 * compile time. The registry only computes it for rows of R, so it is kept as a ComputedDef of any
 * resource.
 */
export const computedField = <R extends ResourceName>(def: ComputedDef<R>): ComputedDef =>
  def as unknown as ComputedDef;
