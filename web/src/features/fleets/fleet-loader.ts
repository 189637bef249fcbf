/**
 * The fleet layout's route loader (spec 02 §2 "Fleet, app and block detail"), run before the page
 * renders so no wrong page flashes: a non-numeric id shows "invalid id passed in url" and goes to
 * the parent list; a fleet that is not found says "Resource not found" and goes to /fleets; a frozen
 * organization goes to /orgs/{id} (whose layout sends it on to billing, or to /orgs with an error for
 * users without billing access); a wrong class prefix is corrected. It also records the user's access for the sidebar.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/errors.ts';
import { contextStore, sessionStore, type SessionState } from '../session/index.ts';
import { fetchFleetHeaderWithAccess, takeEarlyHeader, type FleetHeader } from './fleet-header.ts';
import { classOfSegment, correctedClassPath } from './fleet-class.ts';
import { isNumericId } from '../../lib/paths.ts';
import { MSG } from './messages.ts';
import { recordFleetAccess } from './sidebar-access.ts';
import { routes } from '../../lib/paths.ts';

/** Resolves once the session has left its loading state (the guards decide what happens then). */
function settledSession(): Promise<SessionState> {
  const now = sessionStore.getSnapshot();
  if (now.status !== 'loading') return Promise.resolve(now);
  return new Promise((resolve) => {
    const off = sessionStore.subscribe(() => {
      const state = sessionStore.getSnapshot();
      if (state.status === 'loading') return;
      off();
      resolve(state);
    });
  });
}

/** Returns the header, a redirect, or null when the session is not signed in (the auth guard redirects). */
export async function fleetLayoutLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<FleetHeader | Response | null> {
  const url = new URL(request.url);
  const segment = url.pathname.split('/')[1];
  const listPath = `/${classOfSegment(segment) ?? 'fleet'}s`;
  if (!isNumericId(params.fleetId)) {
    toast.show({ kind: 'danger', text: `${MSG.invalidId}: ${params.fleetId ?? ''}`, id: 'fleet-invalid-id' });
    return redirect(listPath);
  }
  const fleetId = Number(params.fleetId);
  const read = (userId: number) => fetchFleetHeaderWithAccess(fleetId, userId, request.signal);
  // On a cold load the session is still restoring: its token already names the user, so the
  // header's read leaves now, beside the session's (or left from the entry already, first-reads.ts),
  // and is used if the session confirms that user.
  const claimed = sessionStore.getSnapshot().claims?.id;
  const early = claimed === undefined ? undefined : (takeEarlyHeader(fleetId, claimed) ?? read(claimed));
  early?.catch(() => undefined);
  const session = await settledSession();
  if (session.status !== 'authenticated' || !session.user) return null;
  let header: FleetHeader | null;
  try {
    header = await (early && claimed === session.user.id ? early : read(session.user.id));
  } catch (error) {
    if (isApiError(error) && error.status === 404) header = null;
    else throw error;
  }
  if (!header) {
    // Spec 02 §8 "Resource not found": a danger notice, then back to the list.
    toast.show({ kind: 'danger', text: MSG.resourceNotFound, id: 'resource-not-found' });
    return redirect(routes.fleets());
  }
  // Spec 02 §2: a frozen organization redirects to /orgs/{id}; the organization layout then applies
  // spec 01's rule (its billing page for users with billing access, else /orgs, with the notice).
  if (header.organization.isFrozen) return redirect(routes.org(header.organization.id).root());
  const corrected = correctedClassPath(url.pathname, header.fleetClass);
  if (corrected) return redirect(`${corrected}${url.search}`);
  recordFleetAccess(header.id, header.access);
  // The fleet and its organization become the context data (spec 01 §2); another organization clears the access roles.
  contextStore.setOrganization({
    id: header.organization.id,
    name: header.organization.name,
    handle: header.organization.handle,
  });
  contextStore.setScoped('fleet', { id: header.id, data: header });
  return header;
}

/**
 * Re-run when the fleet changes, after a form submission, or on an explicit revalidation of the same
 * URL (a page that renamed or moved the fleet asks for it); child navigations keep the header.
 */
export function shouldRevalidateFleet({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: {
  currentParams: Record<string, string | undefined>;
  nextParams: Record<string, string | undefined>;
  currentUrl?: URL;
  nextUrl?: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (formMethod) return defaultShouldRevalidate;
  if (currentUrl && nextUrl && currentUrl.href === nextUrl.href) return true;
  return currentParams.fleetId !== nextParams.fleetId;
}
