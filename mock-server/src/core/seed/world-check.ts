/**
 * Checking a world file (world-file.ts describes the format): `checkWorld` validates a parsed file
 * with the contract's strict zod schema (every world-file object is closed, so a misspelt field is a
 * mistake at its path) and the semantic checks (device types, balenaOS and supervisor releases of the
 * catalogue, the users, organizations and releases the file names), and returns every mistake with
 * its path. `prepareWorld` also hashes the file's passwords (async: Web Crypto).
 */
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { zWorldFile } from '../../../../generated/zod/zod.strict.gen.ts';
import { hashPassword } from '../auth/password-hash.ts';
import {
  DEMO_ORG_HANDLES,
  DEMO_SSO_IDENTIFIERS,
  deviceType,
  findOsRelease,
  isLegacyOs,
  WorldFileError,
  type PreparedWorld,
  type WorldFile,
  type WorldIssue,
} from './world-file.ts';
import { LEGACY_OS_VERSION, SUPERVISOR_VERSIONS } from './os-catalog.ts';
import { LEGACY_SUPERVISOR_VERSION } from './devices.ts';
import { OS_ORG_HANDLE } from './platform.ts';
import { OWNER_API_KEY } from './identity.ts';
import { PERSONA_DOMAIN, personas } from './personas.ts';
import { MAX_DEVICES } from './scales.ts';

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

/** Checks a parsed world file: the schema, then the meaning. Returns the file or every mistake. */
export function checkWorld(input: unknown): { ok: true; file: WorldFile } | { ok: false; issues: WorldIssue[] } {
  const issues: WorldIssue[] = [];
  const parsed = zWorldFile.safeParse(input);
  if (!parsed.success)
    for (const i of parsed.error.issues) {
      // The contract closes every world-file object (additionalProperties: false) and the strict
      // schema refuses a field it does not know (a typo such as `os_verison`): one issue per field,
      // at the field's own path.
      if (i.code === 'unrecognized_keys')
        for (const key of i.keys) issues.push({ path: pathText([...i.path, key]), message: `unknown field '${key}'` });
      else issues.push({ path: pathText(i.path), message: i.message });
    }
  issues.push(...semanticIssues(input));
  if (issues.length || !parsed.success) return { ok: false, issues };
  return { ok: true, file: parsed.data };
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
