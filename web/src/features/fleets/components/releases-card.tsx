/**
 * The releases card (spec 02 §2 "Fleet summary"): create-release action, the release pinning
 * selector (PATCH should_be_running__release / should_track_latest_release, spec 02 §4, §7), an
 * in-progress build notice linking to the release, and the running release's contract (name, logo,
 * learn-more link).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorText } from '../../../lib/errors.ts';
import { effectiveStatus } from '../../../lib/release-status.ts';
import { api } from '../../../api/client.ts';
import { fleetReleasesQuery, type FleetRelease } from '../../../api/release/reads.ts';
import { RELEASE_CARD_REFRESH_MS } from '../constants.ts';
import { fill, MSG } from '../messages.ts';
import { AddReleaseDialog } from './add-release-dialog.tsx';
import { TRACK_LATEST, usePinFleet } from '../../../api/application/release-tracking.ts';
import { type FleetSummary } from '../../../api/application/fleet.ts';

export interface ReleasesCardProps {
  summary: FleetSummary;
  /** A release's page (/{class}s/{id}/releases/{releaseId}). */
  releasePath: (releaseId: number) => string;
  fleetSlug: string;
  canPin: boolean;
  canCreateRelease: boolean;
}

/** A release the fleet can run or be pinned to: successful, final (not a draft) and valid (spec 02 §4). */
const isRunnable = (r: FleetRelease): boolean => r.status === 'success' && r.is_final && !r.is_invalidated;

/**
 * The release the fleet runs: the API's target (should_be_running__release, which follows the latest
 * final release while tracking latest), else the newest runnable one; never a draft when tracking.
 */
function targetRelease(
  releases: readonly FleetRelease[],
  summary: Pick<FleetSummary, 'trackLatest' | 'targetReleaseId'>,
): FleetRelease | undefined {
  const target = summary.targetReleaseId === null ? undefined : releases.find((r) => r.id === summary.targetReleaseId);
  if (target && (!summary.trackLatest || isRunnable(target))) return target;
  return releases.find(isRunnable);
}

/** A property of a JSON object value, if the value is an object. */
const prop = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The URL of a balena.yml blob asset (`assets.{key}.data.url`). */
const assetUrl = (contract: unknown, key: string): string | undefined =>
  text(prop(prop(prop(prop(contract, 'assets'), key), 'data'), 'url'));

/**
 * The parts of a release's contract (its balena.yml, a free JSON value) the card shows: the name,
 * the version, the logo (`assets.logo.data.url`) and the project's repository as the learn-more link
 * (`assets.repository.data.url`).
 */
function contractInfo(contract: unknown): { name?: string; version?: string; url?: string; logo?: string } {
  return {
    name: text(prop(contract, 'name')),
    version: text(prop(contract, 'version')),
    url: assetUrl(contract, 'repository'),
    logo: assetUrl(contract, 'logo'),
  };
}

function ContractCard({ release }: { release: FleetRelease }) {
  const contract = contractInfo(release.contract);
  if (!contract.name) return null;
  const logo = contract.logo;
  return (
    <div className="inline-row">
      {logo ? <img src={logo} alt={fill(MSG.contractLogo, { name: contract.name })} width={32} height={32} /> : null}
      <strong>{contract.name}</strong>
      {contract.version ? <span className="muted">{contract.version}</span> : null}
      {contract.url ? (
        <Link to={contract.url} external>
          {MSG.learnMore}
        </Link>
      ) : null}
    </div>
  );
}

export function ReleasesCard({ summary, releasePath, fleetSlug, canPin, canCreateRelease }: ReleasesCardProps) {
  const releases = useQuery({ ...fleetReleasesQuery(summary.id), refetchInterval: RELEASE_CARD_REFRESH_MS });
  const pin = usePinFleet(summary.id);
  const [adding, setAdding] = useState(false);
  const list = releases.data ?? [];
  // The shown status, as on the release pages: a stale running release reads timeout, not in progress.
  const now = api.serverNow();
  const running = list.find((r) => effectiveStatus(r.status, r.update_timestamp, now) === 'running');
  const target = targetRelease(list, summary);
  const choices = [
    { id: TRACK_LATEST, label: MSG.trackLatest },
    ...list.filter(isRunnable).map((r) => ({ id: String(r.id), label: `${r.raw_version} (${r.commit.slice(0, 7)})` })),
  ];
  const selected =
    summary.trackLatest || summary.targetReleaseId === null ? TRACK_LATEST : String(summary.targetReleaseId);

  const choose = (choice: string) => {
    if (choice === selected) return;
    pin.mutate(choice, {
      onSuccess: () => toast.show({ kind: 'success', text: choice === TRACK_LATEST ? MSG.tracking : MSG.pinned }),
      onError: (error) => {
        const text = errorText(error);
        if (text) toast.show({ kind: 'danger', text });
      },
    });
  };

  const action = canCreateRelease ? <Button onClick={() => setAdding(true)}>{MSG.createRelease}</Button> : null;
  return (
    <Card title={MSG.releases} actions={action}>
      {releases.isPending ? <Skeleton lines={3} /> : null}
      {releases.error ? <p role="alert">{errorText(releases.error)}</p> : null}
      {running ? (
        <Banner kind="info">
          {MSG.buildInProgress} <Link to={releasePath(running.id)}>{running.raw_version}</Link>
        </Banner>
      ) : null}
      {releases.data && list.length === 0 ? <p className="muted">{MSG.noReleases}</p> : null}
      {releases.data && list.length > 0 ? (
        <>
          <Select
            label={MSG.pinLabel}
            options={choices}
            selectedKey={selected}
            onSelectionChange={choose}
            isDisabled={!canPin || pin.isPending}
          />
          {target ? (
            <p>
              {MSG.runningRelease}: <Link to={releasePath(target.id)}>{target.raw_version}</Link>
            </p>
          ) : null}
          {target ? <ContractCard release={target} /> : null}
        </>
      ) : null}
      {adding ? <AddReleaseDialog fleetSlug={fleetSlug} isOpen={adding} onOpenChange={setAdding} /> : null}
    </Card>
  );
}
