/**
 * `fleetmock import`: copies what an API token can see into a world file (docs/worlds.md "Copy a world
 * from an account"). It reads through the contract's typed client (generated/client.gen.ts with the
 * shared OData reader), so it works against any API that speaks the contract: a running fleetmock or
 * the real one (public paths only, the pinejs OData dialect of api-ground-truth §2).
 *
 * Reads page by id (`$orderby=id asc`, `$top`, and `id gt <last id>` rather than `$skip`, so a page
 * boundary stays put while the account changes), retry a 429 after its `Retry-After` and a 5xx or a
 * network failure with back-off, and report progress per page.
 *
 * What the API does not give (passwords, API keys, member e-mails beyond the token's own user, device
 * keys and UUIDs, release images and commits, billing details) is left out or replaced, and the file's
 * header comment says which. The result is checked with the loader's own checks (`checkWorld`): a value
 * the mock's catalogue cannot hold (a balenaOS release it does not publish, a release that is not
 * final) is dropped with a note rather than failing the copy.
 */
import { createHash } from 'node:crypto';
import { stringify } from 'yaml';
import { createApiClient } from '../../../generated/client.gen.ts';
import { createODataReader, type ODataReader } from '../../../shared/odata/read.ts';
import { isSecretName, REDACTED } from '../../../shared/secret-names.ts';
import { parseRetryAfter } from '../../../shared/retry-after.ts';
import { RELEASE_RUNNING_TIMEOUT_S } from '../../../shared/release-status.ts';
import { checkWorld } from '../core/seed/world-check.ts';
import type { WorldIssue } from '../core/seed/world-file.ts';
import { PERSONA_PASSWORD } from '../core/seed/personas.ts';
import { OS_ORG_HANDLE } from '../core/seed/platform.ts';

export interface ImportOptions {
  /** The API origin, e.g. `https://api.balena-cloud.com` or `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** A session token or API key, sent as `Authorization: Bearer`. */
  token: string;
  /** Organization handles to copy (default: every organization the token can see). */
  organizations?: readonly string[];
  /** Replace user names, e-mails, organization names and handles, device names and notes. */
  anonymize?: boolean;
  /** The instant the copy is "now" at (default: the API's clock, from the `Date` of its first answer). */
  epoch?: string;
  /** Rows per page (default 500). */
  pageSize?: number;
  /** Retries of one request after a 429, a 5xx or a network failure (default 6). */
  maxRetries?: number;
  fetch?: (request: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  /** One line per page read and per retry (the command prints them on stderr). */
  progress?: (line: string) => void;
}

export interface ImportResult {
  /** The world file (valid: `checkWorld` accepts it). */
  world: Record<string, unknown>;
  /** What was dropped or replaced, one line each. */
  notes: string[];
  counts: { organizations: number; users: number; fleets: number; releases: number; devices: number };
}

/** A copy that cannot be made (unreachable API, token refused, no organization): the message says why. */
export class ImportError extends Error {}

const DAY_MS = 86_400_000;
/** Ids per `$in` list, so URLs stay short on accounts with many fleets. */
const IN_CHUNK = 100;
/** Plans the world file knows (billing codes of the current plans). */
const WORLD_PLANS = ['free', 'prototype-v2', 'pilot-v2', 'production-v2', 'enterprise-v2'];
const APPLICATION_TYPES = ['microservices', 'microservices-starter', 'essentials', 'legacy-classic'];
const WORLD_FLEET_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{3,99}$/;
const SERVICE_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const SSO_ID = /^[a-z0-9_-]{3,100}$/;

const chunks = <T>(items: readonly T[], size = IN_CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
const fk = (ref: { __id: number } | null | undefined): number | undefined => ref?.__id ?? undefined;
const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * The network under the typed client: each request retried after a 429 (its Retry-After, else a
 * back-off) and after a 5xx or a network failure (back-off: 1 s, 2 s, 4 s… up to 30 s).
 */
function retryingFetch(options: ImportOptions, onDate: (date: string) => void) {
  const base = options.fetch ?? ((r: Request) => fetch(r));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxRetries = options.maxRetries ?? 6;
  return async (request: Request): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      let res: Response | undefined;
      let failure: unknown;
      try {
        res = await base(request.clone());
      } catch (err) {
        failure = err;
      }
      const backoff = Math.min(30_000, 1000 * 2 ** attempt);
      if (res && res.status !== 429 && res.status < 500) {
        const date = res.headers.get('date');
        if (date) onDate(date);
        return res;
      }
      if (attempt >= maxRetries) {
        if (res) return res;
        throw new ImportError(`${request.url}: ${(failure as Error)?.message ?? 'network failure'}`);
      }
      const wait =
        res?.status === 429 ? (parseRetryAfter(res.headers.get('retry-after'), Date.now()) ?? backoff) : backoff;
      await res?.body?.cancel().catch(() => undefined);
      const why = res ? `answered ${res.status}` : `failed (${(failure as Error)?.message ?? 'network'})`;
      options.progress?.(`retry: ${new URL(request.url).pathname} ${why}; again in ${Math.ceil(wait / 1000)} s`);
      await sleep(wait);
    }
  };
}

