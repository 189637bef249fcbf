/**
 * Documentation search double (contract searchDocumentation, Algolia query API; spec 03 §7 support
 * drawer): a small fixed index, matched word by word against title and content, best first.
 */

const DOCS_BASE = 'https://docs.example.com';
/** Algolia's default page size. */
export const DEFAULT_HITS_PER_PAGE = 20;

interface DocEntry {
  path: string;
  lvl0: string;
  lvl1: string;
  content: string;
}

const INDEX: readonly DocEntry[] = [
  {
    path: '/learn/deploy/release-strategy/update-locking/',
    lvl0: 'Learn',
    lvl1: 'Update locking',
    content: 'Locking updates on a device so the supervisor does not restart services while they work.',
  },
  {
    path: '/learn/deploy/release-strategy/release-policy/',
    lvl0: 'Learn',
    lvl1: 'Release policy',
    content: 'Pin fleets and devices to a release or track the latest release.',
  },
  {
    path: '/learn/manage/device-diagnostics/',
    lvl0: 'Learn',
    lvl1: 'Device diagnostics',
    content: 'Health checks and diagnostics report on memory, disk space, networking and the container engine.',
  },
  {
    path: '/learn/manage/ssh-access/',
    lvl0: 'Learn',
    lvl1: 'SSH access',
    content:
      'Open a terminal into the host OS or a service container; add SSH keys to your account or import them from GitHub.',
  },
  {
    path: '/learn/manage/serv-vars/',
    lvl0: 'Learn',
    lvl1: 'Environment and service variables',
    content: 'Fleet, device and service environment variables and how overrides take precedence.',
  },
  {
    path: '/learn/manage/configuration/',
    lvl0: 'Learn',
    lvl1: 'Configuration variables',
    content: 'Supervisor and host configuration such as poll interval, GPU memory, persistent logging and local mode.',
  },
  {
    path: '/reference/OS/updates/self-service/',
    lvl0: 'Reference',
    lvl1: 'Host OS updates',
    content: 'Update the host OS of a device from the dashboard; ESR lines, takeover updates and supported versions.',
  },
  {
    path: '/reference/supervisor/supervisor-api/',
    lvl0: 'Reference',
    lvl1: 'Supervisor API',
    content: 'Reboot, shutdown, purge, blink and restart services through the supervisor.',
  },
  {
    path: '/learn/accounts/billing/',
    lvl0: 'Learn',
    lvl1: 'Billing',
    content: 'Plans, invoices, payment methods, credits and what happens when an invoice is past due.',
  },
  {
    path: '/learn/accounts/team/',
    lvl0: 'Learn',
    lvl1: 'Teams and roles',
    content: 'Organization members, teams and fleet roles: developer, operator, observer.',
  },
  {
    path: '/learn/accounts/2fa/',
    lvl0: 'Learn',
    lvl1: 'Two-factor authentication',
    content: 'Enable two-factor authentication with a TOTP app and keep your recovery codes.',
  },
  {
    path: '/learn/manage/device-logs/',
    lvl0: 'Learn',
    lvl1: 'Device logs',
    content: 'Stream device logs live, filter them and download them; logs are unavailable in local mode.',
  },
  {
    path: '/learn/getting-started/',
    lvl0: 'Learn',
    lvl1: 'Getting started',
    content: 'Create a fleet, download an OS image, provision a device and push a release with the CLI.',
  },
];

export interface DocSearchAnswer {
  hits: { objectID: string; url: string; hierarchy: Record<string, string | null>; content: string }[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
}

/** Searches the index: every query word must appear; ranked by how many appear in the title. */
export function searchDocs(query: string, hitsPerPage = DEFAULT_HITS_PER_PAGE, page = 0): DocSearchAnswer {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const scored = INDEX.map((e, i) => {
    const title = e.lvl1.toLowerCase();
    const all = `${title} ${e.content.toLowerCase()}`;
    const ok = words.every((w) => all.includes(w));
    return { e, i, ok, score: words.filter((w) => title.includes(w)).length };
  })
    .filter((s) => s.ok)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const hits = scored.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ e, i }) => ({
    objectID: `docs-${i + 1}`,
    url: `${DOCS_BASE}${e.path}`,
    hierarchy: { lvl0: e.lvl0, lvl1: e.lvl1 },
    content: e.content,
  }));
  return { hits, nbHits: scored.length, page, nbPages: Math.ceil(scored.length / hitsPerPage), hitsPerPage, query };
}
