/**
 * The deploy-with panel (spec 02 §2 "Deploy link", §9 "The default device type for deploying is
 * raspberrypi4-64"): after /deploy stored its parameters (kept a day, restored after login), the
 * fleets list shows the project — name, author, logo and description read from the repository's
 * balena.yml when a configuration or repository URL was given — with its device type and source,
 * and walks the user to creating a fleet for it (spec 02 §2 "Create fleet … can also deploy to an
 * existing fleet from a URL"): with a source archive, the new fleet's first release is built from
 * it, or the archive is built for one of the fleets the user administers. Dismissing forgets the
 * parameters.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Link, Select, Skeleton } from '../../../components/ui/index.ts';
import { deployProjectQuery } from '../../../api/deploy.ts';
import type { DeployParams } from '../../session/index.ts';
import { DEFAULT_DEVICE_TYPE } from '../constants.ts';
import { fill, MSG } from '../messages.ts';

export interface DeployPanelProps {
  params: DeployParams;
  canCreate: boolean;
  onCreate: (deviceType: string) => void;
  onDismiss: () => void;
  /** Fleets the archive may be built for (the user administers their organization). */
  fleets: readonly { id: number; name: string }[];
  /** Builds the source archive for an existing fleet. */
  onDeploy: (fleetId: number) => void;
  deploying: boolean;
}

export function DeployPanel({ params, canCreate, onCreate, onDismiss, fleets, onDeploy, deploying }: DeployPanelProps) {
  const [target, setTarget] = useState<string | null>(null);
  const source = params.configUrl ?? params.repoUrl ?? '';
  const project = useQuery({ ...deployProjectQuery(source), enabled: source !== '' });
  const deviceType = params.defaultDeviceType ?? project.data?.defaultDeviceType ?? DEFAULT_DEVICE_TYPE;
  const p = project.data;
  return (
    <Card title={p ? fill(MSG.deployWith, { name: p.name }) : MSG.deployTitle} className="deploy-panel">
      {source && project.isPending ? <Skeleton lines={2} /> : null}
      {project.error ? <p role="alert">{project.error.message}</p> : null}
      {p ? (
        <div className="inline-row deploy-project">
          {p.logo ? <img src={p.logo} alt="" width={48} height={48} /> : null}
          <div>
            <strong>{p.name}</strong>
            {p.author ? <p className="muted">{fill(MSG.deployAuthor, { author: p.author })}</p> : null}
            {p.description ? <p>{p.description}</p> : null}
          </div>
        </div>
      ) : null}
      <dl className="facts">
        <dt>{MSG.deviceTypeLabel}</dt>
        <dd>{deviceType}</dd>
        {params.repoUrl ? (
          <>
            <dt>{MSG.deployRepository}</dt>
            <dd>
              <Link to={params.repoUrl} external>
                {params.repoUrl}
              </Link>
            </dd>
          </>
        ) : null}
        {params.tarballUrl ? (
          <>
            <dt>{MSG.deploySource}</dt>
            <dd>{params.tarballUrl}</dd>
          </>
        ) : null}
      </dl>
      <p className="muted">{canCreate ? MSG.deployHint : MSG.deployNoOrg}</p>
      <div className="inline-row">
        {canCreate ? (
          <Button variant="primary" onClick={() => onCreate(deviceType)}>
            {MSG.deployCreate}
          </Button>
        ) : null}
        <Button onClick={onDismiss}>{MSG.deployDismiss}</Button>
      </div>
      {params.tarballUrl && fleets.length > 0 ? (
        <div className="inline-row deploy-existing">
          <Select
            label={MSG.deployExisting}
            placeholder={MSG.deployFleetLabel}
            options={fleets.map((f) => ({ id: String(f.id), label: f.name }))}
            selectedKey={target}
            onSelectionChange={setTarget}
          />
          <Button disabled={target === null || deploying} onClick={() => target !== null && onDeploy(Number(target))}>
            {MSG.deployToFleet}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
