/**
 * Fleets, apps and blocks with their releases, variables at fleet/service level, tags, direct
 * fleet memberships, team access and fleet invites (spec 02 §3, §6).
 */
import { update } from '../store/write.ts';
import { add, DAY_MS, at, daysAgo, maybeAdd, newActor, type SeedContext } from './context.ts';
import { NAMED_FLEETS, OS_LIFECYCLE_FLEETS, type FleetSpec } from './fleet-catalog.ts';
import { ACME_TEAMS } from './orgs.ts';
import { provisioningKeys } from './identity.ts';
import { MAIN_ORG_HANDLE } from './personas.ts';
import { seedReleases, type FleetReleases } from './releases.ts';
import type { ScaleConfig } from './scales.ts';
import { hostile } from './hostile.ts';
import { DEVICE_TYPES } from './catalog.ts';
import { cycle } from '../lists.ts';

export interface FleetInfo extends FleetReleases {
  spec: FleetSpec;
  id: number;
  actor: number;
}

/** Users given direct fleet roles on the main organization's fleets (spec 02 §6). */
const DIRECT_ROLES: readonly [string, string][] = [
  ['developer', 'developer'],
  ['operator', 'operator'],
  ['twofactor', 'developer'],
];

function generatedSpecs(ctx: SeedContext, n: number, orgs: readonly string[]): FleetSpec[] {
  const specs: FleetSpec[] = [];
  const used = new Set(NAMED_FLEETS.map((f) => f.name));
  for (let i = 0; i < n; i++) {
    let name =
      `${ctx.faker.word.adjective({ length: { min: 3, max: 9 } })}-${ctx.faker.word.noun({ length: { min: 3, max: 9 } })}`
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '');
    while (used.has(name)) name = `${name}-${i}`;
    used.add(name);
    const cls = i % 7 === 5 ? 'app' : i % 7 === 6 ? 'block' : 'fleet';
    const dt = ctx.rng.pick(DEVICE_TYPES.filter((d) => !d.isPrivate && !d.discontinued));
    specs.push({
      org: cycle(orgs, i),
      name,
      deviceType: dt.slug,
      cls,
      appType: 'microservices',
      services: ['main'],
      weight: cls === 'fleet' ? 1 : 0,
    });
  }
  return specs;
}

function variables(ctx: SeedContext, fleet: FleetInfo, named: boolean): void {
  const app = fleet.id;
  add(ctx, 'application_environment_variable', { application: app, name: 'LOG_LEVEL', value: 'info' });
  add(ctx, 'application_config_variable', {
    application: app,
    name: 'RESIN_SUPERVISOR_POLL_INTERVAL',
    value: '600000',
  });
  add(ctx, 'application_tag', { application: app, tag_key: 'owner-team', value: 'platform' });
  if (!named) return;
  add(ctx, 'application_environment_variable', { application: app, name: 'MQTT_HOST', value: 'broker.local' });
  add(ctx, 'application_environment_variable', { application: app, name: 'WELCOME_TEXT', value: hostile.rtlEmoji });
  add(ctx, 'application_config_variable', { application: app, name: 'BALENA_HOST_CONFIG_gpu_mem', value: '16' });
  add(ctx, 'application_config_variable', { application: app, name: 'RESIN_SUPERVISOR_DELTA', value: '1' });
  maybeAdd(ctx, 'build_environment_variable', { application: app, name: 'NODE_ENV', value: 'production' });
  add(ctx, 'application_tag', { application: app, tag_key: 'customer', value: ctx.faker.company.name() });
  add(ctx, 'application_tag', { application: app, tag_key: 'notes', value: hostile.html });
  const [main, second] = fleet.services;
  if (main) {
    add(ctx, 'service_environment_variable', { service: main.id, name: 'PORT', value: '8080' });
    add(ctx, 'service_environment_variable', { service: main.id, name: 'LOG_LEVEL', value: 'warn' });
    maybeAdd(ctx, 'service_label', { service: main.id, label_name: 'io.balena.features.dbus', value: '1' });
  }
  if (second) add(ctx, 'service_environment_variable', { service: second.id, name: 'SAMPLE_RATE', value: '5' });
}

