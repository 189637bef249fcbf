/**
 * Structure rules for the billing, support, device-actions and external areas of the contract
 * (every operation has an operationId, tags named after the area, the error
 * responses it really gives incl. 429 with Retry-After and a 5xx, and at least one example), plus
 * the root document's marked blocks and the companion AsyncAPI document's lint.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const AREAS = ['billing', 'support', 'device-actions', 'external'] as const;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
const OPERATION_ID = /^[a-z][A-Za-z0-9]+$/;
const SUCCESS = /^(2\d\d|101)$/;
const SERVER_ERROR = /^5\d\d$/;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const load = (rel: string): Node => parse(readFileSync(resolve(ROOT, rel), 'utf8')) as Node;

/** Follows a `$ref` (relative file + JSON pointer) from a file under openapi/; one level. */
function follow(fromFile: string, node: unknown): { file: string; node: unknown } {
  if (!isNode(node) || typeof node.$ref !== 'string') return { file: fromFile, node };
  const [filePart = '', pointer = ''] = node.$ref.split('#');
  const file = filePart ? resolve(fromFile, '..', filePart) : fromFile;
  let cur: unknown = parse(readFileSync(file, 'utf8'));
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    cur = isNode(cur) ? cur[key] : undefined;
  }
  if (cur === undefined) throw new Error(`unresolved ${node.$ref} from ${fromFile}`);
  return follow(file, cur);
}

interface Op {
  area: string;
  file: string;
  path: string;
  method: string;
  op: Node;
}
function operations(area: string): Op[] {
  const file = resolve(ROOT, `openapi/paths/${area}.yaml`);
  const doc = load(`openapi/paths/${area}.yaml`);
  return Object.entries(doc).flatMap(([path, item]) =>
    METHODS.filter((m) => isNode((item as Node)[m])).map((method) => ({
      area,
      file,
      path,
      method,
      op: (item as Node)[method] as Node,
    })),
  );
}
const ALL = AREAS.flatMap(operations);

function hasExample(file: string, op: Node): boolean {
  const medias: unknown[] = [];
  const body = follow(file, op.requestBody).node;
  if (isNode(body) && isNode(body.content)) medias.push(...Object.values(body.content));
  for (const r of Object.values((op.responses ?? {}) as Node)) {
    const res = follow(file, r).node;
    if (isNode(res) && isNode(res.content)) medias.push(...Object.values(res.content));
  }
  return medias.some((m) => isNode(m) && (m.example !== undefined || isNode(m.examples)));
}

