/**
 * World files: organizations, users, fleets, releases and devices a mock starts with, described in
 * YAML or JSON (schema `WorldFile` in openapi/components/world-file.yaml; docs/worlds.md).
 *
 * `checkWorld` and `prepareWorld` (world-check.ts) validate a parsed file and hash its passwords;
 * `seedFromWorld` here stays synchronous and writes the store through the seed's own writers: what
 * the file leaves out is filled in by the seed generator, deterministically. The checks live apart so
 * that a mock which only seeds (the in-page mock of fleetmock/msw/browser) does not carry the strict
 * validators: they load when a world file is checked.
 *
 * `base: demo` (the default) adds the file to the built-in demo world; `base: none` starts from the
 * platform catalogue alone (device types, balenaOS and supervisor releases, roles, plans).
 */
import type { z } from 'zod';
import type { zWorldFile } from '../../../../generated/zod/zod.strict.gen.ts';
import type { Store } from '../store/store.ts';
import { update } from '../store/write.ts';
import { add, type SeedContext } from './context.ts';
import { seedDemoWorld, seedStore, type SeedOptions } from './index.ts';
import { DEVICE_TYPES, type DeviceTypeSpec } from './catalog.ts';
import { createUser } from './people.ts';
import { membership, organization, FROZEN_PAST_DUE_DAYS, PAST_DUE_DAYS, type OrgSpec } from './orgs.ts';
import { billingCatalog, orgBillingRecords, subscriptions } from './billing.ts';
import { insertFleet, type FleetInfo } from './fleets.ts';
import { seedReleases, writeReleases, type ReleasePlan } from './releases.ts';
import { seedDevice, type DeviceCounter } from './devices.ts';
import { DEVICE_PROFILES } from './device-profiles.ts';
import { esrLineOf, LEGACY_OS_VERSION, osLabel, osLineOf, osVersionString, type OsVersionSpec } from './os-catalog.ts';
import { DEMO_IDP_CERTIFICATE, userApiKey } from './identity.ts';
import { provisioningKeys } from './identity.ts';
import { PERSONA_DOMAIN, SSO_IDENTIFIER } from './personas.ts';
import type { FleetSpec } from './fleet-catalog.ts';

/** A parsed, schema-checked world file (defaults applied). */
export type WorldFile = z.infer<typeof zWorldFile>;
type WorldFleet = NonNullable<WorldFile['fleets']>[number];
type WorldDevice = NonNullable<WorldFleet['devices']>[number];

/** One mistake in a world file: where (`fleets[2].devices[0].os_version`) and what. */
export interface WorldIssue {
  path: string;
  message: string;
}

/** A world file with mistakes; `issues` lists every one of them. */
export class WorldFileError extends Error {
  constructor(readonly issues: readonly WorldIssue[]) {
    super(
      `world file: ${issues.length} mistake${issues.length === 1 ? '' : 's'}\n${issues.map((i) => `  ${i.path || '(file)'}: ${i.message}`).join('\n')}`,
    );
    this.name = 'WorldFileError';
  }
}

/** A checked world ready to seed: the file and its users' password hashes. */
export interface PreparedWorld {
  readonly file: WorldFile;
  /** username → password hash, for users whose file gives a password. */
  readonly passwordHashes: ReadonlyMap<string, string>;
}

/** Organization handles the demo world has (a `base: demo` file may name them, never redefine them). */
export const DEMO_ORG_HANDLES: readonly string[] = [
  'acme',
  'globex',
  'free-tinkerers',
  'pastdue-labs',
  'frozen-foods',
  'credits-co',
];
/** SSO identifiers of the demo world's identity providers. */
export const DEMO_SSO_IDENTIFIERS: readonly string[] = [SSO_IDENTIFIER, 'globex-okta'];
/** The balenaOS release of a device type a version names (`6.5.44`, `2.83.10+rev1`, `balenaOS 2.83.10`). */
export function findOsRelease(dt: DeviceTypeSpec, wanted: string): OsVersionSpec | undefined {
  const label = wanted.replace(/^balenaOS\s+/i, '').trim();
  const all = [...osLineOf(dt), ...esrLineOf(dt)].filter((v) => v.draftCreatedAt === undefined);
  return all.find((v) => osLabel(v) === label) ?? all.find((v) => v.version === label && v.revision === 0);
}

