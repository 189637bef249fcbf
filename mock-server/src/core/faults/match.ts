/**
 * Does a rule's `match` fit a request? Every given criterion must hold; a criterion
 * whose fact the request lacks (no actor, no device uuid) does not hold. An absent `match` fits all.
 */
import type { FaultMatch } from './schema.ts';
import { safeDecode } from '../pipeline/route-matcher.ts';
import { globMatch, globTester, type GlobTester } from './glob.ts';

/** Persona e-mails end in this domain, so `owner` in a rule means owner@fleetmock.test. */
export const PERSONA_DOMAIN = 'fleetmock.test';

/** The facts of a request that rules can match on (from RequestContext, or built by a query). */
export interface MatchFacts {
  method: string;
  path: string;
  operationId?: string;
  /** OData resource, already canonical when the caller could resolve it. */
  resource?: string;
  headers: Readonly<Record<string, string | undefined>>;
  actor?: { email?: string | null; username?: string } | null;
  device?: string;
}

/**
 * `*` matches any run of characters (including `/`); everything else is literal. Anchored. Matched in
 * linear time by glob.ts (no regular expression).
 */
export const globToRegExp = (glob: string): GlobTester => globTester(glob);

function methodFits(want: FaultMatch['method'], method: string): boolean {
  if (want === undefined) return true;
  return Array.isArray(want) ? want.includes(method as (typeof want)[number]) : want === method;
}

function actorFits(want: string, actor: MatchFacts['actor']): boolean {
  if (!actor) return false;
  const w = want.toLowerCase();
  const email = actor.email?.toLowerCase();
  if (email && (email === w || email === `${w}@${PERSONA_DOMAIN}`)) return true;
  return actor.username?.toLowerCase() === w;
}

function headerFits(want: NonNullable<FaultMatch['header']>, headers: MatchFacts['headers']): boolean {
  const got = headers[want.name.toLowerCase()];
  if (got === undefined) return false;
  return want.value === undefined || got === want.value;
}

/**
 * True when `facts` satisfy `match`. `canonical` maps an OData resource name or synonym to its
 * canonical name (the world's store), so a rule on `application` also catches `/v7/application(1)`
 * and a rule on `device_tag` catches its synonym.
 */
export function matches(
  match: FaultMatch | undefined,
  facts: MatchFacts,
  canonical: (name: string) => string = (n) => n,
): boolean {
  if (!match) return true;
  if (!methodFits(match.method, facts.method)) return false;
  if (match.path !== undefined) {
    if (!globMatch(match.path, facts.path) && !globMatch(match.path, safeDecode(facts.path))) return false;
  }
  if (match.operationId !== undefined && match.operationId !== facts.operationId) return false;
  if (
    match.resource !== undefined &&
    (facts.resource === undefined || canonical(match.resource) !== canonical(facts.resource))
  )
    return false;
  if (match.header && !headerFits(match.header, facts.headers)) return false;
  if (match.actor !== undefined && !actorFits(match.actor, facts.actor)) return false;
  if (match.device !== undefined && match.device.toLowerCase() !== facts.device?.toLowerCase()) return false;
  return true;
}
