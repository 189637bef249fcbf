/**
 * Recently opened palette items (organizations, fleets, devices, pages), newest first, kept in
 * localStorage so they survive a reload. Pure list rules plus a guarded read and write.
 */
const RECENTS_KEY = 'fleetmock:palette-recents';
/** Most items kept. */
export const RECENTS_MAX = 8;

type RecentKind = 'organization' | 'fleet' | 'device' | 'page';

export interface RecentItem {
  kind: RecentKind;
  label: string;
  detail?: string;
  href: string;
  /** The fleet's id, so `g d` can open the last fleet's devices. */
  fleetId?: number;
}

/** `item` first, any older entry with the same address dropped, at most `RECENTS_MAX` kept. */
export function addRecent(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((r) => r.href !== item.href)].slice(0, RECENTS_MAX);
}

const isRecent = (v: unknown): v is RecentItem =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as RecentItem).label === 'string' &&
  typeof (v as RecentItem).href === 'string' &&
  ['organization', 'fleet', 'device', 'page'].includes((v as RecentItem).kind);

export function readRecents(): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENTS_MAX) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(item: RecentItem): void {
  try {
    localStorage.setItem(RECENTS_KEY, JSON.stringify(addRecent(readRecents(), item)));
  } catch {
    /* storage blocked: nothing remembered */
  }
}
