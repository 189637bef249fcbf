/**
 * A minimal multipart/form-data reader for the attachment upload (spec 03 §7 "multipart file").
 * The adapters hand non-JSON bodies over as text, so the file size is measured on the UTF-8 text of
 * the part (binary bytes that are not valid UTF-8 count as 3, which can only overstate the size).
 */

export interface FilePart {
  fileName: string;
  contentType: string;
  size: number;
}

const encoder = new TextEncoder();

/** The `file` part of a multipart body, or undefined when there is none. */
export function readFilePart(contentType: string | undefined, body: unknown): FilePart | undefined {
  const m = /multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!m || typeof body !== 'string') return undefined;
  const boundary = `--${m[1] ?? m[2]}`;
  for (const chunk of body.split(boundary)) {
    const split = chunk.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = chunk.slice(0, split);
    if (!/content-disposition:\s*form-data;[^\r\n]*\bname="file"/i.test(head)) continue;
    const name = /filename="([^"]*)"/i.exec(head)?.[1] ?? 'attachment';
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
    const content = chunk.slice(split + 4).replace(/\r\n$/, '');
    return { fileName: name, contentType: type, size: encoder.encode(content).length };
  }
  return undefined;
}
