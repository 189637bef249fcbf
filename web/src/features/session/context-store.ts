/**
 * The context data of the page in view (spec 01 §2 "Sidebars by context"): the organization in
 * context with the user's access roles there, and the records of the fleet, device, release, team
 * or member being viewed. Navigation clears what no longer applies; changing organization clears
 * the access roles; logout clears everything (spec 01 §4). React-free.
 */
import type { FleetClass } from '../../../../shared/fleet-class.ts';

/** Where the user is (structurally the shell's NavigationContext). */
export type ContextNavigation =
  | { kind: 'home' }
  | { kind: 'organization'; orgId: number }
  | { kind: 'member'; orgId: number; memberId: number }
  | { kind: 'team'; orgId: number; teamId: number }
  | { kind: FleetClass; fleetId: number }
  | { kind: 'release'; fleetId: number; releaseId: number }
  | { kind: 'device'; uuid: string };

export type ScopedKind = 'fleet' | 'device' | 'release' | 'team' | 'member';

export interface ScopedEntry {
  id: number | string;
  data?: unknown;
}

export interface ContextData {
  /** The organization in context (set by organization pages and by fleet/device pages once loaded). */
  organization: { id: number; name?: string; handle?: string } | null;
  /** The user's roles in that organization (e.g. ['administrator']), null until known. */
  accessRoles: readonly string[] | null;
  scoped: Readonly<Partial<Record<ScopedKind, ScopedEntry>>>;
}

export const EMPTY_CONTEXT: ContextData = { organization: null, accessRoles: null, scoped: {} };

/** Which scoped record ids still apply at a navigation (undefined: that kind does not apply). */
function applicableIds(nav: ContextNavigation): Partial<Record<ScopedKind, number | string | '*'>> {
  switch (nav.kind) {
    case 'home':
    case 'organization':
      return {};
    case 'member':
      return { member: nav.memberId };
    case 'team':
      return { team: nav.teamId };
    case 'fleet':
    case 'app':
    case 'block':
      return { fleet: nav.fleetId };
    case 'release':
      return { fleet: nav.fleetId, release: nav.releaseId };
    case 'device':
      // The device's fleet stays: the device page shows it.
      return { device: nav.uuid, fleet: '*' };
  }
}

/**
 * The context kept after navigating to `nav` (pure): scoped records that no longer apply go; the
 * home page clears the organization; an organization page of another organization replaces it and
 * clears the access roles; fleet, release and device pages keep the organization their page set.
 */
export function retainedContext(prev: ContextData, nav: ContextNavigation): ContextData {
  const ids = applicableIds(nav);
  const scoped: Partial<Record<ScopedKind, ScopedEntry>> = {};
  for (const [kind, entry] of Object.entries(prev.scoped) as Array<[ScopedKind, ScopedEntry]>) {
    const wanted = ids[kind];
    if (wanted !== undefined && (wanted === '*' || wanted === entry.id)) scoped[kind] = entry;
  }
  if (nav.kind === 'home') return { ...EMPTY_CONTEXT };
  if ('orgId' in nav && prev.organization?.id !== nav.orgId)
    return { organization: { id: nav.orgId }, accessRoles: null, scoped };
  return { organization: prev.organization, accessRoles: prev.accessRoles, scoped };
}

type Listener = () => void;

export class ContextStore {
  private state: ContextData = EMPTY_CONTEXT;
  private readonly listeners = new Set<Listener>();

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getSnapshot = (): ContextData => this.state;

  private set(next: ContextData): void {
    if (next === this.state) return;
    this.state = next;
    for (const l of this.listeners) l();
  }

  /** A navigation: drops the context data that no longer applies. */
  navigate(nav: ContextNavigation): void {
    const next = retainedContext(this.state, nav);
    const same =
      next.organization === this.state.organization &&
      next.accessRoles === this.state.accessRoles &&
      sameScoped(next.scoped, this.state.scoped);
    if (!same) this.set(next);
  }

  /** Sets the organization in context; another organization clears the access roles. */
  setOrganization(organization: { id: number; name?: string; handle?: string }): void {
    const changed = this.state.organization?.id !== organization.id;
    this.set({ ...this.state, organization, accessRoles: changed ? null : this.state.accessRoles });
  }

  /** Records the user's roles in an organization (ignored unless it is the one in context). */
  setAccessRoles(orgId: number, roles: readonly string[]): void {
    if (this.state.organization?.id !== orgId) return;
    this.set({ ...this.state, accessRoles: [...roles] });
  }

  /** Records the fleet, device, release, team or member being viewed. */
  setScoped(kind: ScopedKind, entry: ScopedEntry): void {
    this.set({ ...this.state, scoped: { ...this.state.scoped, [kind]: entry } });
  }

  clear(): void {
    this.set(EMPTY_CONTEXT);
  }
}

function sameScoped(a: ContextData['scoped'], b: ContextData['scoped']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<ScopedKind>;
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

/** The page's context store. */
export const contextStore = new ContextStore();

const nameOf = (entry: ScopedEntry | undefined): string | undefined => {
  const data = entry?.data;
  return data && typeof data === 'object' && 'name' in data && typeof data.name === 'string' ? data.name : undefined;
};

/**
 * The name of what the user is viewing, from the recorded context data (read by the shell to name the
 * "here" pages of the command palette): the fleet's name on fleet, release and device pages (the device
 * page keeps its fleet), the organization's on organization, member and team pages; undefined while
 * the record is not there yet.
 */
export function contextName(data: ContextData, nav: ContextNavigation): string | undefined {
  switch (nav.kind) {
    case 'home':
      return undefined;
    case 'organization':
    case 'member':
    case 'team':
      return data.organization?.id === nav.orgId ? data.organization.name : undefined;
    case 'device':
      return nameOf(data.scoped.device) ?? nameOf(data.scoped.fleet);
    default: {
      const fleet = data.scoped.fleet;
      return fleet?.id === nav.fleetId ? nameOf(fleet) : undefined;
    }
  }
}
