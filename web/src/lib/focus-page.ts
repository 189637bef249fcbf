/**
 * Moves focus to a page that was just opened by a command rather than a link (the command palette):
 * onto its heading (`#main h1`) once the new page has rendered it, else onto `<main id="main">`, so
 * keyboard and screen-reader users continue on the new page instead of at the top of the document.
 */

/** How long to wait for the new page's heading (lazy routes load their code first). */
const WAIT_MS = 3_000;
const STEP_MS = 50;

/**
 * Focuses the heading of the page that replaces the current one. `before` is the heading shown
 * before navigating: the new page's heading is another element or another text.
 */
export function focusNewPage(before: { element: Element | null; text: string }): void {
  const deadline = Date.now() + WAIT_MS;
  const tick = () => {
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? null;
    const fresh = heading && (heading !== before.element || heading.textContent !== before.text);
    if (heading && (fresh || Date.now() >= deadline)) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else if (Date.now() >= deadline) main?.focus();
    else setTimeout(tick, STEP_MS);
  };
  setTimeout(tick, STEP_MS);
}

/** The heading on screen now, to tell the next page's apart. */
export function currentPageHeading(): { element: Element | null; text: string } {
  const element = document.querySelector('#main h1');
  return { element, text: element?.textContent ?? '' };
}
