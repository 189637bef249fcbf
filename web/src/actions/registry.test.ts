/** The disabled-reason rules of spec 02 §5/§6, one table per action (through evaluateSelection). */
import { describe, expect, it } from 'vitest';
import { toFleetAccess } from '../lib/authz.ts';
import { actionContext } from './device-row.ts';
import { ACTION_MSG } from './messages.ts';
import { deviceAction } from './registry.ts';
import { evaluateSelection, SINGLE_DEVICE_ONLY, typedConfirmationText } from './selection.ts';
import type { ActionDevice, DeviceActionId } from './types.ts';

const base: ActionDevice = {
  id: 1,
  uuid: 'a1',
  device_name: 'rapid-snow',
  is_online: true,
  is_active: true,
  os_version: 'balenaOS 2.108.25+rev1',
  os_variant: 'dev',
  supervisor_version: '14.11.14',
  last_connectivity_event: '2026-10-31T23:56:26.000Z',
  is_web_accessible: false,
  is_accessible_by_support_until__date: null,
  is_in_local_mode: false,
  has_led: true,
  device_type_slug: 'raspberrypi4-64',
  fleet_id: 17,
  pinned_release_id: null,
};
const dev = (over: Partial<ActionDevice>): ActionDevice => ({ ...base, ...over });
const admin = actionContext(toFleetAccess(['administrator']), true);
const reason = (id: DeviceActionId, d: Partial<ActionDevice>, ctx = admin) =>
  evaluateSelection(deviceAction(id), [dev(d)], ctx).disabledReason;

const offline = { is_online: false };
const unprovisioned = { supervisor_version: null, last_connectivity_event: null };

describe.each<[DeviceActionId, Partial<ActionDevice>, string | null]>([
  ['reboot', {}, null],
  ['reboot', offline, ACTION_MSG.mustBeOnline],
  ['reboot', unprovisioned, ACTION_MSG.notProvisioned],
  ['shutdown', offline, ACTION_MSG.mustBeOnline],
  ['purge', { is_in_local_mode: true }, ACTION_MSG.inLocalMode],
  ['purge', offline, ACTION_MSG.mustBeOnline],
  ['restart', { is_in_local_mode: true }, ACTION_MSG.inLocalMode],
  ['restart', {}, null],
  ['blink', { has_led: false }, ACTION_MSG.noBlink(1)],
  ['blink', offline, ACTION_MSG.mustBeOnline],
  ['blink', {}, null],
  ['deactivate', {}, ACTION_MSG.mustBeOffline],
  ['deactivate', { is_online: false, is_active: false }, ACTION_MSG.alreadyInactive],
  ['deactivate', offline, null],
  ['local-mode', { os_variant: 'prod' }, ACTION_MSG.localModeNeedsDev],
  ['local-mode', { supervisor_version: '3.9.0' }, ACTION_MSG.localModeOldSupervisor],
  ['local-mode', { os_version: 'Resin OS 1.26.0' }, ACTION_MSG.localModeOldOs],
  ['local-mode', unprovisioned, ACTION_MSG.notProvisioned],
  ['local-mode', { os_variant: 'prod', is_in_local_mode: true }, null],
  ['local-mode', {}, null],
  ['pin', { is_in_local_mode: true }, ACTION_MSG.inLocalMode],
  ['pin', offline, null],
  ['os-update', offline, ACTION_MSG.osUpdateOffline],
  ['os-update', { os_version: 'Resin OS 1.26.0' }, ACTION_MSG.osUpdateUnsupported],
  ['os-update', unprovisioned, ACTION_MSG.notProvisioned],
  ['os-update', { device_type_slug: '' }, ACTION_MSG.noDeviceType],
  ['os-update', {}, null],
  ['supervisor-update', { os_version: 'balenaOS 2024.10.1', supervisor_version: '12.0.0' }, ACTION_MSG.esrSupervisor],
  ['supervisor-update', { os_version: 'balenaOS 2024.10.1' }, null],
  ['supervisor-update', offline, ACTION_MSG.mustBeOnline],
  ['delete', offline, null],
  ['rename', offline, null],
  ['public-url', {}, null],
  ['support-access', offline, null],
  ['move', {}, null],
  ['tags', {}, null],
])('%s on %j', (id, over, expected) => {
  it(`is ${expected ?? 'enabled'}`, () => expect(reason(id, over)).toBe(expected));
});

