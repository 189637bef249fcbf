import { describe, expect, it } from 'vitest';
import { tinyWorld } from '../fixtures/tiny-world.ts';
import { insert, update } from '../write.ts';
import { remove } from '../delete.ts';
import { deviceCountsByStatus } from './device-status.ts';

const status = (w: ReturnType<typeof tinyWorld>) =>
  w.store.value('device', w.store.get('device', w.ids.device)!, 'overall_status');
const progress = (w: ReturnType<typeof tinyWorld>) =>
  w.store.value('device', w.store.get('device', w.ids.device)!, 'overall_progress');

describe('device overall_status (api-ground-truth §3 decision order)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['inactive wins over everything', { is_active: false, provisioning_state: 'Post-Provisioning' }, 'inactive'],
    ['post-provisioning', { provisioning_state: 'Post-Provisioning', is_connected_to_vpn: true }, 'post-provisioning'],
    ['never connected, heartbeat unknown', {}, 'configuring'],
    [
      'off VPN, heartbeat offline',
      { last_connectivity_event: '2026-10-01T00:00:00Z', api_heartbeat_state: 'offline' },
      'disconnected',
    ],
    [
      'own download',
      { api_heartbeat_state: 'online', download_progress: 40, status: 'Downloading', is_connected_to_vpn: true },
      'updating',
    ],
    [
      'provisioning progress',
      { api_heartbeat_state: 'online', provisioning_progress: 50, is_connected_to_vpn: true },
      'configuring',
    ],
    ['heartbeat timeout', { api_heartbeat_state: 'timeout', is_connected_to_vpn: true }, 'reduced-functionality'],
    [
      'on VPN, heartbeat offline',
      { api_heartbeat_state: 'offline', is_connected_to_vpn: true },
      'reduced-functionality',
    ],
    [
      'off VPN, heartbeat online',
      { api_heartbeat_state: 'online', is_connected_to_vpn: false, last_connectivity_event: '2026-10-01T00:00:00Z' },
      'reduced-functionality',
    ],
    ['online on VPN', { api_heartbeat_state: 'online', is_connected_to_vpn: true }, 'operational'],
  ];
  it.each(cases)('%s', (_name, patch, expected) => {
    const w = tinyWorld();
    if (Object.keys(patch).length) update(w.store, 'device', w.ids.device, patch, { trusted: true });
    expect(status(w)).toBe(expected);
  });

  it('is operational off the VPN when VPN control is "false" (device var beats fleet var)', () => {
    const w = tinyWorld();
    update(w.store, 'device', w.ids.device, {
      api_heartbeat_state: 'online',
      last_connectivity_event: '2026-10-01T00:00:00Z',
    });
    expect(status(w)).toBe('reduced-functionality');
    const fleetVar = insert(w.store, 'application_config_variable', {
      application: w.ids.app,
      name: 'RESIN_SUPERVISOR_VPN_CONTROL',
      value: 'false',
    });
    expect(status(w)).toBe('operational');
    insert(w.store, 'device_config_variable', {
      device: w.ids.device,
      name: 'BALENA_SUPERVISOR_VPN_CONTROL',
      value: 'true',
    });
    expect(status(w)).toBe('reduced-functionality');
    remove(w.store, 'application_config_variable', fleetVar.id);
    expect(status(w)).toBe('reduced-functionality');
  });

  it('is invalidated by image_install writes and averages install progress', () => {
    const w = tinyWorld();
    update(w.store, 'device', w.ids.device, { api_heartbeat_state: 'online', is_connected_to_vpn: true });
    update(w.store, 'application', w.ids.app, { should_be_running__release: w.ids.release });
    expect(status(w)).toBe('operational');
    expect(progress(w)).toBeNull();
    const svc = insert(w.store, 'service', { application: w.ids.app, service_name: 'main' });
    const img = insert(w.store, 'image', {
      is_a_build_of__service: svc.id,
      is_stored_at__image_location: 'reg/main',
      status: 'success',
    });
    const img2 = insert(w.store, 'image', {
      is_a_build_of__service: svc.id,
      is_stored_at__image_location: 'reg/side',
      status: 'success',
    });
    const ii = insert(w.store, 'image_install', {
      device: w.ids.device,
      installs__image: img.id,
      status: 'Downloading',
      download_progress: 30,
      is_provided_by__release: w.ids.release,
    });
    insert(w.store, 'image_install', {
      device: w.ids.device,
      installs__image: img2.id,
      status: 'Running',
      download_progress: null,
      is_provided_by__release: w.ids.release,
    });
    expect(status(w)).toBe('updating');
    expect(progress(w)).toBe(65);
    update(w.store, 'image_install', ii.id, { status: 'Running', download_progress: null });
    expect(status(w)).toBe('operational');
  });

  it('follows the pinned release, else the fleet target; counts per status', () => {
    const w = tinyWorld();
    const d = () => w.store.get('device', w.ids.device)!;
    expect(w.store.value('device', d(), 'should_be_running__release')).toBeNull();
    update(w.store, 'application', w.ids.app, { should_be_running__release: w.ids.release });
    expect(w.store.value('device', d(), 'should_be_running__release')).toBe(w.ids.release);
    expect(deviceCountsByStatus(w.store, w.ids.app)).toMatchObject({ configuring: 1, total: 1, operational: 0 });
    expect(w.store.find('device', 'overall_status', 'configuring')).toEqual([d()]);
  });
});

