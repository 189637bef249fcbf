/**
 * Builds the OS and supervisor catalogue data file (mock-server/src/core/seed/catalogue/os-catalogue.json)
 * from local clones of the public balenaOS repositories: only version numbers and dates are read.
 *
 *   npx tsx scripts/catalogue/extract-os-catalogue.ts <mirror-root>
 *
 * `<mirror-root>` holds bare clones named `<owner>+<name>/repo`: the balena-os device repositories listed
 * below, balena-os/meta-balena and balena-os/balena-supervisor.
 * Device repositories: every `v<semver>[+revN]` tag (major ≥ 2) is an OS release of the default line, every
 * `v<year>.<month>.<patch>` tag an ESR release; a device type has the releases whose tag tree holds a
 * device-type file (`*.coffee`) naming its slug. Supervisor: every `v<semver>` tag of balena-supervisor.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2];
if (!root) throw new Error('usage: extract-os-catalogue.ts <mirror-root>');
const OUT = 'mock-server/src/core/seed/catalogue/os-catalogue.json';

const git = (repo: string, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', join(root, repo, 'repo'), ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

/** Tags with their creation dates (YYYY-MM-DD). */
function tags(repo: string): { tag: string; date: string }[] {
  return git(repo, 'for-each-ref', '--format=%(refname:short) %(creatordate:short)', 'refs/tags')
    .trim()
    .split('\n')
    .map((l) => {
      const [tag = '', date = ''] = l.split(' ');
      return { tag, date };
    });
}

const DEFAULT_TAG = /^v(\d+)\.(\d+)\.(\d+)(?:\+rev(\d+))?$/;
const ESR_TAG = /^v(20\d\d)\.(\d+)\.(\d+)$/;
const key = (m: RegExpMatchArray): number[] => [1, 2, 3, 4].map((i) => Number(m[i] ?? 0));
const byVersion = (re: RegExp) => (a: { tag: string }, b: { tag: string }) => {
  const x = key(a.tag.match(re)!);
  const y = key(b.tag.match(re)!);
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || x[3]! - y[3]!;
};

/** Slugs named by the device-type files at a tag. */
function slugsAt(repo: string, tag: string): Set<string> {
  let out = '';
  try {
    out = git(repo, 'grep', '-h', '-E', '^\\s*slug:', tag, '--', '*.coffee');
  } catch {
    return new Set();
  }
  return new Set([...out.matchAll(/slug:\s*'([^']+)'/g)].map((m) => m[1]!));
}

/**
 * The meta-balena version an ESR tag is based on: the newest meta-balena `v<semver>` tag reachable from the
 * meta-balena submodule commit the device repository pins at that tag (the host app's `meta-balena-base`).
 */
function metaBalenaBase(repo: string, tag: string): string | null {
  try {
    const line = git(repo, 'ls-tree', tag, 'layers/meta-balena').trim();
    const commit = line.split(/\s+/)[2];
    if (!commit) return null;
    const base = git(
      'balena-os+meta-balena',
      'describe',
      '--tags',
      '--abbrev=0',
      '--match',
      'v[0-9]*',
      '--exclude',
      'v20*',
      commit,
    ).trim();
    return base.replace(/^v/, '');
  } catch {
    return null;
  }
}

/**
 * The device-type.json fields a device-type file (`<machine>.coffee`) states literally at a tag: aliases,
 * state, the getting-started link, download alerts and the yocto block (what balena-cli reads:
 * `yocto.deployArtifact`, `yocto.fstype`), plus the config.json partition.
 */
function manifestAt(repo: string, tag: string, slug: string): Record<string, unknown> | null {
  let file = '';
  try {
    file = git(repo, 'grep', '-l', `slug: '${slug}'`, tag, '--', '*.coffee').trim().split('\n')[0] ?? '';
  } catch {
    return null;
  }
  const text = git(repo, 'show', file);
  const str = (key: string): string | undefined => text.match(new RegExp(`\\b${key}:\\s*'([^']*)'`))?.[1];
  const yocto: Record<string, unknown> = {};
  for (const key of [
    'machine',
    'image',
    'fstype',
    'version',
    'deployArtifact',
    'deployFlasherArtifact',
    'deployRawArtifact',
  ]) {
    const block = text.slice(text.indexOf('yocto:'));
    const v = block.match(new RegExp(`\\b${key}:\\s*'([^']*)'`))?.[1];
    if (v !== undefined) yocto[key] = v;
  }
  const yoctoBlock = text.slice(
    text.indexOf('yocto:'),
    text.indexOf('configuration:') > 0 ? text.indexOf('configuration:') : undefined,
  );
  if (/\bcompressed:\s*true/.test(yoctoBlock)) yocto.compressed = true;
  if (/\barchive:\s*true/.test(yoctoBlock)) yocto.archive = true;
  const aliases = text.match(/aliases:\s*\[([^\]]*)\]/)?.[1];
  const alerts = [...text.matchAll(/type:\s*'(\w+)'\s*\n\s*message:\s*'([^']*)'/g)].map((m) => ({
    type: m[1],
    message: m[2],
  }));
  const partition = text.match(/partition:\s*\n\s*primary:\s*(\d+)/)?.[1];
  return {
    file: file.split(':').slice(1).join(':'),
    tag,
    name: str('name'),
    aliases: aliases ? [...aliases.matchAll(/'([^']+)'/g)].map((m) => m[1]) : [],
    state: str('state'),
    gettingStartedLink: str('linux'),
    ...(alerts.length ? { imageDownloadAlerts: alerts } : {}),
    yocto,
    ...(partition ? { partition: Number(partition) } : {}),
  };
}

