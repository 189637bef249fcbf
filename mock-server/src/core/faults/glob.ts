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
  /** Literal parts between stars; one part = no star. */
  parts: string[];
  /** KMP failure table of each part. */
  fail: Int32Array[];
}

function failureTable(part: string): Int32Array {
  const fail = new Int32Array(part.length);
  let k = 0;
  for (let i = 1; i < part.length; i++) {
    while (k > 0 && part[i] !== part[k]) k = fail[k - 1];
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
    const parts = glob.split('*');
    c = { parts, fail: parts.map(failureTable) };
    compiled.set(glob, c);
  }
  return c;
}

/** Index just past the first occurrence of `part` in text[from, end), or -1. */
function findAfter(text: string, from: number, end: number, part: string, fail: Int32Array, stats?: GlobStats): number {
  if (part.length === 0) return from;
  let k = 0;
  for (let i = from; i < end; i++) {
    while (k > 0 && text[i] !== part[k]) {
      k = fail[k - 1];
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
  const { parts, fail } = compile(glob);
  if (parts.length === 1) {
    if (stats) stats.steps += Math.min(glob.length, text.length);
    return glob === text;
  }
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (text.length < first.length + last.length) return false;
  if (stats) stats.steps += first.length + last.length;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let pos = first.length;
  const end = text.length - last.length;
  for (let p = 1; p < parts.length - 1; p++) {
    pos = findAfter(text, pos, end, parts[p], fail[p], stats);
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
