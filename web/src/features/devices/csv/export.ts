/** Fetches every row of the current view page by page and downloads it as CSV (see csv.ts). */
import { api } from '../../../lib/api-client.ts';
import { compileUrl } from '../../../lib/odata/index.ts';
import { CSV_PAGE_SIZE } from '../constants.ts';
import { deviceListOptions, type DeviceRow } from '../api/device-rows.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { cellText } from '../components/columns.tsx';
import { csvFileName, toCsv } from './csv.ts';

export interface CsvColumn {
  id: string;
  header: string;
}

/** Reads all matching rows in pages of CSV_PAGE_SIZE, in the view's order. */
export async function fetchAllRows(fleetId: number, view: Pick<DevicesView, 'filters' | 'search' | 'sort'>, signal?: AbortSignal): Promise<DeviceRow[]> {
  const all: DeviceRow[] = [];
  for (let skip = 0; ; skip += CSV_PAGE_SIZE) {
    const path = compileUrl('device', { ...deviceListOptions(fleetId, view), $top: CSV_PAGE_SIZE, $skip: skip } as never);
    const page = (await api.request<{ d: DeviceRow[] }>({ path, resource: 'device', signal })).d;
    all.push(...page);
    if (page.length < CSV_PAGE_SIZE) return all;
  }
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
