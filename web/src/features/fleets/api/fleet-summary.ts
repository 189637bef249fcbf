/**
 * The fleet summary's reads (spec 02 §2 "Fleet summary", §3 application fields): architecture,
 * slug, created date and application type; total and per-status device counts (one count per
 * status, spec 02 §7 "device count filtered by application and overall_status, one query per status").
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { compileCount, compileUrl, type ODataQuery } from '../../../lib/odata/index.ts';
import { FLEET_LIST_REFRESH_MS } from '../constants.ts';
import { DEVICE_STATUSES, type StatusCounts } from '../device-status.ts';
import { fleetKeys } from './keys.ts';

export interface FleetSummary {
  id: number;
  slug: string;
  createdAt: string;
  architecture: string;
  deviceTypeSlug: string;
  deviceTypeName: string;
  applicationType: string;
  trackLatest: boolean;
  targetReleaseId: number | null;
  total: number;
  counts: StatusCounts;
}

interface SummaryRow {
  id: number;
  slug: string;
  created_at: string;
  should_track_latest_release: boolean;
  should_be_running__release: { __id: number } | null;
  application_type: Array<{ name: string }>;
  is_for__device_type: Array<{ slug: string; name: string; is_of__cpu_architecture: Array<{ slug: string }> }>;
  owns__device: number;
}

async function fetchSummary(id: number, signal: AbortSignal): Promise<FleetSummary | null> {
  const row = api.request<{ d: SummaryRow[] }>({
    path: compileUrl(
      'application',
      {
        $select: ['id', 'slug', 'created_at', 'should_track_latest_release', 'should_be_running__release'],
        $expand: {
          application_type: { $select: ['name'] },
          is_for__device_type: { $select: ['slug', 'name'], $expand: { is_of__cpu_architecture: { $select: ['slug'] } } },
          owns__device: { $count: {} },
        },
      } as ODataQuery<'application'>,
      id,
    ),
    resource: 'application',
    signal,
  });
  const counts = DEVICE_STATUSES.map((status) =>
    api.request<{ d: number }>({ path: compileCount('device', { belongs_to__application: id, overall_status: status }), resource: 'device', signal }),
  );
  const [res, ...perStatus] = await Promise.all([row, ...counts]);
  const app = res.d[0];
  if (!app) return null;
  const dt = app.is_for__device_type[0];
  return {
    id: app.id,
    slug: app.slug,
    createdAt: app.created_at,
    architecture: dt?.is_of__cpu_architecture[0]?.slug ?? '',
    deviceTypeSlug: dt?.slug ?? '',
    deviceTypeName: dt?.name ?? '',
    applicationType: app.application_type[0]?.name ?? '',
    trackLatest: app.should_track_latest_release,
    targetReleaseId: app.should_be_running__release?.__id ?? null,
    total: app.owns__device,
    counts: Object.fromEntries(DEVICE_STATUSES.map((s, i) => [s, perStatus[i].d])) as StatusCounts,
  };
}

export const fleetSummaryQuery = (id: number) =>
  queryOptions({ queryKey: fleetKeys.summary(id), queryFn: ({ signal }) => fetchSummary(id, signal), refetchInterval: FLEET_LIST_REFRESH_MS });
