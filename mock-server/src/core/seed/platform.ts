/**
 * Platform catalog rows: CPU architectures, device families, device types with an alias row for every
 * slug (api-ground-truth §6 gotcha 9), application types, membership roles, and the public
 * `balena_os` organization with host OS apps (`is_host`, OS releases, ESR tags) and supervisor apps.
 */
import { APP_ROLES, APPLICATION_TYPES, ORG_ROLES } from './catalog.ts';
import {
  aliasesOf,
  CPU_ARCHITECTURES,
  DEVICE_FAMILIES,
  DEVICE_MANUFACTURERS,
  DEVICE_TYPES,
  deviceTypeContract,
} from './device-type-catalog.ts';
import { esrLineOf, esrTagsOf, osLabel, osLineOf, SUPERVISOR_RELEASES, type OsVersionSpec } from './os-catalog.ts';
import { add, addFast, DAY_MS, at, maybeAdd, newActor, type SeedContext } from './context.ts';
import { Rng } from './rng.ts';
import { update } from '../store/write.ts';
import type { ModelDef } from '../model/types.ts';
import type { MutableRow } from '../model/data-source.ts';
import { bumpWriteVersion, writeVersion } from '../store/version.ts';
import { tableOf } from '../store/store.ts';

/** Handle of the public organization that owns host OS and supervisor apps. */
export const OS_ORG_HANDLE = 'balena_os';

/** A generated stand-in for the contract's SVG logo, as the same kind of data URL the API stores. */
const logoOf = (slug: string): string =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${slug}</text></svg>`)}`;

/**
 * CPU architectures, manufacturers, families and device types in the contract-sync order of the real
 * API (open-balena-api `src/features/contracts/index.ts` synchronizeContracts, field map in `init.ts`):
 * `is_of__cpu_architecture` from `data.arch`, `belongs_to__device_family` from `data.family`, `logo`
 * from the logo asset, the whole contract in `contract`, and one alias row per contract alias.
 */
function deviceTypes(ctx: SeedContext): void {
  for (const slug of CPU_ARCHITECTURES) ctx.ids.set(`arch:${slug}`, add(ctx, 'cpu_architecture', { slug }).id);
  for (const m of DEVICE_MANUFACTURERS) {
    const row = maybeAdd(ctx, 'device_manufacturer', { slug: m.slug, name: m.name });
    if (row) ctx.ids.set(`maker:${m.slug}`, row.id);
  }
  for (const fam of DEVICE_FAMILIES) {
    const family = maybeAdd(ctx, 'device_family', {
      slug: fam.slug,
      name: fam.name,
      is_manufactured_by__device_manufacturer: ctx.ids.get(`maker:${fam.manufacturedBy}`) ?? null,
    });
    if (family) ctx.ids.set(`family:${fam.slug}`, family.id);
  }
  for (const dt of DEVICE_TYPES) {
    const logo = logoOf(dt.slug);
    const row = add(ctx, 'device_type', {
      ...(dt.id ? { id: dt.id } : {}),
      slug: dt.slug,
      name: dt.name,
      is_of__cpu_architecture: ctx.ids.get(`arch:${dt.data.arch}`),
      logo,
      contract: deviceTypeContract(dt, logo),
      belongs_to__device_family: dt.data.family ? (ctx.ids.get(`family:${dt.data.family}`) ?? null) : null,
      is_private: dt.isPrivate ?? false,
    });
    ctx.ids.set(`dt:${dt.slug}`, row.id);
    for (const alias of aliasesOf(dt))
      add(ctx, 'device_type_alias', { device_type: row.id, is_referenced_by__alias: alias });
  }
}

function roles(ctx: SeedContext): void {
  for (const t of APPLICATION_TYPES) ctx.ids.set(`apptype:${t.slug}`, add(ctx, 'application_type', { ...t }).id);
  for (const name of ORG_ROLES) ctx.ids.set(`role:org:${name}`, add(ctx, 'organization_membership_role', { name }).id);
  for (const r of APP_ROLES) {
    ctx.ids.set(
      `role:app:${r.name}`,
      add(ctx, 'application_membership_role', {
        ...r,
        created_at: at(ctx, -900 * DAY_MS),
        modified_at: at(ctx, -900 * DAY_MS),
      }).id,
    );
  }
}

/**
 * Draws the platform catalogue takes from the seed's RNG stream. The catalogue draws from its own RNG
 * (CatalogueContext.catalogueRng); the seed's stream then skips this fixed count, the draws the catalogue took
 * before it was built from public sources, so seeded user data (names, uuids, keys) stays the same
 * for a seed whatever the catalogue holds.
 */
const PLATFORM_DRAWS = 8952;

/** The seed context with the catalogue's own RNG. */
interface CatalogueContext extends SeedContext {
  catalogueRng: Rng;
}