describe('contract areas: operations', () => {
  it('covers the four areas with the expected operation counts', () => {
    const counts = Object.fromEntries(AREAS.map((a) => [a, ALL.filter((o) => o.area === a).length]));
    expect(counts).toEqual({ billing: 15, support: 3, 'device-actions': 30, external: 24 });
  });

  it.each(ALL.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))('%s follows the rules', (_name, o) => {
    expect(o.op.operationId).toMatch(OPERATION_ID);
    expect(o.op.tags).toEqual([o.area]);
    expect(typeof o.op.summary).toBe('string');
    const responses = o.op.responses as Node;
    const codes = Object.keys(responses);
    expect(codes.some((c) => SUCCESS.test(c))).toBe(true);
    expect(codes.some((c) => SERVER_ERROR.test(c))).toBe(true);
    const tooMany = follow(o.file, responses['429']).node as Node;
    expect(Object.keys((tooMany.headers ?? {}) as Node)).toContain('Retry-After');
    const security = Array.isArray(o.op.security) ? (o.op.security as unknown[]) : undefined;
    const anonymous =
      security !== undefined &&
      (security.length === 0 || security.some((s) => isNode(s) && Object.keys(s).length === 0));
    if (!anonymous && o.area !== 'external') expect(codes).toContain('401');
    // External services get no API token; the builder is the one that acts for the user, with the token.
    if (o.area === 'external' && o.op.operationId !== 'buildFromUrl') expect(o.op.security).toEqual([]);
    if (o.op.operationId === 'buildFromUrl') expect(codes).toContain('401');
    expect(hasExample(o.file, o.op) || codes.every((c) => c === '101' || !SUCCESS.test(c))).toBe(true);
    if ('x-unconfirmed' in o.op) expect(String(o.op['x-unconfirmed']).length).toBeGreaterThan(10);
  });

  it('gives every operationId once across the whole contract', () => {
    const ids = readdirSync(resolve(ROOT, 'openapi/paths'))
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) =>
        Object.values(load(`openapi/paths/${f}`)).flatMap((item) =>
          METHODS.map((m) => (isNode(item) && isNode(item[m]) ? item[m].operationId : undefined)),
        ),
      )
      .filter((id): id is string => typeof id === 'string');
    const mine = ALL.map((o) => String(o.op.operationId));
    for (const id of mine)
      expect(
        ids.filter((x) => x === id),
        id,
      ).toHaveLength(1);
  });

  it('answers the supervisor proxy with 404 "No online device(s) found" and 423 where a lock applies', () => {
    const proxy = ALL.filter((o) => o.path.startsWith('/supervisor/'));
    expect(proxy.map((o) => o.method)).toEqual(proxy.map(() => 'post'));
    for (const o of proxy) {
      const notFound = follow(o.file, (o.op.responses as Node)['404']).node as Node;
      expect((notFound.content as Node)['application/json']).toMatchObject({ example: 'No online device(s) found' });
      expect(Object.keys(o.op.responses as Node)).toContain('207');
    }
    const locked = proxy.filter((o) => '423' in (o.op.responses as Node)).map((o) => o.op.operationId);
    expect(locked).toEqual(
      expect.arrayContaining(['supervisorReboot', 'supervisorShutdown', 'supervisorPurge', 'supervisorRestartService']),
    );
    expect(locked).not.toContain('supervisorBlink');
  });
});

describe('contract areas: root document', () => {
  const root = readFileSync(resolve(ROOT, 'openapi/openapi.yaml'), 'utf8');
  it.each(AREAS)('lists exactly the %s paths inside its marked block', (area) => {
    const block = root.split(`# --- area: ${area} ---`)[1]?.split(`# --- end area: ${area} ---`)[0] ?? '';
    const listed = [...block.matchAll(/^ {2}"([^"]+)":\n {4}\$ref: "\.\/paths\/([a-z-]+)\.yaml#\/([^"]+)"$/gm)];
    const paths = Object.keys(load(`openapi/paths/${area}.yaml`));
    expect(listed.map((m) => m[1])).toEqual(paths);
    for (const m of listed) {
      expect(m[2]).toBe(area);
      expect(
        decodeURIComponent(m[3] ?? '')
          .replace(/~1/g, '/')
          .replace(/~0/g, '~'),
      ).toBe(m[1]);
    }
  });
});

describe('contract areas: AsyncAPI companion', () => {
  it('lints clean with redocly', () => {
    const out = execFileSync(
      resolve(ROOT, 'node_modules/.bin/redocly'),
      ['lint', 'openapi/asyncapi/terminal.yaml', '--format=json'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const report = JSON.parse(out) as { totals: { errors: number; warnings: number } };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);

  it('names every terminal event of the spec and points the OpenAPI upgrade operations at its channels', () => {
    const doc = load('openapi/asyncapi/terminal.yaml');
    const messages = (doc.components as Node).messages as Node;
    const names = new Set(Object.values(messages).map((m) => (m as Node).name));
    for (const e of [
      'authentication',
      'authenticated',
      'data',
      'resize',
      'ssh connect',
      'ssh connecting',
      'ssh spawning',
      'ssh disconnect',
      'ready',
    ]) {
      expect(names, e).toContain(e);
    }
    for (const id of ['openTerminalSocket', 'openDeviceLogsSocket']) {
      const o = ALL.find((x) => x.op.operationId === id);
      const [file, channel = ''] = String(o?.op['x-asyncapi']).split('#/channels/');
      expect(file).toBe('openapi/asyncapi/terminal.yaml');
      expect(Object.keys(doc.channels as Node)).toContain(channel);
      expect(((doc.channels as Node)[channel] as Node).address).toBe(o?.path);
    }
  });
});
