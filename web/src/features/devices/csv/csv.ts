/**
 * CSV of exactly the current view: the visible columns in their order, the current filter and sort,
 * every matching row (RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so spreadsheets
 * do not run cell text as formulas).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record: the fields joined by commas, ended by CRLF (a file is the header record, then the rows). */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvField).join(',') + '\r\n';
}

/** File name: lowercase, with the fleet name and a timestamp (like the spec's log downloads, §9). */
export function csvFileName(fleetName: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${fleetName}-devices-${stamp}.csv`.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
}
