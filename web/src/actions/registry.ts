/**
 * The one registry of device actions: id, label, permission, disabled-reason
 * rules, bulk support, confirmation level and perform. The fleet devices bulk bar and the device
 * page's Actions menu both read it, so a rule changes in one place. Rules and texts: spec 02 §5, §6, §8.
 */
import { DEVICE_PERMISSIONS, type FleetPermission } from '../lib/authz.ts';
import { ACTION_LABEL, ACTION_MSG } from './messages.ts';
import {
  performDeleteDevice,
  LOCAL_MODE_VAR,
  performPatchDevice,
  performSetDeviceConfigVar,
  performSetDeviceTag,
  performStartOsUpdate,
  performSupervisorCommand,
} from './perform.ts';
import {
  esrSupervisorUpdatable,
  knownDeviceType,
  needsActive,
  needsLed,
  needsOffline,
  needsOnline,
  needsProvisioned,
  notInLocalMode,
  osUpdateOnline,
  osUpdateSupported,
  supportsLocalMode,
  type Rule,
} from './rules.ts';
import type { ActionDevice, ActionInput, ConfirmationLevel, DeviceActionId } from './types.ts';
import { targetWithVariant } from './os-update.ts';

/** Which form dialog gathers the action's input (step 2 of the action flow, spec 02 §4). */
export type ActionForm =
  'rename' | 'tags' | 'pin' | 'move' | 'support' | 'toggle' | 'os-version' | 'supervisor-release';

export interface DeviceAction {
  id: DeviceActionId;
  label: string;
  permission: FleetPermission;
  /** Per-device reasons, checked in order; the first that applies disables the action for that device. */
  rules: readonly Rule[];
  /** Usable on a selection of several devices. */
  bulk: boolean;
  confirmation: ConfirmationLevel;
  /** Red confirm button and the "dangerous" group of the device actions (spec 02 §2). */
  danger: boolean;
  form?: ActionForm;
  /** Honours the update lock; a 423 offers a forced retry (spec 02 §4). */
  forceable: boolean;
  perform: (device: ActionDevice, input: ActionInput) => Promise<void>;
  /** Success toast (spec 02 §4 step 5); `input` is what the form gathered (a grant reads differently from a revoke). */
  success: (count: number, input: ActionInput) => string;
}

const devicesText = (n: number) => (n === 1 ? '1 device' : `${n} devices`);
const P = DEVICE_PERMISSIONS;

const supervisor = (
  id: 'restart' | 'reboot' | 'shutdown' | 'purge' | 'blink',
  extra: Partial<DeviceAction>,
): DeviceAction => ({
  id,
  label: ACTION_LABEL[id],
  permission: P.supervisorProxy,
  rules: [needsProvisioned, needsOnline],
  bulk: true,
  confirmation: 'typed',
  danger: true,
  forceable: true,
  perform: (d, input) => performSupervisorCommand(id, d, input.force === true),
  success: (n) => `${ACTION_LABEL[id]} requested for ${devicesText(n)}`,
  ...extra,
});

