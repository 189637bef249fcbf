/**
 * /{class}s/{id}/releases and /releases/{releaseId}/{summary,settings} (spec 02 §2, §3, §4, §7):
 * the paged, filterable list; a release's layout (a non-numeric id shows "invalid id passed in url"
 * and goes up one level, a missing release shows "Resource not found" and goes back to the list);
 * the summary (details, notes, known issues, tags, images, compose, build logs, assets, devices);
 * the settings (notes, known issues, validate/invalidate, finalize, tags, pin the fleet), for roles
 * with release.update and release_tag permissions only.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router';
import { Badge, Button, Card, ConfirmDialog, Link, PageState, Select, TagChip, TextField, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { formatDate, formatSize } from '../../../lib/format.ts';
import { useFleetAccess } from '../../session/index.ts';
import { routes, type FleetClassName } from '../../../app/routes.ts';
import {
  fleetTargetQuery,
  RELEASE_PAGE_SIZE,
  releaseListQuery,
  releaseQuery,
  usePinFleetToRelease,
  useUpdateRelease,
  type ReleaseDetail,
  type ReleaseListFilters,
  type ReleaseStatusGroup,
} from '../../../api/releases.ts';
import { fleetContextQuery } from '../../../api/fleet-access.ts';
import { msg } from '../messages.ts';
import { ReleaseTagsEditor } from '../components/release-tags-editor.tsx';
import { canValidate, isPinnable, parseReleaseVersion, releaseGroup } from '../release-rules.ts';
import '../releases.css';

const INVALID_ID = 'invalid id passed in url'; // spec 02 §8

function useFleetContext() {
  const fleetId = Number(useParams().fleetId);
  const fleet = useQuery(fleetContextQuery(fleetId));
  const ctx = fleet.data ?? undefined;
  const access = useFleetAccess(ctx ? { id: fleetId, organizationId: ctx.organization.id } : undefined);
  const fleetClass: FleetClassName = ctx?.fleetClass ?? 'fleet';
  return { fleetId, fleet, access, fleetClass };
}

function StatusBadges({ status, isFinal, isInvalidated }: { status: string; isFinal: boolean; isInvalidated: boolean }) {
  const group = releaseGroup(status);
  const tone = group === 'succeeded' ? 'success' : group === 'failed' ? 'danger' : group === 'running' ? 'info' : 'warning';
  return (
    <span className="release-badges">
      <Badge tone={tone}>{status}</Badge>
      {!isFinal ? <Badge tone="warning">{msg('draft')}</Badge> : null}
      {isInvalidated ? <Badge tone="danger">{msg('invalidated')}</Badge> : null}
    </span>
  );
}

const GROUPS: Array<{ id: ReleaseStatusGroup | 'all'; label: string }> = [
  { id: 'all', label: msg('all') },
  { id: 'running', label: msg('running') },
  { id: 'succeeded', label: msg('succeeded') },
  { id: 'failed', label: msg('failed') },
  { id: 'cancelled', label: msg('cancelled') },
];

const ORDERS = [
  { id: 'newest', label: msg('orderNewest') },
  { id: 'version', label: msg('orderVersion') },
];

export function ReleaseListPage() {
  const { fleetId, fleet, fleetClass } = useFleetContext();
  const [filters, setFilters] = useState<ReleaseListFilters>({ search: '', group: 'all', order: 'newest', page: 0 });
  const list = useQuery(releaseListQuery(fleetId, filters));
  const target = useQuery(fleetTargetQuery(fleetId));
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RELEASE_PAGE_SIZE));
  const filtered = filters.search !== '' || filters.group !== 'all';
  return (
    <PageState title={msg('listTitle')} description={msg('listIntro')} error={fleet.error ?? list.error} loading={fleet.isPending || list.isPending}>
      {() => (
        <div className="release-list">
          <div className="inline-row">
            <TextField label={msg('search')} type="search" value={filters.search} onChange={(e) => setFilters({ ...filters, search: e.target.value, page: 0 })} />
            <Select label={msg('statusFilter')} options={GROUPS} selectedKey={filters.group} onSelectionChange={(key) => setFilters({ ...filters, group: GROUPS.find((g) => g.id === key)?.id ?? 'all', page: 0 })} />
            <Select label={msg('order')} options={ORDERS} selectedKey={filters.order} onSelectionChange={(key) => setFilters({ ...filters, order: key === 'version' ? 'version' : 'newest', page: 0 })} />
          </div>
          {list.data && list.data.rows.length === 0 ? (
            <p className="muted">{filtered ? msg('noMatch') : msg('empty')}</p>
          ) : (
            <table className="data-table" aria-label={msg('listTitle')}>
              <thead>
                <tr>
                  <th scope="col">{msg('colVersion')}</th>
                  <th scope="col">{msg('colStatus')}</th>
                  <th scope="col">{msg('colCommit')}</th>
                  <th scope="col">{msg('colCreatedBy')}</th>
                  <th scope="col">{msg('colCreated')}</th>
                  <th scope="col">{msg('colTags')}</th>
                  <th scope="col">{msg('colDevices')}</th>
                </tr>
              </thead>
              <tbody>
                {(list.data?.rows ?? []).map((r) => {
                  const isDefault = target.data ? (target.data.trackLatest ? false : target.data.releaseId === r.id) : false;
                  return (
                    <tr key={r.id}>
                      <td>
                        <Link to={routes.fleet(fleetId, fleetClass).release(r.id).summary()}>{r.raw_version}</Link> {isDefault ? <Badge tone="info">{msg('default')}</Badge> : null}
                      </td>
                      <td>
                        <StatusBadges status={r.status} isFinal={r.is_final} isInvalidated={r.is_invalidated} />
                      </td>
                      <td>
                        <code>{r.commit.slice(0, 7)}</code>
                      </td>
                      <td>{r.is_created_by__user[0]?.username ?? ''}</td>
                      <td>{formatDate(r.created_at)}</td>
                      <td>
                        {r.release_tag.map((tag) => (
                          <TagChip key={tag.id} tagKey={tag.tag_key} value={tag.value} />
                        ))}
                      </td>
                      <td>{r.is_running_on__device}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {total > RELEASE_PAGE_SIZE ? (
            <div className="inline-row">
              <Button disabled={filters.page === 0} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
                {msg('previous')}
              </Button>
              <span>{msg('pageOf', { page: filters.page + 1, pages, total })}</span>
              <Button disabled={filters.page + 1 >= pages} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
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
export function ReleaseLayout() {
  const { releaseId } = useParams();
  const valid = /^\d+$/.test(releaseId ?? '');
  useEffect(() => {
    if (!valid) toast.show({ kind: 'danger', text: `${INVALID_ID}: ${releaseId ?? ''}`, id: 'release-invalid-id' });
  }, [valid, releaseId]);
  if (!valid) return <Navigate to=".." relative="path" replace />;
  return <Outlet />;
}

function useRelease() {
  const releaseId = Number(useParams().releaseId);
  const release = useQuery(releaseQuery(releaseId));
  const missing = release.isSuccess && release.data === null;
  useEffect(() => {
    if (missing) toast.show({ kind: 'danger', text: msg('notFound'), id: 'release-not-found' });
  }, [missing]);
  return { releaseId, release, missing };
}

export function ReleaseSummaryPage() {
  const { fleetId, fleet, access, fleetClass } = useFleetContext();
  const { release, missing } = useRelease();
  if (missing) return <Navigate to={routes.fleet(fleetId, fleetClass).releases()} replace />;
  const r = release.data ?? undefined;
  // Observers and plain members get the reduced view: no compose, build logs or Dockerfiles (spec 02 §2).
  const readOnly = !access.can('release.update');
  return (
    <PageState title={msg('summaryTitle', { version: r?.raw_version ?? '' })} error={fleet.error ?? release.error} loading={!r || access.isPending}>
      {() => (r ? <ReleaseSummary release={r} readOnly={readOnly} /> : null)}
    </PageState>
  );
}

function ReleaseSummary({ release: r, readOnly }: { release: ReleaseDetail; readOnly: boolean }) {
  const compose = JSON.stringify(r.composition ?? {}, null, 2);
  const images = r.release_image.flatMap((ri) => ri.image);
  return (
    <div className="release-summary">
      <Card title={msg('details')}>
        <dl className="details-list">
          <dt>{msg('colVersion')}</dt>
          <dd>{r.raw_version}</dd>
          <dt>{msg('status')}</dt>
          <dd>
            <StatusBadges status={r.status} isFinal={r.is_final} isInvalidated={r.is_invalidated} />
          </dd>
          <dt>{msg('validity')}</dt>
          <dd>{r.is_invalidated ? msg('invalidated') : msg('valid')}</dd>
          <dt>{msg('finalized')}</dt>
          <dd>{r.is_final ? msg('yes') : msg('no')}</dd>
          <dt>{msg('colCommit')}</dt>
          <dd>
            <code>{r.commit}</code>
          </dd>
          <dt>{msg('colCreatedBy')}</dt>
          <dd>{r.is_created_by__user[0]?.username ?? ''}</dd>
          <dt>{msg('colCreated')}</dt>
          <dd>{formatDate(r.created_at)}</dd>
        </dl>
      </Card>
      {!readOnly || r.known_issue_list ? (
        <Card title={msg('knownIssues')}>
          <p className="pre-wrap">{r.known_issue_list || msg('noNotes')}</p>
        </Card>
      ) : null}
      <Card title={msg('notes')}>
        <p className="pre-wrap">{r.note || msg('noNotes')}</p>
      </Card>
      <Card title={msg('tags')}>
        {r.release_tag.length === 0 ? <p className="muted">{msg('noTags')}</p> : r.release_tag.map((tag) => <TagChip key={tag.id} tagKey={tag.tag_key} value={tag.value} />)}
      </Card>
      <Card title={msg('images')}>
        {images.length === 0 ? (
          <p className="muted">{msg('noImages')}</p>
        ) : (
          <table className="data-table" aria-label={msg('images')}>
            <thead>
              <tr>
                <th scope="col">{msg('service')}</th>
                <th scope="col">{msg('status')}</th>
                <th scope="col">{msg('size')}</th>
              </tr>
            </thead>
            <tbody>
              {images.map((img) => (
                <tr key={img.id}>
                  <td>{img.is_a_build_of__service[0]?.service_name ?? ''}</td>
                  <td>
                    <Badge tone={img.status === 'success' ? 'success' : img.status === 'running' ? 'info' : 'danger'}>{img.status}</Badge>
                    {img.error_message ? <span className="error-text"> {img.error_message}</span> : null}
                  </td>
                  <td>{img.image_size ? formatSize(Number(img.image_size)) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!readOnly
          ? images.map((img) => (
              <details key={img.id}>
                <summary>{msg('dockerfile', { service: img.is_a_build_of__service[0]?.service_name ?? '' })}</summary>
                <pre className="code-block">{img.dockerfile || msg('noDockerfile')}</pre>
              </details>
            ))
          : null}
      </Card>
      {!readOnly ? (
        <>
          <Card title={msg('compose')} actions={<Link to={`data:application/json;charset=utf-8,${encodeURIComponent(compose)}`} external download="docker-compose.json">{msg('downloadCompose')}</Link>}>
            <pre className="code-block">{compose}</pre>
          </Card>
          <Card title={msg('buildLog')}>
            <pre className="code-block build-log">{r.build_log || msg('noBuildLogs')}</pre>
          </Card>
        </>
      ) : null}
      <Card title={msg('assets')}>
        {r.release_asset.length === 0 ? (
          <p className="muted">{msg('noAssets')}</p>
        ) : (
          <ul>
            {r.release_asset.map((a) => (
              <li key={a.id}>
                {a.asset?.href ? (
                  <Link to={a.asset.href} external>
                    {a.asset_key}
                  </Link>
                ) : (
                  a.asset_key
                )}
                {a.asset?.size ? ` (${formatSize(a.asset.size)})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={msg('devices')}>
        {r.is_running_on__device.length === 0 ? (
          <p className="muted">{msg('noDevices')}</p>
        ) : (
          <ul>
            {r.is_running_on__device.map((d) => (
              <li key={d.id}>
                <Link to={routes.device(d.uuid).summary()}>{d.device_name}</Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function TextSetting({ label, initial, saveLabel, savedText, disabled, onSave }: { label: string; initial: string; saveLabel: string; savedText: string; disabled: boolean; onSave: (value: string) => Promise<unknown> }) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(initial), [initial]);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(value);
      toast.show({ kind: 'success', text: savedText });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="setting-block">
      <label className="field">
        <span className="field-label">{label}</span>
        <textarea value={value} rows={4} disabled={disabled} onChange={(e) => setValue(e.target.value)} />
      </label>
      <Button disabled={disabled || busy || value === initial} onClick={save}>
        {saveLabel}
      </Button>
    </div>
  );
}

/** The release's version, three numbers only (spec 02 §5 "Release version edit supports only three-digit semver"). */
function VersionSetting({ initial, onSave }: { initial: string; onSave: (version: NonNullable<ReturnType<typeof parseReleaseVersion>>) => Promise<unknown> }) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(initial), [initial]);
  const parsed = parseReleaseVersion(value);
  const save = async () => {
    if (!parsed) return;
    setBusy(true);
    try {
      await onSave(parsed);
      toast.show({ kind: 'success', text: msg('versionSaved') });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="inline-row">
      <TextField label={msg('version')} value={value} errorMessage={parsed ? undefined : msg('versionInvalid')} onChange={(e) => setValue(e.target.value)} />
      <Button disabled={!parsed || busy || value.trim() === initial} onClick={save}>
        {msg('saveVersion')}
      </Button>
    </div>
  );
}

