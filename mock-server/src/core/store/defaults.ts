/**
 * Default values on insert (database defaults and open-balena creation hooks, api-ground-truth §3):
 * created_at/modified_at from the Clock, booleans, heartbeat `unknown`, generated uuids, fleet slug.
 */
import type { FieldDef, ResourceDef } from '../model/types.ts';
import { randomHex, type Store } from './store.ts';

/** Explicit per-resource defaults where the real schema has one other than null/false. */
const EXPLICIT_DEFAULTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  device: { api_heartbeat_state: 'unknown', is_active: true, is_online: false, is_connected_to_vpn: false },
  application: {
    should_track_latest_release: true,
    is_of__class: 'fleet',
    is_host: false,
    is_archived: false,
    is_public: false,
  },
  release: {
    source: 'cloud',
    is_invalidated: false,
    is_passing_tests: true,
    semver_major: 0,
    semver_minor: 0,
    semver_patch: 0,
    semver_prerelease: '',
    semver_build: '',
    variant: '',
    composition: {},
  },
  image: { status: 'running' },
  subscription: { is_active: true, discount_percentage: 0, origin: 'self-serve', billing_cycle: 'monthly' },
  user_profile: { must_be_verified: false, is_verified: true, has_password_set: true, has_disabled_newsletter: false },
};

/** Date fields that default to "now" on insert. */
const NOW_FIELDS = new Set([
  'created_at',
  'modified_at',
  'start_timestamp',
  'update_timestamp',
  'install_date',
  'starts_on__date',
]);

/**
 * How a field missing from an insert body gets its default, worked out once per field: `static`
 * (the same value every time), `computed` (made per insert: the clock, a fresh uuid, the fleet slug,
 * a copied object), or `none` (no default: the required check then refuses a non-nullable field).
 */
export type DefaultKind =
  | { kind: 'static'; value: unknown }
  | { kind: 'computed'; make: (store: Store, values: Record<string, unknown>) => unknown }
  | { kind: 'none' };

export function defaultKindOf(def: ResourceDef, f: FieldDef): DefaultKind {
  const explicit = EXPLICIT_DEFAULTS[def.name]?.[f.name];
  if (explicit !== undefined) {
    return typeof explicit === 'object' && explicit !== null
      ? { kind: 'computed', make: () => structuredClone(explicit) }
      : { kind: 'static', value: explicit };
  }
  if (f.type === 'Date Time' && NOW_FIELDS.has(f.name))
    return { kind: 'computed', make: (store) => new Date(store.clock.now()).toISOString() };
  if (f.name === 'uuid' && (def.name === 'device' || def.name === 'application'))
    return { kind: 'computed', make: (store) => randomHex(store) };
  if (def.name === 'application' && f.name === 'slug') return { kind: 'computed', make: fleetSlug };
  if (f.nullable) return { kind: 'static', value: null };
  if (f.type === 'Boolean') return { kind: 'static', value: false };
  return { kind: 'none' };
}

/**
 * For trusted (seed/restore) writes only: a type-based value for a required field the writer did not
 * know about, so a model that grows a field does not break seeding. Never used for client writes.
 */
export function trustedFallback(store: Store, f: FieldDef): unknown {
  switch (f.type) {
    case 'Integer':
    case 'Real':
      return 0;
    case 'Big Integer':
      return '0';
    case 'Short Text':
    case 'Text':
      return f.enum?.[0] ?? ''.padEnd(f.minLength ?? 0, 'x');
    case 'JSON':
      return {};
    case 'Date Time':
    case 'Date':
      return new Date(store.clock.now()).toISOString();
    default:
      return undefined;
  }
}

/** `<org handle>/<app_name>` lower-cased, as open-balena's slug hook builds it (§3 "application"). */
function fleetSlug(store: Store, values: Record<string, unknown>): string | undefined {
  const org = typeof values.organization === 'number' ? store.get('organization', values.organization) : undefined;
  if (!org || typeof values.app_name !== 'string') return undefined;
  return `${String(org.handle)}/${values.app_name}`.toLowerCase();
}
