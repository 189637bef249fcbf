/**
 * A minimal multipart/form-data reader for the attachment upload (spec 03 §7 "multipart file") and
 * the resource writes that take a form (release assets).
 * The adapters hand multipart bodies over as bytes (core/pipeline/body.ts), so a file part is
 * measured in bytes; a text body (a caller of the core without an adapter) is read as UTF-8.
 *
 * Boundaries are found with Knuth–Morris–Pratt, so the work is linear in the body whatever the
 * boundary: a naive search re-compared up to the boundary's length at every byte, and a 7.5 MB body
 * with a boundary crafted for it held the server for seconds. The core runs in the browser too (the
 * in-page demo), so a Node stream parser such as busboy cannot be used here; the search is small and
 * its bound is tested by counting steps (multipart.test.ts).
 */

export interface FilePart {
  fileName: string;
  contentType: string;
  size: number;
  /** The part's content (a view into the body: copy it to keep it). */
  bytes?: Uint8Array;
}

const utf8 = new TextDecoder();
const encoder = new TextEncoder();

/** Counts bytes compared, so tests can bound the reader's work without a clock. */
export interface ScanStats {
  steps: number;
}

/** A byte pattern with its KMP failure table. */
interface Needle {
  bytes: Uint8Array;
  fail: Int32Array;
}

function needleOf(bytes: Uint8Array): Needle {
  const fail = new Int32Array(bytes.length);
  // KMP keeps 0 <= k < i < bytes.length, so fail[k - 1] (k > 0) is in range.
  for (let i = 1, k = 0; i < bytes.length; i++) {
    while (k > 0 && bytes[i] !== bytes[k]) k = fail[k - 1]!;
    if (bytes[i] === bytes[k]) k++;
    fail[i] = k;
  }
  return { bytes, fail };
}

/** First index of the needle in hay[from, end), or -1; each byte of hay is read a bounded number of times. */
function indexOf(hay: Uint8Array, needle: Needle, from: number, end: number, stats?: ScanStats): number {
  const { bytes, fail } = needle;
  let k = 0;
  for (let i = from; i < end; i++) {
    // 0 < k < bytes.length here (a full match returns), so fail[k - 1] is in range.
    while (k > 0 && hay[i] !== bytes[k]) {
      k = fail[k - 1]!;
      if (stats) stats.steps++;
    }
    if (stats) stats.steps++;
    if (hay[i] === bytes[k]) k++;
    if (k === bytes.length) return i - bytes.length + 1;
  }
  return -1;
}

const CRLF2 = needleOf(encoder.encode('\r\n\r\n'));
/** RFC 2046 §5.1.1: a boundary has 1 to 70 characters. */
const BOUNDARY = /multipart\/form-data;.*?\bboundary=(?:"([^"]{1,70})"|([^;\s"]{1,70}))/i;
/** Part headers longer than this are not read (a part's headers are a few lines). */
const MAX_PART_HEADER_BYTES = 16 * 1024;

/** A multipart/form-data body: its text fields and its file parts, by field name. */
export interface FormData {
  fields: Record<string, string>;
  files: Record<string, FilePart>;
}

/**
 * Reads every part of a multipart/form-data body (the single entry point, so the reader behind it can
 * be replaced): parts with a `filename` are files (measured in bytes), the others text fields.
 * Undefined when the content type is not multipart/form-data with a boundary.
 */
export function readForm(contentType: string | undefined, body: unknown, stats?: ScanStats): FormData | undefined {
  const m = BOUNDARY.exec(contentType ?? '');
  const bytes = typeof body === 'string' ? encoder.encode(body) : body instanceof Uint8Array ? body : undefined;
  if (!m || !bytes) return undefined;
  const form: FormData = { fields: {}, files: {} };
  const boundary = needleOf(encoder.encode(`--${m[1] ?? m[2]}`));
  const size = boundary.bytes.length;
  let at = indexOf(bytes, boundary, 0, bytes.length, stats);
  while (at >= 0) {
    const start = at + size;
    const next = indexOf(bytes, boundary, start, bytes.length, stats);
    const end = next < 0 ? bytes.length : next;
    const split = indexOf(bytes, CRLF2, start, Math.min(end, start + MAX_PART_HEADER_BYTES), stats);
    if (split >= 0) {
      const head = utf8.decode(bytes.subarray(start, split));
      const name = /content-disposition:\s*form-data;[^\r\n]*\bname="([^"]*)"/i.exec(head)?.[1];
      // The part ends with the CRLF that precedes the next boundary.
      const contentEnd = end >= 2 && bytes[end - 2] === 13 && bytes[end - 1] === 10 ? end - 2 : end;
      const content = bytes.subarray(split + 4, Math.max(split + 4, contentEnd));
      const fileName = /filename="([^"]*)"/i.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
      if (name !== undefined && (fileName !== undefined || type !== undefined)) {
        const file = { fileName: fileName || 'attachment', contentType: type ?? 'application/octet-stream' };
        form.files[name] = { ...file, size: content.length, bytes: content };
      } else if (name !== undefined) form.fields[name] = utf8.decode(content);
    }
    at = next;
  }
  return form;
}

/** The `file` part of a multipart body, or undefined when there is none. */
export function readFilePart(contentType: string | undefined, body: unknown, stats?: ScanStats): FilePart | undefined {
  const form = readForm(contentType, body, stats);
  const text = form?.fields.file;
  if (form?.files.file || text === undefined) return form?.files.file;
  return { fileName: 'attachment', contentType: 'application/octet-stream', size: encoder.encode(text).length };
}
