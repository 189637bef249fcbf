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
import {
  ESR_TAGS,
  ESR_VERSIONS,
  osLineOf,
  SUPERVISOR_KNOWN_ISSUE,
  SUPERVISOR_VERSIONS,
  type OsVersionSpec,
} from './os-catalog.ts';
import { add, DAY_MS, at, maybeAdd, newActor, type SeedContext } from './context.ts';
import { update } from '../store/write.ts';

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

/** Inserts a public host or supervisor application owned by the balena_os organization. */
function publicApp(ctx: SeedContext, name: string, deviceType: number, isHost: boolean): number {
  return add(ctx, 'application', {
    actor: newActor(ctx),
    app_name: name,
    slug: `${OS_ORG_HANDLE}/${name}`,
    uuid: ctx.rng.hex(32),
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

function osRelease(
  ctx: SeedContext,
  app: number,
  dtSlug: string,
  v: OsVersionSpec,
  variant: string,
  ageDays: number,
): number {
  const created = at(ctx, -ageDays * DAY_MS);
  const rel = add(ctx, 'release', {
    belongs_to__application: app,
    commit: ctx.rng.hex(40),
    composition: {},
    status: 'success',
    source: 'cloud',
    start_timestamp: created,
    end_timestamp: created,
    update_timestamp: created,
    created_at: created,
    is_invalidated: v.invalidated ?? false,
    invalidation_reason: v.invalidated ? 'Superseded after a boot regression.' : null,
    phase: v.phase,
    known_issue_list: v.knownIssue ?? null,
    // A draft (pre-release) has no revision and no finalization date: is_final false, raw_version
    // `<semver>-<created ms>` (open-balena-api release versioning).
    is_finalized_at__date: v.draft ? null : created,
    ...semverParts(v.version),
    revision: v.draft ? null : v.revision,
    variant,
  }).id;
  const tags: Record<string, string> = { version: `${v.version}${v.revision > 0 ? `+rev${v.revision}` : ''}` };
  if (variant) tags.variant = variant === 'dev' ? 'development' : 'production';
  if (v.metaBalenaBase) tags['meta-balena-base'] = v.metaBalenaBase;
  for (const [tag_key, value] of Object.entries(tags)) add(ctx, 'release_tag', { release: rel, tag_key, value });
  const key = `os:${dtSlug}:${v.version}${variant ? `:${variant}` : ''}`;
  ctx.ids.set(key, rel);
  return rel;
}

/** One host app: its OS releases (split dev/prod variants where the line has them) and its release-policy tags. */
function hostApp(
  ctx: SeedContext,
  name: string,
  dtSlug: string,
  lines: readonly OsVersionSpec[],
  tags: Readonly<Record<string, string>>,
): number {
  const app = publicApp(ctx, name, ctx.ids.get(`dt:${dtSlug}`)!, true);
  let latest: number | null = null;
  lines.forEach((v, i) => {
    const age = (lines.length - i) * 45;
    if (v.splitVariants) {
      osRelease(ctx, app, dtSlug, v, 'dev', age);
      osRelease(ctx, app, dtSlug, v, 'prod', age);
      return;
    }
    const rel = osRelease(ctx, app, dtSlug, v, '', age);
    if (!v.invalidated && !v.draft) latest = rel;
  });
  update(ctx.store, 'application', app, { should_be_running__release: latest }, { trusted: true });
  for (const [tag_key, value] of Object.entries(tags))
    add(ctx, 'application_tag', { application: app, tag_key, value });
  return app;
}

/**
 * Host apps per device type, as the vendor's clients expect them: `balena_os/<slug>` with the default
 * OS line (release-policy `default`) and, for ESR device types, `balena_os/<slug>-esr` with the ESR line
 * and its `esr-*` phase tags (the SDK's os model tells the lines apart by the host app's release-policy).
 */
function hostApps(ctx: SeedContext): void {
  for (const dt of DEVICE_TYPES) {
    ctx.ids.set(`hostapp:${dt.slug}`, hostApp(ctx, dt.slug, dt.slug, osLineOf(dt), { 'release-policy': 'default' }));
    if (dt.esr) hostApp(ctx, `${dt.slug}-esr`, dt.slug, ESR_VERSIONS, ESR_TAGS);
  }
}

function supervisorApps(ctx: SeedContext): void {
  for (const arch of CPU_ARCHITECTURES) {
    // A supervisor app is for a device type of its architecture; an architecture no seeded type has gets none.
    const dt = DEVICE_TYPES.find((d) => d.arch === arch && !d.isPrivate);
    if (!dt) continue;
    const app = publicApp(ctx, `${arch}-supervisor`, ctx.ids.get(`dt:${dt.slug}`)!, false);
    SUPERVISOR_VERSIONS.forEach((version, i) => {
      const created = at(ctx, -(SUPERVISOR_VERSIONS.length - i) * 90 * DAY_MS);
      const rel = add(ctx, 'release', {
        belongs_to__application: app,
        commit: ctx.rng.hex(40),
        composition: {},
        status: 'success',
        source: 'cloud',
        start_timestamp: created,
        end_timestamp: created,
        update_timestamp: created,
        created_at: created,
        known_issue_list: SUPERVISOR_KNOWN_ISSUE[version] ?? null,
        ...semverParts(version),
        revision: 0,
      }).id;
      ctx.ids.set(`sup:${arch}:${version}`, rel);
    });
  }
}

/** Inserts the platform catalog, host OS apps and supervisor apps. */
export function seedPlatform(ctx: SeedContext): void {
  deviceTypes(ctx);
  roles(ctx);
  const org = add(ctx, 'organization', {
    name: 'balenaOS',
    handle: OS_ORG_HANDLE,
    created_at: at(ctx, -2000 * DAY_MS),
  });
  ctx.ids.set('org:balena_os', org.id);
  hostApps(ctx);
  supervisorApps(ctx);
}
