/** The map lens's devices (spec 02 §2 "The map lists devices of the fleet"): custom location first, the others counted. */
import { describe, expect, it } from 'vitest';
import { toPoints } from './map-points.ts';

const row = (uuid: string, lat: string | null, lng: string | null, custom: [string, string] | null = null) => ({
  uuid,
  device_name: `name-${uuid}`,
  latitude: lat,
  longitude: lng,
  custom_latitude: custom?.[0] ?? null,
  custom_longitude: custom?.[1] ?? null,
  is_frozen: uuid === 'b',
});

describe('toPoints', () => {
  it('places located devices (custom location first, frozen flag kept) and counts the devices without a location', () => {
    const result = toPoints([
      row('a', '10', '20'),
      row('b', '10', '20', ['-33.9', '18.4']),
      row('c', null, null),
      row('d', '95', '0'),
      row('e', '', ''),
    ]);
    expect(result.points).toEqual([
      { uuid: 'a', name: 'name-a', lat: 10, lng: 20, frozen: false },
      { uuid: 'b', name: 'name-b', lat: -33.9, lng: 18.4, frozen: true },
    ]);
    expect(result.unlocated).toBe(3);
  });
});
