/**
 * The deploy-with panel's reads (spec 02 §2 "Deploy link", §5 "Only {host} repository URLs are
 * handled … Repository not found: {url}", §7 "GitHub: GET repos/{owner}/{name} (default_branch); raw
 * balena.yml from the default branch; config fetch timeout 10 s", §8 "failed GitHub retrieval"):
 * the project's name, author, logo and description from its balena.yml. No API token is sent to the
 * code host. The build of the project (the builder's build-from-URL) goes with the user's token.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, NO_RETRY, NO_TOKEN, ok } from './client.ts';
import { fetchFleetSlug } from './application/fleet.ts';
import { externalBaseUrl } from './external.ts';
import { config } from '../config.ts';
import { fill } from '../lib/i18n.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useWrite } from './mutation.ts';
import { releaseKeys } from './release/keys.ts';

/** Config fetch timeout (spec 02 §9). */
const DEPLOY_CONFIG_TIMEOUT_MS = 10_000;

const DEPLOY_ERRORS = {
  invalidContract: 'The balena.yml contract in the repository is invalid', // spec §5
  notFound: 'Repository not found: {url}', // spec §5
  retrieval: 'failed GitHub retrieval', // spec §8
  unsupported: 'Only GitHub repository URLs are handled',
  fleetNotFound: 'Fleet not found: {id}',
  fleetSlug: 'The fleet slug is not owner/app: {slug}',
} as const;

/** owner/name of a https://github.com/{owner}/{name}[.git][/...] URL, or null for any other host. */
export function parseRepoUrl(url: string): { owner: string; repo: string } | null {
  const [, owner, repo] =
    /^https?:\/\/(?:www\.)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:\/.*)?$/i.exec(url.trim()) ?? [];
  return owner && repo ? { owner, repo } : null;
}

/** What the panel shows of a project. */
export interface DeployProject {
  name: string;
  author: string | null;
  description: string | null;
  logo: string | null;
  defaultDeviceType: string | null;
}

/** The fields of a balena.yml the panel needs; null when the text is no usable contract. */
export async function projectOf(yamlText: string): Promise<DeployProject | null> {
  const { parse } = await import('yaml');
  let doc: unknown;
  try {
    doc = parse(yamlText);
  } catch {
    return null;
  }
  if (typeof doc !== 'object' || doc === null) return null;
  const get = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
  const name = str(get(doc, 'name'));
  if (!name) return null;
  return {
    name,
    author: str(get(doc, 'author')),
    description: str(get(doc, 'description')),
    // balena.yml assets are blob assets: the logo's URL is `assets.logo.data.url`.
    logo: str(get(get(get(get(doc, 'assets'), 'logo'), 'data'), 'url')),
    defaultDeviceType: str(get(get(doc, 'data'), 'defaultDeviceType')),
  };
}

/** A failure whose text the panel shows as is. */
class DeployProjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeployProjectError';
  }
}

/** Reads the repository's default branch, then its balena.yml; rejects with the spec's texts. */
async function fetchDeployProject(url: string, signal?: AbortSignal): Promise<DeployProject> {
  const repo = parseRepoUrl(url);
  if (!repo) throw new DeployProjectError(DEPLOY_ERRORS.unsupported);
  const timeout = AbortSignal.timeout(DEPLOY_CONFIG_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers = { ...NO_TOKEN, ...NO_RETRY };
  const apiBase = externalBaseUrl(config.externalUrls.codeHostApi, '/__ext/github');
  const rawBase = externalBaseUrl(config.externalUrls.codeHostRaw, '/__ext/github-raw');
  try {
    const info = await ok(
      api.client.GET('/__ext/github/repos/{owner}/{repo}', {
        params: { path: repo },
        headers,
        signal: both,
        ...(apiBase ? { baseUrl: apiBase } : {}),
      }),
    );
    const text: unknown = await ok(
      api.client.GET('/__ext/github-raw/{owner}/{repo}/{ref}/balena.yml', {
        params: { path: { ...repo, ref: info.default_branch } },
        headers,
        parseAs: 'text',
        signal: both,
        ...(rawBase ? { baseUrl: rawBase } : {}),
      }),
    );
    const project = typeof text === 'string' ? await projectOf(text) : null;
    if (!project) throw new DeployProjectError(DEPLOY_ERRORS.invalidContract);
    return project;
  } catch (error) {
    if (error instanceof DeployProjectError) throw error;
    if (isApiError(error) && error.status === 404) throw new DeployProjectError(fill(DEPLOY_ERRORS.notFound, { url }));
    throw new DeployProjectError(DEPLOY_ERRORS.retrieval);
  }
}

export const deployProjectQuery = (url: string) =>
  queryOptions({
    queryKey: [...queryKeys.all, 'external', 'deploy-project', url] as const,
    queryFn: ({ signal }) => fetchDeployProject(url, signal),
    retry: false,
    staleTime: Infinity,
  });

/**
 * Asks the builder to build the project tarball `url` as a release of the fleet (named to the builder
 * by its `owner/app` slug; the user's token goes with it, as to the API); resolves to the new
 * release's id, or rejects with the builder's reason.
 */
export async function buildFromUrl(fleetId: number, url: string): Promise<number> {
  const slug = await fetchFleetSlug(fleetId);
  if (slug === null) throw new Error(fill(DEPLOY_ERRORS.fleetNotFound, { id: String(fleetId) }));
  const [owner, app] = slug.split('/');
  if (!owner || !app) throw new Error(fill(DEPLOY_ERRORS.fleetSlug, { slug }));
  const baseUrl = externalBaseUrl(config.externalUrls.builder, '/v3/buildFromUrl');
  const res = await api.client.POST('/v3/buildFromUrl', {
    params: { query: { headless: 'true', owner, app } },
    body: { url, shouldFlatten: true },
    headers: NO_RETRY,
    ...(baseUrl ? { baseUrl } : {}),
  });
  // The builder's error body names the reason in `message`, else `error` (as balena-sdk reads it).
  if (res.error !== undefined) {
    const body = res.error as { message?: unknown; error?: unknown } | undefined;
    const reason = typeof body?.message === 'string' ? body.message : body?.error;
    throw new Error(typeof reason === 'string' ? reason : String(res.error));
  }
  if (!res.data) throw new Error('The builder answered without a release');
  return res.data.releaseId;
}

/** Starts a build; the fleet's releases are read again. */
export const useBuildFromUrl = () =>
  useWrite(
    ({ fleetId, url }: { fleetId: number; url: string }) => buildFromUrl(fleetId, url),
    ({ fleetId }) => [releaseKeys.fleet(fleetId)],
  );