describe('release version fields', () => {
  it('computes is_final, semver, raw_version and version', () => {
    const w = tinyWorld();
    const r = insert(w.store, 'release', {
      belongs_to__application: w.ids.app,
      commit: 'c',
      status: 'success',
      semver_major: 2,
      semver_minor: 1,
      semver_patch: 3,
      semver_prerelease: 'beta.1',
      semver_build: 'x',
      variant: 'dev',
      revision: 2,
    });
    const v = (f: string) => w.store.value('release', r, f);
    expect(v('is_final')).toBe(true);
    expect(v('semver')).toBe('2.1.3-beta.1+x');
    expect(v('raw_version')).toBe('2.1.3-beta.1+x.rev2.dev');
    expect(v('version')).toEqual({
      raw: '2.1.3-beta.1+x.rev2.dev',
      major: 2,
      minor: 1,
      patch: 3,
      prerelease: ['beta', 1],
      build: ['x', 'rev2', 'dev'],
      version: '2.1.3-beta.1',
    });
    const draft = insert(w.store, 'release', {
      belongs_to__application: w.ids.app,
      commit: 'd',
      status: 'running',
      semver_major: 1,
    });
    expect(w.store.value('release', draft, 'is_final')).toBe(false);
    expect(w.store.value('release', draft, 'raw_version')).toBe(`1.0.0-${Date.parse(String(draft.created_at))}`);
    update(w.store, 'release', draft.id, { revision: 0 });
    expect(w.store.value('release', draft, 'raw_version')).toBe('1.0.0');
  });
});

describe('organization_membership.effective_seat_role', () => {
  it('is the highest role across organization role, fleet memberships and teams', () => {
    const w = tinyWorld();
    const { store, ids } = w;
    const admin = insert(store, 'organization_membership_role', { name: 'administrator' }).id;
    const member = insert(store, 'organization_membership_role', { name: 'member' }).id;
    const role = (name: string) => insert(store, 'application_membership_role', { name, description: name }).id;
    const [observer, operator, developer] = [role('observer'), role('operator'), role('developer')];
    const m = insert(store, 'organization_membership', {
      user: ids.user,
      is_member_of__organization: ids.org,
      organization_membership_role: member,
    });
    const seat = () => store.value('organization_membership', m, 'effective_seat_role');
    expect(seat()).toBe('member');
    insert(store, 'user_application_membership', {
      user: ids.user,
      is_member_of__application: ids.app,
      application_membership_role: observer,
    });
    expect(seat()).toBe('observer');
    const team = insert(store, 'team', { belongs_to__organization: ids.org, name: 'ops' }).id;
    insert(store, 'team_membership', { user: ids.user, is_member_of__team: team });
    const access = insert(store, 'team_application_access', {
      team,
      grants_access_to__application: ids.app,
      application_membership_role: operator,
    });
    expect(seat()).toBe('operator');
    update(store, 'team_application_access', access.id, { application_membership_role: developer });
    expect(seat()).toBe('developer');
    update(store, 'organization_membership', m.id, { organization_membership_role: admin });
    expect(seat()).toBe('administrator');
  });
});
