/**
 * The attachment reader finds the file part whatever the boundary, and its work is linear in the
 * body: counted in bytes compared, not in time. A body crafted against the boundary (runs of the
 * boundary's prefix that never complete) used to cost up to the boundary's length per byte.
 */
import { describe, expect, it } from 'vitest';
import { readFilePart, type ScanStats } from './multipart.ts';

const enc = new TextEncoder();

function body(boundary: string, file: string, filler = ''): Uint8Array {
  return enc.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${filler}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.txt"\r\nContent-Type: text/plain\r\n\r\n${file}\r\n` +
      `--${boundary}--\r\n`,
  );
}

describe('readFilePart', () => {
  it('reads the file part: name, type and size in bytes', () => {
    const b = 'X-BOUNDARY-123';
    expect(readFilePart(`multipart/form-data; boundary=${b}`, body(b, 'héllo'))).toEqual({
      fileName: 'log.txt',
      contentType: 'text/plain',
      size: 6,
      bytes: new TextEncoder().encode('héllo'),
    });
    expect(readFilePart(`multipart/form-data; boundary="${b}"`, body(b, ''))).toMatchObject({ size: 0 });
    expect(readFilePart('multipart/form-data; boundary=other', body(b, 'x'))).toBeUndefined();
    expect(readFilePart('application/json', body(b, 'x'))).toBeUndefined();
  });

  it('scans a body crafted against its boundary in linear work', () => {
    const boundary = `${'a'.repeat(69)}b`;
    // 2 MB of boundary prefixes that never complete, before the real parts.
    const filler = `--${'a'.repeat(68)}c`.repeat((2 * 1024 * 1024) / 70);
    const bytes = body(boundary, 'data', filler);
    const stats: ScanStats = { steps: 0 };
    expect(readFilePart(`multipart/form-data; boundary=${boundary}`, bytes, stats)).toMatchObject({ size: 4 });
    // Each byte is compared at most about twice per search that passes over it (boundary, then headers).
    expect(stats.steps).toBeLessThanOrEqual(4 * bytes.length);
  });
});
