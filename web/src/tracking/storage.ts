/** Storage that may be missing: private modes and policies can disable it, and the runtime must carry on. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function probe(get: () => Storage): KeyValueStore | null {
  try {
    const store = get();
    store.getItem('__probe__');
    return store;
  } catch {
    return null;
  }
}

export function localStore(): KeyValueStore | null {
  return typeof window === 'undefined' ? null : probe(() => window.localStorage);
}

export function sessionStore(): KeyValueStore | null {
  return typeof window === 'undefined' ? null : probe(() => window.sessionStorage);
}

export function getItem(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes or, for null, removes. A full or disabled store is ignored. */
export function setItem(store: KeyValueStore | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or policy: the value is simply not kept.
  }
}

export function readJson<T>(store: KeyValueStore | null, key: string, fallback: T): T {
  const text = getItem(store, key);
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
