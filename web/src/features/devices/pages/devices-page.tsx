/**
 * /fleets/{fleetId}/devices (spec 02 §2 "Fleet devices"): table and map lenses, filters in the URL,
 * server-side filtering, sorting and paging, selection with the registry's bulk actions, CSV export.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { actionContext, toActionDevice } from '../../../actions/index.ts';
import { useFleetAccess } from '../../session/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { deviceCountQuery, devicePageQuery } from '../../../api/device/lists.ts';
import { LIST_POLLING, listView, pageWindow, type DeviceRow } from '../list-view.ts';
import { devicesFilter } from '../filters/odata-filter.ts';
import type { DevicesView } from '../filters/filter-model.ts';
import { nextView, useDevicesView } from '../hooks/use-devices-view.ts';
import { MSG } from '../messages.ts';
import { downloadCsv, exportViewCsv, type ExportProgress } from '../csv/export.ts';
import { useDevicesActionFlow } from '../components/action-flow.tsx';
import { DevicesBulkBar } from '../components/bulk-bar.tsx';
import { DevicesTable } from '../components/devices-table.tsx';
import { DevicesToolbar } from '../components/devices-toolbar.tsx';
import { FilterBuilder } from '../components/filter-builder.tsx';
import { Pager } from '../components/pager.tsx';
import { BulkVariables } from '../../variables/index.ts';
import '../devices.css';
import { fleetDevicesContextQuery } from '../../../api/application/fleet.ts';

const DeviceMap = lazy(() => import('../map/device-map.tsx'));

function useSelection(rows: readonly DeviceRow[] | undefined, fleetId: number) {
  const [selected, setSelected] = useState<Map<string, DeviceRow>>(new Map());
  // A selection belongs to one fleet.
  useEffect(() => setSelected(new Map()), [fleetId]);
  // When the rows are read again (poll, search, filter, page), selected devices that are shown take
  // their fresh row, and the others stay selected: a selection across several searches or pages is
  // how a multi-device selection is built in a large fleet (the bulk bar names every device).
  useEffect(() => {
    if (!rows) return;
    setSelected((prev) => {
      if (prev.size === 0) return prev;
      let changed = false;
      const next = new Map(prev);
      for (const r of rows) {
        const id = String(r.id);
        if (next.has(id) && next.get(id) !== r) {
          next.set(id, r);
          changed = true;
        }
      }
      return changed ? next : prev;
    });
  }, [rows]);
  // Stable across renders (the memoised table keeps its render when only other parts change).
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onChange = useCallback((ids: Set<string>) => {
    setSelected((prev) => {
      const byId = new Map((rowsRef.current ?? []).map((r) => [String(r.id), r]));
      const next = new Map<string, DeviceRow>();
      for (const id of ids) {
        const row = byId.get(id) ?? prev.get(id);
        if (row) next.set(id, row);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, onChange, clear };
}

export default function FleetDevicesPage() {
  const { fleetId: rawId = '' } = useParams();
  const fleetId = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  useDocumentTitle(MSG.title);
  const [view, setView] = useDevicesView();
  const valid = Number.isInteger(fleetId);
  const queryClient = useQueryClient();
  // Filters, search, sort and paging fetch as the user acts, not after the page has rendered the new
  // view: the page and count reads leave in the event handler and the render runs meanwhile (the
  // queries below pick up the reads in flight).
  const update = useCallback(
    (patch: Partial<DevicesView>) => {
      const next = nextView(view, patch);
      if (valid && next.lens === 'table') {
        void queryClient.prefetchQuery(devicePageQuery(fleetId, listView(fleetId, next), ...pageWindow(next)));
        void queryClient.prefetchQuery(deviceCountQuery(fleetId, devicesFilter(fleetId, next)));
      }
      setView(patch);
    },
    [view, valid, fleetId, queryClient, setView],
  );
  // A search is read as it is typed, not once the box's debounce has put it into the URL: when the
  // view follows, its rows are in flight or in already. The reads of text typed since are cancelled
  // unless something shows them (a query with observers is the page's own).
  const typedAhead = useRef<ReadonlyArray<readonly unknown[]>>([]);
  const onSearchTyped = useCallback(
    (search: string) => {
      if (!valid || view.lens !== 'table') return;
      const next = nextView(view, { search });
      const pageRead = devicePageQuery(fleetId, listView(fleetId, next), ...pageWindow(next));
      const countRead = deviceCountQuery(fleetId, devicesFilter(fleetId, next));
      const keys = [pageRead.queryKey, countRead.queryKey];
      const wanted = new Set(keys.map((k) => hashKey(k)));
      for (const key of typedAhead.current) {
        const stale = queryClient.getQueryCache().find({ queryKey: key, exact: true });
        if (stale && !wanted.has(hashKey(key)) && stale.getObserversCount() === 0)
          void queryClient.cancelQueries({ queryKey: key, exact: true });
      }
      typedAhead.current = keys;
      void queryClient.prefetchQuery(pageRead);
      void queryClient.prefetchQuery(countRead);
    },
    [view, valid, fleetId, queryClient],
  );
  const fleet = useQuery({ ...fleetDevicesContextQuery(fleetId), enabled: valid });
  const access = useFleetAccess(
    fleet.data ? { id: fleet.data.id, organizationId: fleet.data.organizationId } : undefined,
  );
  const ctx = useMemo(() => actionContext(access, fleet.data?.planIsPaid ?? false), [access, fleet.data?.planIsPaid]);
  const page = useQuery({
    ...devicePageQuery(fleetId, listView(fleetId, view), ...pageWindow(view)),
    ...LIST_POLLING,
    enabled: valid && view.lens === 'table',
  });
  const count = useQuery({
    ...deviceCountQuery(fleetId, devicesFilter(fleetId, view)),
    ...LIST_POLLING,
    enabled: valid && view.lens === 'table',
  });
  // A page past the last one (a stale link, or the last devices of the last page deleted or moved)
  // goes to the last page instead of showing an empty table under a non-zero total.
  const lastPage =
    count.data === undefined || count.isPlaceholderData ? null : Math.max(1, Math.ceil(count.data / view.pageSize));
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) setView({ page: lastPage }, { replace: true });
  }, [lastPage, view.page, setView]);
  const selection = useSelection(page.data, fleetId);
  const selectedDevices = useMemo(() => [...selection.selected.values()].map(toActionDevice), [selection.selected]);
  const selectedIds = useMemo(() => new Set(selection.selected.keys()), [selection.selected]);
  const bulkDevices = useMemo(
    () => [...selection.selected.values()].map((d) => ({ id: d.id, name: d.device_name })),
    [selection.selected],
  );
  const flow = useDevicesActionFlow(fleet.data, (action) => {
    if (action.id === 'delete' || action.id === 'move') selection.clear();
  });
  const columnsRef = useRef<Array<{ id: string; header: string }>>([]);
  // Callbacks of stable identity for the memoised table and filter form (`update` changes with the view).
  const updateRef = useRef(update);
  updateRef.current = update;
  const onSortChange = useCallback((sort: string) => updateRef.current({ sort }), []);
  const onFiltersChange = useCallback((filters: DevicesView['filters']) => updateRef.current({ filters }), []);
  // A filter change keeps the previous page on screen until the new one arrives: the table's empty-state
  // text follows the rows shown, so the view change alone does not render the table again.
  const shownFiltered = useRef(false);
  if (!page.isPlaceholderData) shownFiltered.current = view.filters.length > 0 || view.search !== '';
  // CSV export: progress while the pages stream in, cancelled by the user or when the page unmounts.
  const [exportProgress, setExportProgress] = useState<ExportProgress | null>(null);
  const exportAbort = useRef<AbortController | null>(null);
  useEffect(() => () => exportAbort.current?.abort(), []);
  const fleetName = fleet.data?.name;
  const exportCsv = useCallback(() => {
    exportAbort.current?.abort();
    const controller = new AbortController();
    exportAbort.current = controller;
    setExportProgress({ done: 0, total: 0 });
    void exportViewCsv(fleetId, view, columnsRef.current, { signal: controller.signal, onProgress: setExportProgress })
      .then(({ blob, count: n }) => {
        downloadCsv(blob, fleetName ?? `fleet-${fleetId}`);
        toast.show({ kind: 'success', text: MSG.exported(n) });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) toast.show({ kind: 'info', text: t('devices.export.cancelled') });
        else toast.show({ kind: 'danger', text: errorText(e) ?? String(e) });
      })
      .finally(() => {
        if (exportAbort.current === controller) {
          exportAbort.current = null;
          setExportProgress(null);
        }
      });
  }, [fleetId, view, fleetName]);
  const cancelExport = useCallback(() => exportAbort.current?.abort(), []);

  if (!valid) return <p role="alert">{MSG.invalidId(rawId)}</p>;

  const error = fleet.error ?? page.error ?? count.error;
  return (
    <section className="devices-page" aria-label={MSG.title}>
      <DevicesToolbar
        view={view}
        update={update}
        onSearchTyped={onSearchTyped}
        onExport={exportCsv}
        exportProgress={exportProgress}
        onCancelExport={cancelExport}
      />
      <FilterBuilder filters={view.filters} onChange={onFiltersChange} />
      {error ? (
        <p role="alert" className="error-text">
          {errorText(error) ?? t('common.loadFailed')}
        </p>
      ) : null}
      <DevicesBulkBar
        devices={selectedDevices}
        ctx={ctx}
        onRun={flow.start}
        onClear={selection.clear}
        busy={flow.busy}
        progress={flow.progress}
        extra={<BulkVariables fleetId={fleetId} devices={bulkDevices} access={access} />}
      />
      {view.lens === 'map' ? (
        <Suspense fallback={<Skeleton lines={8} />}>
          <DeviceMap fleetId={fleetId} view={view} />
        </Suspense>
      ) : page.data ? (
        <>
          <DevicesTable
            rows={page.data}
            sort={view.sort}
            onSortChange={onSortChange}
            selectedIds={selectedIds}
            onSelectionChange={selection.onChange}
            filtered={shownFiltered.current}
            columnsRef={columnsRef}
          />
          <Pager view={view} total={count.data} update={update} />
        </>
      ) : error ? null : (
        <Skeleton lines={8} />
      )}
      {flow.dialog}
    </section>
  );
}
