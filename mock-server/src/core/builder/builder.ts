/**
 * The cloud builder's "build from URL" (what balena-sdk's `release.createFromUrl` and the dashboard's
 * deploy link call: `POST {builder}/v3/buildFromUrl?headless=true&owner=&app=` with `{url,
 * shouldFlatten}`). The mock fetches nothing: a GitHub archive (`.tar.gz`) of a repository and ref its
 * code-host double knows is "downloaded"; any other URL fails as the real builder's download does:
 * an address with nothing behind it answers 404 "Failed to fetch tarball from passed URL" (what the
 * vendor SDK's own test expects), and a page or a zip of a known repository, which is not gzip,
 * answers zlib's "incorrect header check". A started build is a release of the
 * fleet in status `running` (final, versioned from the project's balena.yml `version` when it is a
 * semver, else 0.0.0), carrying the balena.yml as its `contract` (the parsed document, as the real
 * builder stores it) and its creator, with one `main` service image building; BUILD_DURATION_MS of mock time later the world's catch-up
 * finishes it: `success` with its image (the fleet follows it when it tracks its latest release), or
 * `failed` when the project has nothing to build (no balena.yml and no Dockerfile in the double).
 */
import { createHash } from 'node:crypto';
import semverLib from 'semver';
import { parse as parseYaml } from 'yaml';
import type { Row } from '../model/data-source.ts';
import type { Store } from '../store/store.ts';
import type { World } from '../world.ts';
import { insert, update } from '../store/write.ts';
import { newImageLocation } from '../handlers/resources/hooks/image-location.ts';
import { contentAt, findRepo, type RepoContent } from '../handlers/external/code-host-data.ts';
import { ensureResourceHooks } from '../handlers/resources/hooks/index.ts';

/** How long (mock time) a build runs before it ends. */
export const BUILD_DURATION_MS = 30_000;
export const BUILD_SERVICE = 'main';

/** GitHub archive URLs the double can serve: archive/{ref}.tar.gz, archive/refs/heads/{ref}.tar.gz, tarball/{ref}. */
const ARCHIVE_URL =
  /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/(?:archive\/(?:refs\/(?:heads|tags)\/)?(.+?)\.(tar\.gz|tgz|zip)|(tarball|zipball)\/(.+))$/i;
/** A codeload URL: https://codeload.github.com/{owner}/{repo}/tar.gz/{ref}. */
const CODELOAD_URL = /^https:\/\/codeload\.github\.com\/([\w.-]+)\/([\w.-]+)\/(tar\.gz|zip)\/(.+)$/i;
/** Any other page of a repository on github.com (its home page, a tree or a file view). */
const REPO_PAGE_URL = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/?#].*)?$/i;

export interface ArchiveSource {
  owner: string;
  repo: string;
  ref: string;
  /** A zip archive (the builder gunzips what it downloads, so a zip fails). */
  zip?: boolean;
}

/** The real builder's answer when the URL gives no archive (SDK `BalenaRequestError` with this status). */
export const FETCH_FAILED = 'Failed to fetch tarball from passed URL';
/** zlib's message for bytes that are not gzip (the builder gunzips the download). */
export const NOT_GZIP = 'incorrect header check';

/** The repository and ref of a GitHub archive URL, or null for any other URL. */
export function parseArchiveUrl(url: string): ArchiveSource | null {
  // The owner, repo and ref groups are not optional: a match fills them (the ref in one of two forms).
  const a = ARCHIVE_URL.exec(url.trim());
  if (a) {
    const [, owner = '', repo = '', ref, ext = '', kind = '', otherRef] = a;
    const zip = ext.toLowerCase() === 'zip' || kind.toLowerCase() === 'zipball';
    return { owner, repo, ref: decodeURIComponent(ref ?? otherRef ?? ''), ...(zip ? { zip } : {}) };
  }
  const c = CODELOAD_URL.exec(url.trim());
  if (!c) return null;
  const [, owner = '', repo = '', ext = '', ref = ''] = c;
  return { owner, repo, ref: decodeURIComponent(ref), ...(ext.toLowerCase() === 'zip' ? { zip: true } : {}) };
}

interface PendingBuild {
  releaseId: number;
  imageId: number;
  finishAt: number;
  ok: boolean;
}

/** Builds still running, per store (they end through `finishDueBuilds`). */
const pending = new WeakMap<Store, PendingBuild[]>();

/** A build that started, or the builder's error answer (HTTP status and body) for one that could not. */
export type BuildStart =
  { started: true; releaseId: number } | { started: false; status: number; error: string; message: string };

const refused = (status: number, error: string, message = error): BuildStart => ({
  started: false,
  status,
  error,
  message,
});

