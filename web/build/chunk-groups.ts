/**
 * A chunk group that cuts the number of scripts a cold signed-in page fetches, decided on the module
 * graph when the bundler splits it. Left alone, the bundler cuts the code that lazy routes share into
 * one chunk per set of sharers, and a cold devices page fetched 36 scripts over the browser's six
 * connections to the origin. `signed-in` holds instead, in one file:
 * - the signed-in frame's static imports (route tables, shell: the frame of
 *   app/preload-routes.ts), which every signed-in page loads before its first screen;
 * - the code outside web/src/features that the preloaded pages (app/preload-routes.ts) import
 *   statically: UI kit, react-aria, TanStack Table and Query, the generated schemas. Feature code
 *   stays split per page.
 * Never what the entry or the budgeted sign-in page (/login) uses, so /login does not fetch the
 * signed-in code, nor a module kept apart (the OData compiler, the areas' texts) and what it uses.
 * What they use is followed through the re-export files declared free of side effects (the features'
 * index.ts, the UI kit's barrel) by the names imported from them only, as the bundler's tree-shaking
 * does: the entry's router imports `authRoutes` from the auth feature's index.ts, whose other exports
 * (the profile form) would otherwise make the whole UI kit look like the entry's and keep 16 of its
 * files out of the group. Another page outside the shell that shares a module with the group loads the
 * group (modules run in source order only when used, so nothing of it runs before it is needed).
 * `signedInGuard` fails a build whose entry or /login would load the group after all.
 */
import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** What the split needs of a module (rolldown's ModuleInfo): its static imports and, for barrels, its code. */
interface GraphModule {
  importedIds: readonly string[];
  code?: string | null;
}
type Graph = (id: string) => GraphModule | null;

/** Every name of a module is used (a plain import of a non-barrel, `import *`, `export *`, an unreadable import). */
const ALL = '*';

/** The specifier's module among `importedIds` (relative specifiers only; others are never barrels here). */
function resolveSpecifier(from: string, specifier: string, importedIds: readonly string[]): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  return importedIds.find((id) => id === path);
}

/** `a`, `b as c`, `type D` of an import or export list: the imported (left-hand) names, types left out. */
function listedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/**
 * What `code` (of module `from`) takes from each module it names in an import or re-export statement:
 * a set of names, or ALL when it imports everything or a statement could not be read.
 */
export function takenFrom(from: string, code: string, importedIds: readonly string[]) {
  const taken = new Map<string, Set<string> | typeof ALL>();
  // Comments first: their prose ("routes import only this") would read as the start of a statement.
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statement = /\b(?:import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g;
  for (const [, rawClause, specifier] of bare.matchAll(statement)) {
    const target = resolveSpecifier(from, specifier!, importedIds);
    if (target === undefined) continue;
    const before = taken.get(target) ?? new Set<string>();
    if (before === ALL) continue;
    const clause = rawClause!.trim();
    const braces = /^(?:(\w+)\s*,\s*)?\{([^}]*)\}$/.exec(clause);
    if (braces) {
      if (braces[1]) before.add('default');
      for (const name of listedNames(braces[2]!)) before.add(name);
      taken.set(target, before);
    } else if (/^\w+$/.test(clause) && clause !== 'type') taken.set(target, before.add('default'));
    else taken.set(target, ALL);
  }
  return taken;
}

/** What `code` (of module `from`) takes from module `target` (ALL when no statement names it, or no code). */
export function namesTaken(
  from: string,
  code: string | null | undefined,
  target: string,
  importedIds: readonly string[],
) {
  return code ? (takenFrom(from, code, importedIds).get(target) ?? ALL) : ALL;
}

/**
 * Modules reachable from `start` through static imports, never entering `stop`, where a module for
 * which `isBarrel` holds (a re-export file declared free of side effects) is followed only into the
 * modules that re-export a name its importers take, as the bundler's tree-shaking keeps them.
 */
