/**
 * Code-host doubles under /__ext/github (GitHub REST v3 shapes) and /__ext/github-raw (the raw file
 * host): public keys by login, user search by e-mail, repositories, balena.yml and the CLI's
 * package.json (contract openapi/paths/external.yaml; spec 01 §7, spec 02 §7). No token is read.
 */
import { json, requestOrigin, text, type CoreResponse } from '../../http.ts';
import type { HandlerInput, RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import {
  CLI_LATEST_VERSION,
  CODE_HOST_USER_ID_BASE,
  codeHostUsers,
  findRepo,
  publicKeysOf,
  type CodeHostUser,
} from './code-host-data.ts';
import { md5Hex } from './md5.ts';
import { param } from '../../router.ts';

const DOCS = 'https://docs.github.com/rest';
/** GitHub's 404 body. */
const GITHUB_NOT_FOUND = { message: 'Not Found', documentation_url: DOCS, status: '404' };
/** The raw host's plain-text 404. */
const RAW_NOT_FOUND = '404: Not Found';
/** The CLI repository whose package.json the dashboard reads. */
const CLI_REPO = { owner: 'balena-io', name: 'balena-cli' };
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 30;

/** The origin the request came to (for absolute URLs in answers), e.g. `http://127.0.0.1:4010`. */
export function originOf(input: HandlerInput): string {
  return requestOrigin(input.req);
}

function userJson(input: HandlerInput, u: CodeHostUser): Record<string, unknown> {
  return {
    login: u.login,
    id: CODE_HOST_USER_ID_BASE + u.userId,
    avatar_url: `${originOf(input)}/__ext/gravatar/avatar/${md5Hex((u.email ?? u.login).trim().toLowerCase())}`,
    html_url: `https://github.com/${u.login}`,
    type: 'User',
    score: 1,
  };
}

function searchUsers(deps: CoreDeps, input: HandlerInput): CoreResponse {
  const q = (input.query.get('q') ?? '').trim();
  if (!q)
    return json(422, {
      message: 'Validation Failed',
      documentation_url: 'https://docs.github.com/rest/search/search#search-users',
      status: '422',
    });
  const perPageRaw = Number(input.query.get('per_page') ?? DEFAULT_PER_PAGE);
  const perPage =
    Number.isInteger(perPageRaw) && perPageRaw >= 1 ? Math.min(perPageRaw, MAX_PER_PAGE) : DEFAULT_PER_PAGE;
  const inEmail = /\bin:email\b/i.test(q);
  const term = q
    .replace(/\bin:\w+\b/gi, '')
    .trim()
    .toLowerCase();
  const users = [...codeHostUsers(deps.context(input.req).world).values()];
  const seen = new Set<string>();
  const hits = users.filter((u) => {
    const match = inEmail
      ? u.email?.toLowerCase() === term
      : u.login.toLowerCase().includes(term) || u.email?.toLowerCase() === term;
    if (!match || seen.has(u.login.toLowerCase())) return false;
    seen.add(u.login.toLowerCase());
    return true;
  });
  return json(200, {
    total_count: hits.length,
    incomplete_results: false,
    items: hits.slice(0, perPage).map((u) => userJson(input, u)),
  });
}

/** The code-host route group. */
export function githubRoutes(deps: CoreDeps): RouteDef[] {
  const world = (input: HandlerInput) => deps.context(input.req).world;
  return [
    {
      method: 'GET',
      path: '/__ext/github/users/:login/keys',
      operationId: 'getCodeHostUserKeys',
      handler: (input) => {
        const user = codeHostUsers(world(input)).get(param(input.params, 'login').toLowerCase());
        return user ? json(200, publicKeysOf(world(input), user)) : json(404, GITHUB_NOT_FOUND);
      },
    },
    {
      method: 'GET',
      path: '/__ext/github/search/users',
      operationId: 'searchCodeHostUsers',
      handler: (input) => searchUsers(deps, input),
    },
    {
      method: 'GET',
      path: '/__ext/github/repos/:owner/:repo',
      operationId: 'getCodeHostRepository',
      handler: (input) => {
        const r = findRepo(world(input), param(input.params, 'owner'), param(input.params, 'repo'));
        if (!r) return json(404, GITHUB_NOT_FOUND);
        const full = `${r.owner}/${r.name}`;
        return json(200, {
          id: 7000 + ((full.length * 37) % 1000),
          name: r.name,
          full_name: full,
          description: r.description,
          default_branch: r.defaultBranch,
          html_url: `https://github.com/${full}`,
          private: false,
        });
      },
    },
    {
      method: 'GET',
      path: '/__ext/github-raw/:owner/:repo/:ref/balena.yml',
      operationId: 'getCodeHostRawProjectFile',
      handler: (input) => {
        const r = findRepo(world(input), param(input.params, 'owner'), param(input.params, 'repo'));
        return r?.balenaYml && input.params.ref === r.defaultBranch ? text(200, r.balenaYml) : text(404, RAW_NOT_FOUND);
      },
    },
    {
      method: 'GET',
      path: '/__ext/github-raw/:owner/:repo/:ref/package.json',
      operationId: 'getCliPackageFile',
      handler: ({ params }) =>
        params.owner === CLI_REPO.owner && params.repo === CLI_REPO.name
          ? json(200, {
              name: CLI_REPO.name,
              version: CLI_LATEST_VERSION,
              description: 'The official balena Command Line Interface',
              license: 'Apache-2.0',
            })
          : text(404, RAW_NOT_FOUND),
    },
  ];
}
