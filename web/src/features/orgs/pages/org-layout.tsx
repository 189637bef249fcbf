/**
 * /orgs/{orgId} (spec 01 §2): the layout of every organization page. A non-numeric id shows
 * "invalid id passed in url" and goes up to /orgs; an organization that does not exist (or is not
 * visible) goes to /orgs too. A frozen organization, unless the path is its billing page, goes to
 * /orgs/{id}/billing when the user may access billing, otherwise to /orgs, with the frozen message
 * naming the organization. The children get the organization and the user's access through
 * `useOrg()`.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { orgQuery } from '../../../api/organization/organizations.ts';
import { ORGANIZATION_PERMISSIONS } from '../../../lib/authz.ts';
import { useSession } from '../../session/index.ts';
import { RedirectWithToast } from '../components/redirect-with-toast.tsx';
import { isNumericId } from '../../../lib/paths.ts';
import { orgAccessOf, type OrgContextValue } from '../org-context.ts';
import { fill, MSG } from '../messages.ts';
import { routes } from '../../../lib/paths.ts';

export default function OrgLayout() {
  const { orgId: rawId } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const valid = isNumericId(rawId);
  const orgId = valid ? Number(rawId) : 0;
  const org = useQuery({ ...orgQuery(orgId), enabled: valid && user !== undefined });
  if (!valid)
    return <RedirectWithToast to={routes.orgs()} text={`${MSG.invalidId}: ${rawId ?? ''}`} id="org-invalid-id" />;
  if (org.isPending || !user) return <Skeleton lines={6} />;
  if (org.error) return <FormAlert error={org.error} />;
  if (!org.data) return <RedirectWithToast to={routes.orgs()} text={`${MSG.notFound}: ${orgId}`} id="org-not-found" />;
  const access = orgAccessOf(org.data, user);
  if (org.data.isFrozen && !pathname.replace(/\/+$/, '').endsWith('/billing')) {
    return access.can(ORGANIZATION_PERMISSIONS.billing) ? (
      <RedirectWithToast
        to={routes.org(orgId).billing()}
        text={fill(MSG.frozenUpdateBilling, { name: org.data.name })}
        id="org-frozen"
      />
    ) : (
      <RedirectWithToast
        to={routes.orgs()}
        text={fill(MSG.frozenReachAdmins, { name: org.data.name })}
        id="org-frozen"
      />
    );
  }
  const context: OrgContextValue = { org: org.data, access, userId: user.id };
  return <Outlet context={context} />;
}
