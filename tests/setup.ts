/**
 * Runs before every test file. DOM tests wait for what the page shows with `findBy…`/`waitFor`;
 * their default of 1 s is shorter than one mock round trip plus a render on a loaded 2-core CI
 * machine, so a page that does answer could fail for being slow. 5 s still fails a page that never
 * shows what it should, well inside the 20 s test timeout.
 */
export const DOM_WAIT_MS = 5_000;

// Node-only test files skip loading the DOM library at all.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: DOM_WAIT_MS });
}

// The dashboard loads most message tables on the way to a signed-in page (app/route-messages.ts);
// tests render pages and components directly, so every table is there before any of them runs.
const { loadMessages } = await import('../web/src/lib/i18n.ts');
await loadMessages();
