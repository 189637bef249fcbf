import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../store/snapshot.ts';
import { OVERALL_STATUSES } from '../store/computed/device-status.ts';
import { DEVICE_TYPES } from './catalog.ts';
import { DEVICE_PROFILES } from './device-profiles.ts';
import { seed, seededFirstId, PINNED_EPOCH } from './index.ts';
import { entry } from '../lists.ts';

const hash = (v: unknown): string => createHash('sha256').update(JSON.stringify(v)).digest('hex');
const small = seed({ seed: 42, scale: 'small', epoch: PINNED_EPOCH });

describe('determinism', () => {
  it('gives byte-identical data for the same seed and different data for another seed', () => {
    const a = hash(snapshot(seed({ seed: 7, scale: 'small', epoch: PINNED_EPOCH })));
    const b = hash(snapshot(seed({ seed: 7, scale: 'small', epoch: PINNED_EPOCH })));
    const c = hash(snapshot(seed({ seed: 8, scale: 'small', epoch: PINNED_EPOCH })));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('derives dates from the epoch, not from the wall clock', () => {
    const later = seed({ seed: 42, scale: 'small', epoch: Date.parse(PINNED_EPOCH) + 86_400_000 });
    const d0 = entry(small.all('device'), 0);
    const d1 = entry(later.all('device'), 0);
    expect(Date.parse(String(d1.created_at)) - Date.parse(String(d0.created_at))).toBe(86_400_000);
  });
});

describe('the platform catalogue shared between worlds', () => {
  it('a later world of the same epoch holds the same store, with rows of its own', () => {
    const epoch = Date.parse(PINNED_EPOCH) + 7_000;
    const first = seed({ scale: 'small', epoch });
    const firstState = JSON.stringify(snapshot(first));
    const second = seed({ scale: 'small', epoch });
    expect(JSON.stringify(snapshot(second))).toBe(firstState);
    // Changing a catalogue row (and a JSON value inside one) of one world leaves the other as it was.
    const release = second.all('release')[0]!;
    const deviceType = second.all('device_type')[0]! as { contract: { slug?: string } };
    (release as Record<string, unknown>).commit = 'changed';
    deviceType.contract.slug = 'changed';
    expect(JSON.stringify(snapshot(first))).toBe(firstState);
    expect(JSON.stringify(snapshot(seed({ scale: 'small', epoch })))).toBe(firstState);
  });
});

describe('ids', () => {
  it('start every table at its own base of 1,000 or more, counting up from there (catalogue rows with cloud ids aside)', () => {
    // raspberry-pi2 keeps the cloud's device type id 1 (device-type-catalog.ts).
    const cloudIds = new Set(DEVICE_TYPES.flatMap((dt) => (dt.id === undefined ? [] : [dt.id])));
    expect(small.find('device_type', 'slug', 'raspberry-pi2')[0]?.id).toBe(1);
    for (const [name, table] of small.tables) {
      const base = seededFirstId(name);
      expect(base % 1000, name).toBe(0);
      expect(base, name).toBeGreaterThanOrEqual(1000);
      const ids = small
        .all(name)
        .map((r) => r.id)
        .filter((id) => name !== 'device_type' || !cloudIds.has(id));
      if (ids.length === 0) continue;
      expect(Math.min(...ids), name).toBe(base);
      expect(table.nextId, name).toBe(base + ids.length);
    }
    expect(small.get('device', 123)).toBeUndefined();
  });
});

describe('shape', () => {
  it('stores exactly the model fields (minus computed) in every row', () => {
    for (const res of small.model.resources) {
      const expected = res.fields
        .filter((f) => !f.computed)
        .map((f) => f.name)
        .sort();
      for (const row of small.all(res.name)) expect(Object.keys(row).sort()).toEqual(expected);
    }
  });

  it('keeps every FK pointing at an existing row, bulk (unvalidated) devices included', () => {
    const big = seed({ seed: 5, scale: 'small', devices: 1200, epoch: PINNED_EPOCH });
    for (const res of big.model.resources) {
      for (const f of res.fields.filter((x) => x.type === 'ForeignKey' && !x.computed)) {
        for (const row of big.all(res.name)) {
          const v = row[f.name];
          if (v !== null)
            expect(big.get(f.references!, v as number), `${res.name}.${f.name}=${String(v)}`).toBeDefined();
        }
      }
    }
  });

  it('gives demo scale ~5 organizations, ~30 fleets/apps/blocks and 1,000 devices', () => {
    const demo = seed({ seed: 42, epoch: PINNED_EPOCH });
    const userOrgs = demo.all('organization').filter((o) => o.handle !== 'balena_os');
    expect(userOrgs.length).toBeGreaterThanOrEqual(5);
    expect(userOrgs.length).toBeLessThanOrEqual(7);
    const apps = demo.all('application').filter((a) => !a.is_host && !String(a.slug).startsWith('balena_os/'));
    expect(apps.length).toBeGreaterThanOrEqual(25);
    expect(apps.length).toBeLessThanOrEqual(35);
    expect(new Set(apps.map((a) => a.is_of__class))).toEqual(new Set(['fleet', 'app', 'block']));
    expect(demo.all('device')).toHaveLength(1000);
  });

  it('honours scales and explicit device counts (extras in the big fleet)', () => {
    expect(small.all('device')).toHaveLength(60);
    const big = seed({ seed: 1, scale: 'small', devices: 2500, epoch: PINNED_EPOCH });
    expect(big.all('device')).toHaveLength(2500);
    const bulk = entry(big.find('application', 'slug', 'acme/bulk-fleet'), 0);
    expect(big.find('device', 'belongs_to__application', bulk.id).length).toBeGreaterThan(900);
    expect(() => seed({ devices: 100_001, epoch: PINNED_EPOCH })).toThrow(RangeError);
    expect(() => seed({ scale: 'huge' as never, epoch: PINNED_EPOCH })).toThrow(RangeError);
  });
});

describe('device coverage', () => {
  const devices = small.all('device');
  const distinct = (field: string) => new Set(devices.map((d) => small.value('device', d, field)));

  it('has every overall_status, update_status and heartbeat state', () => {
    expect([...distinct('overall_status')].sort()).toEqual([...OVERALL_STATUSES].sort());
    expect(distinct('update_status')).toEqual(
      new Set(['rejected', 'downloading', 'downloaded', 'applying changes', 'aborted', 'done', null]),
    );
    expect(distinct('api_heartbeat_state')).toEqual(new Set(['online', 'offline', 'timeout', 'unknown']));
  });

  it('gives each profile the overall_status it was built for', () => {
    const byName = new Map(devices.map((d, i) => [i, d]));
    DEVICE_PROFILES.forEach((p, i) =>
      expect([p.key, small.value('device', byName.get(i)!, 'overall_status')]).toEqual([p.key, p.expect]),
    );
  });

  it('covers OS lines, variants, hardware, access and location states', () => {
    const os = devices.map((d) => String(d.os_version ?? ''));
    expect(os.some((v) => Number(/balenaOS (\d+)/.exec(v)?.[1]) > 2000)).toBe(true);
    expect(os.some((v) => v.startsWith('Resin OS 1'))).toBe(true);
    expect(distinct('os_variant')).toEqual(new Set(['dev', 'prod', null]));
    expect(devices.some((d) => d.is_undervolted)).toBe(true);
    expect(
      small.all('device_config_variable').some((v) => v.name === 'RESIN_SUPERVISOR_LOCAL_MODE' && v.value === '1'),
    ).toBe(true);
    const epoch = Date.parse(PINNED_EPOCH);
    const support = devices
      .map((d) => d.is_accessible_by_support_until__date)
      .filter(Boolean)
      .map((v) => Date.parse(String(v)));
    expect(support.some((t) => t > epoch) && support.some((t) => t < epoch)).toBe(true);
    expect(devices.some((d) => d.custom_latitude !== null) && devices.some((d) => d.latitude !== null)).toBe(true);
    expect(devices.some((d) => d.is_web_accessible) && devices.some((d) => d.is_pinned_on__release !== null)).toBe(
      true,
    );
    expect(devices.some((d) => d.is_frozen) && devices.some((d) => d.is_locked_until__date !== null)).toBe(true);
    expect(devices.some((d) => String(d.uuid).length === 62)).toBe(true);
  });
});

describe('releases, variables, tags and catalog', () => {
  it('has releases in every status with images, composition, logs, assets, tags and known issues', () => {
    const rel = small.all('release');
    expect(new Set(rel.map((r) => r.status))).toEqual(
      new Set(['success', 'running', 'failed', 'error', 'cancelled', 'interrupted']),
    );
    expect(
      rel.some((r) => r.source === 'local') && rel.some((r) => r.is_invalidated) && rel.some((r) => r.known_issue_list),
    ).toBe(true);
    expect(rel.some((r) => small.value('release', r, 'is_final') === false)).toBe(true);
    expect(small.all('release_asset').length).toBeGreaterThan(0);
    expect(small.all('image').some((i) => String(i.build_log ?? '').split('\n').length > 2999)).toBe(true);
    expect(small.all('release_image').length).toBe(small.all('image').length);
  });

  it('has variables at every level with device overrides of fleet values', () => {
    const fleetNames = new Set(small.all('application_environment_variable').map((v) => v.name));
    expect(small.all('device_environment_variable').some((v) => fleetNames.has(v.name))).toBe(true);
    for (const r of [
      'application_config_variable',
      'device_config_variable',
      'service_environment_variable',
      'device_service_environment_variable',
      'application_tag',
      'device_tag',
      'release_tag',
    ]) {
      expect(small.all(r).length, r).toBeGreaterThan(0);
    }
  });

  it('has an alias row for every device type slug and a host OS app per device type and OS line', () => {
    const aliases = new Set(small.all('device_type_alias').map((a) => a.is_referenced_by__alias));
    for (const dt of small.all('device_type')) expect(aliases.has(dt.slug)).toBe(true);
    expect(small.all('cpu_architecture')).toHaveLength(6);
    const host = small.all('application').filter((a) => a.is_host);
    const policy = (app: { id: number }) =>
      small.all('application_tag').find((t) => t.application === app.id && t.tag_key === 'release-policy')?.value;
    // Every device type the public sources publish an OS for has a default-line host app (all but the
    // Asus Tinker Board and Edge); types with an ESR line also a `<slug>-esr` one.
    const defaults = host.filter((h) => policy(h) === 'default');
    const esr = host.filter((h) => policy(h) === 'esr');
    expect(defaults.length).toBe(small.all('device_type').length - 2);
    expect(esr.length).toBeGreaterThan(0);
    expect(host.length).toBe(defaults.length + esr.length);
    for (const app of esr) {
      expect(String(app.slug)).toMatch(/-esr$/);
      expect(small.all('application_tag').some((t) => t.application === app.id && t.tag_key === 'esr-current')).toBe(
        true,
      );
      // ESR versions: semver majors above 2000, or (zero-padded months such as 2021.07.1) only in the version tag.
      for (const r of small.find('release', 'belongs_to__application', app.id)) {
        const version = small.find('release_tag', 'release', r.id).find((t) => t.tag_key === 'version')?.value;
        expect(Number(r.semver_major) > 2000 || (r.semver_major === 0 && /^20\d\d\.0\d\./.test(String(version)))).toBe(
          true,
        );
      }
    }
  });
});

describe('people, billing and hostile strings', () => {
  it('has memberships in every role, teams, invites and a SAML identity provider with accounts', () => {
    const orgRoles = new Set(
      small
        .all('organization_membership')
        .map((m) => small.get('organization_membership_role', m.organization_membership_role as number)!.name),
    );
    expect(orgRoles).toEqual(new Set(['administrator', 'member']));
    const appRoles = new Set(
      [...small.all('user_application_membership'), ...small.all('team_application_access')].map(
        (m) => small.get('application_membership_role', m.application_membership_role as number)!.name,
      ),
    );
    expect(appRoles).toEqual(new Set(['developer', 'safe-developer', 'operator', 'safe-operator', 'observer']));
    expect(small.all('organization_invite').length && small.all('application_invite').length).toBeGreaterThan(0);
    const idp = entry(small.find('identity_provider', 'sso_identifier', 'acme-sso'), 0);
    expect(small.find('saml_account', 'was_generated_by__identity_provider', idp.id).length).toBeGreaterThan(0);
  });

  it('has invoices in every state and credit bundles in every payment status', () => {
    const states = new Set([...small.priv.invoices.values()].flat().map((i) => i.state));
    expect(states).toEqual(
      new Set(['paid', 'voided', 'void', 'closed', 'pending', 'open', 'processing', 'draft', 'past_due', 'failed']),
    );
    expect(new Set(small.all('credit_bundle').map((b) => b.payment_status)).size).toBe(7);
    expect(small.all('subscription').length).toBeGreaterThan(5);
  });

  it('puts hostile strings in a few names and notes', () => {
    const names = small.all('device').map((d) => String(d.device_name));
    expect(names.some((n) => n.includes('<script>'))).toBe(true);
    expect(
      names.some((n) => /[\u0600-\u06FF]/.test(n)) && names.some((n) => /\p{Extended_Pictographic}/u.test(n)),
    ).toBe(true);
    expect(small.all('device').some((d) => String(d.note ?? '').length === 500)).toBe(true);
  });
});
