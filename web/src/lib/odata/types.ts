/**
 * Resource names and row types of the OData API, taken from the contract (generated/): a resource
 * name (canonical or synonym, api-ground-truth §2.1) maps to the component schema of its rows.
 */
import type { ResourceSchemaMap } from '../../../../generated/model.gen.ts';
import type { components } from '../../../../generated/types/api.gen.ts';

/** Every addressable resource name, e.g. `device` or `application__has__env_var_name`. */
export type ResourceName = keyof ResourceSchemaMap;

/** The row type of a resource as read over `/v7` (every property optional: `$select`). */
export type Row<R extends ResourceName> = components['schemas'][ResourceSchemaMap[R]];

/** Field and navigation names of a resource. */
export type FieldOf<R extends ResourceName> = keyof Row<R> & string;
