/**
 * Foreign keys in a write must point at rows the caller may read: a row the caller cannot see is
 * treated like a missing one (409 `Foreign key constraint violated`, the store's answer for an
 * unknown id), so a write can neither attach data to another organization's rows (a device key
 * moving its device into another organization's fleet, a free-plan user pinning a device to a
 * release of another organization) nor probe which ids exist there. A fleet or release that is
 * readable only because its fleet is public counts as unseen too: a write may point at fleets and
 * releases only where the caller holds a role (`stake`), except the OS and supervisor releases a device
 * runs (shared/actions.ts PUBLIC_REFERENCE_FIELDS).
 */
import type { CanRead } from '../../model/data-source.ts';
import type { Store } from '../../store/store.ts';
import { foreignKeyError, type StoreError } from '../../store/errors.ts';
import { PUBLIC_REFERENCE_FIELDS } from '../../../../../shared/actions.ts';

/** Resources a write may reference only in a fleet the caller holds a role on. */
const FLEET_SCOPED = new Set(['application', 'release']);

/** The FK id a body gives: a plain number or `{__id}` (api-ground-truth §1.3). */
function idOf(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && typeof (v as { __id?: unknown }).__id === 'number')
    return (v as { __id: number }).__id;
  return undefined;
}

/** The error for the first FK in `body` that names an existing row the caller cannot read, else undefined. */
export function invisibleReference(
  store: Store,
  resource: string,
  body: Record<string, unknown>,
  canRead: CanRead,
  stake?: (appId: number) => boolean,
): StoreError | undefined {
  const def = store.resources.get(resource);
  if (!def) return undefined;
  const open = PUBLIC_REFERENCE_FIELDS[def.name] ?? [];
  for (const f of def.fields) {
    if (f.type !== 'ForeignKey' || !f.references || !(f.name in body)) continue;
    const id = idOf(body[f.name]);
    if (id === undefined) continue;
    const target = store.get(f.references, id);
    // A missing row is the store's own 409; an invisible one answers the same.
    if (target && !canRead(f.references, target)) return foreignKeyError();
    if (target && stake && FLEET_SCOPED.has(f.references) && !open.includes(f.name)) {
      const appId = f.references === 'application' ? target.id : idOf(target.belongs_to__application);
      if (appId !== undefined && !stake(appId)) return foreignKeyError();
    }
  }
  return undefined;
}
