/**
 * World files: organizations, users, fleets, releases and devices a mock starts with, described in
 * YAML or JSON (schema `WorldFile` in openapi/components/world-file.yaml; docs/worlds.md).
 *
 * `checkWorld` validates a parsed file with the contract's zod schema and the semantic checks (device
 * types, balenaOS and supervisor releases of the catalogue, the users, organizations and releases the
 * file names) and returns every mistake with its path. `prepareWorld` also hashes the file's passwords
 * (async: Web Crypto), so `seedFromWorld` stays synchronous and writes the store through the seed's
 * own writers: what the file leaves out is filled in by the seed generator, deterministically.
 *
 * `base: demo` (the default) adds the file to the built-in demo world; `base: none` starts from the
 * platform catalogue alone (device types, balenaOS and supervisor releases, roles, plans).
 */
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { zWorldFile } from '../../../../generated/zod/zod.gen.ts';
import { hashPassword } from '../auth/password-hash.ts';
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
import {
  esrLineOf,
  osLabel,
  osLineOf,
  osVersionString,
  LEGACY_OS_VERSION,
  SUPERVISOR_VERSIONS,
  type OsVersionSpec,
} from './os-catalog.ts';
import { LEGACY_SUPERVISOR_VERSION } from './devices.ts';
import { DEMO_IDP_CERTIFICATE, OWNER_API_KEY, userApiKey } from './identity.ts';
import { provisioningKeys } from './identity.ts';
import { PERSONA_DOMAIN, personas, SSO_IDENTIFIER } from './personas.ts';
import type { FleetSpec } from './fleet-catalog.ts';
import { MAX_DEVICES } from './scales.ts';
import { OS_ORG_HANDLE } from './platform.ts';

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
/** Persona usernames of the demo world that sign in with a password. */
const DEMO_USERS = personas.filter((p) => p.login === 'password').map((p) => p.username);

/** Parses YAML or JSON text (JSON is YAML); a syntax error is a WorldFileError with its line. */
export function parseWorldText(text: string): unknown {
  try {
    return parseYaml(text, { prettyErrors: true });
  } catch (err) {
    if (err instanceof YAMLParseError) {
      const line = err.linePos?.[0];
      throw new WorldFileError([{ path: line ? `line ${line.line}` : '', message: err.message.split('\n')[0]! }]);
    }
    throw err;
  }
}

const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (out, k) => (typeof k === 'number' ? `${out}[${k}]` : out ? `${out}.${String(k)}` : String(k)),
    '',
  );

// Loose readers for the semantic checks, which run on the raw input even when the schema found
// mistakes (so one run reports every mistake); they look only at values of the right shape.
type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,99}$/;
const CONFIG_PREFIX = /^(BALENA|RESIN)_/;
const TAG_KEY = /^[^\s]{1,100}$/;

/** The balenaOS release of a device type a version names (`6.5.44`, `2.83.10+rev1`, `balenaOS 2.83.10`). */
export function findOsRelease(dt: DeviceTypeSpec, wanted: string): OsVersionSpec | undefined {
  const label = wanted.replace(/^balenaOS\s+/i, '').trim();
  const all = [...osLineOf(dt), ...esrLineOf(dt)].filter((v) => v.draftCreatedAt === undefined);
  return all.find((v) => osLabel(v) === label) ?? all.find((v) => v.version === label && v.revision === 0);
}

/** The legacy OS a device may run (spec 02 §4): no host-app release of the catalogue stands for it. */
const isLegacyOs = (v: string): boolean => v.trim().toLowerCase() === LEGACY_OS_VERSION.toLowerCase();

const deviceType = (slug: string | undefined): DeviceTypeSpec | undefined =>
  slug === undefined ? undefined : DEVICE_TYPES.find((d) => d.slug === slug);

/** Checks a parsed world file: the schema, then the meaning. Returns the file or every mistake. */
export function checkWorld(input: unknown): { ok: true; file: WorldFile } | { ok: false; issues: WorldIssue[] } {
  const issues: WorldIssue[] = [];
  const parsed = zWorldFile.safeParse(input);
  if (!parsed.success) for (const i of parsed.error.issues) issues.push({ path: pathText(i.path), message: i.message });
  unknownFields(zWorldFile, input, [], issues);
  issues.push(...semanticIssues(input));
  if (issues.length || !parsed.success) return { ok: false, issues };
  return { ok: true, file: parsed.data };
}

