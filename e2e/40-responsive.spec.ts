/**
 * Every route of the dashboard's route table (read from the router itself, e2e/support/load-routes.ts)
 * at a phone width (390 × 844) and a laptop width (1,366 × 860): the page must not scroll sideways,
 * no element may stick out of the viewport or be cut by a container that does not scroll, and (at the
 * laptop width) axe must find no serious or critical violation. Route parameters are filled with the owner persona's
 * seeded data (acme's fleets, a device, a release, a member, a team, the identity provider), read
 * from the API. One signed-in page per width walks the routes with client-side navigations, so the
 * bundle loads once; routes outside `RequireAuth` are walked signed out. Each test prints the
 * page's scroll width per route and every failure, then fails if there was any.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, login, persona, PASSWORD, seriousAxeViolations } from './fixtures.ts';
import { loadRoutePatterns } from './support/load-routes.ts';
import { fillPattern, type RoutePattern } from './support/route-table.ts';

/**
 * axe runs at the laptop width, where every route's content is laid out: its rules (names, roles,
 * contrast, landmarks) do not depend on the width, and it is about three fifths of the sweep's time
 * (measured: 138 s with it, 54 s without, for the 1,366 px walk). What only a phone shows (the menu,
 * drawers, dialogs at 390 px) gets its axe check in e2e/42-phone.spec.ts.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844, axe: false },
  { name: 'laptop', width: 1366, height: 860, axe: true },
] as const;

/** Values for the parameters that are not ids of seeded rows. */
const FIXED_PARAMS: Record<string, string> = {
  ssoIdentifier: 'acme-sso',
  loginCode: 'expired-login-code',
  provider: 'github',
  clientId: 'fleetmock-cli',
  token: 'not-a-real-token',
  email: persona('owner'),
  '*': 'e2e',
};

interface SeedIds {
  orgId: number;
  fleet: Record<'fleets' | 'apps' | 'blocks', { id: number; releaseId: number }>;
  uuid: string;
  memberId: number;
  teamId: number;
  idpId: number;
}

/** The owner's seeded ids, read like the dashboard reads them (pine-style OData, commas unescaped). */
async function seedIds(request: APIRequestContext): Promise<SeedIds> {
  const token = await (
    await request.post('/login_', { data: { username: persona('owner'), password: PASSWORD } })
  ).text();
  const encode = (v: string) =>
    encodeURIComponent(v).replace(/%2C/g, ',').replace(/%24/g, '$').replace(/%2F/g, '/').replace(/%3A/g, ':');
  const first = async <T>(resource: string, query: Record<string, string>): Promise<T> => {
    const qs = Object.entries({ ...query, $top: '1', $orderby: 'id asc' })
      .map(([k, v]) => `${k}=${encode(v)}`)
      .join('&');
    const res = await request.get(`/v7/${resource}?${qs}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const row = ((await res.json()) as { d: T[] }).d[0];
    expect(row, `${resource} ${query.$filter}`).toBeDefined();
    return row!;
  };
  const org = await first<{ id: number }>('organization', { $select: 'id', $filter: "handle eq 'acme'" });
  const fleetOf = async (cls: string) => {
    const app = await first<{ id: number }>('application', {
      $select: 'id',
      $filter: `organization eq ${org.id} and is_of__class eq '${cls}' and owns__release/$count gt 0`,
    });
    const release = await first<{ id: number }>('release', {
      $select: 'id',
      $filter: `belongs_to__application eq ${app.id}`,
    });
    return { id: app.id, releaseId: release.id };
  };
  const fleets = await fleetOf('fleet');
  const device = await first<{ uuid: string }>('device', {
    $select: 'uuid',
    $filter: `belongs_to__application eq ${fleets.id}`,
  });
  return {
    orgId: org.id,
    fleet: { fleets, apps: await fleetOf('app'), blocks: await fleetOf('block') },
    uuid: device.uuid,
    memberId: (
      await first<{ id: number }>('organization_membership', { $filter: `is_member_of__organization eq ${org.id}` })
    ).id,
    teamId: (await first<{ id: number }>('team', { $filter: `belongs_to__organization eq ${org.id}` })).id,
    idpId: (await first<{ id: number }>('identity_provider', {})).id,
  };
}

function paramValue(ids: SeedIds) {
  return (name: string, path: string): string | undefined => {
    const cls = (/^\/(fleets|apps|blocks)\//.exec(path)?.[1] ?? 'fleets') as keyof SeedIds['fleet'];
    const byName: Record<string, number | string> = {
      orgId: ids.orgId,
      fleetId: ids.fleet[cls].id,
      releaseId: ids.fleet[cls].releaseId,
      uuid: ids.uuid,
      memberId: ids.memberId,
      teamId: ids.teamId,
      idpId: ids.idpId,
    };
    const v = byName[name] ?? FIXED_PARAMS[name];
    return v === undefined ? undefined : String(v);
  };
}

/** Requests in flight, to wait for a page's reads (the log stream and other streams excepted). */
function trackRequests(page: Page) {
  let inflight = 0;
  page.on('request', (r) => {
    if (!/\/logs|stream|\/__ext\//.test(r.url())) inflight++;
  });
  const done = (r: { url: () => string }) => {
    if (!/\/logs|stream|\/__ext\//.test(r.url())) inflight = Math.max(0, inflight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 6_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inflight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 200) break;
      await page.waitForTimeout(50);
    }
    // Loading placeholders gone (skeletons, spinners), or give up after a few seconds and check anyway.
    await page
      .locator('.skeleton, .spinner, [aria-busy="true"]')
      .first()
      .waitFor({ state: 'hidden', timeout: 4_000 })
      .catch(() => undefined);
  };
}

/** Client-side navigation through the router's popstate listener: the bundle and session stay loaded. */
async function navigate(page: Page, origin: string, url: string): Promise<void> {
  // After a page that left the app (the support portal's sign-on goes to another site), load it anew.
  if (!page.url().startsWith(`${origin}/`)) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

interface LayoutReport {
  scrollWidth: number;
  viewport: number;
  /** Elements past the viewport or cut by a container that does not scroll. */
  offenders: string[];
}

/**
 * The page's scroll width, and the outermost elements whose box leaves the viewport (when nothing
 * clips them) or leaves their nearest clipping ancestor when that ancestor does not scroll. Content
 * inside a scrolling container (overflow auto/scroll) is allowed to be wider; a map's panes are
 * clipped by design and skipped.
 */
function measureLayout(): LayoutReport {
  const vw = document.documentElement.clientWidth;
  const overflowX = new Map<Element, string>();
  const ox = (el: Element) => {
    let v = overflowX.get(el);
    if (v === undefined) overflowX.set(el, (v = getComputedStyle(el).overflowX));
    return v;
  };
  const describe = (el: Element, r: DOMRect, limit: number) => {
    const label = el.getAttribute('aria-label');
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls}${label ? `[aria-label="${label}"]` : ''} ${Math.round(r.left)}–${Math.round(r.right)} > ${Math.round(limit)} "${text}"`;
  };
  const bad = new Set<Element>();
  const offenders: string[] = [];
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.closest('.leaflet-container, [aria-hidden="true"]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    let clip: Element | null = null;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (ox(a) !== 'visible') {
        clip = a;
        break;
      }
    }
    if (clip && (ox(clip) === 'auto' || ox(clip) === 'scroll')) continue;
    const box = clip ? clip.getBoundingClientRect() : { left: 0, right: vw };
    // A visually hidden wrapper (a 1 px clipped box, as react-aria wraps the native input of a switch
    // or checkbox) shows nothing of what it holds, so nothing in it can stick out.
    if (box.right - box.left <= 1) continue;
    if (r.right <= box.right + 1 && r.left >= box.left - 1) continue;
    bad.add(el);
    let parentBad = false;
    for (let a = el.parentElement; a; a = a.parentElement) if (bad.has(a)) parentBad = true;
    if (!parentBad) offenders.push(describe(el, r, box.right));
  }
  return { scrollWidth: document.documentElement.scrollWidth, viewport: vw, offenders: offenders.slice(0, 5) };
}

