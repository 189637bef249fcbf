/**
 * The journal's filter: an entry passes when it matches every condition set (method, path prefix
 * as sent or decoded, operation, status, actor by e-mail, persona key, username or id, time, sequence,
 * query parameters, JSON-pointer body values, body text).
 */
import { PERSONA_DOMAIN } from '../faults/match.ts';
import type { JournalActor, JournalEntry, JournalFilter } from './entry.ts';

function actorPasses(actor: JournalActor | null, want: string): boolean {
  if (!actor) return want === 'guest';
  const w = want.toLowerCase();
  const email = actor.email?.toLowerCase();
  return (
    email === w || email === `${w}@${PERSONA_DOMAIN}` || actor.username?.toLowerCase() === w || String(actor.id) === w
  );
}

/** Whether an entry matches every condition a filter sets. */
export function passes(e: JournalEntry, f: JournalFilter): boolean {
  if (f.method !== undefined && e.method !== f.method.toUpperCase()) return false;
  if (f.pathPrefix !== undefined && !e.path.startsWith(f.pathPrefix) && !safeDecoded(e.path).startsWith(f.pathPrefix))
    return false;
  if (f.operationId !== undefined && e.operationId !== f.operationId) return false;
  if (f.status !== undefined && e.status !== f.status) return false;
  if (f.actor !== undefined && !actorPasses(e.actor, f.actor)) return false;
  if (f.since !== undefined && Date.parse(e.time) < f.since) return false;
  if (f.after !== undefined && e.seq <= f.after) return false;
  if (f.query && !f.query.every((q) => queryHas(e.query, q))) return false;
  if (f.body && !f.body.every((b) => bodyHas(e.body, b))) return false;
  if (
    f.bodyContains !== undefined &&
    !(typeof e.body === 'string' ? e.body : (JSON.stringify(e.body) ?? '')).includes(f.bodyContains)
  )
    return false;
  return true;
}

function queryHas(query: JournalEntry['query'], want: string): boolean {
  const eq = want.indexOf('=');
  const value = query[eq < 0 ? want : want.slice(0, eq)];
  if (value === undefined) return false;
  if (eq < 0) return true;
  const text = want.slice(eq + 1);
  return (Array.isArray(value) ? value : [value]).some((v) => v.includes(text));
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
function atPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let at: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function bodyHas(body: unknown, want: string): boolean {
  const eq = want.indexOf('=');
  const found = atPointer(body, eq < 0 ? want : want.slice(0, eq));
  if (found === undefined) return false;
  if (eq < 0) return true;
  const text = want.slice(eq + 1);
  let expected: unknown = text;
  try {
    expected = JSON.parse(text);
  } catch {
    // compared as text
  }
  return JSON.stringify(found) === JSON.stringify(expected) || (typeof found === 'string' && found === text);
}

function safeDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
