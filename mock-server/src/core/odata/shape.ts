/**
 * Query shapes: the grammar costs ~1-3 ms on the dashboard's device-list URL (most of it the long
 * `$select`/`$expand`), and search-as-you-type or paging changes only a text literal or `$top`/`$skip`.
 * A URL's shape replaces each quoted text literal of its query and the top-level `$top`/`$skip`
 * numbers with numbered placeholders; the grammar parses a shape once, and each URL of that shape
 * gets the parsed tree with its own values put back into the binds. The tree is shared (read only);
 * compiling the plan still happens per URL (it is cheap next to the grammar).
 *
 * Only plain queries are shaped: any `@` (parameter aliases), `%27` (encoded apostrophes), custom
 * options or text that could be taken for a placeholder send the URL to the grammar as it is, and so
 * does anything the grammar would decode differently (a literal whose escapes do not decode). A
 * placeholder that does not come back as exactly one bind also falls back, so a shape can never
 * answer differently from the full parse.
 */
import type { Bind, UrlTree } from './ast.ts';

export interface ParsedTree {
  tree: UrlTree;
  binds: Bind[];
}

export interface UrlShape {
  /** The URL with placeholders. */
  shape: string;
  /** Decoded text literals, in order (placeholder k stands for texts[k]). */
  texts: string[];
  /** `$top`/`$skip` values, in order (placeholder k stands for numbers[k]). */
  numbers: number[];
}

/** Query options a shaped URL may hold (anything else is parsed as it is). */
const SHAPED_OPTIONS: ReadonlySet<string> = new Set([
  '$filter',
  '$select',
  '$expand',
  '$orderby',
  '$top',
  '$skip',
  '$format',
]);
/** Text placeholder k is `%01k%01` in the URL (decodes to U+0001 k U+0001). */
const textPlaceholder = (k: number): string => `%01${k}%01`;
const decodedTextPlaceholder = (k: number): string => `\u0001${k}\u0001`;
/** Number placeholder k is NUMBER_BASE + k: far beyond any page a client asks for. */
const NUMBER_BASE = 2 ** 50;
const NUMBER_BASE_DIGITS = String(NUMBER_BASE).slice(0, 12);
const PAGING = /^(?:\$|%24)(top|skip)=(\d{1,9})$/;

/** The shape of a URL, or undefined when it must be parsed as it is. */
export function shapeOf(url: string): UrlShape | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  const query = url.slice(q + 1);
  if (query.includes('@') || /%27|%01/i.test(query) || query.includes(NUMBER_BASE_DIGITS)) return undefined;
  const texts: string[] = [];
  const numbers: number[] = [];
  let out = '';
  let i = 0;
  while (i < query.length) {
    const quote = query.indexOf("'", i);
    if (quote < 0) break;
    // A quote after a letter or digit opens a typed literal (datetime'…', duration'…'): kept as it is.
    const before = query[quote - 1] ?? '';
    let end = quote + 1;
    for (;;) {
      end = query.indexOf("'", end);
      if (end < 0) return undefined;
      if (query[end + 1] === "'") end += 2;
      else break;
    }
    if (/[A-Za-z0-9_]/.test(before)) {
      out += query.slice(i, end + 1);
    } else {
      let text: string;
      try {
        text = decodeURIComponent(query.slice(quote + 1, end).replace(/''/g, "'"));
      } catch {
        return undefined;
      }
      out += `${query.slice(i, quote)}'${textPlaceholder(texts.length)}'`;
      texts.push(text);
    }
    i = end + 1;
  }
  out += query.slice(i);
  const parts = out.split('&');
  for (const [p, part] of parts.entries()) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).replace(/^%24/, '$');
    if (!SHAPED_OPTIONS.has(name)) return undefined;
    const paging = PAGING.exec(part);
    if (paging) {
      parts[p] = `${part.slice(0, eq + 1)}${NUMBER_BASE + numbers.length}`;
      numbers.push(Number(paging[2]));
    }
  }
  if (texts.length === 0 && numbers.length === 0) return undefined;
  return { shape: `${url.slice(0, q)}?${parts.join('&')}`, texts, numbers };
}

/**
 * The binds of a URL of this shape: the shape's binds with each placeholder replaced by the URL's
 * value. Undefined when a placeholder is not exactly one bind (the URL is then parsed as it is).
 */
export function fillShape(parsed: ParsedTree, shape: UrlShape): Bind[] | undefined {
  const seenTexts = new Array<number>(shape.texts.length).fill(0);
  const seenNumbers = new Array<number>(shape.numbers.length).fill(0);
  const fill = (bind: Bind): Bind => {
    const [type, value] = bind;
    if (type === 'List' && Array.isArray(value)) return [type, (value as Bind[]).map(fill)];
    if (type === 'Text' && typeof value === 'string' && value.startsWith('\u0001')) {
      const k = Number(value.slice(1, -1));
      const text = shape.texts[k];
      if (Number.isInteger(k) && decodedTextPlaceholder(k) === value && text !== undefined) {
        seenTexts[k] = (seenTexts[k] ?? 0) + 1;
        return [type, text];
      }
    }
    if ((type === 'Integer' || type === 'Real') && typeof value === 'number' && value >= NUMBER_BASE) {
      const number = shape.numbers[value - NUMBER_BASE];
      if (number !== undefined) {
        seenNumbers[value - NUMBER_BASE] = (seenNumbers[value - NUMBER_BASE] ?? 0) + 1;
        return [type, number];
      }
    }
    return bind;
  };
  const binds = parsed.binds.map(fill);
  return seenTexts.every((n) => n === 1) && seenNumbers.every((n) => n === 1) ? binds : undefined;
}
