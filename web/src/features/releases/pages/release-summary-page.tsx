/**
 * /releases/{releaseId}/summary (spec 02 §2, §3, §4): details, pinning devices of the fleet to the
 * release (device.update), notes, known issues, tags, images, compose, build logs, assets and the
 * devices running the release.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  Badge,
  Banner,
  Button,
  Card,
  Link,
  PageState,
  ScrollRegion,
  Table,
  TagChip,
  column,
} from '../../../components/ui/index.ts';
import { saveText } from '../../../lib/download.ts';
import { buildLogChunk, compositionText, dockerfileState, effectiveStatus, runOutcomeText } from '../release-rules.ts';
import { api } from '../../../api/client.ts';
import { formatDate, formatSize } from '../../../lib/format.ts';
import { routes } from '../../../lib/paths.ts';
import { type ReleaseDetail } from '../../../api/release/reads.ts';
import { msg } from '../messages.ts';
import '../releases.css';
import { StatusBadges, useFleetContext, useRelease } from './release-layout.tsx';
import { PinDevicesCard } from '../components/pin-devices.tsx';

export function ReleaseSummaryPage() {
  const { fleetId, fleet, access, fleetClass } = useFleetContext();
  const { release, missing } = useRelease();
  if (missing) return <Navigate to={routes.fleet(fleetId, fleetClass).releases()} replace />;
  const r = release.data ?? undefined;
  // Observers and plain members get the reduced view: no compose, build logs or Dockerfiles (spec 02 §2).
  const readOnly = !access.can('release.update');
  return (
    <PageState
      title={msg('summaryTitle', { version: r?.raw_version ?? '' })}
      error={fleet.error ?? release.error}
      loading={!r || access.isPending}
    >
      {() =>
        r ? (
          <ReleaseSummary
            release={r}
            readOnly={readOnly}
            pinCard={
              access.can('device.update') ? <PinDevicesCard fleetId={fleetId} release={r} access={access} /> : null
            }
          />
        ) : null
      }
    </PageState>
  );
}

type Image = ReleaseDetail['release_image'][number]['image'][number];

const IMAGE_COLUMNS = [
  column<Image>('service', msg('service'), (img) => img.is_a_build_of__service[0]?.service_name ?? ''),
  column<Image>('status', msg('status'), (img) => (
    <>
      <Badge tone={img.status === 'success' ? 'success' : img.status === 'running' ? 'info' : 'danger'}>
        {img.status}
      </Badge>
      {img.error_message ? <span className="error-text"> {img.error_message}</span> : null}
    </>
  )),
  column<Image>('size', msg('size'), (img) => (img.image_size ? formatSize(Number(img.image_size)) : '')),
];

function ReleaseSummary({
  release: r,
  readOnly,
  pinCard,
}: {
  release: ReleaseDetail;
  readOnly: boolean;
  pinCard: ReactNode;
}) {
  const compose = compositionText(r.composition);
  const buildLog = buildLogChunk(r.build_log ?? '');
  const images = r.release_image.flatMap((ri) => ri.image);
  const outcome = runOutcomeText(effectiveStatus(r.status, r.update_timestamp, api.serverNow()));
  return (
    <div className="release-summary">
      {outcome ? <Banner kind="danger">{outcome}</Banner> : null}
      <Card title={msg('details')}>
        <dl className="details-list">
          <dt>{msg('colVersion')}</dt>
          <dd>{r.raw_version}</dd>
          <dt>{msg('status')}</dt>
          <dd>
            <StatusBadges
              status={r.status}
              updateTimestamp={r.update_timestamp}
              isFinal={r.is_final}
              isInvalidated={r.is_invalidated}
            />
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
      {pinCard}
      {!readOnly || r.known_issue_list ? (
        <Card title={msg('knownIssues')}>
          <p className="pre-wrap">{r.known_issue_list || msg('noNotes')}</p>
        </Card>
      ) : null}
      <Card title={msg('notes')}>
        <p className="pre-wrap">{r.note || msg('noNotes')}</p>
      </Card>
      <Card title={msg('tags')}>
        {r.release_tag.length === 0 ? (
          <p className="muted">{msg('noTags')}</p>
        ) : (
          r.release_tag.map((tag) => <TagChip key={tag.id} tagKey={tag.tag_key} value={tag.value} />)
        )}
      </Card>
      <Card title={msg('images')}>
        {images.length === 0 ? (
          <p className="muted">{msg('noImages')}</p>
        ) : (
          <Table label={msg('images')} data={images} columns={IMAGE_COLUMNS} getRowId={(img) => String(img.id)} />
        )}
        {!readOnly
          ? images.map((img) => {
              const service = img.is_a_build_of__service[0]?.service_name ?? '';
              const state = dockerfileState(img);
              return (
                <details key={img.id}>
                  <summary>{msg('dockerfile', { service })}</summary>
                  {state === 'dockerfile' ? (
                    <>
                      <ScrollRegion as="pre" className="code-block" label={msg('dockerfile', { service })}>
                        {img.dockerfile}
                      </ScrollRegion>
                      <Button
                        variant="ghost"
                        onClick={() => saveText(`dockerfile-${service}.txt`, img.dockerfile ?? '')}
                      >
                        {msg('downloadDockerfile')}
                      </Button>
                    </>
                  ) : (
                    <p className="muted">{state === 'preBuilt' ? msg('preBuiltImage') : msg('noDockerfile')}</p>
                  )}
                  <h4>{msg('serviceBuildLog', { service })}</h4>
                  {img.build_log ? (
                    <ScrollRegion as="pre" className="code-block build-log" label={msg('serviceBuildLog', { service })}>
                      {buildLogChunk(img.build_log).text}
                    </ScrollRegion>
                  ) : (
                    <p className="muted">{msg('noBuildLogs')}</p>
                  )}
                </details>
              );
            })
          : null}
      </Card>
      {!readOnly ? (
        <>
          <Card
            title={msg('compose')}
            actions={
              <Link
                to={`data:application/json;charset=utf-8,${encodeURIComponent(compose.text)}`}
                external
                download="docker-compose.json"
              >
                {msg('downloadCompose')}
              </Link>
            }
          >
            {compose.parsed ? null : <p className="muted">{msg('compositionUnparsed')}</p>}
            <ScrollRegion as="pre" className="code-block" label={msg('compose')}>
              {compose.text}
            </ScrollRegion>
          </Card>
          <Card
            title={msg('buildLog')}
            actions={
              r.build_log ? (
                <Button
                  variant="ghost"
                  onClick={() => saveText(`build-log-${r.commit.slice(0, 7)}.txt`, r.build_log ?? '')}
                >
                  {msg('downloadBuildLog')}
                </Button>
              ) : null
            }
          >
            {r.build_log ? (
              <ScrollRegion as="pre" className="code-block build-log" label={msg('buildLog')}>
                {buildLog.text}
              </ScrollRegion>
            ) : (
              <p className="muted">{msg('noBuildLogs')}</p>
            )}
            {buildLog.truncated ? <p className="muted">{msg('buildLogTruncated')}</p> : null}
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
