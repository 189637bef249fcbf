/**
 * A generated fixture of N devices over 20 fleets (deterministic, no RNG library) for speed checks
 * and for comparing the top-k path with a full sort.
 */
import type { Row } from '../../model/data-source.ts';
import { createFixtureDataSource, type FixtureDataSource } from './data-source.ts';
import { fixtureTables } from './dataset.ts';
import { fixtureModel } from './model.ts';

/** Fleets the generated devices spread over. */
const LARGE_FLEETS = 20;
const STATUSES = ['operational', 'disconnected', 'updating', 'configuring'] as const;
const WORDS = [
  'amber',
  'birch',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'grove',
  'harbor',
  'iris',
  'juniper',
  'kestrel',
  'lumen',
];

/** A small deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `devices` devices, their tags (0–3 each) and LARGE_FLEETS fleets; overall_status is stored as `status`. */
export function largeDataSource(devices: number, seed = 42): FixtureDataSource {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => {
    const picked = xs[Math.floor(rnd() * xs.length)];
    if (picked === undefined) throw new RangeError('pick needs a non-empty list');
    return picked;
  };
  const applications: Row[] = Array.from({ length: LARGE_FLEETS }, (_, i) => ({
    id: i + 1,
    created_at: '2023-01-01T00:00:00.000Z',
    app_name: `fleet-${i + 1}`,
    slug: `acme/fleet-${i + 1}`,
    uuid: String(i + 1).padStart(32, '0'),
    organization: 1 + (i % 3),
    is_for__device_type: 1 + (i % 3),
    should_be_running__release: null,
    is_host: false,
    is_of__class: 'fleet',
  }));
  const deviceRows: Row[] = [];
  const tags: Row[] = [];
  for (let id = 1; id <= devices; id++) {
    const online = rnd() > 0.3;
    deviceRows.push({
      id,
      created_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 300) * 86_400_000).toISOString(),
      uuid: id.toString(16).padStart(32, '0'),
      device_name: rnd() < 0.02 ? null : `${pick(WORDS)}-${pick(WORDS)}-${Math.floor(rnd() * 1000)}`,
      note: rnd() < 0.5 ? null : `note ${id}`,
      is_of__device_type: 1 + (id % 3),
      belongs_to__application: 1 + Math.floor(rnd() * LARGE_FLEETS),
      is_running__release: null,
      is_pinned_on__release: null,
      is_online: online,
      cpu_usage: online ? Math.floor(rnd() * 100) : null,
      memory_total: String(2 ** (30 + (id % 4))),
      os_version: 'balenaOS 2.80.3',
      last_connectivity_event: null,
      latitude: null,
      api_secret: 'x',
      status: online ? pick(STATUSES) : 'disconnected',
    });
    const n = Math.floor(rnd() * 4);
    for (let k = 0; k < n; k++) tags.push({ id: tags.length + 1, device: id, tag_key: `k${k}`, value: pick(WORDS) });
  }
  return createFixtureDataSource(
    fixtureModel,
    { ...fixtureTables, application: applications, device: deviceRows, device_tag: tags },
    {
      device: { overall_status: (r) => r.status },
    },
  );
}
