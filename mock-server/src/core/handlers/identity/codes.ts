/**
 * One-time codes of the browser flows (SAML callback code, social callback code, OAuth
 * authorization code), kept per world (WeakMap, so a reset world starts empty) and judged on the
 * world's mock clock. Handlers read a code, then drop it once the flow is finished: a SAML code
 * that needs a login first (spec 01 §4 merge) stays valid for the merge page.
 */
import type { World } from '../../world.ts';
import { MAX_PENDING_CODES, ONE_TIME_CODE_LENGTH, ONE_TIME_CODE_TTL_MS } from './constants.ts';
import { randomAlnum } from './random.ts';

/** What a code stands for. */
export type CodeGrant =
  | { kind: 'saml'; idpId: number; ssoIdentifier: string; email: string; displayName: string }
  | { kind: 'social'; provider: string; userId: number; state: string }
  | { kind: 'oauth'; clientId: string; userId: number };

interface Pending {
  grant: CodeGrant;
  expiresAt: number;
}

const pendingByWorld = new WeakMap<World, Map<string, Pending>>();

function pendingOf(world: World): Map<string, Pending> {
  let m = pendingByWorld.get(world);
  if (!m) pendingByWorld.set(world, (m = new Map()));
  return m;
}

/** Issues a code for a grant, valid for ONE_TIME_CODE_TTL_MS on the world clock. */
export function issueCode(world: World, grant: CodeGrant): string {
  const pending = pendingOf(world);
  if (pending.size >= MAX_PENDING_CODES) pending.delete(pending.keys().next().value as string);
  const code = randomAlnum(ONE_TIME_CODE_LENGTH);
  pending.set(code, { grant, expiresAt: world.clock.now() + ONE_TIME_CODE_TTL_MS });
  return code;
}

/** The grant of a live code of the given kind; undefined when unknown, expired, dropped or of another kind. */
export function readCode<K extends CodeGrant['kind']>(
  world: World,
  code: string,
  kind: K,
): Extract<CodeGrant, { kind: K }> | undefined {
  const pending = pendingOf(world);
  const hit = pending.get(code);
  if (!hit) return undefined;
  if (hit.expiresAt <= world.clock.now()) {
    pending.delete(code);
    return undefined;
  }
  return hit.grant.kind === kind ? (hit.grant as Extract<CodeGrant, { kind: K }>) : undefined;
}

/** Invalidates a code (its flow finished or failed for good). */
export function dropCode(world: World, code: string): void {
  pendingOf(world).delete(code);
}

/** Reads and drops a code in one step (codes that are used exactly once). */
export function consumeCode<K extends CodeGrant['kind']>(
  world: World,
  code: string,
  kind: K,
): Extract<CodeGrant, { kind: K }> | undefined {
  const grant = readCode(world, code, kind);
  dropCode(world, code);
  return grant;
}