/** Every device action, in menu order (spec 02 §2 device actions and settings). */
export const DEVICE_ACTIONS: readonly DeviceAction[] = [
  {
    id: 'rename',
    label: ACTION_LABEL.rename,
    permission: P.update,
    rules: [],
    bulk: false,
    confirmation: 'none',
    danger: false,
    form: 'rename',
    forceable: false,
    perform: (d, i) => performPatchDevice(d, { device_name: i.name ?? d.device_name }),
    success: () => ACTION_MSG.renamed,
  },
  {
    id: 'tags',
    label: ACTION_LABEL.tags,
    permission: P.tags,
    rules: [],
    bulk: true,
    confirmation: 'none',
    danger: false,
    form: 'tags',
    forceable: false,
    perform: (d, i) => performSetDeviceTag(d, i.tagKey ?? '', i.tagValue ?? ''),
    success: (n) => `Tag set on ${devicesText(n)}`,
  },
  {
    id: 'pin',
    label: ACTION_LABEL.pin,
    permission: P.update,
    rules: [notInLocalMode],
    bulk: true,
    confirmation: 'none',
    danger: false,
    form: 'pin',
    forceable: false,
    perform: (d, i) => performPatchDevice(d, { is_pinned_on__release: i.releaseId ?? null }),
    success: (_n, i) => (i.releaseId == null ? ACTION_MSG.trackingDefault : ACTION_MSG.pinned),
  },
  {
    id: 'move',
    label: ACTION_LABEL.move,
    permission: P.move,
    rules: [],
    bulk: true,
    confirmation: 'confirm',
    danger: false,
    form: 'move',
    forceable: false,
    perform: (d, i) => performPatchDevice(d, { belongs_to__application: i.targetFleetId }),
    success: (n) => `Moved ${devicesText(n)}`,
  },
  supervisor('restart', {
    rules: [needsProvisioned, needsOnline, notInLocalMode],
    confirmation: 'confirm',
    danger: false,
  }),
  supervisor('blink', {
    rules: [needsProvisioned, needsOnline, needsLed],
    confirmation: 'none',
    danger: false,
    forceable: false,
  }),
  supervisor('reboot', {}),
  supervisor('shutdown', {}),
  supervisor('purge', { rules: [needsProvisioned, needsOnline, notInLocalMode] }),
  {
    id: 'local-mode',
    label: ACTION_LABEL['local-mode'],
    permission: P.localMode,
    rules: [needsProvisioned, supportsLocalMode],
    bulk: true,
    confirmation: 'confirm',
    danger: false,
    form: 'toggle',
    forceable: false,
    // On: the API's RESIN_ name. Off: every local mode variable that is on (either prefix keeps it on).
    perform: async (d, i) => {
      if (i.enable) return performSetDeviceConfigVar(d, LOCAL_MODE_VAR, '1');
      const on = d.local_mode_variables?.length ? d.local_mode_variables : [LOCAL_MODE_VAR];
      for (const name of on) await performSetDeviceConfigVar(d, name, '0');
    },
    success: (n) => `Local mode changed on ${devicesText(n)}`,
  },
  {
    id: 'public-url',
    label: ACTION_LABEL['public-url'],
    permission: P.update,
    rules: [],
    bulk: true,
    confirmation: 'none',
    danger: false,
    form: 'toggle',
    forceable: false,
    perform: (d, i) => performPatchDevice(d, { is_web_accessible: i.enable === true }),
    success: (n) => `Public device URL changed on ${devicesText(n)}`,
  },
  {
    id: 'support-access',
    label: ACTION_LABEL['support-access'],
    permission: P.update,
    rules: [],
    bulk: true,
    confirmation: 'none',
    danger: false,
    form: 'support',
    forceable: false,
    perform: (d, i) => performPatchDevice(d, { is_accessible_by_support_until__date: i.supportUntil ?? null }),
    success: (_n, i) => (i.supportUntil ? ACTION_MSG.supportGranted : ACTION_MSG.supportRemoved),
  },
  {
    id: 'os-update',
    label: ACTION_LABEL['os-update'],
    permission: P.osUpdate,
    rules: [needsProvisioned, osUpdateOnline, knownDeviceType, osUpdateSupported],
    bulk: true,
    confirmation: 'confirm',
    danger: false,
    form: 'os-version',
    forceable: false,
    perform: (d, i) => performStartOsUpdate(d, targetWithVariant(i.targetOsVersion ?? '', d.os_variant)),
    success: (n) => `OS update started on ${devicesText(n)}`,
  },
  {
    id: 'supervisor-update',
    label: ACTION_LABEL['supervisor-update'],
    permission: P.supervisorUpdate,
    rules: [needsProvisioned, needsOnline, esrSupervisorUpdatable],
    bulk: true,
    confirmation: 'confirm',
    danger: false,
    form: 'supervisor-release',
    forceable: false,
    perform: (d, i) => performPatchDevice(d, { should_be_managed_by__release: i.supervisorReleaseId }),
    success: (n) => `Supervisor update started on ${devicesText(n)}`,
  },
  {
    // Deactivate applies only to offline, active devices (spec 02 §4 "Device action states").
    id: 'deactivate',
    label: ACTION_LABEL.deactivate,
    permission: P.deactivate,
    rules: [needsActive, needsOffline],
    bulk: true,
    confirmation: 'typed',
    danger: true,
    forceable: false,
    perform: (d) => performPatchDevice(d, { is_active: false }),
    success: (n) => `Deactivated ${devicesText(n)}`,
  },
  {
    id: 'delete',
    label: ACTION_LABEL.delete,
    permission: P.delete,
    rules: [],
    bulk: true,
    confirmation: 'typed',
    danger: true,
    forceable: false,
    perform: (d) => performDeleteDevice(d),
    success: (n) => `Deleted ${devicesText(n)}`,
  },
];

const BY_ID = new Map(DEVICE_ACTIONS.map((a) => [a.id, a]));

/** Looks an action up by id (throws for unknown ids: a programming error). */
export function deviceAction(id: DeviceActionId): DeviceAction {
  const a = BY_ID.get(id);
  if (!a) throw new Error(`Unknown device action ${id}`);
  return a;
}