/** Inserts a public host or supervisor application owned by the balena_os organization. */
function publicApp(ctx: CatalogueContext, name: string, deviceType: number, isHost: boolean): number {
  return add(ctx, 'application', {
    actor: newActor(ctx),
    app_name: name,
    slug: `${OS_ORG_HANDLE}/${name}`,
    uuid: ctx.catalogueRng.hex(32),
    is_of__class: 'app',
    organization: ctx.ids.get('org:balena_os'),
    is_for__device_type: deviceType,
    application_type: ctx.ids.get('apptype:essentials'),
    is_host: isHost,
    is_public: true,
    is_discoverable: true,
    should_track_latest_release: true,
    created_at: at(ctx, -1500 * DAY_MS),
  }).id;
}

function semverParts(version: string): { semver_major: number; semver_minor: number; semver_patch: number } {
  const [semver_major = 0, semver_minor = 0, semver_patch = 0] = version.split('.').map(Number);
  return { semver_major, semver_minor, semver_patch };
}

/** Midday UTC of a catalogue date (YYYY-MM-DD), as an ISO string. */
const dated = (date: string): string => `${date}T12:00:00.000Z`;

/**
 * One OS release of a host app. A final release has its revision (raw_version `2.54.2+rev1[.prod]`); a
 * draft keeps `revN` in its semver build and has no revision (raw_version `5.1.10-<created ms>+rev2`,
 * open-balena-api release versioning); a tag-only ESR release has semver 0.0.0 and its version in tags.
 */
function osRelease(ctx: CatalogueContext, app: number, dtSlug: string, v: OsVersionSpec, variant: string): number {
  const created = v.draftCreatedAt ?? dated(v.date);
  const draft = v.draftCreatedAt !== undefined;
  const rel = addFast(ctx, 'release', {
    belongs_to__application: app,
    commit: ctx.catalogueRng.hex(40),
    composition: {},
    status: 'success',
    source: 'cloud',
    start_timestamp: created,
    end_timestamp: created,
    update_timestamp: created,
    created_at: created,
    is_invalidated: false,
    invalidation_reason: null,
    phase: null,
    known_issue_list: null,
    is_finalized_at__date: draft ? null : created,
    ...(v.tagOnly ? semverParts('0.0.0') : semverParts(v.version)),
    semver_build: draft && v.revision > 0 ? `rev${v.revision}` : '',
    revision: draft ? null : v.revision,
    variant,
  }).id;
  // Release tags where the SDK reads them: version and variant of split and tag-only releases (its
  // fallback when raw_version is not the version), meta-balena-base of ESR releases.
  const tags: Record<string, string> = {};
  if (variant || v.tagOnly) tags.version = osLabel(v);
  if (variant) tags.variant = variant === 'dev' ? 'development' : 'production';
  if (v.metaBalenaBase) tags['meta-balena-base'] = v.metaBalenaBase;
  for (const [tag_key, value] of Object.entries(tags)) addFast(ctx, 'release_tag', { release: rel, tag_key, value });
  const key = `os:${dtSlug}:${osLabel(v)}${variant ? `:${variant}` : ''}`;
  ctx.ids.set(key, rel);
  return rel;
}

/**
 * One host app: its OS releases (split dev/prod variants where the line has them) and its release-policy
 * tags; it tracks its newest final release.
 */
function hostApp(
  ctx: CatalogueContext,
  name: string,
  dtSlug: string,
  lines: readonly OsVersionSpec[],
  tags: Readonly<Record<string, string>>,
): number {
  const app = publicApp(ctx, name, ctx.ids.get(`dt:${dtSlug}`)!, true);
  let latest: number | null = null;
  for (const v of lines) {
    if (v.splitVariants) {
      osRelease(ctx, app, dtSlug, v, 'dev');
      latest = osRelease(ctx, app, dtSlug, v, 'prod');
      continue;
    }
    const rel = osRelease(ctx, app, dtSlug, v, '');
    if (!v.draftCreatedAt) latest = rel;
  }
  update(ctx.store, 'application', app, { should_be_running__release: latest }, { trusted: true });
  for (const [tag_key, value] of Object.entries(tags))
    add(ctx, 'application_tag', { application: app, tag_key, value });
  return app;
}

/**
 * Host apps per device type, as the vendor's clients expect them: `balena_os/<slug>` with the default
 * OS line (release-policy `default`) and, for types with an ESR line, `balena_os/<slug>-esr` with the
 * ESR releases and its `esr-*` line tags (the SDK's os model tells the lines apart by release-policy).
 * A type the public sources publish no OS for gets no host app.
 */
function hostApps(ctx: CatalogueContext): void {
  for (const dt of DEVICE_TYPES) {
    const line = osLineOf(dt);
    if (line.length === 0) continue;
    ctx.ids.set(`hostapp:${dt.slug}`, hostApp(ctx, dt.slug, dt.slug, line, { 'release-policy': 'default' }));
    const esr = esrLineOf(dt);
    if (esr.length > 0) hostApp(ctx, `${dt.slug}-esr`, dt.slug, esr, esrTagsOf());
  }
}