/** The parts of a zod schema's definition the unknown-field walk reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
}

/**
 * Fields the schema does not know (a typo such as `os_verison`), reported like schema mistakes: the
 * contract closes every world-file object (additionalProperties: false) and the generated schema
 * would otherwise drop them silently.
 */
function unknownFields(
  schema: { _zod: { def: SchemaDef } },
  value: unknown,
  path: PropertyKey[],
  out: WorldIssue[],
): void {
  const def = schema._zod.def;
  if (def.innerType) return unknownFields(def.innerType, value, path, out);
  if (def.type === 'array' && def.element && Array.isArray(value))
    value.forEach((v, i) => unknownFields(def.element!, v, [...path, i], out));
  if (def.type !== 'object' || !def.shape || !value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [key, v] of Object.entries(value)) {
    const field = def.shape[key];
    if (field) unknownFields(field, v, [...path, key], out);
    else out.push({ path: pathText([...path, key]), message: `unknown field '${key}'` });
  }
}

function semanticIssues(input: unknown): WorldIssue[] {
  const issues: WorldIssue[] = [];
  const fail = (path: string, message: string) => issues.push({ path, message });
  const root = obj(input);
  const demo = (str(root.base) ?? 'demo') === 'demo';

  const users = new Set(demo ? DEMO_USERS : []);
  const emails = new Set(demo ? personas.map((p) => p.email) : []);
  const keys = new Set([OWNER_API_KEY]);
  list(root.users).forEach((u, i) => {
    const user = obj(u);
    const name = str(user.username);
    if (name !== undefined) {
      if (users.has(name))
        fail(`users[${i}].username`, `'${name}' is ${DEMO_USERS.includes(name) ? 'a demo persona' : 'listed twice'}`);
      users.add(name);
    }
    const email = (str(user.email) ?? (name ? `${name}@${PERSONA_DOMAIN}` : undefined))?.toLowerCase();
    // A derived address of a username listed twice is that one mistake, not a second.
    if (email !== undefined && (user.email !== undefined || !emails.has(email))) {
      if (emails.has(email)) fail(`users[${i}].email`, `${email} belongs to another user`);
      emails.add(email);
    }
    const key = str(user.api_key);
    if (key !== undefined) {
      if (keys.has(key)) fail(`users[${i}].api_key`, 'this API key is already in use');
      keys.add(key);
    }
  });
  const knownUser = (path: string, name: unknown) => {
    const u = str(name);
    if (u !== undefined && !users.has(u))
      fail(path, `no user '${u}' (list it under users${demo ? ' or name a demo persona' : ''})`);
  };

  const orgMembers = new Map<string, Set<string>>();
  const orgs = new Set(demo ? DEMO_ORG_HANDLES : []);
  const ssoIds = new Set<string>(demo ? DEMO_SSO_IDENTIFIERS : []);
  list(root.organizations).forEach((o, i) => {
    const org = obj(o);
    const at = `organizations[${i}]`;
    const handle = str(org.handle);
    if (handle === OS_ORG_HANDLE)
      fail(`${at}.handle`, `'${handle}' is the platform's own organization (its balenaOS and supervisor releases)`);
    else if (handle !== undefined) {
      if (orgs.has(handle))
        fail(
          `${at}.handle`,
          `'${handle}' is ${DEMO_ORG_HANDLES.includes(handle) ? 'a demo organization' : 'listed twice'}`,
        );
      orgs.add(handle);
    }
    const billing = obj(org.billing);
    const state = str(billing.state) ?? 'active';
    if ((str(org.plan) ?? 'free') === 'free' && state !== 'active')
      fail(`${at}.billing.state`, `a free organization has no invoices, so it cannot be ${state}`);
    if (billing.past_due_days !== undefined && state === 'active')
      fail(`${at}.billing.past_due_days`, 'only a past_due or frozen organization has past-due days');
    const members = new Set<string>();
    list(org.members).forEach((m, j) => {
      const user = str(obj(m).user);
      knownUser(`${at}.members[${j}].user`, user);
      if (user !== undefined) {
        if (members.has(user)) fail(`${at}.members[${j}].user`, `'${user}' is a member twice`);
        members.add(user);
      }
    });
    if (handle !== undefined) orgMembers.set(handle, members);
    const teams = new Set<string>();
    list(org.teams).forEach((t, j) => {
      const team = obj(t);
      const name = str(team.name);
      if (name !== undefined) {
        if (teams.has(name)) fail(`${at}.teams[${j}].name`, `team '${name}' is listed twice`);
        teams.add(name);
      }
      list(team.members).forEach((m, k) => {
        const u = str(m);
        if (u !== undefined && !members.has(u))
          fail(`${at}.teams[${j}].members[${k}]`, `'${u}' is not a member of ${handle ?? 'the organization'}`);
      });
    });
    list(org.identity_providers).forEach((p, j) => {
      const idp = obj(p);
      const sso = str(idp.sso_identifier);
      if (sso !== undefined) {
        if (ssoIds.has(sso))
          fail(
            `${at}.identity_providers[${j}].sso_identifier`,
            `'${sso}' is ${DEMO_SSO_IDENTIFIERS.includes(sso) && demo ? 'a demo identity provider' : 'listed twice'}`,
          );
        ssoIds.add(sso);
      }
      const team = str(idp.team);
      if (team !== undefined && !teams.has(team))
        fail(`${at}.identity_providers[${j}].team`, `no team '${team}' in ${handle ?? 'the organization'}`);
    });
  });

  const slugs = new Set<string>();
  let total = 0;
  let fleetsTakingFill = 0;
  list(root.fleets).forEach((f, i) => {
    const fleet = obj(f);
    const at = `fleets[${i}]`;
    const orgHandle = str(fleet.organization);
    if (orgHandle !== undefined && !orgs.has(orgHandle)) fail(`${at}.organization`, `no organization '${orgHandle}'`);
    const slug = `${orgHandle}/${str(fleet.name)}`;
    if (slugs.has(slug)) fail(`${at}.name`, `${slug} is listed twice`);
    slugs.add(slug);
    const slugText = str(fleet.device_type);
    const dt = deviceType(slugText);
    if (slugText !== undefined && !dt) fail(`${at}.device_type`, `no device type '${slugText}'`);
    const cls = str(fleet.class) ?? 'fleet';
    if (cls === 'fleet') fleetsTakingFill++;
    variableIssues(fail, `${at}.variables`, fleet.variables, false);
    variableIssues(fail, `${at}.config_variables`, fleet.config_variables, true);
    tagIssues(fail, `${at}.tags`, fleet.tags);
    const members = orgHandle === undefined ? undefined : orgMembers.get(orgHandle);
    list(fleet.members).forEach((m, j) => {
      const member = obj(m);
      const user = str(member.user);
      knownUser(`${at}.members[${j}].user`, user);
      if (user !== undefined && members && users.has(user) && !members.has(user))
        fail(`${at}.members[${j}].user`, `'${user}' is not a member of ${orgHandle}`);
      const role = str(member.role);
      if (role?.includes('operator') && cls !== 'fleet')
        fail(`${at}.members[${j}].role`, `an ${cls} has no devices to operate: ${role} is for fleets`);
    });
    // Drafts (final: false) may share a version with each other and with its final release, as builds
    // toward one version do; a field that names a version means its final release when there is one.
    const releases = new Map<string, Loose>();
    list(fleet.releases).forEach((r, j) => {
      const release = obj(r);
      const v = str(release.version);
      if (v === undefined) return;
      const final = release.final !== false;
      const before = releases.get(v);
      if (final && before && before.final !== false)
        fail(`${at}.releases[${j}].version`, `final release ${v} is listed twice`);
      if (!before || final) releases.set(v, release);
      if (release.stalled === true && (str(release.status) ?? 'success') !== 'running')
        fail(`${at}.releases[${j}].stalled`, 'only a running build can stall');
      for (const key of Object.keys(obj(release.tags)))
        if (!/^[^\s]{1,164}$/.test(key)) fail(`${at}.releases[${j}].tags.${key}`, `'${key}' is not a tag key`);
    });
    const usable = (v: string) => {
      const r = releases.get(v);
      return r && (str(r.status) ?? 'success') === 'success' && r.final !== false && r.invalidated !== true;
    };
    const target = str(fleet.target_release);
    if (target !== undefined && !usable(target))
      fail(
        `${at}.target_release`,
        releases.has(target)
          ? `release ${target} is not a successful, final, valid release`
          : `no release ${target} in this fleet`,
      );
    const devices = list(fleet.devices);
    if (cls !== 'fleet' && devices.length) fail(`${at}.devices`, `an ${cls} has no devices: only fleets do`);
    total += devices.length;
    if (typeof fleet.device_count === 'number') total += fleet.device_count;
    devices.forEach((d, j) => {
      const device = obj(d);
      const dat = `${at}.devices[${j}]`;
      const os = str(device.os_version);
      const legacy = os !== undefined && isLegacyOs(os);
      if (os !== undefined && dt && !legacy && !findOsRelease(dt, os))
        fail(`${dat}.os_version`, `no balenaOS ${os.replace(/^balenaOS\s+/i, '')} for ${dt.slug}`);
      const sup = str(device.supervisor_version);
      if (sup !== undefined && !SUPERVISOR_VERSIONS.includes(sup) && !(legacy && sup === LEGACY_SUPERVISOR_VERSION))
        fail(
          `${dat}.supervisor_version`,
          sup === LEGACY_SUPERVISOR_VERSION
            ? `balena-supervisor ${sup} runs only on the legacy ${LEGACY_OS_VERSION}`
            : `no balena-supervisor ${sup} (published: v12.0.0 and later)`,
        );
      for (const field of ['running_release', 'pinned_release'] as const) {
        const v = str(device[field]);
        if (v === undefined) continue;
        if (!releases.size)
          fail(`${dat}.${field}`, `the fleet describes no releases, so ${v} cannot be named (list it under releases)`);
        else if (!releases.has(v)) fail(`${dat}.${field}`, `no release ${v} in this fleet`);
        else if (!usable(v)) fail(`${dat}.${field}`, `release ${v} is not a successful, final, valid release`);
      }
      variableIssues(fail, `${dat}.variables`, device.variables, false);
      variableIssues(fail, `${dat}.config_variables`, device.config_variables, true);
      tagIssues(fail, `${dat}.tags`, device.tags);
      const metrics = obj(device.metrics);
      for (const what of ['memory', 'storage'] as const) {
        const used = metrics[`${what}_usage`];
        const total = metrics[`${what}_total`];
        if (typeof used === 'number' && typeof total === 'number' && used > total)
          fail(`${dat}.metrics.${what}_usage`, `${used} MB in use is more than the ${total} MB in all`);
      }
    });
  });
  const fill = obj(root.devices).count;
  if (typeof fill === 'number') {
    total += fill;
    if (fill > 0 && fleetsTakingFill === 0)
      fail('devices.count', 'the file describes no fleet (class fleet) to hold the devices');
  }
  if (total > MAX_DEVICES) fail('devices', `${total} devices in all; a world holds at most ${MAX_DEVICES}`);
  return issues;
}

