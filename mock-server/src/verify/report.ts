/**
 * Runs the contract check over recorded traffic and turns the results into the text (or JSON)
 * that `fleetmock verify` and `fleetmock coverage` print.
 */
import { checkExchange, contractOperations, type Exchange, type ExchangeResult } from './contract.ts';
import { globToRegExp } from '../core/faults/match.ts';

/** Answer types of a page's own files in a browser HAR: never API calls. */
const STATIC_TYPES =
  /^(?:text\/html|text\/css|(?:application|text)\/javascript|image\/|font\/|application\/font|application\/wasm)/i;

/**
 * A page's own file that matches no operation: an answer typed as a static file, a `304 Not Modified`
 * revalidation (it carries no type: browsers revalidate cached scripts, styles and the page's config
 * files on every visit), or a GET of a path ending in a file extension whose answer is not JSON.
 */
function isPageFile(exchange: Exchange): boolean {
  if (STATIC_TYPES.test(exchange.responseContentType ?? '')) return true;
  const method = exchange.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (exchange.status === 304) return true;
  return /\.[A-Za-z0-9]{1,8}$/.test(exchange.path) && !/json/i.test(exchange.responseContentType ?? '');
}

export interface VerifyOptions {
  /** Path globs (`*` = anything) left out of the check, e.g. `/assets/*`. */
  ignore?: readonly string[];
}

export interface VerifyReport {
  results: ExchangeResult[];
  /** Requests left out: `--ignore` globs, and a HAR's static files that match no operation. */
  skipped: number;
}

export function verifyExchanges(exchanges: readonly Exchange[], options: VerifyOptions = {}): VerifyReport {
  const ignore = (options.ignore ?? []).map((g) => globToRegExp(g));
  const results: ExchangeResult[] = [];
  let skipped = 0;
  for (const exchange of exchanges) {
    if (ignore.some((re) => re.test(exchange.path))) {
      skipped++;
      continue;
    }
    const result = checkExchange(exchange);
    if (!result.operation && isPageFile(exchange)) {
      skipped++;
      continue;
    }
    results.push(result);
  }
  return { results, skipped };
}

/**
 * True when at least one request was checked, every checked request matched an operation and nothing
 * broke the contract. Nothing checked is a failure: a misspelt session, a wrong `--origin` or an
 * empty recording would otherwise pass unnoticed.
 */
export const verifyPassed = (report: VerifyReport): boolean =>
  report.results.length > 0 && report.results.every((r) => r.violations.length === 0);

/** The line explaining an empty check, or undefined when something was checked. */
function nothingCheckedText(report: VerifyReport): string | undefined {
  if (report.results.length > 0) return undefined;
  return `nothing to verify: 0 requests checked${report.skipped ? ` (${report.skipped} skipped)` : ''}. Is the recording empty, the session name right (journal), or --origin the API's origin (HAR)?`;
}

/**
 * The report: each failing request with its violations, identical ones (same method, path, status and
 * violations, e.g. a poll repeated for minutes) printed once with their count, then the totals;
 * `details: false` prints the totals alone (the proxy has printed each request as it came).
 */
export function formatVerify(report: VerifyReport, options: { details?: boolean } = {}): string {
  const lines: string[] = [];
  const details = options.details ?? true;
  const groups = new Map<string, { head: string; body: string[]; count: number }>();
  for (const r of details ? report.results : []) {
    if (r.violations.length === 0) continue;
    const e = r.exchange;
    const request = `${e.method.toUpperCase()} ${e.path} → ${e.status} ${r.operation ? `(${r.operation.operationId})` : '(unknown operation)'}`;
    const body = r.violations
      .filter((v) => v.pointer !== '' || r.operation)
      .map((v) => `    ${v.side} ${v.pointer || '/'}: ${v.message}`);
    const key = [request, ...body].join('\n');
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { head: `✘ ${e.source}: ${request}`, body, count: 1 });
  }
  for (const g of groups.values()) {
    lines.push(g.count > 1 ? `${g.head}  ×${g.count} (identical)` : g.head, ...g.body);
  }
  const total = report.results.length;
  const unknown = report.results.filter((r) => !r.operation).length;
  const failing = report.results.filter((r) => r.violations.length > 0).length;
  const violations = report.results.reduce((n, r) => n + (r.operation ? r.violations.length : 0), 0);
  const answers = report.results.filter((r) => r.responseChecked).length;
  const empty = nothingCheckedText(report);
  if (empty) lines.push(`✘ ${empty}`);
  lines.push(
    `${total} request${total === 1 ? '' : 's'} checked: ${total - failing} valid, ${failing - unknown} breaking the contract (${violations} violation${violations === 1 ? '' : 's'}), ${unknown} matching no operation` +
      `${report.skipped ? `; ${report.skipped} skipped (page files and --ignore)` : ''}; answer bodies validated: ${answers}${answers === 0 && total > 0 ? ' (a journal records no answers; a HAR or the proxy does)' : ''}`,
  );
  return lines.join('\n');
}