/** The legacy OS a device may run (spec 02 §4): no host-app release of the catalogue stands for it. */
export const isLegacyOs = (v: string): boolean => v.trim().toLowerCase() === LEGACY_OS_VERSION.toLowerCase();

export const deviceType = (slug: string | undefined): DeviceTypeSpec | undefined =>
  slug === undefined ? undefined : DEVICE_TYPES.find((d) => d.slug === slug);

/**
 * Seeds a store from a prepared world: the platform, the demo world unless `base: none`, then the
 * file's users, organizations, fleets, releases and devices, then the generated devices it asks for.
 * The file's `seed` and `epoch` win over the options'.
 */
export function seedFromWorld(world: PreparedWorld, options: SeedOptions = {}): Store {
  const file = world.file;
  return seedStore(
    { ...options, seed: file.seed ?? options.seed, epoch: file.epoch ?? options.epoch },
    (ctx, scale) => {
      if (file.base === 'none') billingCatalog(ctx);
      else seedDemoWorld(ctx, scale, options.onProgress);
      applyWorld(ctx, world);
    },
  );
}

function applyWorld(ctx: SeedContext, world: PreparedWorld): void {
  const file = world.file;
  for (const u of file.users ?? []) {
    const id = createUser(ctx, {
      username: u.username,
      email: (u.email ?? `${u.username}@${PERSONA_DOMAIN}`).toLowerCase(),
      firstName: u.first_name,
      lastName: u.last_name,
    });
    const hash = world.passwordHashes.get(u.username);
    const creds = ctx.store.priv.credentials.get(id);
    if (hash !== undefined && creds) creds.passwordHash = hash;
    if (u.api_key !== undefined) userApiKey(ctx, id, 'World file key', u.api_key);
  }
  const orgSpecs: OrgSpec[] = [];
  for (const o of file.organizations ?? []) {
    const state = o.billing?.state ?? 'active';
    const spec: OrgSpec = {
      handle: o.handle,
      name: o.name ?? o.handle,
      plan: o.plan ?? 'free',
      admins: [],
      members: [],
      ...(state === 'active'
        ? {}
        : { pastDueDays: o.billing?.past_due_days ?? (state === 'frozen' ? FROZEN_PAST_DUE_DAYS : PAST_DUE_DAYS) }),
      frozen: state === 'frozen',
    };
    orgSpecs.push(spec);
    const org = organization(ctx, spec);
    for (const m of o.members ?? [])
      ctx.ids.set(`om:${o.handle}:${m.user}`, membership(ctx, ctx.ids.get(`user:${m.user}`)!, org, m.role ?? 'member'));
    const teamIds = new Map<string, number>();
    for (const t of o.teams ?? []) {
      const team = add(ctx, 'team', { belongs_to__organization: org, name: t.name, description: null }).id;
      for (const m of t.members ?? [])
        add(ctx, 'team_membership', { user: ctx.ids.get(`user:${m}`), is_member_of__team: team });
      teamIds.set(t.name, team);
    }
    for (const p of o.identity_providers ?? []) {
      const idp = add(ctx, 'identity_provider', {
        sso_identifier: p.sso_identifier,
        entry_point: p.entry_point ?? `https://idp.fleetmock.test/saml/${p.sso_identifier}`,
        issuer: p.issuer ?? `urn:fleetmock:${p.sso_identifier}`,
        certificate: p.certificate ?? DEMO_IDP_CERTIFICATE,
        requires_signed_authn_response: p.requires_signed_authn_response ?? false,
      }).id;
      ctx.ids.set(`idp:${p.sso_identifier}`, idp);
      add(ctx, 'identity_provider_membership', {
        organization: org,
        is_authorized_by__identity_provider: idp,
        grants_access_to__team: p.team === undefined ? null : (teamIds.get(p.team) ?? null),
      });
    }
  }
  subscriptions(ctx, orgSpecs);
  orgBillingRecords(ctx, orgSpecs);

  const counter: DeviceCounter = { n: 0 };
  const filled: FleetInfo[] = [];
  for (const f of file.fleets ?? []) {
    const fleet = applyFleet(ctx, f);
    f.devices?.forEach((d, k) => describedDevice(ctx, fleet, f, d, k, counter));
    const described = f.devices?.length ?? 0;
    for (let k = 0; k < (f.device_count ?? 0); k++) seedDevice(ctx, fleet, described + k, counter);
    if (fleet.spec.cls === 'fleet') filled.push(fleet);
  }
  // The file-wide count is spread evenly over its fleets, the first ones taking the remainder.
  const fill = file.devices?.count ?? 0;
  filled.forEach((fleet, i) => {
    const n = Math.floor(fill / filled.length) + (i < fill % filled.length ? 1 : 0);
    const start = ctx.store.find('device', 'belongs_to__application', fleet.id).length;
    for (let k = 0; k < n; k++) seedDevice(ctx, fleet, start + k, counter);
  });
}

