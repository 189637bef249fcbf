/**
 * DOM test files share their worker's module registry (`isolate: false` in vitest.config.ts), so the
 * libraries (React, react-aria, TanStack Query, zod…) load once per worker instead of once per file.
 * What a file may leave behind is reset when it ends: the dashboard's own modules (their stores —
 * session, toasts, connectivity, query cache — live in module scope) are evaluated afresh by the next
 * file, and the page's storage, cookies, timers, stubs and document start empty.
 */
import { afterAll, vi } from 'vitest';
// The setup every test file gets (the DOM wait time), whether or not the project list repeats it.
import './setup.ts';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
  window.history.replaceState(null, '', '/');
});
