/**
 * The HTTP `Date` header value (RFC 9110 §5.6.7, IMF-fixdate) of a world-clock time. Formatting a
 * date costs more than answering a cached read, and a busy mock answers thousands of requests within
 * one clock second, so the text of the last second is kept.
 */
let lastSecond = Number.NaN;
let lastText = '';

/** `Sun, 01 Nov 2026 00:00:06 GMT` for a time in ms (whole seconds, as HTTP dates are). */
export function httpDate(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    lastText = new Date(second * 1000).toUTCString();
    lastSecond = second;
  }
  return lastText;
}
