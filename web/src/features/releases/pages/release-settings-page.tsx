/**
 * /releases/{releaseId}/settings (spec 02 §2, §4): notes, known issues, version, validate/invalidate,
 * finalize, tags and pinning the fleet, for roles with release.update and release_tag permissions.
 */
import { useEffect, useState } from 'react';
import { AutoSaveText } from '../components/auto-save-text.tsx';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Button, Card, ConfirmDialog, PageState, TextField, toast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { routes } from '../../../lib/paths.ts';
import { useUpdateRelease } from '../../../api/release/writes.ts';
import { msg } from '../messages.ts';
import { ReleaseTagsEditor } from '../components/release-tags-editor.tsx';
import { api } from '../../../api/client.ts';
import { canValidate, effectiveStatus, isPinnable, parseReleaseVersion } from '../release-rules.ts';
import '../releases.css';
import { StatusBadges, useFleetContext, useRelease } from './release-layout.tsx';
import { fleetTargetQuery } from '../../../api/application/fleet.ts';
import { usePinFleet } from '../../../api/application/release-tracking.ts';

/** The release's version, three numbers only (spec 02 §5 "Release version edit supports only three-digit semver"). */
function VersionSetting({ releaseId, initial }: { releaseId: number; initial: string }) {
  // Its own mutation, so the button waits for the version's save only (not the notes' auto-saves).
  const update = useUpdateRelease(releaseId);
  const busy = update.isPending;
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const parsed = parseReleaseVersion(value);
  const save = async () => {
    if (!parsed) return;
    try {
      await update.mutateAsync(parsed);
      toast.show({ kind: 'success', text: msg('versionSaved') });
    } catch (error) {
      toast.show({ kind: 'danger', text: errorText(error) ?? '' });
    }
  };
  return (
    <div className="inline-row">
      <TextField
        label={msg('version')}
        value={value}
        errorMessage={parsed ? undefined : msg('versionInvalid')}
        onChange={(e) => setValue(e.target.value)}
      />
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
  const pin = usePinFleet(fleetId);
  const target = useQuery(fleetTargetQuery(fleetId));
  const [confirm, setConfirm] = useState<'finalize' | 'invalidate' | 'validate' | null>(null);
  const r = release.data ?? undefined;
  if (missing) return <Navigate to={routes.fleet(fleetId, fleetClass).releases()} replace />;
  const canUpdate = access.can('release.update');
  // Release settings are hidden from roles without release.update (spec 02 §2): send them to the summary.
  if (!access.isPending && !canUpdate)
    return <Navigate to={routes.fleet(fleetId, fleetClass).release(releaseId).summary()} replace />;
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
    <PageState
      title={msg('settingsTitle')}
      description={r?.raw_version}
      error={fleet.error ?? release.error}
      loading={!r || access.isPending}
    >
      {() =>
        r ? (
          <div className="release-settings">
            <Card title={msg('version')}>
              <VersionSetting releaseId={releaseId} initial={`${r.semver_major}.${r.semver_minor}.${r.semver_patch}`} />
            </Card>
            <Card title={msg('notes')}>
              <AutoSaveText
                label={msg('notes')}
                initial={r.note ?? ''}
                savedText={msg('noteSaved')}
                disabled={!canUpdate}
                onSave={(v) => update.mutateAsync({ note: v || null })}
              />
            </Card>
            <Card title={msg('knownIssues')}>
              <AutoSaveText
                label={msg('knownIssues')}
                initial={r.known_issue_list ?? ''}
                savedText={msg('knownIssuesSaved')}
                disabled={!canUpdate}
                onSave={(v) => update.mutateAsync({ known_issue_list: v || null })}
              />
            </Card>
            <Card title={msg('validity')}>
              <p>
                <StatusBadges
                  status={r.status}
                  updateTimestamp={r.update_timestamp}
                  isFinal={r.is_final}
                  isInvalidated={r.is_invalidated}
                />
              </p>
              {r.is_invalidated ? (
                canValidate(effectiveStatus(r.status, r.update_timestamp, api.serverNow())) ? (
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
              {r.is_final ? (
                <p>{msg('alreadyFinal')}</p>
              ) : (
                <Button onClick={() => setConfirm('finalize')}>{msg('finalize')}</Button>
              )}
            </Card>
            <Card title={msg('tags')}>
              <ReleaseTagsEditor
                releaseId={releaseId}
                tags={r.release_tag}
                can={{
                  create: access.can('release_tag.create'),
                  update: access.can('release_tag.update'),
                  delete: access.can('release_tag.delete'),
                }}
              />
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
