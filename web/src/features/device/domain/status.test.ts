import { describe, expect, it } from 'vitest';
import { heartbeatTone, overallStatusTone, serviceStatusColour, showsServiceProgress, statusLabel } from './status.ts';

describe('service status colours (spec 02 §4 "Device service status")', () => {
  it.each([
    ['Running', 'green'],
    ['running', 'green'],
    ['Idle', 'green'],
    ['Stopped', 'red'],
    ['exited', 'blue'],
    ['Downloading', 'blue'],
    ['Installing', 'blue'],
    ['', 'blue'],
  ])('%s is %s', (status, colour) => expect(serviceStatusColour(status)).toBe(colour));

  it('shows progress only while downloading or updating with a number', () => {
    expect(showsServiceProgress('Downloading', 40)).toBe(true);
    expect(showsServiceProgress('updating', 0)).toBe(true);
    expect(showsServiceProgress('Running', 40)).toBe(false);
    expect(showsServiceProgress('Downloading', null)).toBe(false);
  });
});

describe('device status tones (spec 02 §3)', () => {
  it('maps every overall status', () => {
    expect(overallStatusTone('operational')).toBe('success');
    expect(overallStatusTone('reduced-functionality')).toBe('warning');
    expect(overallStatusTone('disconnected')).toBe('danger');
    expect(overallStatusTone('updating')).toBe('info');
    expect(overallStatusTone('inactive')).toBe('neutral');
    expect(overallStatusTone(null)).toBe('neutral');
  });
  it('labels and heartbeat tones', () => {
    expect(statusLabel('reduced-functionality', 'x')).toBe('Reduced functionality');
    expect(statusLabel(null, 'Unknown')).toBe('Unknown');
    expect(heartbeatTone('timeout')).toBe('warning');
    expect(heartbeatTone(undefined)).toBe('neutral');
  });
});
