/**
 * /organization/invitation/{token} → accept, then /orgs, where the joined organization is listed;
 * /invitation/{token} → accept, then /fleets (spec 01 §2). A failure shows "Invalid or expired
 * invitation" (spec 01 §8) and goes home.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { acceptFleetInvitation, acceptOrgInvitation } from '../../../api/auth.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';

function AcceptInvitation({
  accept,
  target,
  title,
}: {
  accept: (token: string) => Promise<unknown>;
  target: () => Promise<string>;
  title: string;
}) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      notify({ kind: 'danger', text: MSG.invitationTokenError });
      navigate('/', { replace: true });
      return;
    }
    accept(token)
      .then(async () => {
        notify({ kind: 'success', text: MSG.invitationAccepted });
        navigate(await target(), { replace: true });
      })
      .catch(() => {
        notify({ kind: 'danger', text: MSG.invalidInvitation });
        navigate('/', { replace: true });
      });
  }, [token, accept, target, navigate]);
  return (
    <AuthCard title={title}>
      <p role="status">{MSG.acceptingInvitation}</p>
    </AuthCard>
  );
}

const organizationList = () => Promise.resolve(routes.orgs());
const fleetList = () => Promise.resolve(routes.fleets());

export function OrganizationInvitationPage() {
  return <AcceptInvitation accept={acceptOrgInvitation} target={organizationList} title={MSG.orgInvitation} />;
}

export function FleetInvitationPage() {
  return <AcceptInvitation accept={acceptFleetInvitation} target={fleetList} title={MSG.fleetInvitation} />;
}
