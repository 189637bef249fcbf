/**
 * The deploy-with panel (spec 02 §2 "Deploy link", §9 "The default device type for deploying is
 * raspberrypi4-64"): after /deploy stored its parameters (kept a day, restored after login), the
 * fleets list shows the project — name, author, logo and description read from the repository's
 * balena.yml when a configuration or repository URL was given — with its device type and source,
 * and walks the user to creating a fleet for it; dismissing forgets the parameters.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Link, Skeleton } from '../../../components/ui/index.ts';
import { deployProjectQuery } from '../../../api/deploy.ts';
import type { DeployParams } from '../../session/index.ts';
import { DEFAULT_DEVICE_TYPE } from '../constants.ts';
import { fill, MSG } from '../messages.ts';

export interface DeployPanelProps {
  params: DeployParams;
  canCreate: boolean;
  onCreate: (deviceType: string) => void;
  onDismiss: () => void;
}

export function DeployPanel({ params, canCreate, onCreate, onDismiss }: DeployPanelProps) {
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
    </Card>
  );
}
