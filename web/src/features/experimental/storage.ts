/**
 * Experimental preferences (spec 01 §2 "Preferences", §3 "Local UI settings": headerColor,
 * showNavigationStripes, display-apps flag), stored locally in this browser. Same keys as the
 * /preferences/experimental tab used before this module existed, so saved values carry over.
 */
export const EXPERIMENTAL_STORAGE_KEYS = {
  headerColor: 'headerColor',
  showNavigationStripes: 'showNavigationStripes',
  displayApps: 'display-apps',
} as const;

export interface ExperimentalSettings {
  /** Custom header background (#rrggbb), or null for the theme's. */
  headerColor: string | null;
  showNavigationStripes: boolean;
  /** Shows the Apps area (Alpha) in the home sidebar (spec 01 §2). */
  displayApps: boolean;
}

export const DEFAULT_EXPERIMENTAL: ExperimentalSettings = {
  headerColor: null,
  showNavigationStripes: false,
  displayApps: false,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** True for a colour the header accepts (#rrggbb). */
const isHeaderColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the settings; invalid stored values fall back to the defaults. */
export function readExperimental(store: Store | null = storage()): ExperimentalSettings {
  const get = (k: string) => {
    try {
      return store?.getItem(k) ?? null;
    } catch {
      return null;
    }
  };
  const color = get(EXPERIMENTAL_STORAGE_KEYS.headerColor);
  return {
    headerColor: isHeaderColor(color) ? color.toLowerCase() : null,
    showNavigationStripes: get(EXPERIMENTAL_STORAGE_KEYS.showNavigationStripes) === 'true',
    displayApps: get(EXPERIMENTAL_STORAGE_KEYS.displayApps) === 'true',
  };
}

const listeners = new Set<() => void>();
let cached: ExperimentalSettings | null = null;

/** Current settings (cached for useSyncExternalStore; refreshed on every write and storage event). */
export function experimentalSnapshot(): ExperimentalSettings {
  cached ??= readExperimental();
  return cached;
}

function changed(): void {
  cached = null;
  listeners.forEach((l) => l());
}

function onStorage(e: StorageEvent): void {
  if (e.key === null || (Object.values(EXPERIMENTAL_STORAGE_KEYS) as string[]).includes(e.key)) changed();
}

export function subscribeExperimental(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * Saves one setting. A headerColor that is not #rrggbb (or null) clears the custom colour.
 */
export function setExperimental<K extends keyof ExperimentalSettings>(
  key: K,
  value: ExperimentalSettings[K],
  store: Store | null = storage(),
): void {
  const storageKey = EXPERIMENTAL_STORAGE_KEYS[key];
  try {
    if (key === 'headerColor') {
      if (isHeaderColor(value)) store?.setItem(storageKey, value.toLowerCase());
      else store?.removeItem(storageKey);
    } else {
      store?.setItem(storageKey, String(Boolean(value)));
    }
  } catch {
    /* storage full or blocked: the setting lasts for this page only */
  }
  changed();
}