export function ReleaseSettingsPage() {
  const { fleetId, fleet, access, fleetClass } = useFleetContext();
  const { releaseId, release, missing } = useRelease();
  const update = useUpdateRelease(releaseId);
  const pin = usePinFleetToRelease(fleetId);
  const target = useQuery(fleetTargetQuery(fleetId));
  const [confirm, setConfirm] = useState<'finalize' | 'invalidate' | 'validate' | null>(null);
  const r = release.data ?? undefined;
  if (missing) return <Navigate to={routes.fleet(fleetId, fleetClass).releases()} replace />;
  const canUpdate = access.can('release.update');
  // Release settings are hidden from roles without release.update (spec 02 §2): send them to the summary.
  if (!access.isPending && !canUpdate) return <Navigate to={routes.fleet(fleetId, fleetClass).release(releaseId).summary()} replace />;
  const run = async (body: Parameters<typeof update.mutateAsync>[0], success: string) => {
    try {
      await update.mutateAsync(body);
      toast.show({ kind: 'success', text: success });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    }
  };
  const pinHere = async () => {
    try {
      await pin.mutateAsync(releaseId);
      toast.show({ kind: 'success', text: msg('pinnedToast') });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    }
  };
  const pinnedHere = target.data ? !target.data.trackLatest && target.data.releaseId === releaseId : false;
  return (
    <PageState title={msg('settingsTitle')} description={r?.raw_version} error={fleet.error ?? release.error} loading={!r || access.isPending}>
      {() =>
        r ? (
          <div className="release-settings">
            <Card title={msg('version')}>
              <VersionSetting initial={`${r.semver_major}.${r.semver_minor}.${r.semver_patch}`} onSave={(v) => update.mutateAsync(v)} />
            </Card>
            <Card title={msg('notes')}>
              <TextSetting label={msg('notes')} initial={r.note ?? ''} saveLabel={msg('saveNote')} savedText={msg('noteSaved')} disabled={!canUpdate} onSave={(v) => update.mutateAsync({ note: v || null })} />
            </Card>
            <Card title={msg('knownIssues')}>
              <TextSetting label={msg('knownIssues')} initial={r.known_issue_list ?? ''} saveLabel={msg('saveKnownIssues')} savedText={msg('knownIssuesSaved')} disabled={!canUpdate} onSave={(v) => update.mutateAsync({ known_issue_list: v || null })} />
            </Card>
            <Card title={msg('validity')}>
              <p>
                <StatusBadges status={r.status} isFinal={r.is_final} isInvalidated={r.is_invalidated} />
              </p>
              {r.is_invalidated ? (
                canValidate(r.status) ? (
                  <Button onClick={() => setConfirm('validate')}>{msg('validate')}</Button>
                ) : (
                  <p className="muted">{msg('cannotValidate')}</p>
                )
              ) : (
                <Button variant="danger" onClick={() => setConfirm('invalidate')}>
                  {msg('invalidate')}
                </Button>
              )}
            </Card>
            <Card title={msg('finalized')}>
              {r.is_final ? <p>{msg('alreadyFinal')}</p> : <Button onClick={() => setConfirm('finalize')}>{msg('finalize')}</Button>}
            </Card>
            <Card title={msg('tags')}>
              <ReleaseTagsEditor releaseId={releaseId} tags={r.release_tag} can={{ create: access.can('release_tag.create'), update: access.can('release_tag.update'), delete: access.can('release_tag.delete') }} />
            </Card>
            {access.can('application.update') ? (
              <Card title={msg('pinFleet')}>
                {pinnedHere ? (
                  <p>{msg('fleetPinnedHere')}</p>
                ) : isPinnable(r) ? (
                  <Button onClick={pinHere} disabled={pin.isPending}>
                    {msg('pinFleet')}
                  </Button>
                ) : (
                  <p className="muted">{msg('notPinnable')}</p>
                )}
              </Card>
            ) : null}
            <ConfirmDialog
              isOpen={confirm === 'finalize'}
              onOpenChange={(open) => !open && setConfirm(null)}
              title={msg('finalizeTitle', { version: r.raw_version })}
              confirmLabel={msg('finalize')}
              onConfirm={() => run({ is_final: true }, msg('finalizedToast'))}
            >
              <p>{msg('finalizeBody')}</p>
            </ConfirmDialog>
            <ConfirmDialog
              isOpen={confirm === 'invalidate'}
              onOpenChange={(open) => !open && setConfirm(null)}
              title={msg('invalidateTitle', { version: r.raw_version })}
              confirmLabel={msg('invalidate')}
              danger
              onConfirm={() => run({ is_invalidated: true }, msg('invalidated_'))}
            >
              <p>{msg('invalidateBody')}</p>
            </ConfirmDialog>
            <ConfirmDialog
              isOpen={confirm === 'validate'}
              onOpenChange={(open) => !open && setConfirm(null)}
              title={msg('validateTitle', { version: r.raw_version })}
              confirmLabel={msg('validate')}
              onConfirm={() => run({ is_invalidated: false }, msg('validated'))}
            >
              <p>{msg('validateBody')}</p>
            </ConfirmDialog>
          </div>
        ) : null
      }
    </PageState>
  );
}
