/**
 * Typed OData URL building (see compile.ts, options.ts) and the contract-derived types (types.ts); import
 * from here, except code loaded with the entry: that imports options.ts and loads compile.ts on demand.
 */
export { compile, compileCount, compileFilter, compileUrl } from './compile.ts';
export { fields, navOrder, readOptions, splitUrl, type ODataKey, type SplitUrl } from './options.ts';
export type {
  ExpandOptions,
  FieldOf,
  FieldRef,
  Filter,
  FilterValue,
  FkRef,
  Lambda,
  LambdaExpr,
  OrderBy,
  ValueCondition,
  NavKeys,
  NavTarget,
  ODataCount,
  ODataQuery,
  ODataRead,
  ResourceName,
  Row,
  RowOf,
  Selected,
} from './types.ts';