const semver = (v: string): [number, number, number] => {
  const [a = 0, b = 0, c = 0] = v.split('.').map(Number);
  return [a, b, c];
};

/** A fleet's application row, releases, variables, tags, members and provisioning key. */
function applyFleet(ctx: SeedContext, f: WorldFleet): FleetInfo & { releaseIds: Map<string, number> } {
  const services = [...new Set((f.releases ?? []).flatMap((r) => r.services ?? ['main']))];
  const spec: FleetSpec = {
    org: f.organization,
    name: f.name,
    deviceType: f.device_type,
    cls: f.class ?? 'fleet',
    appType: f.application_type ?? 'microservices',
    services: services.length ? services : ['main'],
    weight: 1,
  };
  const { id, actor } = insertFleet(ctx, spec);
  const releaseIds = new Map<string, number>();
  let trackLatest = f.track_latest ?? true;
  let rel;
  if (f.releases?.length) {
    const plans: ReleasePlan[] = f.releases.map((r) => {
      const [major, minor, patch] = semver(r.version);
      return {
        status: r.status ?? 'success',
        major,
        minor,
        patch,
        final: r.final,
        invalid: r.invalidated,
        stale: r.stalled,
        local: r.source === 'local',
        described: { note: r.notes ?? null, knownIssue: r.known_issue ?? null },
      };
    });
    rel = writeReleases(ctx, spec, id, plans, false);
    const ids = [...rel.images.keys()];
    // A version names its final release; a draft only when the version has no final release.
    f.releases.forEach((r, i) => {
      if (r.final !== false || !releaseIds.has(r.version)) releaseIds.set(r.version, ids[i]!);
      for (const [tag_key, value] of Object.entries(r.tags ?? {}))
        add(ctx, 'release_tag', { release: ids[i], tag_key, value });
    });
    const target = f.target_release === undefined ? undefined : releaseIds.get(f.target_release);
    if (target !== undefined) {
      // A target older than the newest usable release is a pinned fleet unless the file says otherwise.
      trackLatest = f.track_latest ?? target === rel.target;
      rel = { ...rel, previous: rel.target === target ? rel.previous : rel.target, target };
    }
  } else rel = seedReleases(ctx, spec, id, 0, false);
  update(
    ctx.store,
    'application',
    id,
    { should_be_running__release: rel.target || null, should_track_latest_release: trackLatest },
    { trusted: true },
  );
  for (const [name, value] of Object.entries(f.variables ?? {}))
    add(ctx, 'application_environment_variable', { application: id, name, value });
  for (const [name, value] of Object.entries(f.config_variables ?? {}))
    add(ctx, 'application_config_variable', { application: id, name, value });
  for (const [tag_key, value] of Object.entries(f.tags ?? {}))
    add(ctx, 'application_tag', { application: id, tag_key, value });
  for (const m of f.members ?? [])
    add(ctx, 'user_application_membership', {
      user: ctx.ids.get(`user:${m.user}`),
      is_member_of__application: id,
      application_membership_role: ctx.ids.get(`role:app:${m.role}`),
    });
  if (spec.cls === 'fleet') provisioningKeys(ctx, actor, 1);
  return { ...rel, spec, id, actor, releaseIds };
}