export function usedClosure(
  graph: Graph,
  start: Iterable<string>,
  isBarrel: (id: string) => boolean,
  stop: ReadonlySet<string> = new Set(),
) {
  const seen = new Set<string>();
  const parsed = new Map<string, Map<string, Set<string> | typeof ALL>>();
  // Names taken so far of each barrel reached (ALL: every one).
  const taken = new Map<string, Set<string> | typeof ALL>();
  const queue: Array<[id: string, names: Set<string> | typeof ALL]> = [...start]
    .filter((id) => !stop.has(id))
    .map((id) => [id, ALL]);
  const want = (id: string, names: Set<string> | typeof ALL) => {
    if (stop.has(id)) return;
    if (!isBarrel(id)) {
      if (!seen.has(id)) queue.push([id, ALL]);
      return;
    }
    const before = taken.get(id);
    if (before === ALL) return;
    if (names === ALL) {
      taken.set(id, ALL);
      queue.push([id, ALL]);
      return;
    }
    const fresh = [...names].filter((n) => !before?.has(n));
    if (before && fresh.length === 0) return;
    taken.set(id, new Set([...(before ?? []), ...fresh]));
    queue.push([id, new Set(fresh)]);
  };
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    const [id, names] = item;
    const barrel = isBarrel(id);
    if (!barrel && seen.has(id)) continue;
    seen.add(id);
    const info = graph(id);
    if (!info) continue;
    // Read once per module, and only where names matter: a barrel, or a module importing one.
    let taken: Map<string, Set<string> | typeof ALL> | undefined;
    const asked = (next: string) => {
      if (!info.code) return ALL;
      taken ??= parsed.get(id) ?? takenFrom(id, info.code, info.importedIds);
      parsed.set(id, taken);
      return taken.get(next) ?? ALL;
    };
    for (const next of info.importedIds) {
      if (!barrel) {
        want(next, isBarrel(next) ? asked(next) : ALL);
        continue;
      }
      // A barrel: a module it re-exports from is followed when one of the names asked of the barrel is
      // among those re-exported from it (or either side is ALL); a plain import of it always.
      const reexported = asked(next);
      if (names === ALL || reexported === ALL || [...reexported].some((n) => names.has(n))) want(next, ALL);
    }
  }
  return seen;
}

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
  /**
   * Modules the entry imports to start a page's first reads: they and what they use beyond the entry
   * (feature code included) form the `first-reads` group instead, one small file that never loads the
   * signed-in group.
   */
  firstReads?: readonly string[];
}

/** The group's name for a module that joins one, else null. `isBarrel`: the re-export files free of side effects. */
export function signedInSplit(
  root: string,
  { outside, frame, pages, firstReads = [] }: SignedInSplit,
  isBarrel: (id: string) => boolean = () => false,
) {
  const ids = (paths: readonly string[]) => paths.map((p) => resolve(root, p));
  // Feature code is left to per-page splitting.
  const features = resolve(root, 'src/features') + sep;
  let members: Set<string> | undefined;
  let first: Set<string> | undefined;
  return (id: string, graph: Graph): 'signed-in' | 'first-reads' | null => {
    if (!members || !first) {
      const kept = usedClosure(graph, ids(outside), isBarrel);
      first = new Set([...usedClosure(graph, ids(firstReads), isBarrel, kept)].filter((m) => !isBarrel(m)));
      // A barrel the entry passes through is no boundary: only re-exports, it leaves no code of its own.
      const apart = new Set([...kept, ...first].filter((m) => !isBarrel(m)));
      const shared = [...usedClosure(graph, ids(pages), isBarrel, apart)].filter(
        (m) => !m.startsWith(features) && !isBarrel(m),
      );
      members = new Set([...staticClosure(graph, ids(frame), apart), ...shared]);
    }
    if (first.has(id)) return 'first-reads';
    return members.has(id) ? 'signed-in' : null;
  };
}

/** What the guard needs of an output chunk (a subset of Rollup's OutputChunk). */
interface GuardChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  name: string;
}

/**
 * The files the entry, `pages` (module paths relative to `root`) and the chunks of `fromGroups` load
 * through static imports that belong to the group `group`, if any: a build where the entry, /login or
 * the first reads would fetch the signed-in group (a module they use read as unused) is refused rather
 * than shipped.
 */
export function groupLoadedBy(
  chunks: readonly GuardChunk[],
  pages: readonly string[],
  root: string,
  group: string,
  fromGroups: readonly string[] = [],
) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const ids = new Set(pages.map((p) => resolve(root, p)));
  const start = chunks.filter(
    (c) => c.isEntry || fromGroups.includes(c.name) || (c.facadeModuleId !== null && ids.has(c.facadeModuleId)),
  );
  const seen = new Set<string>();
  const queue = [...start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return [...seen].filter((file) => byFile.get(file)?.name === group);
}

/**
 * Fails the build when the entry, one of `pages` or the first-reads group loads the signed-in group.
 * The zero-server demo (scripts/build-static.ts, which sets FLEETMOCK_STATIC_DEMO) is left out: its entry
 * boots the whole mock core in the page before the dashboard, so what a first visit loads is the core's
 * size there, not the sign-in page's, and the core shares modules with the signed-in pages.
 */
export function signedInGuard(pages: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'fleetmock-signed-in-guard',
    apply: (_config, env) => env.command === 'build' && process.env.FLEETMOCK_STATIC_DEMO !== '1',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as GuardChunk[];
      const loaded = groupLoadedBy(chunks, pages, root, 'signed-in', ['first-reads']);
      if (loaded.length > 0)
        throw new Error(
          `signed-in chunk group: ${loaded.join(', ')} is loaded by the entry, the first reads or ${pages.join(', ')}`,
        );
    },
  };
}
