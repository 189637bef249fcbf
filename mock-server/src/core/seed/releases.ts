/**
 * Services, releases in every status (spec 02 §3) with images, docker-compose composition, build
 * logs, assets, tags, notes and known issues; the fleet's target release is the newest final,
 * valid, successful one.
 */
import { add, DAY_MS, HOUR_MS, MINUTE_MS, at, maybeAdd, type SeedContext } from './context.ts';
import { RELEASE_STATUS_PLAN, type FleetSpec } from './fleet-catalog.ts';
import { hostile } from './hostile.ts';
import type { StoredRow } from '../store/rows.ts';
import { projectLogo } from '../project-logo.ts';

export interface FleetReleases {
  services: { id: number; name: string }[];
  /** Release id → image ids, aligned with `services`. */
  images: Map<number, number[]>;
  target: number;
  previous: number;
}

/** Build logs longer than the dashboard's 2999-line chunk exercise its truncation (spec 02 §8). */
const LONG_BUILD_LOG_LINES = 3200;

type ReleaseStatus = StoredRow<'release'>['status'];
type ImageStatus = StoredRow<'image'>['status'];

export interface ReleasePlan {
  status: ReleaseStatus;
  major: number;
  minor: number;
  /** Semver patch (0 unless given). */
  patch?: number;
  final: boolean;
  invalid?: boolean;
  local?: boolean;
  stale?: boolean;
  /** A release a world file describes: its note and known issue are exactly these (no generated text). */
  described?: { note: string | null; knownIssue: string | null };
}

function plan(spec: FleetSpec, extra: number, full: boolean): ReleasePlan[] {
  const out: ReleasePlan[] = [{ status: 'success', major: 1, minor: 0, final: true }];
  for (let i = 1; i <= extra; i++) out.push({ status: 'success', major: 1, minor: i, final: true });
  if (!full) {
    out.push(
      { status: 'failed', major: 1, minor: extra + 1, final: false },
      { status: 'success', major: 2, minor: 0, final: true },
    );
    return out;
  }
  out.push({ status: 'success', major: 1, minor: extra + 1, final: true, invalid: true });
  for (const status of RELEASE_STATUS_PLAN.slice(2)) out.push({ status, major: 1, minor: extra + 2, final: false });
  out.push({ status: 'success', major: 1, minor: extra + 3, final: true, local: true });
  out.push({ status: 'running', major: 2, minor: 0, final: false, stale: true });
  out.push({ status: 'success', major: 2, minor: 0, final: true });
  out.push({ status: 'success', major: 2, minor: 1, final: false });
  return spec.cls === 'block' ? out.filter((r) => r.status !== 'running') : out;
}

/** The status of a release's i-th image, by the release's status. */
const IMAGE_STATUS: Readonly<Record<ReleaseStatus, (i: number) => ImageStatus>> = {
  success: () => 'success',
  running: (i) => (i === 0 ? 'running' : 'success'),
  failed: (i) => (i === 0 ? 'failed' : 'cancelled'),
  error: () => 'error',
  cancelled: () => 'cancelled',
  interrupted: () => 'interrupted',
};

function buildLog(service: string, lines: number, failed: boolean): string {
  const out = [
    `[Info] Starting build of ${service}`,
    `[${service}] Step 1/6 : FROM balenalib/%%BALENA_ARCH%%-debian:bookworm`,
  ];
  for (let i = 2; i < lines - 1; i++)
    out.push(`[${service}]  ---> Running in layer ${i.toString(16).padStart(8, '0')}`);
  out.push(failed ? `[Error] Build failed: ${service} exited with code 1` : `[Success] Successfully built ${service}`);
  return out.join('\n');
}

const composition = (services: string[]) => ({
  version: '2.1',
  services: Object.fromEntries(
    services.map((s, i) => [
      s,
      {
        build: `./${s}`,
        restart: 'always',
        labels: { 'io.balena.features.supervisor-api': '1' },
        ...(i === 0 ? { privileged: true } : {}),
      },
    ]),
  ),
});

/**
 * The balena.yml contract a cloud build of the fleet's project carries (the shape of balena.yml:
 * name, type, description, version, `assets.logo` and `assets.repository` as blob assets with
 * `data.url`, `data.defaultDeviceType`); the repository asset only when the fleet names one.
 */
export function releaseContract(spec: FleetSpec, version: string): Record<string, unknown> {
  return {
    name: spec.name,
    type: spec.cls === 'block' ? 'sw.block' : 'sw.application',
    description: `The ${spec.name} project`,
    version,
    assets: {
      logo: { type: 'blob.asset', data: { url: projectLogo(spec.name) } },
      ...(spec.repoUrl ? { repository: { type: 'blob.asset', data: { url: spec.repoUrl } } } : {}),
    },
    data: { defaultDeviceType: spec.deviceType },
  };
}

/** Creates services and releases for one fleet; `full` gives the every-status set (named fleets). */
export function seedReleases(
  ctx: SeedContext,
  spec: FleetSpec,
  app: number,
  extra: number,
  full: boolean,
): FleetReleases {
  return writeReleases(ctx, spec, app, plan(spec, extra, full), full);
}