export function verifyJson(report: VerifyReport): unknown {
  return {
    passed: verifyPassed(report),
    checked: report.results.length,
    ...(report.results.length === 0 ? { problem: nothingCheckedText(report) } : {}),
    skipped: report.skipped,
    results: report.results.map((r) => ({
      source: r.exchange.source,
      method: r.exchange.method.toUpperCase(),
      path: r.exchange.path,
      status: r.exchange.status,
      operationId: r.operation?.operationId ?? null,
      responseChecked: r.responseChecked,
      violations: r.violations,
    })),
  };
}

export interface CoverageOptions {
  /** Only these tags (default: every tag but mock-admin, the mock's own API). */
  tags?: readonly string[];
}

export interface Coverage {
  operations: { operationId: string; method: string; path: string; tag: string; calls: number }[];
  /** Requests that matched no operation. */
  unmatched: number;
  /** A recording's page files (static files that match no operation), left out as `verify` leaves them out. */
  skipped: number;
}

export function coverageOf(exchanges: readonly Exchange[], options: CoverageOptions = {}): Coverage {
  const calls = new Map<string, number>();
  let unmatched = 0;
  let skipped = 0;
  for (const e of exchanges) {
    const op = checkExchange(e).operation;
    if (op) calls.set(op.operationId, (calls.get(op.operationId) ?? 0) + 1);
    else if (isPageFile(e)) skipped++;
    else unmatched++;
  }
  const wanted = (tag: string): boolean => (options.tags?.length ? options.tags.includes(tag) : tag !== 'mock-admin');
  return {
    operations: contractOperations
      .filter((o) => wanted(o.tags[0] ?? ''))
      .map((o) => ({
        operationId: o.operationId,
        method: o.method,
        path: o.path,
        tag: o.tags[0] ?? '',
        calls: calls.get(o.operationId) ?? 0,
      })),
    unmatched,
    skipped,
  };
}

export const coveragePercent = (c: Coverage): number =>
  c.operations.length ? (100 * c.operations.filter((o) => o.calls > 0).length) / c.operations.length : 0;

export function formatCoverage(c: Coverage): string {
  const done = c.operations.filter((o) => o.calls > 0);
  const byTag = new Map<string, { done: number; all: number }>();
  for (const o of c.operations) {
    const t = byTag.get(o.tag) ?? { done: 0, all: 0 };
    t.all++;
    if (o.calls > 0) t.done++;
    byTag.set(o.tag, t);
  }
  const line = (o: Coverage['operations'][number]): string =>
    `  ${o.method.padEnd(6)} ${o.path}  ${o.operationId}${o.calls ? `  ×${o.calls}` : ''}`;
  return [
    `Exercised ${done.length} of ${c.operations.length} operations (${coveragePercent(c).toFixed(1)}%)${c.unmatched ? `; ${c.unmatched} requests matched no operation` : ''}${c.skipped ? `; ${c.skipped} skipped (page files)` : ''}`,
    ...[...byTag].map(([tag, t]) => `  ${tag.padEnd(16)} ${String(t.done).padStart(4)} / ${t.all}`),
    '',
    `Exercised (${done.length}):`,
    ...done.map(line),
    '',
    `Never touched (${c.operations.length - done.length}):`,
    ...c.operations.filter((o) => o.calls === 0).map(line),
  ].join('\n');
}
