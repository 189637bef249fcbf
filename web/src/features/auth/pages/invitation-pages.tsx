/**
 * /organization/invitation/{token} → accept, then the organization joined (the user's newest
 * membership; /orgs if it cannot be read); /invitation/{token} → accept, then /fleets (spec 01 §2).
 * A failure shows "Invalid or expired invitation" (spec 01 §8) and goes home.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { acceptFleetInvitation, acceptOrgInvitation } from '../../../api/auth.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../app/routes.ts';
import { newestOrganizationOf } from '../../../api/organizations.ts';
import { useSession } from '../../session/index.ts';

function AcceptInvitation({ accept, target, title }: { accept: (token: string) => Promise<unknown>; target: () => Promise<string>; title: string }) {
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

/** The organization the user joined last, or the organization list. */
async function joinedOrganization(userId: number | undefined): Promise<string> {
  const orgId = userId === undefined ? null : await newestOrganizationOf(userId).catch(() => null);
  return orgId === null ? routes.orgs() : routes.org(orgId).summary();
}

const fleetList = () => Promise.resolve(routes.fleets());

export function OrganizationInvitationPage() {
  const { user } = useSession();
  const userId = user?.id;
  const target = useCallback(() => joinedOrganization(userId), [userId]);
  return <AcceptInvitation accept={acceptOrgInvitation} target={target} title={MSG.orgInvitation} />;
}

export function FleetInvitationPage() {
  return <AcceptInvitation accept={acceptFleetInvitation} target={fleetList} title={MSG.fleetInvitation} />;
}
