/**
 * Types of the one device action registry: what an action needs to know
 * about a device, about the caller (permissions, plan, clock), and what a run reports back.
 */
import type { FleetPermission } from '../lib/authz.ts';

/** Ids of every device action (spec 02 §1, §7 "Device operations"). */
export type DeviceActionId =
  | 'rename'
  | 'tags'
  | 'pin'
  | 'move'
  | 'restart'
  | 'reboot'
  | 'shutdown'
  | 'purge'
  | 'blink'
  | 'local-mode'
  | 'public-url'
  | 'support-access'
  | 'os-update'
  | 'supervisor-update'
  | 'deactivate'
  | 'delete';

/** The device fields the rules read (a subset of the v7 `device` row, flattened). */
export interface ActionDevice {
  id: number;
  uuid: string;
  device_name: string;
  is_online: boolean;
  is_active: boolean;
  os_version: string | null;
  os_variant: string | null;
  supervisor_version: string | null;
  last_connectivity_event: string | null;
  is_web_accessible: boolean;
  is_accessible_by_support_until__date: string | null;
  /** A local mode variable (RESIN_ or BALENA_SUPERVISOR_LOCAL_MODE) is "1" (spec 02 §4 "Local mode"). */
  is_in_local_mode: boolean;
  /** The local mode variables the device has set to "1" (turning local mode off clears each). */
  local_mode_variables?: readonly string[];
  /** The device type's contract says it has an identification LED (`data.led`). */
  has_led: boolean;
  device_type_slug: string;
  /** Fleet id (belongs_to__application). */
  fleet_id: number;
  /** Pinned release id, or null when following the fleet. */
  pinned_release_id: number | null;
}

/** How the caller is allowed to act (spec 02 §5, §6). */
export interface ActionContext {
  /** True when the caller holds the permission on the device's fleet. */
  can: (permission: FleetPermission) => boolean;
  /** The tooltip text for a missing permission (spec 02 §5 "tooltips state the roles lacking it"). */
  permissionReason: (permission: FleetPermission) => string;
  /** The organization's plan is paid (deactivation is gated by an upgrade, spec 02 §5). */
  planIsPaid: boolean;
}

/** Confirmation step of the action flow (spec 02 §4 "Action flow" step 3). */
export type ConfirmationLevel = 'none' | 'confirm' | 'typed';

/** Inputs gathered by an action's form dialog (step 2 of the action flow). */
export interface ActionInput {
  name?: string;
  tagKey?: string;
  tagValue?: string;
  /** Release id to pin to, or null to track the fleet's latest release. */
  releaseId?: number | null;
  targetFleetId?: number;
  /** Support access expiry (ISO), null to revoke. */
  supportUntil?: string | null;
  /** Local mode / public URL on or off. */
  enable?: boolean;
  /** OS catalogue label, e.g. "2.115.1+rev1"; each device gets it with its own variant ("2.115.1+rev1.prod"). */
  targetOsVersion?: string;
  /** Supervisor release id. */
  supervisorReleaseId?: number;
  /** Retry past an update lock (spec 02 §4: "the user can force the action"). */
  force?: boolean;
}

/** One item of a batch: which device, and the error text when it failed. */
export interface ItemResult {
  device: ActionDevice;
  ok: boolean;
  error?: string;
  /** The supervisor answered 423: the device holds an update lock. */
  locked?: boolean;
}

/** What the dashboard shows after a batch (spec 02 §4 batch rule). */
export type BatchOutcome =
  | { kind: 'success' }
  | {
      kind: 'locked';
      text: string;
      lockedDevices: ActionDevice[];
      /** Failures other than the lock, by the batch rule. */ otherFailures: string | null;
    }
  | { kind: 'partial'; text: string }
  | { kind: 'failed'; text: string };
