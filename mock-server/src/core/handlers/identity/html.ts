/**
 * The small HTML pages the mock serves in place of external services (the SAML identity provider,
 * the social sign-in providers): escaped text, labelled controls, one form, no scripts.
 */
import type { CoreResponse } from '../../http.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1f24;background:#fff}' +
  'fieldset{border:1px solid #c4c9d0;border-radius:6px;padding:1rem}label{display:block;margin:.5rem 0}' +
  'input[type=email]{width:100%;padding:.4rem;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.5rem 1rem}' +
  '.error{color:#a40e26;border:1px solid #a40e26;padding:.5rem;border-radius:6px}';

/** A complete page: `title` becomes the document title and the level-1 heading; `body` is trusted HTML. */
export function htmlPage(status: number, title: string, body: string): CoreResponse {
  const doc =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return { status, headers: { 'cache-control': 'no-store' }, body: { kind: 'html', value: doc } };
}

/** A hidden form field. */
export const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** An error paragraph announced to assistive technology, or nothing. */
export const errorNote = (message: string | undefined): string =>
  message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
