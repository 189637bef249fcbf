/** Fetches every row of the current view page by page and downloads it as CSV (see csv.ts). */
import { fetchAllDevices } from '../../../api/devices.ts';
import { CSV_PAGE_SIZE } from '../constants.ts';
import { listView, type DeviceRow } from '../list-view.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { cellText } from '../components/columns.tsx';
import { csvFileName, toCsv } from './csv.ts';

export interface CsvColumn {
  id: string;
  header: string;
}

/** Reads all matching rows in pages of CSV_PAGE_SIZE, in the view's order. */
export async function fetchAllRows(fleetId: number, view: Pick<DevicesView, 'filters' | 'search' | 'sort'>, signal?: AbortSignal): Promise<DeviceRow[]> {
  return fetchAllDevices(listView(fleetId, view), CSV_PAGE_SIZE, signal);
}

/** Sorts on a tag column happen on the page (the server cannot order by a tag's value). */
function sortByTag(rows: DeviceRow[], sort: string): DeviceRow[] {
  const desc = sort.startsWith('-');
  const id = desc ? sort.slice(1) : sort;
  if (!id.startsWith('tag:')) return rows;
  return [...rows].sort((a, b) => cellText(a, id).localeCompare(cellText(b, id)) * (desc ? -1 : 1));
}

/** Builds the CSV text of the view for the given visible columns. */
export async function buildViewCsv(fleetId: number, view: Pick<DevicesView, 'filters' | 'search' | 'sort'>, columns: readonly CsvColumn[]): Promise<{ csv: string; count: number }> {
  const rows = sortByTag(await fetchAllRows(fleetId, view), view.sort);
  const csv = toCsv(columns.map((c) => c.header), rows.map((r) => columns.map((c) => cellText(r, c.id))));
  return { csv, count: rows.length };
}

/** Starts a browser download of a text file. */
export function downloadText(text: string, fleetName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(fleetName, new Date());
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
