/**
 * The engine in the shape the resource handlers consume (`handlers/resources/port.ts`,
 * `ResourceEngine`): path + raw query in, `{d}` / ids / one row out. Structurally typed so core/odata
 * does not import from the handlers.
 */
import type { CanRead, DataSource } from '../model/data-source.ts';
import type { ModelDef } from '../model/types.ts';
import { createODataEngine, type ODataEngine, type ODataEngineOptions } from './engine.ts';
import type { ParsedRequest } from './parse-url.ts';
import type { PreparedRead, ReadUsage } from './execute.ts';

export interface ResourceEngineShape {
  parse(path: string, rawQuery: string): ParsedRequest;
  read(ds: DataSource, path: string, rawQuery: string, canRead: CanRead, usage?: ReadUsage): { d: unknown };
  /** `read` with the rows chosen but not yet serialised (engine.ts `prepare`). */
  prepare(ds: DataSource, path: string, rawQuery: string, canRead: CanRead, usage?: ReadUsage): PreparedRead;
  matchIds(ds: DataSource, path: string, rawQuery: string, canRead: CanRead): number[];
  readById(
    ds: DataSource,
    resource: string,
    id: number,
    canRead: CanRead,
    fileOrigin?: string,
  ): Record<string, unknown> | undefined;
  /** The underlying engine. */
  engine: ODataEngine;
}

const join = (path: string, rawQuery: string): string => (rawQuery ? `${path}?${rawQuery}` : path);

/** Creates the handler-facing engine for a model (`path` starts with `/`, after the OData root). */
export function createResourceEngine(
  model: ModelDef,
  options: Omit<ODataEngineOptions, 'model'> = {},
): ResourceEngineShape {
  const engine = createODataEngine({ ...options, model });
  const parse = (path: string, rawQuery: string) => engine.parseRequest(join(path, rawQuery));
  return {
    engine,
    parse,
    read: (ds, path, rawQuery, canRead, usage) => engine.query(ds, parse(path, rawQuery), canRead, usage),
    prepare: (ds, path, rawQuery, canRead, usage) => engine.prepare(ds, parse(path, rawQuery), canRead, usage),
    matchIds: (ds, path, rawQuery, canRead) => engine.matchIds(ds, parse(path, rawQuery), canRead),
    readById: (ds, resource, id, canRead, fileOrigin) => engine.readById(ds, resource, id, canRead, fileOrigin),
  };
}