interface Line {
  versions: [string, string][];
  /** ESR releases: version, date and the meta-balena version they are based on. */
  esr: [string, string, string | null][];
  /** Per device type: the indexes (into versions / esr) it has, as [from, until] runs. */
  types: Record<string, { default: [number, number][]; esr: [number, number][] }>;
  /** Per device type: its device-type file's fields at the newest tag building it. */
  manifests: Record<string, Record<string, unknown> | null>;
}

function runs(indexes: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const i of indexes) {
    const last = out[out.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else out.push([i, i]);
  }
  return out;
}

function deviceRepo(repo: string, slugs: readonly string[]): Line {
  const all = tags(repo);
  const def = all
    .filter(
      (t) =>
        DEFAULT_TAG.test(t.tag) &&
        Number(t.tag.match(DEFAULT_TAG)![1]) >= 2 &&
        Number(t.tag.match(DEFAULT_TAG)![1]) < 2000,
    )
    .sort(byVersion(DEFAULT_TAG));
  const esr = all.filter((t) => ESR_TAG.test(t.tag)).sort(byVersion(ESR_TAG));
  const types: Line['types'] = {};
  for (const s of slugs) types[s] = { default: [], esr: [] };
  const member = (list: typeof def, kind: 'default' | 'esr') => {
    const found: Record<string, number[]> = Object.fromEntries(slugs.map((s) => [s, []]));
    list.forEach((t, i) => {
      const at = slugsAt(repo, t.tag);
      for (const s of slugs) if (at.has(s)) found[s]!.push(i);
    });
    for (const s of slugs) types[s]![kind] = runs(found[s]!);
  };
  member(def, 'default');
  member(esr, 'esr');
  const manifests: Line['manifests'] = {};
  for (const s of slugs) {
    const last = types[s]!.default.at(-1)?.[1];
    manifests[s] = last === undefined ? null : manifestAt(repo, def[last]!.tag, s);
  }
  return {
    manifests,
    versions: def.map((t) => [t.tag.slice(1), t.date]),
    esr: esr.map((t) => [t.tag.slice(1), t.date, metaBalenaBase(repo, t.tag)]),
    types,
  };
}

const head = (repo: string): string => git(repo, 'log', '-1', '--format=%H %cs').trim();

const repos: Record<string, string[]> = {
  'balena-os+balena-raspberrypi': [
    'raspberry-pi',
    'raspberry-pi2',
    'raspberrypi3',
    'raspberrypi3-64',
    'raspberrypi4-64',
    'raspberrypi5',
    'fincm3',
  ],
  'balena-os+balena-intel': ['intel-nuc'],
  'balena-os+balena-generic': ['generic-amd64', 'generic-aarch64'],
  'balena-os+balena-jetson': ['jetson-nano'],
  'balena-os+balena-qemu': ['qemux86'],
  'balena-os+balena-beaglebone': ['beaglebone-black'],
  'balena-os+balena-radxa': ['radxa-zero'],
  'balena-os+balena-edison': ['intel-edison'],
};
const lines: Record<string, Line & { head: string }> = {};
for (const [repo, slugs] of Object.entries(repos)) {
  lines[repo.replace('+', '/')] = { head: head(repo), ...deviceRepo(repo, slugs) };
  console.error(repo, 'done');
}

const sup = tags('balena-os+balena-supervisor')
  .filter((t) => /^v\d+\.\d+\.\d+$/.test(t.tag))
  .sort(byVersion(/^v(\d+)\.(\d+)\.(\d+)()$/))
  .map((t) => [t.tag.slice(1), t.date]);

const metaBalena = tags('balena-os+meta-balena')
  .filter((t) => DEFAULT_TAG.test(t.tag) && !t.tag.includes('+'))
  .sort(byVersion(DEFAULT_TAG))
  .map((t) => [t.tag.slice(1), t.date]);

writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      lines,
      metaBalena: { head: head('balena-os+meta-balena'), versions: metaBalena },
      supervisor: { head: head('balena-os+balena-supervisor'), versions: sup },
    },
    null,
    0,
  )}\n`,
);
console.error('wrote', OUT);
