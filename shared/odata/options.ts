/**
 * The parts of the OData layer that do not need the URL compiler (compile.ts, on pinejs-client-core):
 * typed read options, field lists, key types and URL splitting. Modules loaded with the entry use
 * these without bringing the compiler.
 */
import type { NavKeys, NavTarget, ODataRead, OrderBy, ResourceName, Row } from './types.ts';

/** A key: numeric id, or an alternate key such as `{ uuid: '...' }`. */
export type ODataKey<R extends ResourceName> = number | { [K in keyof Row<R> & string]?: string | number };

/** A compiled URL split for openapi-fetch: the path and the decoded query parameters. */
export interface SplitUrl {
  path: string;
  query: Record<string, string>;
}

/**
 * Splits a compiled URL into path and decoded parameters. pinejs-client encodes `&`, `%` and quotes
 * inside string literals, so splitting on raw `&` and `=` is safe; the client's serializer re-encodes.
 */
export function splitUrl(url: string): SplitUrl {
  const at = url.indexOf('?');
  if (at < 0) return { path: url, query: {} };
  const query: Record<string, string> = {};
  for (const part of url.slice(at + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    query[decodeURIComponent(key)] = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
  }
  return { path: url.slice(0, at), query };
}

/**
 * Declares reusable read options for a resource, keeping their literal field lists (so the row type
 * follows them) while checking every name: `const opts = readOptions('device', { $select: ['id'] })`.
 */
export function readOptions<R extends ResourceName, const Q extends ODataRead<Row<R>>>(_resource: R, options: Q): Q {
  return options;
}

/** Field names of a resource as a typed list. */
export function fields<R extends ResourceName, const F extends ReadonlyArray<keyof Row<R> & string>>(
  _resource: R,
  ...names: F
): F {
  return names;
}

/**
 * A sort key through a navigation, checked against the model: `navOrder('organization_membership',
 * 'user', 'username', 'asc')` sorts by `user/username asc`; with a navigation of the target as the
 * field and `count`, by that navigation's count (`user/owns__saml_account/$count desc`), as the API
 * answers (api-ground-truth §2.3). Typed per call, so the general `OrderBy` stays cheap to check.
 */
export function navOrder<
  R extends ResourceName,
  K extends NavKeys<Row<R>>,
  F extends keyof NavTarget<Row<R>, K> & string,
>(
  _resource: R,
  nav: K,
  field: F,
  dir: 'asc' | 'desc',
  count?: 'count',
): Exclude<OrderBy<Row<R>>, string | ReadonlyArray<unknown>> {
  const path = `${nav}/${field}${count ? '/$count' : ''}`;
  // pinejs-client compiles `{ path: dir }` as `path dir`; the parts were checked above.
  return { [path]: dir } as Exclude<OrderBy<Row<R>>, string | ReadonlyArray<unknown>>;
}
