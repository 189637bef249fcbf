/**
 * "Why did my fault rule never fire?": for each rule without a hit, the journal entries that failed
 * the fewest of its match criteria, each with the criteria it failed (wanted vs got). Built from
 * the journal, which keeps method, path, operationId, resource, actor and device of every request
 * but not its headers, so a `header` criterion is reported as unknown.
 */
import type { World } from '../world.ts';
import { journalOf, type JournalEntry } from '../journal/journal.ts';
import { globToRegExp, matches, type MatchFacts } from './match.ts';
import type { FaultMatch } from './schema.ts';
import { listRules } from './state.ts';
import { canonicalIn } from './select.ts';

interface FailedCriterion {
  criterion: 'method' | 'path' | 'operationId' | 'resource' | 'header' | 'actor' | 'device';
  wanted: unknown;
  got: unknown;
}

export interface NearMiss {
  seq: number;
  method: string;
  path: string;
  operationId: string | null;
  failed: FailedCriterion[];
}

/** Default and most near misses listed per rule. */
export const NEAR_MISSES_DEFAULT = 3;
export const NEAR_MISSES_MAX = 50;

function factsOf(e: JournalEntry): MatchFacts {
  return {
    method: e.method,
    path: e.path,
    operationId: e.operationId ?? undefined,
    resource: e.resource ?? undefined,
    headers: {},
    actor: e.actor && e.actor.kind === 'user' ? { email: e.actor.email, username: e.actor.username } : null,
    device: e.device ?? undefined,
  };
}

/** The criteria of `match` an entry fails, each checked alone with the same rules as live matching. */
function failedCriteria(match: FaultMatch, e: JournalEntry, canonical: (name: string) => string): FailedCriterion[] {
  const facts = factsOf(e);
  const out: FailedCriterion[] = [];
  const alone = (m: FaultMatch): boolean => matches(m, facts, canonical);
  if (match.method !== undefined && !alone({ method: match.method }))
    out.push({ criterion: 'method', wanted: match.method, got: e.method });
  if (match.path !== undefined && !globToRegExp(match.path).test(e.path) && !alone({ path: match.path }))
    out.push({ criterion: 'path', wanted: match.path, got: e.path });
  if (match.operationId !== undefined && !alone({ operationId: match.operationId }))
    out.push({ criterion: 'operationId', wanted: match.operationId, got: e.operationId });
  if (match.resource !== undefined && !alone({ resource: match.resource }))
    out.push({ criterion: 'resource', wanted: match.resource, got: e.resource });
  if (match.header !== undefined) out.push({ criterion: 'header', wanted: match.header, got: 'unknown' });
  if (match.actor !== undefined && !alone({ actor: match.actor })) {
    out.push({
      criterion: 'actor',
      wanted: match.actor,
      got: e.actor ? (e.actor.email ?? e.actor.username ?? `${e.actor.kind}:${e.actor.id}`) : null,
    });
  }
  if (match.device !== undefined && !alone({ device: match.device }))
    out.push({ criterion: 'device', wanted: match.device, got: e.device });
  return out;
}

/** Rules of a world that never fired, with their nearest misses (fewest failed criteria, newest first). */
export function nearMisses(
  world: World,
  limit = NEAR_MISSES_DEFAULT,
): { id: string; match?: FaultMatch; nearMisses: NearMiss[] }[] {
  const entries = journalOf(world).list();
  const canon = canonicalIn(world);
  return listRules(world)
    .filter((r) => r.hits === 0)
    .map((rule) => {
      const misses: NearMiss[] = [];
      if (rule.match) {
        for (const e of entries.toReversed()) {
          const failed = failedCriteria(rule.match, e, canon);
          if (failed.length > 0)
            misses.push({ seq: e.seq, method: e.method, path: e.path, operationId: e.operationId, failed });
        }
        misses.sort((a, b) => a.failed.length - b.failed.length || b.seq - a.seq);
      }
      return { id: rule.id, ...(rule.match ? { match: rule.match } : {}), nearMisses: misses.slice(0, limit) };
    });
}
