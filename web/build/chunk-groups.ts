/**
 * A chunk group that cuts the number of scripts a cold signed-in page fetches, decided on the module
 * graph when the bundler splits it. Left alone, the bundler cuts the code that lazy routes share into
 * one chunk per set of sharers, and a cold devices page fetched 36 scripts over the browser's six
 * connections to the origin. `signed-in` holds instead, in one file:
 * - the signed-in frame's static imports (route tables, shell: the frame of
 *   app/preload-routes.ts), which every signed-in page loads before its first screen;
 * - the code outside web/src/features that the preloaded pages (app/preload-routes.ts) import
 *   statically: UI kit, react-aria, the generated schemas. Feature code stays split per page.
 * Never what the entry or the budgeted sign-in page (/login) imports statically, so /login does not
 * fetch the signed-in code, nor a module kept apart (the OData compiler, the areas' texts) and its imports. Another page outside the shell that shares a module with the group loads
 * the group (modules run in source order only when used, so nothing of it runs before it is needed).
 */
import { resolve, sep } from 'node:path';

/** What the split needs of a module (rolldown's ModuleInfo). */
interface GraphModule {
  importedIds: readonly string[];
}
type Graph = (id: string) => GraphModule | null;

/** Modules reachable from `start` through static imports, never entering `stop`. */
export function staticClosure(graph: Graph, start: Iterable<string>, stop: ReadonlySet<string> = new Set()) {
  const seen = new Set<string>();
  const queue = [...start].filter((id) => !stop.has(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph(id)?.importedIds ?? []) if (!seen.has(next) && !stop.has(next)) queue.push(next);
  }
  return seen;
}

export interface SignedInSplit {
  /** Modules kept out of the group with their static imports: the entry, /login, and any kept apart (paths relative to the root). */
  outside: readonly string[];
  /** The signed-in frame's modules. */
  frame: readonly string[];
  /** The preloaded pages' modules, whose non-feature static imports join the group. */
  pages: readonly string[];
}

/** The group's name for a module that joins it, else null. */
export function signedInSplit(root: string, { outside, frame, pages }: SignedInSplit) {
  const ids = (paths: readonly string[]) => paths.map((p) => resolve(root, p));
  // Feature code is left to per-page splitting.
  const features = resolve(root, 'src/features') + sep;
  let members: Set<string> | undefined;
  return (id: string, graph: Graph): 'signed-in' | null => {
    if (!members) {
      const kept = staticClosure(graph, ids(outside));
      const shared = [...staticClosure(graph, ids(pages), kept)].filter((m) => !m.startsWith(features));
      members = new Set([...staticClosure(graph, ids(frame), kept), ...shared]);
    }
    return members.has(id) ? 'signed-in' : null;
  };
}
