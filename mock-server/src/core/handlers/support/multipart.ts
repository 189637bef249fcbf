/**
 * A minimal multipart/form-data reader for the attachment upload (spec 03 §7 "multipart file").
 * The adapters hand multipart bodies over as bytes (core/pipeline/body.ts), so a file part is
 * measured in bytes; a text body (a caller of the core without an adapter) is read as UTF-8.
 */

export interface FilePart {
  fileName: string;
  contentType: string;
  size: number;
}

const utf8 = new TextDecoder();
const encoder = new TextEncoder();

/** First index of `needle` in `hay` at or after `from`, or -1. */
function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  for (let i = hay.indexOf(first, from); i >= 0 && i <= hay.length - needle.length; i = hay.indexOf(first, i + 1)) {
    let k = 1;
    while (k < needle.length && hay[i + k] === needle[k]) k++;
    if (k === needle.length) return i;
  }
  return -1;
}

const CRLF2 = encoder.encode('\r\n\r\n');

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
export function readForm(contentType: string | undefined, body: unknown): FormData | undefined {
  const m = /multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const bytes = typeof body === 'string' ? encoder.encode(body) : body instanceof Uint8Array ? body : undefined;
  if (!m || !bytes) return undefined;
  const form: FormData = { fields: {}, files: {} };
  const boundary = encoder.encode(`--${m[1] ?? m[2]}`);
  let at = indexOf(bytes, boundary, 0);
  while (at >= 0) {
    const start = at + boundary.length;
    const next = indexOf(bytes, boundary, start);
    const end = next < 0 ? bytes.length : next;
    const split = indexOf(bytes.subarray(0, end), CRLF2, start);
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
        form.files[name] = { ...file, size: content.length };
      } else if (name !== undefined) form.fields[name] = utf8.decode(content);
    }
    at = next;
  }
  return form;
}

/** The `file` part of a multipart body, or undefined when there is none. */
export function readFilePart(contentType: string | undefined, body: unknown): FilePart | undefined {
  const form = readForm(contentType, body);
  const text = form?.fields.file;
  if (form?.files.file || text === undefined) return form?.files.file;
  return { fileName: 'attachment', contentType: 'application/octet-stream', size: encoder.encode(text).length };
}