function access(ctx: SeedContext, fleet: FleetInfo): void {
  const role = (name: string) => ctx.ids.get(`role:app:${name}`);
  const isFleet = fleet.spec.cls === 'fleet';
  for (const [user, r] of DIRECT_ROLES) {
    if (!isFleet && r === 'operator') continue;
    maybeAdd(ctx, 'user_application_membership', {
      user: ctx.ids.get(`user:${user}`),
      is_member_of__application: fleet.id,
      application_membership_role: role(r),
    });
  }
  for (const t of ACME_TEAMS) {
    if (!t.appRole || (!isFleet && t.appRole.includes('operator'))) continue;
    maybeAdd(ctx, 'team_application_access', {
      team: ctx.ids.get(`team:${t.name}`),
      grants_access_to__application: fleet.id,
      application_membership_role: role(t.appRole),
    });
  }
}

function invites(ctx: SeedContext, fleet: FleetInfo): void {
  const invite = (email: string, r: string, message: string | null) => {
    const invitee = ctx.store.find('invitee', 'email', email)[0]?.id ?? add(ctx, 'invitee', { email }).id;
    maybeAdd(ctx, 'application_invite', {
      invitee,
      is_invited_to__application: fleet.id,
      application_membership_role: ctx.ids.get(`role:app:${r}`),
      message,
      is_created_by__user: ctx.ids.get('user:owner'),
    });
  };
  invite('future.dev@example.com', 'developer', 'Join the smart-lights fleet');
  invite('night.shift@example.com', 'operator', null);
}

/** Inserts a fleet/app/block's application row (with its actor); the id is also stored as `app:<name>`. */
export function insertFleet(ctx: SeedContext, spec: FleetSpec): { id: number; actor: number } {
  const actor = newActor(ctx);
  const id = add(ctx, 'application', {
    actor,
    app_name: spec.name,
    slug: `${spec.org}/${spec.name}`,
    uuid: ctx.rng.hex(32),
    is_of__class: spec.cls,
    organization: ctx.ids.get(`org:${spec.org}`),
    is_for__device_type: ctx.ids.get(`dt:${spec.deviceType}`),
    application_type: ctx.ids.get(`apptype:${spec.appType}`),
    should_track_latest_release: !spec.pinnedFleet,
    is_host: false,
    is_archived: false,
    is_public: spec.isPublic ?? false,
    is_discoverable: spec.isPublic ?? false,
    is_stored_at__repository_url: spec.repoUrl ?? null,
    is_accessible_by_support_until__date: spec.supportDays === undefined ? null : at(ctx, spec.supportDays * DAY_MS),
    created_at: daysAgo(ctx, 200, 700),
  }).id;
  ctx.ids.set(`app:${spec.name}`, id);
  return { id, actor };
}

/** Creates every fleet/app/block; returns them in creation order. */
export function seedFleets(ctx: SeedContext, scale: ScaleConfig, orgHandles: readonly string[]): FleetInfo[] {
  const generatedOrgs = [
    MAIN_ORG_HANDLE,
    'globex',
    ...orgHandles.filter((h) => !NAMED_FLEETS.some((f) => f.org === h) && h !== 'balena_os'),
  ];
  const specs = [...NAMED_FLEETS, ...generatedSpecs(ctx, scale.extraFleets, generatedOrgs)];
  return specs.map((spec, n) => {
    const named = n < NAMED_FLEETS.length;
    const { id, actor } = insertFleet(ctx, spec);
    const rel = seedReleases(ctx, spec, id, named ? scale.extraReleases : 0, named);
    update(
      ctx.store,
      'application',
      id,
      { should_be_running__release: spec.pinnedFleet ? rel.previous : rel.target },
      { trusted: true },
    );
    const fleet: FleetInfo = { ...rel, spec, id, actor };
    variables(ctx, fleet, named);
    if (spec.org === MAIN_ORG_HANDLE) access(ctx, fleet);
    if (spec.name === 'smart-lights') invites(ctx, fleet);
    if (spec.cls === 'fleet') provisioningKeys(ctx, actor, named ? 2 : 1);
    return fleet;
  });
}

/** The fleets of device types without an OS release for multicontainer types (fleet-catalog.ts), with their releases. */
export function seedOsLifecycleFleets(ctx: SeedContext): void {
  for (const spec of OS_LIFECYCLE_FLEETS) {
    const { id, actor } = insertFleet(ctx, spec);
    const rel = seedReleases(ctx, spec, id, 0, false);
    update(ctx.store, 'application', id, { should_be_running__release: rel.target }, { trusted: true });
    provisioningKeys(ctx, actor, 1);
  }
}
