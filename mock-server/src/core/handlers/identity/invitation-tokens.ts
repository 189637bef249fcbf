/**
 * Invitation tokens (spec 01 §2 "/organization/invitation/{token}", "/invitation/{token}"; §5
 * "Invitation tokens must parse into a resource and a name"). The model has no token column, so a
 * token is derived from the invite row: `<resource>-<id>-<16 hex digest>` where the digest covers
 * the world's seed, the resource, the id, the creation time and the invitee. Tokens are therefore
 * discoverable (QA and tests call `invitationToken`, and `invitationLink` gives the dashboard
 * path), stable across restarts with the same seed, and dead once the row is gone.
 */
import type { World } from '../../world.ts';
import type { Row } from '../../model/data-source.ts';

/** Token prefix → invite resource. */
export const INVITE_KINDS = { org: 'organization_invite', fleet: 'application_invite' } as const;
export type InviteKind = keyof typeof INVITE_KINDS;

const TOKEN_PATTERN = /^(org|fleet)-(\d{1,15})-([0-9a-f]{16})$/;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a of a string, starting from `basis`. */
function fnv1a(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME) >>> 0;
  }
  return h;
}

function digest(world: World, kind: InviteKind, row: Row): string {
  const invitee = world.store.get('invitee', Number(row.invitee));
  const text = `${world.config.seed}|${INVITE_KINDS[kind]}|${row.id}|${String(row.created_at)}|${String(invitee?.email ?? '')}`;
  return [0x811c9dc5, 0x050c5d1f].map((basis) => fnv1a(text, basis).toString(16).padStart(8, '0')).join('');
}

/** The token of an invite row. */
export function invitationToken(world: World, kind: InviteKind, row: Row): string {
  return `${kind}-${row.id}-${digest(world, kind, row)}`;
}

/** The dashboard path that accepts an invite (relative to the dashboard origin). */
export function invitationLink(world: World, kind: InviteKind, row: Row): string {
  const token = invitationToken(world, kind, row);
  return kind === 'org' ? `/organization/invitation/${token}` : `/invitation/${token}`;
}

/** The live invite row a token names, or undefined when the token is malformed, of another kind or stale. */
export function inviteForToken(world: World, kind: InviteKind, token: string): Row | undefined {
  const m = TOKEN_PATTERN.exec(token);
  if (!m || m[1] !== kind) return undefined;
  const row = world.store.get(INVITE_KINDS[kind], Number(m[2]));
  return row && digest(world, kind, row) === m[3] ? row : undefined;
}
