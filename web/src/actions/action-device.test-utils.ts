/** For tests: a device as the action rules read it (an online production device), with each test's differences as overrides. */
import type { ActionDevice } from './types.ts';

export const actionDevice = (id: number, over: Partial<ActionDevice> = {}): ActionDevice => ({
  id,
  uuid: `uuid-${id}`,
  device_name: `device-${id}`,
  is_online: true,
  is_active: true,
  os_version: 'balenaOS 5.1.20',
  os_variant: 'prod',
  supervisor_version: '16.1.0',
  last_connectivity_event: '2026-11-01T00:00:00.000Z',
  is_web_accessible: false,
  is_accessible_by_support_until__date: null,
  is_in_local_mode: false,
  has_led: true,
  device_type_slug: 'raspberrypi4-64',
  fleet_id: 7,
  pinned_release_id: null,
  ...over,
});
