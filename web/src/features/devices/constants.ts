/**
 * Timing and size constants of the fleet devices view (spec 02 §4 "Polling", §9), named so reviewers
 * can compare them with the spec and tests can fake time.
 */

/** Page sizes offered; the default page size is not shown by the spec (§9), we pick 100. */
export const PAGE_SIZES = [50, 100, 250, 1000] as const;
export const DEFAULT_PAGE_SIZE = 100;
/** Rows per request while exporting CSV (all matching rows, paged). */
export const CSV_PAGE_SIZE = 1000;
/**
 * Search input debounce before the URL (and so the query) changes: short enough that the rows follow
 * the last keystroke within 200 ms (the read answers in tens of ms at 100,000 devices), long enough
 * that a word typed at speed sends one read rather than one per letter. A read overtaken by the next
 * search is cancelled (the page query's AbortSignal).
 */
export const SEARCH_DEBOUNCE_MS = 100;
/** localStorage key of the chosen columns. */
export const COLUMNS_STORAGE_KEY = 'fleetmock:devices:columns';
/** Map: initial zoom when no device has a location, and the max zoom of clusters. */
export const MAP_DEFAULT_ZOOM = 2;
export const MAP_MAX_ZOOM = 18;
/** The map lens shows every device of the view (spec 02 §2 "The map lists devices of the fleet"), read this many per request. */
export const MAP_PAGE_SIZE = 10_000;
/** Marker work per slice while the map fills, kept under the 50 ms long-task line so panning stays smooth. */
export const MAP_SLICE_MS = 30;
