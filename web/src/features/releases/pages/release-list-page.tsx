/**
 * /{class}s/{id}/releases (spec 02 §2, §3, §7): the paged, filterable list of a fleet's releases;
 * roles with release.delete select releases and delete them (spec 02 §4 "Release rules", §6).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Link,
  PageState,
  Select,
  Table,
  TagChip,
  column,
  tableSelection,
  TextField,
  useRowSelection,
} from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { routes } from '../../../lib/paths.ts';
import { RELEASE_PAGE_SIZE } from '../../../api/release/keys.ts';
import { releaseListQuery, type ReleaseListFilters, type ReleaseStatusGroup } from '../../../api/release/list.ts';
import { msg } from '../messages.ts';
import '../releases.css';
import { StatusBadges, useFleetContext } from './release-layout.tsx';
import { ReleaseBatch } from '../components/release-batch.tsx';
import { fleetTargetQuery } from '../../../api/application/fleet.ts';

const GROUPS: Array<{ id: ReleaseStatusGroup | 'all'; label: string }> = [
  { id: 'all', label: msg('all') },
  { id: 'running', label: msg('running') },
  { id: 'succeeded', label: msg('succeeded') },
  { id: 'failed', label: msg('failed') },
  { id: 'cancelled', label: msg('cancelled') },
  { id: 'local', label: msg('local') },
];

const ORDERS = [
  { id: 'newest', label: msg('orderNewest') },
  { id: 'version', label: msg('orderVersion') },
];

export function ReleaseListPage() {
  const { fleetId, fleet, fleetClass, access } = useFleetContext();
  const [filters, setFilters] = useState<ReleaseListFilters>({ search: '', group: 'all', order: 'newest', page: 0 });
  const list = useQuery(releaseListQuery(fleetId, filters));
  const target = useQuery(fleetTargetQuery(fleetId));
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RELEASE_PAGE_SIZE));
  const filtered = filters.search !== '' || filters.group !== 'all';
  const canDelete = access.can('release.delete');
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows.map((r) => r.id));
  const selected = rows.filter((r) => selection.has(r.id));
  type Release = (typeof rows)[number];
  const columns = [
    column<Release>('version', msg('colVersion'), (r) => (
      <>
        <Link to={routes.fleet(fleetId, fleetClass).release(r.id).summary()}>{r.raw_version}</Link>{' '}
        {/* release_track reads default on the fleet's target release, pinned or tracked (spec 02 §3). */}
        {target.data?.releaseId === r.id ? <Badge tone="info">{msg('default')}</Badge> : null}
      </>
    )),
    column<Release>('status', msg('colStatus'), (r) => (
      <StatusBadges
        status={r.status}
        updateTimestamp={r.update_timestamp}
        isFinal={r.is_final}
        isInvalidated={r.is_invalidated}
      />
    )),
    column<Release>('commit', msg('colCommit'), (r) => <code>{r.commit.slice(0, 7)}</code>),
    column<Release>('createdBy', msg('colCreatedBy'), (r) => r.is_created_by__user[0]?.username ?? ''),
    column<Release>('created', msg('colCreated'), (r) => formatDate(r.created_at)),
    column<Release>('tags', msg('colTags'), (r) =>
      r.release_tag.map((tag) => <TagChip key={tag.id} tagKey={tag.tag_key} value={tag.value} />),
    ),
    column<Release>('devices', msg('colDevices'), (r) => r.is_running_on__device),
  ];
  return (
    <PageState
      title={msg('listTitle')}
      description={msg('listIntro')}
      error={fleet.error ?? list.error}
      loading={fleet.isPending || list.isPending}
    >
      {() => (
        <div className="release-list">
          <div className="inline-row">
            <TextField
              label={msg('search')}
              type="search"
              value={filters.search}
              onChange={(e) => setFilters({ ...filters, search: e.target.value, page: 0 })}
            />
            <Select
              label={msg('statusFilter')}
              options={GROUPS}
              selectedKey={filters.group}
              onSelectionChange={(key) =>
                setFilters({ ...filters, group: GROUPS.find((g) => g.id === key)?.id ?? 'all', page: 0 })
              }
            />
            <Select
              label={msg('order')}
              options={ORDERS}
              selectedKey={filters.order}
              onSelectionChange={(key) =>
                setFilters({ ...filters, order: key === 'version' ? 'version' : 'newest', page: 0 })
              }
            />
          </div>
          {canDelete ? <ReleaseBatch fleetId={fleetId} selected={selected} onClear={selection.clear} /> : null}
          {list.data && list.data.rows.length === 0 ? (
            <p className="muted">{filtered ? msg('noMatch') : msg('empty')}</p>
          ) : (
            <Table
              label={msg('listTitle')}
              data={rows}
              columns={columns}
              getRowId={(r) => String(r.id)}
              getRowLabel={(r) => r.raw_version}
              {...(canDelete ? tableSelection(selection, rows, (r) => r.id) : {})}
            />
          )}
          {total > RELEASE_PAGE_SIZE ? (
            <div className="inline-row">
              <Button disabled={filters.page === 0} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
                {msg('previous')}
              </Button>
              <span>{msg('pageOf', { page: filters.page + 1, pages, total })}</span>
              <Button
                disabled={filters.page + 1 >= pages}
                onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
              >
                {msg('next')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </PageState>
  );
}

/** Checks the release id (spec 02 §2 "Redirects") before the summary or settings render. */
