/**
 * /fleets/{fleetId}/devices (spec 02 §2 "Fleet devices"): table and map lenses, filters in the URL,
 * server-side filtering, sorting and paging, selection with the registry's bulk actions, CSV export.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { actionContext, toActionDevice } from '../../../actions/index.ts';
import { useFleetAccess } from '../../../lib/authz.ts';
import { errorText } from '../../../lib/errors.ts';
import { deviceCountQuery, devicePageQuery, type DeviceRow } from '../api/device-rows.ts';
import { fleetContextQuery } from '../api/fleet-context.ts';
import { useDevicesView } from '../hooks/use-devices-view.ts';
import { MSG } from '../messages.ts';
import { buildViewCsv, downloadText } from '../csv/export.ts';
import { useActionFlow } from '../components/action-flow.tsx';
import { BulkBar } from '../components/bulk-bar.tsx';
import { DevicesTable } from '../components/devices-table.tsx';
import { DevicesToolbar } from '../components/devices-toolbar.tsx';
import { FilterBuilder } from '../components/filter-builder.tsx';
import { Pager } from '../components/pager.tsx';
import '../devices.css';

const DeviceMap = lazy(() => import('../map/device-map.tsx'));

function useSelection(rows: readonly DeviceRow[] | undefined) {
  const [selected, setSelected] = useState<Map<string, DeviceRow>>(new Map());
  // Keep selected rows fresh when the page they are on is polled again.
  useEffect(() => {
    if (!rows) return;
    setSelected((prev) => {
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
  const onChange = (ids: Set<string>) => {
    const byId = new Map((rows ?? []).map((r) => [String(r.id), r]));
    const next = new Map<string, DeviceRow>();
    for (const id of ids) {
      const row = byId.get(id) ?? selected.get(id);
      if (row) next.set(id, row);
    }
    setSelected(next);
  };
  return { selected, onChange, clear: () => setSelected(new Map()) };
}

export default function FleetDevicesPage() {
  const { fleetId: rawId = '' } = useParams();
  const fleetId = /^\d+$/.test(rawId) ? Number(rawId) : NaN;
  useDocumentTitle(MSG.title);
  const [view, update] = useDevicesView();
  const valid = Number.isInteger(fleetId);
  const fleet = useQuery({ ...fleetContextQuery(fleetId), enabled: valid });
  const access = useFleetAccess(fleet.data ? { id: fleet.data.id, organizationId: fleet.data.organizationId } : undefined);
  const ctx = useMemo(() => actionContext(access, fleet.data?.planIsPaid ?? false), [access, fleet.data?.planIsPaid]);
  const page = useQuery({ ...devicePageQuery(fleetId, view), enabled: valid && view.lens === 'table' });
  const count = useQuery({ ...deviceCountQuery(fleetId, view), enabled: valid && view.lens === 'table' });
  const selection = useSelection(page.data);
  const selectedDevices = useMemo(() => [...selection.selected.values()].map(toActionDevice), [selection.selected]);
  const selectedIds = useMemo(() => new Set(selection.selected.keys()), [selection.selected]);
  const flow = useActionFlow(fleet.data, (action) => {
    if (action.id === 'delete' || action.id === 'move') selection.clear();
  });
  const columnsRef = useRef<Array<{ id: string; header: string }>>([]);
  const [exporting, setExporting] = useState(false);

  if (!valid) return <p role="alert">{MSG.invalidId(rawId)}</p>;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { csv, count: n } = await buildViewCsv(fleetId, view, columnsRef.current);
      downloadText(csv, fleet.data?.name ?? `fleet-${fleetId}`);
      toast.show({ kind: 'success', text: MSG.exported(n) });
    } catch (e) {
      toast.show({ kind: 'danger', text: errorText(e) ?? String(e) });
    } finally {
      setExporting(false);
    }
  };

  const error = fleet.error ?? page.error ?? count.error;
  return (
    <section className="devices-page" aria-label={MSG.title}>
      <DevicesToolbar view={view} update={update} onExport={() => void exportCsv()} exporting={exporting} />
      <FilterBuilder filters={view.filters} onChange={(filters) => update({ filters })} />
      {error ? <p role="alert">{errorText(error)}</p> : null}
      {flow.lockBanner}
      <BulkBar devices={selectedDevices} ctx={ctx} onRun={flow.start} onClear={selection.clear} busy={flow.busy} />
      {view.lens === 'map' ? (
        <Suspense fallback={<Skeleton lines={8} />}>
          <DeviceMap fleetId={fleetId} view={view} />
        </Suspense>
      ) : page.data ? (
        <>
          <DevicesTable
            rows={page.data}
            view={view}
            update={update}
            selectedIds={selectedIds}
            onSelectionChange={selection.onChange}
            filtered={view.filters.length > 0 || view.search !== ''}
            columnsRef={columnsRef}
          />
          <Pager view={view} total={count.data ?? page.data.length} update={update} />
        </>
      ) : error ? null : (
        <Skeleton lines={8} />
      )}
      {flow.dialog}
    </section>
  );
}
