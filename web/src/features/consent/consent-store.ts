/**
 * Cookie consent (spec 01 §1: two categories, essentials (required) and analytics (optional);
 * analytics calls happen only after cookies are accepted). The choice is stored locally; until the
 * user decides, analytics counts as refused.
 */
const CONSENT_STORAGE_KEY = 'fleetmock:consent';
/** Bump when the categories change, so everyone is asked again. */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  version: number;
  /** Always true: essentials are required. */
  essentials: true;
  analytics: boolean;
  decidedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Parses a stored choice; anything malformed or from an older version counts as undecided (null). */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ConsentChoice>;
    if (v.version !== CONSENT_VERSION || typeof v.analytics !== 'boolean' || typeof v.decidedAt !== 'number')
      return null;
    return { version: CONSENT_VERSION, essentials: true, analytics: v.analytics, decidedAt: v.decidedAt };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cached: ConsentChoice | null | undefined;

export function consentSnapshot(store: Store | null = storage()): ConsentChoice | null {
  if (cached === undefined) {
    let raw: string | null = null;
    try {
      raw = store?.getItem(CONSENT_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    cached = parseConsent(raw);
  }
  return cached;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the user's choice (essentials are always on). */
export function saveConsent(analytics: boolean, now = Date.now(), store: Store | null = storage()): ConsentChoice {
  const choice: ConsentChoice = { version: CONSENT_VERSION, essentials: true, analytics, decidedAt: now };
  try {
    store?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    /* blocked storage: the choice holds for this page load */
  }
  cached = choice;
  reopened = false;
  listeners.forEach((l) => l());
  return choice;
}

let reopened = false;

/** Shows the cookie panel again so a decided user can change their choice (the help menu's "Cookie settings"). */
export function reopenConsent(): void {
  reopened = true;
  listeners.forEach((l) => l());
}

/** True while the panel was reopened and not yet saved or closed. */
export const consentReopened = (): boolean => reopened;

/** Closes a reopened panel without changing the stored choice. */
export function closeConsent(): void {
  reopened = false;
  listeners.forEach((l) => l());
}

/** True only after the user accepted analytics cookies. */
export const analyticsAllowed = (): boolean => consentSnapshot()?.analytics === true;
