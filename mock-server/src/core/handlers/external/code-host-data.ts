/**
 * The code host's world as the mock sees it (spec 01 §7 SSH key import, spec 02 §7 "Terminal, keys
 * and sources"): GitHub logins are the seeded users' usernames plus their linked GitHub accounts
 * (social_service_account display names); each login has deterministic public keys (some none); the
 * public repositories are the fleets' repository URLs on github.com plus a few example projects.
 */
import type { World } from '../../world.ts';
import type { Row } from '../../model/data-source.ts';
import { hash } from '../../live/logs.ts';
import { concat, u32be } from '../../live/bytes.ts';
import { projectLogo } from '../../project-logo.ts';

/** Logins that have no public keys (the import shows no_ssh_keys_returned, spec 01 §8). */
const LOGINS_WITHOUT_KEYS: ReadonlySet<string> = new Set(['member', 'observer', 'unverified']);
/** Offset between user ids and the code host's numeric user ids. */
export const CODE_HOST_USER_ID_BASE = 5000;
/** Latest command-line tool version (spec 02 §7 "public package file of the command-line tool"). */
export const CLI_LATEST_VERSION = '22.4.1';

export interface CodeHostUser {
  login: string;
  userId: number;
  email: string | null;
}

export interface CodeHostRepo {
  owner: string;
  name: string;
  /** Names the repository had before a rename (GitHub redirects them to it). */
  formerNames?: readonly string[];
  description: string;
  defaultBranch: string;
  /** balena.yml on the default branch (null: the repo has none). */
  balenaYml: string | null;
  /** The default branch has a Dockerfile, Dockerfile.template or docker-compose.yml (something to build). */
  buildable: boolean;
  /**
   * The repository's tags and what each holds; undefined when the double does not list them (then any
   * ref reads as the default branch).
   */
  tags?: readonly RepoTag[];
}

/** A tag of a repository: its name and the project files at it. */
export interface RepoTag {
  name: string;
  balenaYml: string | null;
  buildable: boolean;
}

/** What a ref of a repository holds: its balena.yml and whether it has something to build. */
export interface RepoContent {
  balenaYml: string | null;
  buildable: boolean;
}

/**
 * The balena.yml of the vendor's hello-world examples at a tag (their shape at v2.x: name, type,
 * description, repository asset, supported device types, version).
 */
function helloWorldYml(name: string, language: string, version: string): string {
  return [
    `name: ${name}`,
    'type: sw.application',
    'joinable: false',
    `description: This is a simple skeleton ${language} server that works on any of the devices supported by balena.`,
    'assets:',
    '  repository:',
    '    type: blob.asset',
    '    data:',
    `      url: 'https://github.com/balena-io-examples/${name}/'`,
    'data:',
    '  supportedDeviceTypes:',
    '    - generic-x86-64-ext',
    '    - generic-aarch64',
    '    - fincm3',
    '    - beaglebone-black',
    '    - jetson-tx2',
    `version: ${version}`,
    '',
  ].join('\n');
}

/**
 * Tags of a hello-world example: the versions before `firstWithManifest` have a Dockerfile.template
 * and no balena.yml; the later ones have both (read from the repositories' tags).
 */
function helloWorldTags(
  name: string,
  language: string,
  versions: readonly string[],
  firstWithManifest: string,
): RepoTag[] {
  const from = versions.indexOf(firstWithManifest);
  return versions.map((v, i) => ({
    name: `v${v}`,
    balenaYml: i >= from ? helloWorldYml(name, language, v) : null,
    buildable: true,
  }));
}

const NODEJS_HELLO_VERSIONS = ['0.1.0', '1.0.0', '2.0.0', '2.0.1', '2.0.2', '2.0.3', '2.0.4'];
const PYTHON_HELLO_VERSIONS = ['1.0.0', '1.0.1', ...Array.from({ length: 24 }, (_, i) => `2.0.${i}`)];

/** Example projects besides the fleets' own repositories. */
const EXAMPLE_REPOS: readonly CodeHostRepo[] = [
  {
    owner: 'fleetmock-examples',
    name: 'hello-world',
    description: 'A minimal web server that says hello',
    defaultBranch: 'master',
    buildable: true,
    balenaYml:
      'name: Hello world\ntype: sw.application\ndescription: A minimal web server that says hello\nassets:\n  repository:\n    type: blob.asset\n    data:\n      url: https://github.com/fleetmock-examples/hello-world\ndata:\n  defaultDeviceType: raspberrypi4-64\n  supportedDeviceTypes:\n    - raspberrypi4-64\n    - raspberrypi3\n    - intel-nuc\nversion: 1.2.0\n',
  },
  {
    owner: 'fleetmock-examples',
    name: 'no-manifest',
    description: 'A project without balena.yml',
    defaultBranch: 'main',
    balenaYml: null,
    buildable: false,
  },
  // The vendor's public example projects (github.com/balena-io-examples), with their tags. The Node.js
  // one was called balena-node-hello-world before (the vendor SDK's own test builds that URL).
  {
    owner: 'balena-io-examples',
    name: 'balena-nodejs-hello-world',
    formerNames: ['balena-node-hello-world'],
    description: 'This is a simple skeleton NodeJS server that works on any of the devices supported by balena.',
    defaultBranch: 'master',
    balenaYml: helloWorldYml('balena-nodejs-hello-world', 'NodeJS', '2.0.4'),
    buildable: true,
    tags: helloWorldTags('balena-nodejs-hello-world', 'NodeJS', NODEJS_HELLO_VERSIONS, '2.0.0'),
  },
  {
    owner: 'balena-io-examples',
    name: 'balena-python-hello-world',
    description: 'This is a simple skeleton python server that works on any of the devices supported by balena.',
    defaultBranch: 'master',
    balenaYml: helloWorldYml('balena-python-hello-world', 'python', '2.0.23'),
    buildable: true,
    tags: helloWorldTags('balena-python-hello-world', 'python', PYTHON_HELLO_VERSIONS, '2.0.0'),
  },
];

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/**
 * Every login → user, keyed lower-case: a user's linked GitHub account (social_service_account
 * display name) is their login; users without one are known by their username.
 */