/**
 * Reads every row of a query page by page: `page(after)` reads the rows with an id above `after`
 * ordered by id, `size` at most; stops at a short page.
 */
async function allPages<T extends { id: number }>(
  label: string,
  size: number,
  page: (after: number) => Promise<T[]>,
  progress: ((line: string) => void) | undefined,
  /** Rows of the same kind read before (other chunks), counted in the progress line. */
  before = 0,
): Promise<T[]> {
  const out: T[] = [];
  let after = 0;
  for (;;) {
    const rows = await page(after);
    out.push(...rows);
    if (rows.length) progress?.(`${label}: ${before + out.length}`);
    if (rows.length < size) return out;
    after = rows[rows.length - 1]!.id;
  }
}

/** Each chunk of `ids` paged with `allPages`, concatenated. */
async function pagedIn<T extends { id: number }>(
  label: string,
  ids: readonly number[],
  size: number,
  page: (ids: number[], after: number) => Promise<T[]>,
  progress: ((line: string) => void) | undefined,
): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of chunks(ids))
    out.push(...(await allPages(label, size, (after) => page(chunk, after), progress, out.length)));
  return out;
}

/** The world status that reproduces a device's state (api-ground-truth §3; seed/device-profiles.ts). */
export function worldStatusOf(d: {
  overall_status: string | null;
  api_heartbeat_state: string | null;
  update_status: string | null;
  is_online: boolean;
  provisioning_state: string | null;
  download_progress: number | null;
}): string {
  switch (d.overall_status) {
    case 'inactive':
    case 'post-provisioning':
      return d.overall_status;
    case 'configuring':
      return d.is_online || d.provisioning_state ? 'configuring-provisioning' : 'configuring-never-connected';
    case 'updating':
      return d.update_status === 'downloading' || d.download_progress !== null
        ? 'updating-download'
        : 'updating-installs';
    case 'disconnected':
      return d.api_heartbeat_state === 'unknown' ? 'disconnected-heartbeat-unknown' : 'disconnected';
    case 'reduced-functionality':
      return d.api_heartbeat_state === 'timeout'
        ? 'reduced-heartbeat-timeout'
        : d.api_heartbeat_state === 'offline'
          ? 'reduced-heartbeat-offline'
          : 'reduced-vpn-down';
    default:
      return d.update_status === 'downloaded' ? 'operational-downloaded' : 'operational';
  }
}

/** The `is_online` each world status gives by itself (the file says `online` only when the device differs). */
const ONLINE_BY_STATUS: Record<string, boolean> = {
  operational: true,
  'operational-downloaded': true,
  'reduced-heartbeat-timeout': true,
  'reduced-heartbeat-offline': true,
  'reduced-vpn-down': false,
  disconnected: false,
  'disconnected-heartbeat-unknown': false,
  'configuring-never-connected': false,
  'configuring-provisioning': true,
  'updating-download': true,
  'updating-installs': true,
  'post-provisioning': false,
};