function supervisorApps(ctx: CatalogueContext): void {
  for (const arch of CPU_ARCHITECTURES) {
    // A supervisor app is for a device type of its architecture; an architecture no seeded type has gets none.
    const dt = DEVICE_TYPES.find((d) => d.arch === arch && !d.isPrivate);
    if (!dt) continue;
    const app = publicApp(ctx, `${arch}-supervisor`, ctx.ids.get(`dt:${dt.slug}`)!, false);
    for (const { version, date } of SUPERVISOR_RELEASES) {
      const created = dated(date);
      const rel = addFast(ctx, 'release', {
        belongs_to__application: app,
        commit: ctx.catalogueRng.hex(40),
        composition: {},
        status: 'success',
        source: 'cloud',
        start_timestamp: created,
        end_timestamp: created,
        update_timestamp: created,
        created_at: created,
        is_finalized_at__date: created,
        known_issue_list: null,
        ...semverParts(version),
        revision: 0,
      }).id;
      ctx.ids.set(`sup:${arch}:${version}`, rel);
    }
  }
}

/** Seed of the catalogue's own RNG (commits and uuids of the public apps and releases). */
const CATALOGUE_RNG_SEED = 0xba1e7a05;

/** The platform catalogue as a world's store holds it right after seedPlatform: rows per table and seed ids. */
interface PlatformCopy {
  tables: { name: string; nextId: number; rows: MutableRow[] }[];
  ids: [string, number][];
  writes: number;
}

/**
 * Catalogues made so far, by model and epoch (the only inputs they depend on: their RNG has its own
 * seed). Every world of a process (the default one, `POST /__mock/sessions`, a test's core) holds the
 * same ~16,000 catalogue rows (9,400 OS releases); the first world inserts them, later ones copy them.
 */
const platformCopies = new WeakMap<ModelDef, Map<number, PlatformCopy>>();

/** A row copy with its JSON values (a device type's contract, a release's composition) copied too. */
function copyRow(row: MutableRow): MutableRow {
  const out = { ...row };
  for (const key in out) {
    const v = out[key];
    // Most are a release's empty composition: a new {} is much cheaper than a structured clone.
    if (v !== null && typeof v === 'object')
      out[key] = !Array.isArray(v) && Object.keys(v).length === 0 ? {} : structuredClone(v);
  }
  return out;
}

const privateEmpty = (ctx: SeedContext): boolean =>
  Object.values(ctx.store.priv).every((v) => (v instanceof Map ? v.size === 0 : !Array.isArray(v) || v.length === 0));
const isEmptyStore = (ctx: SeedContext): boolean =>
  [...ctx.store.tables.values()].every((t) => t.size === 0) && privateEmpty(ctx);

/**
 * seedPlatform into a fresh store, or a copy of the catalogue an earlier world of the same model and
 * epoch made: the same rows, ids, next ids, seed ids, write count and draws of the seed's RNG. A
 * catalogue that drew from the store's own RNG or wrote private tables would not be copied (it would
 * depend on more than model and epoch); each world then seeds its own.
 */
export function seedPlatformShared(ctx: SeedContext): void {
  const store = ctx.store;
  const byEpoch = platformCopies.get(store.model) ?? new Map<number, PlatformCopy>();
  const copy = isEmptyStore(ctx) ? byEpoch.get(ctx.epoch) : undefined;
  if (copy) {
    for (const { name, nextId, rows } of copy.tables) {
      const t = tableOf(store, name);
      for (const row of rows) t.add(copyRow(row));
      t.nextId = nextId;
    }
    for (const [key, id] of copy.ids) ctx.ids.set(key, id);
    for (let i = writeVersion(store); i < copy.writes; i++) bumpWriteVersion(store);
    for (let i = 0; i < PLATFORM_DRAWS; i++) ctx.rng.next();
    return;
  }
  const fresh = isEmptyStore(ctx) && ctx.ids.size === 0 && writeVersion(store) === 0;
  const rngBefore = store.rngState;
  seedPlatform(ctx);
  if (!fresh || store.rngState !== rngBefore || !privateEmpty(ctx)) return;
  byEpoch.set(ctx.epoch, {
    tables: [...store.tables]
      .filter(([, t]) => t.size > 0)
      // Shallow copies: the first world's own rows change later, their JSON values are only ever
      // replaced (every row change goes through the store's write functions), so the values can be
      // shared until a later world takes its deep copy.
      .map(([name, t]) => ({ name, nextId: t.nextId, rows: t.all().map((row) => ({ ...row })) })),
    ids: [...ctx.ids],
    writes: writeVersion(store),
  });
  platformCopies.set(store.model, byEpoch);
}

/** Inserts the platform catalog, host OS apps and supervisor apps. */
export function seedPlatform(ctx: SeedContext): void {
  const cctx: CatalogueContext = { ...ctx, catalogueRng: new Rng(CATALOGUE_RNG_SEED) };
  deviceTypes(ctx);
  roles(ctx);
  const org = add(ctx, 'organization', {
    name: 'balenaOS',
    handle: OS_ORG_HANDLE,
    created_at: at(ctx, -2000 * DAY_MS),
  });
  ctx.ids.set('org:balena_os', org.id);
  hostApps(cctx);
  supervisorApps(cctx);
  for (let i = 0; i < PLATFORM_DRAWS; i++) ctx.rng.next();
}