// One worker per width; the route table is read once per worker.
test.describe.configure({ mode: 'parallel' });

let patterns: RoutePattern[] = [];
test.beforeAll(async () => {
  // Compiling the route tables takes a few seconds, far more on a busy machine.
  test.setTimeout(180_000);
  patterns = await loadRoutePatterns();
});

for (const size of WIDTHS) {
  test(`every route fits ${size.width} px${size.axe ? ' and passes axe' : ''} (${size.name})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // ~80 routes; measured at a median of ~5 s per route on 2 cores under load average ~25 (axe included).
    test.setTimeout(600_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    expect(patterns.length, 'routes read from the router').toBeGreaterThan(50);
    const ids = await seedIds(request);
    const value = paramValue(ids);
    const settle = trackRequests(page);
    const failures: string[] = [];
    const widths: string[] = [];
    const seen = new Set<string>();
    const origin = new URL(baseURL ?? page.url()).origin;

    const check = async (pattern: RoutePattern) => {
      const url = fillPattern(pattern.path, value);
      const started = Date.now();
      await navigate(page, origin, url);
      await settle();
      if (!page.url().startsWith(`${origin}/`)) {
        widths.push(`    -  ${pattern.path} → left the app for ${new URL(page.url()).origin}`);
        return;
      }
      const landed = new URL(page.url()).pathname;
      if (seen.has(landed)) return;
      seen.add(landed);
      const layout = await page.evaluate(measureLayout);
      const where = landed === url.split('?')[0] ? pattern.path : `${pattern.path} → ${landed}`;
      widths.push(`${String(layout.scrollWidth).padStart(5)}  ${where}`);
      if (layout.scrollWidth > layout.viewport)
        failures.push(`${where}: page is ${layout.scrollWidth} px wide in a ${layout.viewport} px viewport`);
      for (const o of layout.offenders) failures.push(`${where}: overflows: ${o}`);
      if (size.axe) for (const v of await seriousAxeViolations(page)) failures.push(`${where}: axe ${v}`);
      widths[widths.length - 1] += `  (${Date.now() - started} ms)`;
    };

    // Signed out first: sign-in, sign-up, recovery and the other public pages.
    await page.goto('/login');
    await settle();
    for (const p of patterns.filter((p) => !p.signedIn)) await check(p);

    await login(page, 'owner');
    await settle();
    for (const p of patterns.filter((p) => p.signedIn)) await check(p);

    console.log(`page scroll width per route at ${size.width} px:\n${widths.join('\n')}`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
