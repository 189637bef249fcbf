/**
 * /organization/invitation/{token} → accept, then /orgs, where the joined organization is listed;
 * /invitation/{token} → accept, then /fleets (spec 01 §2). A token that does not parse into a
 * resource and a name (spec 01 §5) is not sent: invitation_token_error, and the user goes back where
 * they came from (spec 01 §8), or home when the link opened the dashboard. A refused acceptance shows
 * "Invalid or expired invitation" (spec 01 §8) and goes home.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { acceptFleetInvitation, acceptOrgInvitation } from '../../../api/auth.ts';
import { MSG } from '../messages.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';

/**
 * The resource and name an invitation token carries (`<resource>-<name>`, spec 01 §5 "Invitation
 * tokens must parse into a resource and a name"), or null when it does not parse.
 */
export function invitationTokenParts(token: string): { resource: string; name: string } | null {
  const match = /^([a-z]+)-(\S+)$/i.exec(token);
  return match?.[1] && match[2] ? { resource: match[1], name: match[2] } : null;
}

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
  // 'default' is the entry the dashboard opened on: there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!invitationTokenParts(token)) {
      notify({ kind: 'danger', text: MSG.invitationTokenError });
      if (cameFromApp) navigate(-1);
      else navigate('/', { replace: true });
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
  }, [token, accept, target, navigate, cameFromApp]);
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