/** The project's balena.yml as a contract object, or null when there is none or it is no YAML mapping. */
function projectContract(content: RepoContent): Record<string, unknown> | null {
  if (!content.balenaYml) return null;
  try {
    const doc: unknown = parseYaml(content.balenaYml);
    return typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? (doc as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The release version: the contract's `version` when it is a valid semver, else 0.0.0. */
function projectVersion(contract: Record<string, unknown> | null): string {
  const version = contract?.version;
  return typeof version === 'string' && semverLib.valid(version) ? version : '0.0.0';
}

/**
 * What downloading `url` gives the builder: the project at a ref of a known repository, or the
 * error it fails with (a page or zip of a known repository is not gzip; anything else is not found).
 */
function download(
  world: World,
  url: string,
): { source: ArchiveSource; content: RepoContent } | { status: number; error: string; message: string } {
  const source = parseArchiveUrl(url);
  const repo = source && findRepo(world, source.owner, source.repo);
  const content = repo && source && contentAt(repo, source.ref);
  if (source && content) {
    if (source.zip) return { status: 400, error: NOT_GZIP, message: NOT_GZIP };
    return { source, content };
  }
  const page = !source && REPO_PAGE_URL.exec(url.trim());
  if (page && findRepo(world, page[1] ?? '', page[2] ?? '')) return { status: 400, error: NOT_GZIP, message: NOT_GZIP };
  return { status: 404, error: FETCH_FAILED, message: `${FETCH_FAILED}: ${url} answered 404 Not Found` };
}

const stamp = (ms: number) => new Date(ms).toISOString();

/**
 * Starts a build of `url` for the fleet `app` by `userId` (permission already checked). A URL the
 * double cannot serve gives the builder's error answer for the download (nothing is created).
 */
export function startBuild(world: World, app: Row, userId: number, username: string, url: string): BuildStart {
  const got = download(world, url);
  if (!('source' in got)) return refused(got.status, got.error, got.message);
  const { source, content } = got;
  const { store } = world;
  // The release goes through the resource API's write hooks (versioning, finalization, tracking) even
  // when a build is the first write the world sees.
  ensureResourceHooks(store);
  const contract = projectContract(content);
  const now = world.clock.now();
  const commit = createHash('sha1')
    .update(`${url}\n${app.id}\n${now}\n${store.all('release').length}`)
    .digest('hex');
  const ok = content.buildable;
  const log = [
    `[Info]     Starting build for ${app.app_name}, user ${username}`,
    `[Info]     Fetching the project from ${url}`,
    `[Info]     Building on the mock builder (${source.owner}/${source.repo} at ${source.ref})`,
    `[${BUILD_SERVICE}]     Step 1/3 : FROM balenalib/%%BALENA_MACHINE_NAME%%-node`,
  ].join('\n');
  const release = insert(store, 'release', {
    belongs_to__application: app.id,
    commit,
    composition: { version: '2.1', services: { [BUILD_SERVICE]: { build: { context: '.' } } } },
    status: 'running',
    source: 'cloud',
    start_timestamp: stamp(now),
    build_log: log,
    semver: projectVersion(contract),
    contract,
    is_final: true,
    is_created_by__user: userId,
  });
  const service =
    store.find('service', 'application', app.id).find((s) => s.service_name === BUILD_SERVICE) ??
    insert(store, 'service', { application: app.id, service_name: BUILD_SERVICE });
  const image = insert(
    store,
    'image',
    {
      is_a_build_of__service: service.id,
      start_timestamp: stamp(now),
      is_stored_at__image_location: newImageLocation(store),
      project_type: 'Dockerfile.template',
      status: 'running',
      build_log: log,
    },
    { trusted: true },
  );
  insert(store, 'release_image', { image: image.id, is_part_of__release: release.id }, { trusted: true });
  const list = pending.get(store) ?? [];
  list.push({ releaseId: release.id, imageId: image.id, finishAt: now + BUILD_DURATION_MS, ok });
  pending.set(store, list);
  return { started: true, releaseId: release.id };
}

/** Ends the builds whose time has come (a world catch-up step; returns how many ended). */
export function finishDueBuilds(world: World): number {
  const list = pending.get(world.store);
  if (!list?.length) return 0;
  const now = world.clock.now();
  const due = list.filter((b) => b.finishAt <= now);
  if (!due.length) return 0;
  pending.set(
    world.store,
    list.filter((b) => b.finishAt > now),
  );
  for (const build of due) {
    const release = world.store.get('release', build.releaseId);
    // Cancelled or removed meanwhile: nothing to finish.
    if (!release || release.status !== 'running') continue;
    const end = stamp(build.finishAt);
    const log = `${String(release.build_log ?? '')}\n${
      build.ok
        ? `[${BUILD_SERVICE}]     Successfully built\n[Info]     Uploading images\n[Success]  Release: ${String(release.commit).slice(0, 7)}`
        : `[Error]    No Dockerfile, Dockerfile.template or docker-compose.yml found in the project\n[Error]    Build failed`
    }`;
    update(
      world.store,
      'image',
      build.imageId,
      {
        status: build.ok ? 'success' : 'failed',
        end_timestamp: end,
        push_timestamp: build.ok ? end : null,
        image_size: build.ok ? '52428800' : null,
        build_log: log,
        error_message: build.ok ? null : 'Build failed',
      },
      { trusted: true },
    );
    update(world.store, 'release', build.releaseId, {
      status: build.ok ? 'success' : 'failed',
      end_timestamp: end,
      update_timestamp: end,
      build_log: log,
    });
  }
  return due.length;
}