/** A device the file describes: seeded in its state, then given the file's values. */
function describedDevice(
  ctx: SeedContext,
  fleet: FleetInfo & { releaseIds: Map<string, number> },
  f: WorldFleet,
  d: WorldDevice,
  index: number,
  counter: DeviceCounter,
): void {
  const profile = DEVICE_PROFILES.find((p) => p.key === (d.status ?? 'operational'))!;
  const running = d.running_release === undefined ? undefined : fleet.releaseIds.get(d.running_release);
  const pinned = d.pinned_release === undefined ? undefined : fleet.releaseIds.get(d.pinned_release);
  // Installs follow the release the device runs: the named one, else the one it is pinned to.
  const runs = running ?? pinned;
  const seeded: FleetInfo = runs === undefined ? fleet : { ...fleet, target: runs, previous: runs };
  const id = seedDevice(ctx, seeded, index, counter, { profile });
  const row = ctx.store.get('device', id)!;
  const dt = deviceType(f.device_type)!;
  const values: Record<string, unknown> = { device_name: d.name };
  if (d.note !== undefined) values.note = d.note;
  if (d.web_accessible !== undefined) values.is_web_accessible = d.web_accessible;
  if (d.online !== undefined) Object.assign(values, { is_online: d.online, is_connected_to_vpn: d.online });
  const variant = d.os_variant ?? (row.os_variant as 'dev' | 'prod' | null) ?? 'prod';
  if (d.os_variant !== undefined) values.os_variant = variant;
  if (d.os_version !== undefined && isLegacyOs(d.os_version))
    Object.assign(values, { os_version: LEGACY_OS_VERSION, os_variant: variant, should_be_operated_by__release: null });
  else if (d.os_version !== undefined) {
    const os = findOsRelease(dt, d.os_version)!;
    Object.assign(values, {
      os_version: osVersionString(os),
      os_variant: variant,
      should_be_operated_by__release:
        ctx.ids.get(`os:${dt.slug}:${osLabel(os)}${os.splitVariants ? `:${variant}` : ''}`) ?? null,
    });
  }
  if (d.supervisor_version !== undefined)
    Object.assign(values, {
      supervisor_version: d.supervisor_version,
      should_be_managed_by__release: ctx.ids.get(`sup:${dt.arch}:${d.supervisor_version}`) ?? null,
    });
  if (running !== undefined && row.is_running__release !== null) values.is_running__release = running;
  if (pinned !== undefined) values.is_pinned_on__release = pinned;
  // Metrics a device reports only once provisioned; the file's values replace the generated ones.
  for (const [field, value] of Object.entries(d.metrics ?? {})) if (value !== undefined) values[field] = value;
  if (d.location) {
    if (d.location.name !== undefined) values.location = d.location.name;
    if (d.location.latitude !== undefined) values.latitude = String(d.location.latitude);
    if (d.location.longitude !== undefined) values.longitude = String(d.location.longitude);
  }
  update(ctx.store, 'device', id, values, { trusted: true });
  for (const [tag_key, value] of Object.entries(d.tags ?? {})) add(ctx, 'device_tag', { device: id, tag_key, value });
  for (const [name, value] of Object.entries(d.variables ?? {}))
    add(ctx, 'device_environment_variable', { device: id, name, value });
  for (const [name, value] of Object.entries(d.config_variables ?? {}))
    add(ctx, 'device_config_variable', { device: id, name, value });
}