/** Copies what the token can see into a world file. */
export async function importWorld(options: ImportOptions): Promise<ImportResult> {
  const notes: string[] = [];
  const note = (line: string) => {
    if (!notes.includes(line)) notes.push(line);
  };
  const progress = options.progress;
  const size = options.pageSize ?? 500;
  let apiDate: string | undefined;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const raw = createApiClient({
    baseUrl,
    fetch: retryingFetch(options, (d) => (apiDate ??= d)),
    headers: { authorization: `Bearer ${options.token}` },
  });
  const api: ODataReader = createODataReader(raw);

  // --- who the token is -------------------------------------------------------------------------
  let who: { username?: string; email?: string | null; actorType?: string };
  try {
    const { data, response } = await raw.GET('/actor/v1/whoami');
    if (response.status === 401)
      throw new ImportError(`${baseUrl} refused the token (401): sign in again or use another key`);
    if (!response.ok || !data) throw new ImportError(`${baseUrl}/actor/v1/whoami answered ${response.status}`);
    who = data as typeof who;
  } catch (err) {
    if (err instanceof ImportError) throw err;
    throw new ImportError(`cannot reach ${baseUrl}: ${(err as Error).message}`);
  }
  const epochMs = options.epoch ? Date.parse(options.epoch) : apiDate ? Date.parse(apiDate) : Date.now();
  progress?.(`signed in as ${who.username ?? who.actorType ?? 'an API key'}`);

  // --- organizations ----------------------------------------------------------------------------
  const wanted = options.organizations?.length ? [...new Set(options.organizations)] : undefined;
  const orgs = await allPages(
    'organizations',
    size,
    (after) =>
      api.read('organization', {
        $select: ['id', 'handle', 'name', 'is_frozen', 'has_past_due_invoice_since__date'],
        $filter: wanted ? { handle: { $in: wanted }, id: { $gt: after } } : { id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  if (wanted) {
    const missing = wanted.filter((h) => !orgs.some((o) => o.handle === h));
    if (missing.length)
      throw new ImportError(`no organization ${missing.map((h) => `'${h}'`).join(', ')} visible to this token`);
  }
  // The platform's own organization (host OS and supervisor releases, public to every user) is the
  // mock's catalogue, not part of an account.
  const platform = orgs.findIndex((o) => o.handle === OS_ORG_HANDLE);
  if (platform >= 0) {
    orgs.splice(platform, 1);
    if (wanted?.includes(OS_ORG_HANDLE))
      throw new ImportError(`'${OS_ORG_HANDLE}' is the platform's own organization: the mock has it already`);
  }
  if (!orgs.length) throw new ImportError('the token sees no organization: nothing to copy');
  const orgIds = orgs.map((o) => o.id);

  // What only the cloud API has (plans, teams, SSO, fleet members, user profiles): an API without it
  // (open-balena) answers 4xx, and the copy goes on without it, with a note.
  const optional = async <T>(label: string, read: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await read();
    } catch (err) {
      if (err instanceof ImportError) throw err;
      note(`${label} not readable on this API (${String((err as Error).message).split('\n')[0]}): left out`);
      return [];
    }
  };
  const subscriptions = await optional('plans', () =>
    pagedIn(
      'subscriptions',
      orgIds,
      size,
      (ids, after) =>
        api.read('subscription', {
          $select: ['id', 'is_for__organization', 'is_active'],
          $expand: { is_for__plan: { $select: ['billing_code'] } },
          $filter: { is_for__organization: { $in: ids }, is_active: true, id: { $gt: after } },
          $orderby: { id: 'asc' },
          $top: size,
        }),
      progress,
    ),
  );
  const withProfiles = () =>
    pagedIn(
      'organization members',
      orgIds,
      size,
      (ids, after) =>
        api.read('organization_membership', {
          $select: ['id', 'is_member_of__organization'],
          $expand: {
            user: {
              $select: ['id', 'username'],
              $expand: { user_profile: { $select: ['email', 'first_name', 'last_name'] } },
            },
            organization_membership_role: { $select: ['name'] },
          },
          $filter: { is_member_of__organization: { $in: ids }, id: { $gt: after } },
          $orderby: { id: 'asc' },
          $top: size,
        }),
      progress,
    );
  const withoutProfiles = async () =>
    (
      await pagedIn(
        'organization members',
        orgIds,
        size,
        (ids, after) =>
          api.read('organization_membership', {
            $select: ['id', 'is_member_of__organization'],
            $expand: {
              user: { $select: ['id', 'username'] },
              organization_membership_role: { $select: ['name'] },
            },
            $filter: { is_member_of__organization: { $in: ids }, id: { $gt: after } },
            $orderby: { id: 'asc' },
            $top: size,
          }),
        progress,
      )
    ).map((m) => ({
      ...m,
      user: m.user.map((u) => ({
        ...u,
        user_profile: [] as Array<{ email: string | null; first_name: string | null; last_name: string | null }>,
      })),
    }));
  let memberships: Awaited<ReturnType<typeof withProfiles>>;
  try {
    memberships = await withProfiles();
  } catch (err) {
    if (err instanceof ImportError) throw err;
    note('user profiles not readable on this API: e-mails and names left out');
    memberships = await withoutProfiles();
  }
  const teams = await optional('teams', () =>
    pagedIn(
      'teams',
      orgIds,
      size,
      (ids, after) =>
        api.read('team', {
          $select: ['id', 'name', 'belongs_to__organization'],
          $expand: { team_membership: { $select: ['id', 'user'], $orderby: { id: 'asc' } } },
          $filter: { belongs_to__organization: { $in: ids }, id: { $gt: after } },
          $orderby: { id: 'asc' },
          $top: size,
        }),
      progress,
    ),
  );
  const idps = await optional('identity providers', () =>
    pagedIn(
      'identity providers',
      orgIds,
      size,
      (ids, after) =>
        api.read('identity_provider_membership', {
          $select: ['id', 'organization', 'grants_access_to__team'],
          $expand: {
            is_authorized_by__identity_provider: {
              $select: ['sso_identifier', 'entry_point', 'issuer', 'certificate', 'requires_signed_authn_response'],
            },
          },
          $filter: { organization: { $in: ids }, id: { $gt: after } },
          $orderby: { id: 'asc' },
          $top: size,
        }),
      progress,
    ),
  );

  // --- fleets, apps and blocks ------------------------------------------------------------------
  const apps = await pagedIn(
    'fleets',
    orgIds,
    size,
    (ids, after) =>
      api.read('application', {
        $select: [
          'id',
          'app_name',
          'is_of__class',
          'organization',
          'should_be_running__release',
          'should_track_latest_release',
        ],
        $expand: { is_for__device_type: { $select: ['slug'] }, application_type: { $select: ['slug'] } },
        $filter: { organization: { $in: ids }, is_host: false, id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const appIds = apps.map((a) => a.id);
  const byApp = (ids: number[]) => ({ $in: ids });
  const appVars = await pagedIn(
    'fleet variables',
    appIds,
    size,
    (ids, after) =>
      api.read('application_environment_variable', {
        $select: ['id', 'application', 'name', 'value'],
        $filter: { application: byApp(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const appConfig = await pagedIn(
    'fleet configuration',
    appIds,
    size,
    (ids, after) =>
      api.read('application_config_variable', {
        $select: ['id', 'application', 'name', 'value'],
        $filter: { application: byApp(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const appTags = await pagedIn(
    'fleet tags',
    appIds,
    size,
    (ids, after) =>
      api.read('application_tag', {
        $select: ['id', 'application', 'tag_key', 'value'],
        $filter: { application: byApp(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const appMembers = await optional('fleet members', () =>
    pagedIn(
      'fleet members',
      appIds,
      size,
      (ids, after) =>
        api.read('user_application_membership', {
          $select: ['id', 'is_member_of__application'],
          $expand: { user: { $select: ['id', 'username'] }, application_membership_role: { $select: ['name'] } },
          $filter: { is_member_of__application: byApp(ids), id: { $gt: after } },
          $orderby: { id: 'asc' },
          $top: size,
        }),
      progress,
    ),
  );

  // --- releases ---------------------------------------------------------------------------------
  const releases = await pagedIn(
    'releases',
    appIds,
    size,
    (ids, after) =>
      api.read('release', {
        $select: [
          'id',
          'belongs_to__application',
          'semver_major',
          'semver_minor',
          'semver_patch',
          'revision',
          'status',
          'is_final',
          'is_invalidated',
          'note',
          'known_issue_list',
          'update_timestamp',
          'source',
        ],
        $expand: {
          release_tag: { $select: ['tag_key', 'value'], $orderby: { id: 'asc' } },
          release_image: {
            $select: ['id'],
            $expand: {
              image: { $select: ['id'], $expand: { is_a_build_of__service: { $select: ['service_name'] } } },
            },
          },
        },
        $filter: { belongs_to__application: byApp(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );

  // --- devices ----------------------------------------------------------------------------------
  const devices = await pagedIn(
    'devices',
    appIds,
    size,
    (ids, after) =>
      api.read('device', {
        $select: [
          'id',
          'belongs_to__application',
          'device_name',
          'overall_status',
          'api_heartbeat_state',
          'update_status',
          'provisioning_state',
          'download_progress',
          'is_online',
          'is_web_accessible',
          'os_version',
          'os_variant',
          'supervisor_version',
          'is_running__release',
          'is_pinned_on__release',
          'note',
          'location',
          'latitude',
          'longitude',
          'cpu_usage',
          'cpu_temp',
          'memory_usage',
          'memory_total',
          'storage_usage',
          'storage_total',
        ],
        $filter: { belongs_to__application: byApp(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const deviceIds = devices.map((d) => d.id);
  const ofDevices = (ids: number[]) => ({ $in: ids });
  const deviceTags = await pagedIn(
    'device tags',
    deviceIds,
    size,
    (ids, after) =>
      api.read('device_tag', {
        $select: ['id', 'device', 'tag_key', 'value'],
        $filter: { device: ofDevices(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const deviceVars = await pagedIn(
    'device variables',
    deviceIds,
    size,
    (ids, after) =>
      api.read('device_environment_variable', {
        $select: ['id', 'device', 'name', 'value'],
        $filter: { device: ofDevices(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );
  const deviceConfig = await pagedIn(
    'device configuration',
    deviceIds,
    size,
    (ids, after) =>
      api.read('device_config_variable', {
        $select: ['id', 'device', 'name', 'value'],
        $filter: { device: ofDevices(ids), id: { $gt: after } },
        $orderby: { id: 'asc' },
        $top: size,
      }),
    progress,
  );

  // --- names: users (anonymized or made valid world usernames) -----------------------------------
  const usernames = new Map<number, string>();
  const taken = new Set<string>();
  const nameFor = (id: number, username: string): string => {
    const known = usernames.get(id);
    if (known !== undefined) return known;
    let name = options.anonymize
      ? `user_${short(username)}`
      : username
          .toLowerCase()
          .replace(/[^a-z0-9_-]/g, '_')
          .padEnd(3, '_')
          .slice(0, 64);
    if (!options.anonymize && name !== username)
      note(`username '${username}' is '${name}' (a world username is [a-z0-9_-]{3,64})`);
    for (let n = 2; taken.has(name); n++) name = `${name.slice(0, 60)}_${n}`;
    taken.add(name);
    usernames.set(id, name);
    return name;
  };
  const emailOwner = who.username;
  const users: Record<string, unknown>[] = [];
  const userIndex = new Map<string, Record<string, unknown>>();
  let hiddenEmails = 0;
  for (const m of memberships) {
    const u = m.user[0];
    if (!u) continue;
    const username = nameFor(u.id, u.username);
    if (userIndex.has(username)) continue;
    const profile = u.user_profile[0];
    const entry: Record<string, unknown> = { username };
    if (options.anonymize) entry.email = `${username}@example.com`;
    else if (profile?.email) entry.email = profile.email.toLowerCase();
    else if (u.username === emailOwner && who.email) entry.email = who.email.toLowerCase();
    else hiddenEmails++;
    if (!options.anonymize && profile?.first_name) entry.first_name = profile.first_name;
    if (!options.anonymize && profile?.last_name) entry.last_name = profile.last_name;
    users.push(entry);
    userIndex.set(username, entry);
  }
  if (hiddenEmails)
    note(
      `${hiddenEmails} member e-mail${hiddenEmails === 1 ? ' is' : 's are'} not visible to the token: those users get <username>@fleetmock.test`,
    );

  // --- organizations ----------------------------------------------------------------------------
  const orgHandle = new Map<number, string>();
  const worldOrgs: Record<string, unknown>[] = [];
  for (const o of orgs) {
    const handle = options.anonymize ? `org-${short(o.handle)}` : o.handle;
    orgHandle.set(o.id, handle);
    const org: Record<string, unknown> = { handle };
    const name = options.anonymize ? `Organization ${short(o.handle)}` : o.name;
    if (name !== handle) org.name = name;
    const code = subscriptions.find((s) => fk(s.is_for__organization) === o.id)?.is_for__plan[0]?.billing_code;
    if (code && WORLD_PLANS.includes(code)) {
      if (code !== 'free') org.plan = code;
    } else if (code) note(`${handle}: plan '${code}' is not a plan of the world file, copied as free`);
    const since = o.has_past_due_invoice_since__date ? Date.parse(o.has_past_due_invoice_since__date) : NaN;
    if (o.is_frozen || !Number.isNaN(since)) {
      const billing: Record<string, unknown> = { state: o.is_frozen ? 'frozen' : 'past_due' };
      if (!Number.isNaN(since)) billing.past_due_days = Math.max(1, Math.floor((epochMs - since) / DAY_MS));
      org.billing = billing;
    }
    const members = memberships
      .filter((m) => fk(m.is_member_of__organization) === o.id && m.user[0])
      .map((m) => {
        const role = m.organization_membership_role[0]?.name ?? 'member';
        return { user: usernames.get(m.user[0]!.id)!, ...(role === 'administrator' ? { role } : {}) };
      });
    if (members.length) org.members = members;
    const orgTeams = teams
      .filter((t) => fk(t.belongs_to__organization) === o.id)
      .map((t) => {
        const tm = t.team_membership.map((x) => usernames.get(fk(x.user) ?? -1)).filter((x) => x !== undefined);
        return { name: t.name, ...(tm.length ? { members: tm } : {}) };
      });
    if (orgTeams.length) org.teams = orgTeams;
    const providers = idps
      .filter((p) => fk(p.organization) === o.id && p.is_authorized_by__identity_provider[0])
      .map((p) => {
        const idp = p.is_authorized_by__identity_provider[0]!;
        const team = teams.find((t) => t.id === fk(p.grants_access_to__team))?.name;
        const out: Record<string, unknown> = { sso_identifier: idp.sso_identifier };
        if (!options.anonymize) {
          out.entry_point = idp.entry_point;
          out.issuer = idp.issuer;
          if (idp.certificate) out.certificate = idp.certificate;
        } else out.sso_identifier = `sso-${short(idp.sso_identifier)}`;
        if (idp.requires_signed_authn_response) out.requires_signed_authn_response = true;
        if (team !== undefined) out.team = team;
        return out;
      })
      .filter((p) => {
        if (SSO_ID.test(String(p.sso_identifier))) return true;
        note(`${handle}: identity provider '${String(p.sso_identifier)}' left out (not a world SSO identifier)`);
        return false;
      });
    if (providers.length) org.identity_providers = providers;
    worldOrgs.push(org);
  }

  // --- fleets -----------------------------------------------------------------------------------
  const secretNote = (where: string, name: string) =>
    note(`${where}: the value of ${name} is replaced by '${REDACTED}'`);
  const valueOf = (where: string, name: string, value: string) => {
    if (!isSecretName(name)) return value;
    secretNote(where, name);
    return REDACTED;
  };
  const mapOf = <T>(rows: readonly T[], key: (r: T) => string, value: (r: T) => string) =>
    rows.length ? Object.fromEntries(rows.map((r) => [key(r), value(r)])) : undefined;
  const releaseVersion = new Map<number, string>();
  const fleets: Record<string, unknown>[] = [];
  let releaseCount = 0;
  let deviceCount = 0;
  for (const a of apps) {
    const org = orgHandle.get(fk(a.organization) ?? -1);
    if (org === undefined) continue;
    const slug = `${org}/${a.app_name}`;
    if (!WORLD_FLEET_NAME.test(a.app_name)) {
      note(`${slug}: left out (the world file's fleet names are [A-Za-z0-9][A-Za-z0-9_-]{3,99})`);
      continue;
    }
    const deviceType = a.is_for__device_type[0]?.slug;
    if (!deviceType) {
      note(`${slug}: left out (its device type is not visible)`);
      continue;
    }
    const fleet: Record<string, unknown> = { name: a.app_name, organization: org, device_type: deviceType };
    if (a.is_of__class !== 'fleet') fleet.class = a.is_of__class;
    const appType = a.application_type[0]?.slug;
    if (appType && appType !== 'microservices') {
      if (APPLICATION_TYPES.includes(appType)) fleet.application_type = appType;
      else note(`${slug}: application type '${appType}' is not one of the world file's, copied as microservices`);
    }
    const vars = mapOf(
      appVars.filter((v) => fk(v.application) === a.id),
      (v) => v.name,
      (v) => valueOf(slug, v.name, v.value),
    );
    if (vars) fleet.variables = vars;
    const config = mapOf(
      appConfig.filter((v) => fk(v.application) === a.id),
      (v) => v.name,
      (v) => valueOf(slug, v.name, v.value),
    );
    if (config) fleet.config_variables = config;
    const tags = mapOf(
      appTags.filter((t) => fk(t.application) === a.id),
      (t) => t.tag_key,
      (t) => t.value,
    );
    if (tags) fleet.tags = tags;
    const members = appMembers
      .filter((m) => fk(m.is_member_of__application) === a.id && m.user[0])
      .map((m) => ({
        user: usernames.get(m.user[0]!.id) ?? nameFor(m.user[0]!.id, m.user[0]!.username),
        role: m.application_membership_role[0]?.name ?? 'developer',
      }));
    if (members.length) fleet.members = members;

    // Releases oldest first; a version's later final revisions are one release in the file.
    const own = releases.filter((r) => fk(r.belongs_to__application) === a.id);
    const finals = new Map<string, number>();
    const worldReleases: Record<string, unknown>[] = [];
    for (const r of own) {
      const version = `${r.semver_major}.${r.semver_minor}.${r.semver_patch}`;
      releaseVersion.set(r.id, version);
      if (r.is_final && finals.has(version)) {
        const at = finals.get(version)!;
        note(
          `${slug}: release ${version}+rev${r.revision ?? '?'} is copied as ${version} (one final release per version)`,
        );
        worldReleases.splice(at, 1, releaseEntry(r, version, epochMs));
        continue;
      }
      if (r.is_final) finals.set(version, worldReleases.length);
      worldReleases.push(releaseEntry(r, version, epochMs));
    }
    releaseCount += worldReleases.length;
    if (worldReleases.length) fleet.releases = worldReleases;
    const target = fk(a.should_be_running__release);
    if (target !== undefined && releaseVersion.has(target)) fleet.target_release = releaseVersion.get(target);
    if (!a.should_track_latest_release) fleet.track_latest = false;

    const own_devices = devices.filter((d) => fk(d.belongs_to__application) === a.id);
    const worldDevices = own_devices.map((d) => {
      const status = worldStatusOf(d);
      const out: Record<string, unknown> = {
        name: options.anonymize ? `device-${short(String(d.id) + d.device_name)}` : d.device_name,
      };
      if (status !== 'operational') out.status = status;
      if (status !== 'inactive' && ONLINE_BY_STATUS[status] !== d.is_online) out.online = d.is_online;
      if (d.is_web_accessible) out.web_accessible = true;
      if (d.os_version) out.os_version = d.os_version.replace(/^balenaOS\s+/i, '');
      if (d.os_variant === 'dev' || d.os_variant === 'prod') out.os_variant = d.os_variant;
      if (d.supervisor_version) out.supervisor_version = d.supervisor_version;
      const running = releaseVersion.get(fk(d.is_running__release) ?? -1);
      if (running) out.running_release = running;
      const pinned = releaseVersion.get(fk(d.is_pinned_on__release) ?? -1);
      if (pinned) out.pinned_release = pinned;
      if (d.note && !options.anonymize) out.note = d.note;
      const location: Record<string, unknown> = {};
      if (d.location && !options.anonymize) location.name = d.location;
      const lat = d.latitude === null ? NaN : Number(d.latitude);
      const lon = d.longitude === null ? NaN : Number(d.longitude);
      if (!Number.isNaN(lat) && !Number.isNaN(lon) && d.latitude !== '' && d.longitude !== '') {
        // Anonymized: the place to about 10 km, enough for a map of the fleet.
        location.latitude = options.anonymize ? Math.round(lat * 10) / 10 : lat;
        location.longitude = options.anonymize ? Math.round(lon * 10) / 10 : lon;
      }
      if (Object.keys(location).length) out.location = location;
      const where = `${slug} ${out.name as string}`;
      const dtags = mapOf(
        deviceTags.filter((t) => fk(t.device) === d.id),
        (t) => t.tag_key,
        (t) => t.value,
      );
      if (dtags) out.tags = dtags;
      const dvars = mapOf(
        deviceVars.filter((v) => fk(v.device) === d.id),
        (v) => v.name,
        (v) => valueOf(where, v.name, v.value),
      );
      if (dvars) out.variables = dvars;
      const dconfig = mapOf(
        deviceConfig.filter((v) => fk(v.device) === d.id),
        (v) => v.name,
        (v) => valueOf(where, v.name, v.value),
      );
      if (dconfig) out.config_variables = dconfig;
      const metrics: Record<string, number> = {};
      for (const field of [
        'cpu_usage',
        'cpu_temp',
        'memory_usage',
        'memory_total',
        'storage_usage',
        'storage_total',
      ] as const) {
        const v = d[field];
        if (typeof v === 'number') metrics[field] = v;
      }
      if (Object.keys(metrics).length) out.metrics = metrics;
      return out;
    });
    deviceCount += worldDevices.length;
    if (worldDevices.length) fleet.devices = worldDevices;
    fleets.push(fleet);
  }

  const world: Record<string, unknown> = {
    version: 1,
    base: 'none',
    epoch: new Date(epochMs).toISOString(),
    ...(users.length ? { users } : {}),
    organizations: worldOrgs,
    ...(fleets.length ? { fleets } : {}),
  };
  repair(world, note);
  return {
    world,
    notes,
    counts: {
      organizations: worldOrgs.length,
      users: users.length,
      fleets: fleets.length,
      releases: releaseCount,
      devices: deviceCount,
    },
  };
}

type ReleaseRow = {
  status: string;
  is_final: boolean;
  is_invalidated: boolean;
  note: string | null;
  known_issue_list: string | null;
  update_timestamp: string | null;
  source: string;
  release_tag: Array<{ tag_key: string; value: string }>;
  release_image: Array<{ image: Array<{ is_a_build_of__service: Array<{ service_name: string }> }> }>;
};

function releaseEntry(r: ReleaseRow, version: string, now: number): Record<string, unknown> {
  const out: Record<string, unknown> = { version };
  if (r.status !== 'success') out.status = r.status;
  const updated = r.update_timestamp ? Date.parse(r.update_timestamp) : NaN;
  if (r.status === 'running' && now - updated > RELEASE_RUNNING_TIMEOUT_S * 1000) out.stalled = true;
  if (!r.is_final) out.final = false;
  if (r.is_invalidated) out.invalidated = true;
  if (r.source === 'local') out.source = 'local';
  if (r.note) out.notes = r.note;
  if (r.known_issue_list) out.known_issue = r.known_issue_list;
  const services = [
    ...new Set(
      r.release_image.flatMap((ri) => ri.image.flatMap((i) => i.is_a_build_of__service.map((s) => s.service_name))),
    ),
  ].filter((s) => SERVICE_NAME.test(s));
  if (services.length && !(services.length === 1 && services[0] === 'main')) out.services = services.sort();
  if (r.release_tag.length) out.tags = Object.fromEntries(r.release_tag.map((t) => [t.tag_key, t.value]));
  return out;
}

/** Fields the loader's checks may reject in a copy and that can be left out without losing the row. */
const DROPPABLE =
  /\.(stalled|os_version|supervisor_version|running_release|pinned_release|target_release|online)$|\.(variables|config_variables|tags)\.[^.]+$|\.metrics(\.[a-z_]+)?$|\.billing(\.[a-z_]+)?$|\.identity_providers\[\d+\](\.[a-z_]+)?$|\.members\[\d+\](\.[a-z]+)?$/;

/** Walks `path` (`fleets[2].devices[0].os_version`) to its parent and key. */
function locate(
  root: unknown,
  path: string,
): { parent: Record<string, unknown> | unknown[]; key: string | number } | undefined {
  const parts = path.match(/[^.[\]]+|\[\d+\]/g) ?? [];
  let at: unknown = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i]!;
    at = p.startsWith('[') ? (at as unknown[])[Number(p.slice(1, -1))] : (at as Record<string, unknown>)?.[p];
    if (at === undefined || at === null) return undefined;
  }
  const last = parts[parts.length - 1];
  if (last === undefined) return undefined;
  return { parent: at as Record<string, unknown>, key: last.startsWith('[') ? Number(last.slice(1, -1)) : last };
}

/**
 * Checks the copy as the loader will and leaves out what the mock cannot hold (each with a note);
 * a mistake that leaving a field out cannot fix is a bug of the import and throws.
 */
function repair(world: Record<string, unknown>, note: (line: string) => void): void {
  for (let round = 0; round < 5; round++) {
    const checked = checkWorld(world);
    if (checked.ok) return;
    const fixable = checked.issues.filter((i) => DROPPABLE.test(i.path));
    const rest = checked.issues.filter((i) => !DROPPABLE.test(i.path));
    if (rest.length) throw new ImportError(`the copy is not a valid world file:\n${describe(rest)}`);
    // Deepest first and array items from the end, so earlier removals do not move later paths.
    for (const issue of fixable.sort((a, b) => b.path.localeCompare(a.path, 'en', { numeric: true }))) {
      // A member, an identity provider or the metrics go whole; anything else is the field itself.
      const path = issue.path
        .replace(/\.metrics\.[a-z_]+$/, '.metrics')
        .replace(/(\.(members|identity_providers)\[\d+\])\.[a-z_]+$/, '$1');
      const spot = locate(world, path);
      if (!spot) continue;
      if (Array.isArray(spot.parent)) spot.parent.splice(spot.key as number, 1);
      else delete spot.parent[spot.key as string];
      note(`left out ${issue.path}: ${issue.message}`);
    }
  }
  const checked = checkWorld(world);
  if (!checked.ok) throw new ImportError(`the copy is not a valid world file:\n${describe(checked.issues)}`);
}

const describe = (issues: readonly WorldIssue[]) => issues.map((i) => `  ${i.path}: ${i.message}`).join('\n');

/** The file's text: a header comment saying where it comes from and what it leaves out, then YAML. */
export function worldFileText(result: ImportResult, source: { from: string; anonymized: boolean }): string {
  const c = result.counts;
  const header = [
    `yaml-language-server: $schema=https://unpkg.com/fleetmock/openapi/world-file.schema.json`,
    `Copied by fleetmock import from ${source.from} at ${String(result.world.epoch)}${source.anonymized ? ' (anonymized)' : ''}:`,
    `${c.organizations} organizations, ${c.users} users, ${c.fleets} fleets, ${c.releases} releases, ${c.devices} devices.`,
    'Start a mock from it: fleetmock --world <this file> (docs/worlds.md).',
    '',
    'Not copied (the API does not give them, or they are secrets):',
    `- passwords: every user signs in with the demo password '${PERSONA_PASSWORD}' (add password: to a user to change it);`,
    '- API keys, provisioning keys, device keys and SSH keys (the mock makes its own);',
    '- device UUIDs, IP and MAC addresses, creation and last-connectivity times, and service installs;',
    '- the ids of every row (the mock numbers its own);',
    '- release commits, images, build logs and assets (each release gets generated builds of its services);',
    '- billing details: cards, addresses, invoices (a paid plan gets generated ones);',
    `- values of variables whose names say they are secrets (password, token, key, secret…): '${REDACTED}'.`,
    ...(source.anonymized
      ? [
          'Anonymized: usernames, e-mails, organization handles and names, device names and SSO identifiers are',
          'replaced by names derived from a hash of the original (the same account gives the same names); device',
          'notes, location names and identity-provider endpoints are left out and coordinates rounded to 0.1°.',
          'Fleet names, tags, variable values and release notes are kept: review them before sharing the file.',
        ]
      : []),
    ...(result.notes.length ? ['', 'Notes on this copy:', ...result.notes.map((n) => `- ${n}`)] : []),
  ];
  return `${header.map((l) => (l ? `# ${l}` : '#')).join('\n')}\n${stringify(result.world, { lineWidth: 0 })}`;
}