export function codeHostUsers(world: World): Map<string, CodeHostUser> {
  const out = new Map<string, CodeHostUser>();
  const emailOf = (userId: number): string | null => world.store.priv.credentials.get(userId)?.email ?? null;
  const linked = new Set<number>();
  if (world.store.resources.has('social_service_account')) {
    for (const s of world.store.all('social_service_account')) {
      const userId = fk(s.belongs_to__user);
      if (s.provider !== 'github' || typeof s.display_name !== 'string' || userId === undefined) continue;
      linked.add(userId);
      out.set(s.display_name.toLowerCase(), { login: s.display_name, userId, email: emailOf(userId) });
    }
  }
  for (const u of world.store.all('user')) {
    if (!linked.has(u.id) && !out.has(String(u.username).toLowerCase()))
      out.set(String(u.username).toLowerCase(), { login: String(u.username), userId: u.id, email: emailOf(u.id) });
  }
  return out;
}

/** A well-formed ssh-ed25519 public key (no comment) derived from `seed`. */
function ed25519Key(seed: string): string {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 4) bytes.set(u32be(hash(`${seed}:${i}`)), i);
  const type = new TextEncoder().encode('ssh-ed25519');
  const blob = concat([u32be(type.length), type, u32be(32), bytes]);
  return `ssh-ed25519 ${btoa(String.fromCharCode(...blob))}`;
}

const withoutComment = (key: string): string => key.trim().split(/\s+/).slice(0, 2).join(' ');

/**
 * The public keys of a login as GitHub lists them (`[{id, key}]`): the user's keys saved earlier
 * from GitHub (title "GitHub Key N", so the import can skip them) plus one or two generated ones.
 */
export function publicKeysOf(world: World, user: CodeHostUser): { id: number; key: string }[] {
  if (LOGINS_WITHOUT_KEYS.has(user.login.toLowerCase())) return [];
  const saved: readonly Row[] = world.store.resources.has('user_public_key')
    ? world.store.find('user_public_key', 'user', user.userId)
    : [];
  const keys = saved
    .filter((k) => /^GitHub Key \d+$/.test(String(k.title)))
    .map((k) => withoutComment(String(k.public_key)));
  const generated = 1 + (hash(user.login.toLowerCase()) % 2);
  for (let i = 0; i < generated; i++) keys.push(ed25519Key(`${user.login.toLowerCase()}:${i}`));
  return keys.map((key, i) => ({ id: 1000 + ((hash(key) + i) % 9_000_000), key }));
}

/** Public repositories: fleets stored at github.com plus the example projects. */
function codeHostRepos(world: World): CodeHostRepo[] {
  const out: CodeHostRepo[] = [];
  for (const app of world.store.all('application')) {
    const m =
      typeof app.is_stored_at__repository_url === 'string'
        ? /^https:\/\/github\.com\/([^/]+)\/([^/.]+)/.exec(app.is_stored_at__repository_url)
        : null;
    const [, owner, name] = m ?? [];
    if (!owner || !name || out.some((r) => r.owner === owner && r.name === name)) continue;
    const title = String(app.app_name);
    out.push({
      owner,
      name,
      description: `${title} fleet project`,
      defaultBranch: 'main',
      buildable: true,
      // balena.yml's shape: assets are blob assets with `data.url` (the logo a data URL, which the
      // dashboard's image policy allows; a real project's is usually its raw logo file).
      balenaYml: [
        `name: ${title}`,
        'type: sw.application',
        `description: ${title} fleet project`,
        'assets:',
        '  repository:',
        '    type: blob.asset',
        '    data:',
        `      url: 'https://github.com/${owner}/${name}'`,
        '  logo:',
        '    type: blob.asset',
        '    data:',
        `      url: '${projectLogo(title)}'`,
        'data:',
        '  defaultDeviceType: raspberrypi4-64',
        'version: 1.0.0',
        '',
      ].join('\n'),
    });
  }
  return [...out, ...EXAMPLE_REPOS];
}

/** The repository owner/name (or a former name), case-insensitive, or undefined. */
export function findRepo(world: World, owner: string, name: string): CodeHostRepo | undefined {
  const lower = name.toLowerCase();
  return codeHostRepos(world).find(
    (r) =>
      r.owner.toLowerCase() === owner.toLowerCase() &&
      (r.name.toLowerCase() === lower || r.formerNames?.some((n) => n.toLowerCase() === lower)),
  );
}

/**
 * What `ref` (a branch or tag name) of a repository holds: the default branch, or one of its tags;
 * undefined for a ref the repository does not have. A repository whose tags the double does not list
 * reads every ref as its default branch.
 */
export function contentAt(repo: CodeHostRepo, ref: string): RepoContent | undefined {
  if (ref === repo.defaultBranch || !repo.tags) return { balenaYml: repo.balenaYml, buildable: repo.buildable };
  const tag = repo.tags.find((t) => t.name === ref);
  return tag && { balenaYml: tag.balenaYml, buildable: tag.buildable };
}
