/**
 * /deploy (spec 01 §2): stores tarballUrl, repoUrl, configUrl and defaultDeviceType for a day and
 * goes to /fleets (logging in first if needed; the parameters are restored after login).
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { storeDeployParams } from '../../session/index.ts';
import { DEPLOY_TARGET_PATH } from '../../session/index.ts';
import { MSG } from '../messages.ts';

export default function DeployPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    storeDeployParams(search);
    navigate(DEPLOY_TARGET_PATH, { replace: true });
  }, [search, navigate]);
  return <p role="status">{MSG.preparingDeployment}</p>;
}