/** Creates the fleet's services and the planned releases (oldest first) with their images. */
export function writeReleases(
  ctx: SeedContext,
  spec: FleetSpec,
  app: number,
  plans: readonly ReleasePlan[],
  full: boolean,
): FleetReleases {
  const services = spec.services.map((name) => ({
    id: add(ctx, 'service', { application: app, service_name: name }).id,
    name,
  }));
  const images = new Map<number, number[]>();
  const authors = ['user:owner', 'user:developer', 'user:safe-developer'].map((k) => ctx.ids.get(k) ?? null);
  let target = 0;
  let previous = 0;
  plans.forEach((p, n) => {
    const start = -(plans.length - n) * 9 * DAY_MS;
    const done = p.status !== 'running';
    const rel = add(ctx, 'release', {
      belongs_to__application: app,
      commit: ctx.rng.hex(40),
      composition: composition(spec.services),
      status: p.status,
      source: p.local ? 'local' : 'cloud',
      build_log: p.local ? null : `Build ${p.status} for ${spec.name}`,
      is_invalidated: p.invalid ?? false,
      invalidation_reason: p.invalid ? 'Broke the watchdog on field units.' : null,
      start_timestamp: at(ctx, start),
      end_timestamp: done ? at(ctx, start + 7 * MINUTE_MS) : null,
      update_timestamp: at(ctx, p.stale ? start + MINUTE_MS : done ? start + 7 * MINUTE_MS : -30_000),
      created_at: at(ctx, start),
      is_passing_tests: p.status === 'success',
      is_finalized_at__date: p.final ? at(ctx, start + HOUR_MS) : null,
      note: p.described
        ? p.described.note
        : n === plans.length - 2
          ? hostile.markdown
          : p.final
            ? `Release ${p.major}.${p.minor}.0 of ${spec.name}`
            : null,
      known_issue_list: p.described
        ? p.described.knownIssue
        : n === plans.length - 2
          ? 'Fan speed readings are off by 10% on rev A boards.'
          : null,
      is_created_by__user: authors[n % authors.length],
      semver_major: p.major,
      semver_minor: p.minor,
      semver_patch: p.patch ?? 0,
      revision: p.final ? 0 : null,
      // Cloud builds of the named fleets' projects carry their balena.yml.
      contract: full && !p.local ? releaseContract(spec, `${p.major}.${p.minor}.${p.patch ?? 0}`) : null,
    }).id;
    const longLog = full && n === plans.length - 2 && spec.bulk !== true;
    images.set(
      rel,
      services.map((s, i) => {
        const status = IMAGE_STATUS[p.status](i);
        const img = add(ctx, 'image', {
          is_a_build_of__service: s.id,
          is_stored_at__image_location: `registry2.fleetmock.test/v2/${ctx.rng.hex(32)}`,
          status,
          start_timestamp: at(ctx, start),
          end_timestamp: done ? at(ctx, start + 6 * MINUTE_MS) : null,
          push_timestamp: status === 'success' ? at(ctx, start + 6 * MINUTE_MS) : null,
          image_size: status === 'success' ? String(ctx.rng.int(20, 900) * 1_000_000 + ctx.rng.int(0, 999_999)) : null,
          dockerfile:
            i === 0 && !p.local
              ? `FROM balenalib/%%BALENA_ARCH%%-debian:bookworm\nCOPY . /app\nCMD ["/app/start.sh"]`
              : null,
          build_log: p.local
            ? null
            : buildLog(s.name, longLog && i === 0 ? LONG_BUILD_LOG_LINES : 8, status === 'failed'),
          error_message:
            status === 'failed' || status === 'error' ? `${s.name}: build step 4 exited with code 1` : null,
          content_hash: status === 'success' ? `sha256:${ctx.rng.hex(64)}` : null,
          project_type: 'Dockerfile',
          created_at: at(ctx, start),
        }).id;
        add(ctx, 'release_image', { image: img, is_part_of__release: rel, created_at: at(ctx, start) });
        return img;
      }),
    );
    if (p.final && p.status === 'success' && !p.invalid && !p.local) {
      previous = target || rel;
      target = rel;
    }
    if (full && p.final) {
      add(ctx, 'release_tag', { release: rel, tag_key: 'git-branch', value: n % 3 ? 'main' : 'release' });
      if (n === plans.length - 2)
        add(ctx, 'release_tag', { release: rel, tag_key: 'reviewed-by', value: hostile.script });
    }
  });
  if (full) releaseAssets(ctx, target);
  return { services, images, target, previous: previous || target };
}

function releaseAssets(ctx: SeedContext, release: number): void {
  const assets: [string, string, string, number][] = [
    ['firmware/main.bin', 'main.bin', 'application/octet-stream', 1_048_576],
    ['firmware/bootloader.bin', 'bootloader.bin', 'application/octet-stream', 65_536],
    ['docs/README.md', 'README.md', 'text/markdown', 2_048],
  ];
  for (const [asset_key, filename, content_type, size] of assets) {
    maybeAdd(ctx, 'release_asset', {
      release,
      asset_key,
      asset: { filename, href: `/release-assets/${release}/${encodeURIComponent(asset_key)}`, content_type, size },
    });
  }
}
