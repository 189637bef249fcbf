/**
 * Path globs of fault rules and `fleetmock verify --ignore`: `*` matches any run of characters
 * (including `/`), everything else is literal, and the whole path must match. Matched in time linear
 * in the path and the pattern, whatever the pattern: a regular expression of `.*` runs backtracks
 * exponentially on patterns like `/*a*a*a*a*a*a*a*a*a*a*a*a*c`, which blocked every session.
 *
 * How: the pattern is split at its stars into literal parts. The first part must start the path and
 * the last must end it; each part between is found leftmost after the previous one (for stars alone
 * the leftmost place is always a right choice, so nothing is ever retried) with Knuth–Morris–Pratt,
 * which reads each path character a bounded number of times.
 */

/** Longest path pattern a fault rule may carry (the rule validator refuses longer ones). */
export const PATH_PATTERN_MAX_LENGTH = 256;

/** Counts the matcher's steps (characters compared), so tests can bound its work without a clock. */
export interface GlobStats {
  steps: number;
}

interface CompiledGlob {
  /** False when the pattern has no star (it matches only itself). */
  starred: boolean;
  /** The literal part before the first star and the one after the last. */
  first: string;
  last: string;
  /** The literal parts between stars, in order, each with its KMP failure table. */
  middle: { part: string; fail: Int32Array }[];
}

function failureTable(part: string): Int32Array {
  const fail = new Int32Array(part.length);
  let k = 0;
  for (let i = 1; i < part.length; i++) {
    // KMP keeps 0 <= k < i < part.length, so fail[k - 1] (k > 0) is in range.
    while (k > 0 && part[i] !== part[k]) k = fail[k - 1]!;
    if (part[i] === part[k]) k++;
    fail[i] = k;
  }
  return fail;
}

const compiled = new Map<string, CompiledGlob>();
/** Compiled patterns kept; beyond that the cache is emptied (rules are few in practice). */
const CACHE_LIMIT = 1_000;

function compile(glob: string): CompiledGlob {
  let c = compiled.get(glob);
  if (!c) {
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    const [first = '', ...rest] = glob.split('*');
    const last = rest.pop() ?? '';
    c = { starred: glob.includes('*'), first, last, middle: rest.map((part) => ({ part, fail: failureTable(part) })) };
    compiled.set(glob, c);
  }
  return c;
}

/** Index just past the first occurrence of `part` in text[from, end), or -1. */
function findAfter(text: string, from: number, end: number, part: string, fail: Int32Array, stats?: GlobStats): number {
  if (part.length === 0) return from;
  let k = 0;
  for (let i = from; i < end; i++) {
    // 0 < k < part.length here (a full match returns), so fail[k - 1] is in range.
    while (k > 0 && text[i] !== part[k]) {
      k = fail[k - 1]!;
      if (stats) stats.steps++;
    }
    if (stats) stats.steps++;
    if (text[i] === part[k]) k++;
    if (k === part.length) return i + 1;
  }
  return -1;
}

/** True when the whole of `text` matches the glob. */
export function globMatch(glob: string, text: string, stats?: GlobStats): boolean {
  const { starred, first, last, middle } = compile(glob);
  if (!starred) {
    if (stats) stats.steps += Math.min(glob.length, text.length);
    return glob === text;
  }
  if (text.length < first.length + last.length) return false;
  if (stats) stats.steps += first.length + last.length;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let pos = first.length;
  const end = text.length - last.length;
  for (const { part, fail } of middle) {
    pos = findAfter(text, pos, end, part, fail, stats);
    if (pos < 0) return false;
  }
  return true;
}

/** A tester with RegExp's `test`, for callers that hold a pattern object. */
export interface GlobTester {
  test(text: string): boolean;
}

/** The glob as a tester (no regular expression is built). */
export const globTester = (glob: string): GlobTester => ({ test: (text) => globMatch(glob, text) });