describe('permissions (spec 02 §6)', () => {
  const observer = actionContext(toFleetAccess(['observer']), true);
  const safeOperator = actionContext(toFleetAccess(['safe-operator']), true);
  const operator = actionContext(toFleetAccess(['operator']), true);
  it('observer gets every action disabled with the permission text and the roles lacking it', () => {
    for (const id of ['reboot', 'delete', 'rename', 'move', 'deactivate'] as const) {
      const r = reason(id, offline, observer);
      expect(r).toContain("You don't have permission to create, edit or update the selected devices");
    }
    expect(reason('delete', {}, observer)).toBe(
      "You don't have permission to create, edit or update the selected devices. Roles lacking this permission: safe-developer, safe-operator, observer, member",
    );
    expect(reason('reboot', {}, observer)).toBe(
      "You don't have permission to create, edit or update the selected devices. Roles lacking this permission: observer, member",
    );
  });
  it('safe-operator may reboot and rename but not delete, move or toggle local mode', () => {
    expect(reason('reboot', {}, safeOperator)).toBeNull();
    expect(reason('rename', {}, safeOperator)).toBeNull();
    expect(reason('delete', {}, safeOperator)).toContain("You don't have permission");
    expect(reason('move', {}, safeOperator)).toContain("You don't have permission");
    expect(reason('local-mode', {}, safeOperator)).toContain("You don't have permission");
  });
  it('operator may delete and deactivate', () => {
    expect(reason('delete', {}, operator)).toBeNull();
    expect(reason('deactivate', offline, operator)).toBeNull();
  });
  it('an unpaid plan gates deactivation', () => {
    expect(reason('deactivate', offline, actionContext(toFleetAccess(['administrator']), false))).toBe(
      ACTION_MSG.upgradeToDeactivate,
    );
  });
});

describe('selections', () => {
  it('acts on the eligible devices and lists the skipped ones', () => {
    const s = evaluateSelection(deviceAction('reboot'), [dev({ id: 1 }), dev({ id: 2, ...offline })], admin);
    expect(s.disabledReason).toBeNull();
    expect(s.eligible.map((d) => d.id)).toEqual([1]);
    expect(s.skipped).toEqual([{ device: expect.objectContaining({ id: 2 }), reason: ACTION_MSG.mustBeOnline }]);
  });
  it('counts the devices without an LED when none can blink', () => {
    const s = evaluateSelection(
      deviceAction('blink'),
      [dev({ id: 1, has_led: false }), dev({ id: 2, has_led: false })],
      admin,
    );
    expect(s.disabledReason).toBe('2 devices do not support blinking');
  });
  it('rename takes one device', () => {
    expect(evaluateSelection(deviceAction('rename'), [dev({ id: 1 }), dev({ id: 2 })], admin).disabledReason).toBe(
      SINGLE_DEVICE_ONLY,
    );
  });
  it('typed confirmation: the name for one device, the count for several', () => {
    expect(typedConfirmationText([dev({})])).toBe('rapid-snow');
    expect(typedConfirmationText([dev({ id: 1 }), dev({ id: 2 }), dev({ id: 3 })])).toBe('3');
  });

  it('success texts (spec 02 §8): pinned to release or tracking default release, renamed, support access granted or removed', () => {
    expect(deviceAction('pin').success(1, { releaseId: 90 })).toBe('Pinned to release');
    expect(deviceAction('pin').success(1, { releaseId: null })).toBe('Tracking default release');
    expect(deviceAction('rename').success(1, { name: 'x' })).toBe('Renamed');
    expect(deviceAction('support-access').success(2, { supportUntil: '2030-01-01T00:00:00.000Z' })).toBe(
      'Support access granted',
    );
    expect(deviceAction('support-access').success(2, { supportUntil: null })).toBe('Support access removed');
  });
});
