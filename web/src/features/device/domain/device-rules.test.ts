import { describe, expect, it } from 'vitest';
import {
  connectivityWarning,
  containerActionBlocked,
  deviceRedirect,
  isInLocalMode,
  showContainerControls,
  terminalBlock,
} from './device-rules.ts';
import type { RedirectFields } from './device-rules.ts';
import type { DeviceDetails } from '../../../api/device/reads.ts';

type TestDevice = RedirectFields & Pick<DeviceDetails, 'device_config_variable'>;

const device = (over: Partial<TestDevice> = {}): TestDevice => ({
  is_frozen: false,
  belongs_to__application: [{ id: 17, organization: [{ id: 2, is_frozen: false }] }],
  device_config_variable: [],
  ...over,
});

describe('device redirects (spec 02 §2)', () => {
  it('unknown → root, frozen organization → organization, frozen device → fleet', () => {
    expect(deviceRedirect(null)).toBe('/');
    expect(deviceRedirect(device())).toBeNull();
    expect(deviceRedirect(device({ is_frozen: true }))).toBe('/fleets/17');
    expect(
      deviceRedirect(device({ belongs_to__application: [{ id: 3, organization: [{ id: 9, is_frozen: true }] }] })),
    ).toBe('/orgs/9');
  });
});

describe('local mode and containers (spec 02 §4, §5)', () => {
  it('local mode is on when the variable is 1', () => {
    expect(
      isInLocalMode(device({ device_config_variable: [{ id: 1, name: 'RESIN_SUPERVISOR_LOCAL_MODE', value: '1' }] })),
    ).toBe(true);
    expect(
      isInLocalMode(device({ device_config_variable: [{ id: 1, name: 'BALENA_SUPERVISOR_LOCAL_MODE', value: '0' }] })),
    ).toBe(false);
  });
  it('controls show from supervisor 7 or with several services', () => {
    expect(showContainerControls('7.0.0', 1)).toBe(true);
    expect(showContainerControls('6.6.11', 1)).toBe(false);
    expect(showContainerControls('6.6.11', 2)).toBe(true);
    expect(showContainerControls(null, 1)).toBe(false);
  });
  it('blocks start while running, stop while exited or stopped, restart while exited', () => {
    expect(containerActionBlocked('start', 'Running')).toBe(true);
    expect(containerActionBlocked('start', 'Stopped')).toBe(false);
    expect(containerActionBlocked('stop', 'exited')).toBe(true);
    expect(containerActionBlocked('stop', 'Stopped')).toBe(true);
    expect(containerActionBlocked('restart', 'exited')).toBe(true);
    expect(containerActionBlocked('restart', 'Running')).toBe(false);
  });
});

describe('terminal disabled reasons (spec 02 §5)', () => {
  const base = { isOnline: true, osVersion: 'balenaOS 2.108.25', localMode: false, allowed: true, hostAccess: true };
  it('host OS', () => {
    expect(terminalBlock({ kind: 'host' }, base)).toBeNull();
    expect(terminalBlock({ kind: 'host' }, { ...base, osVersion: 'Resin OS 1.26.1' })).toBe('hostOsUnsupported');
    expect(terminalBlock({ kind: 'host' }, { ...base, hostAccess: false })).toBe('hostOsUnsupported');
    expect(terminalBlock({ kind: 'host' }, { ...base, isOnline: false })).toBe('deviceMustBeOnline');
    expect(terminalBlock({ kind: 'host' }, { ...base, allowed: false })).toBe('noPermission');
  });
  it('services', () => {
    const svc = { kind: 'service', serviceName: 'main' } as const;
    expect(terminalBlock(svc, { ...base, serviceStatus: 'Running' })).toBeNull();
    expect(terminalBlock(svc, { ...base, serviceStatus: 'Idle' })).toBeNull();
    expect(terminalBlock(svc, { ...base, serviceStatus: 'Stopped' })).toBe('containerNotRunning');
    expect(terminalBlock(svc, { ...base, serviceStatus: 'Running', localMode: true })).toBe('containerLocalMode');
  });
});

describe('connectivity warning (spec 02 §8 "device offline", "cloud link missing")', () => {
  it('none with the cloud link up; cloud link missing with a live heartbeat; otherwise offline', () => {
    expect(connectivityWarning({ is_online: true, api_heartbeat_state: 'online' })).toBeNull();
    expect(connectivityWarning({ is_online: true, api_heartbeat_state: 'offline' })).toBeNull();
    expect(connectivityWarning({ is_online: false, api_heartbeat_state: 'online' })).toBe('cloudLinkMissing');
    expect(connectivityWarning({ is_online: false, api_heartbeat_state: 'offline' })).toBe('offline');
    expect(connectivityWarning({ is_online: false, api_heartbeat_state: 'timeout' })).toBe('offline');
  });
});