type Fail = (path: string, message: string) => void;

function variableIssues(fail: Fail, at: string, value: unknown, config: boolean): void {
  for (const name of Object.keys(obj(value))) {
    if (!VARIABLE_NAME.test(name)) fail(`${at}.${name}`, `'${name}' is not a variable name`);
    else if (config && !CONFIG_PREFIX.test(name))
      fail(`${at}.${name}`, `configuration variables start with BALENA_ or RESIN_ (put '${name}' under variables)`);
    else if (!config && CONFIG_PREFIX.test(name))
      fail(`${at}.${name}`, `'${name}' is a configuration variable (put it under config_variables)`);
  }
}

function tagIssues(fail: Fail, at: string, value: unknown): void {
  for (const key of Object.keys(obj(value))) if (!TAG_KEY.test(key)) fail(`${at}.${key}`, `'${key}' is not a tag key`);
}

/** Checks a parsed world file and hashes its passwords; throws WorldFileError listing every mistake. */
export async function prepareWorld(input: unknown): Promise<PreparedWorld> {
  const checked = checkWorld(input);
  if (!checked.ok) throw new WorldFileError(checked.issues);
  const passwordHashes = new Map<string, string>();
  for (const u of checked.file.users ?? [])
    if (u.password !== undefined)
      passwordHashes.set(u.username, await hashPassword(u.password, `fleetmock-world-${u.username}`));
  return { file: checked.file, passwordHashes };
}

/** Parses (YAML or JSON) and prepares a world file's text. */
export const prepareWorldText = (text: string): Promise<PreparedWorld> => prepareWorld(parseWorldText(text));

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
    });
    f.releases.forEach((r, i) => {
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
