import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from '@site/schemas';
import { useSyncExternalStore } from 'react';

/**
 * Which languages an editor works in. Kept in the browser's local storage (per editor, per browser), shared by
 * every localized field through one small store. English is always shown: it is required and is the source text.
 */
const STORAGE_KEY = 'morphis.studio.languages';
const listeners = new Set<() => void>();

function read(): readonly LocaleCode[] {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed)) {
      const codes = parsed.filter(isLocaleCode);
      return codes.includes(DEFAULT_LOCALE) ? codes : [DEFAULT_LOCALE, ...codes];
    }
  } catch {
    // A broken stored value means "show everything", never a broken form.
  }
  return LOCALE_CODES;
}

let current = read();

export function setVisibleLanguages(codes: readonly LocaleCode[]): void {
  const next = LOCALE_CODES.filter((code) => code === DEFAULT_LOCALE || codes.includes(code));
  current = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the choice lasts for this tab only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisibleLanguages(): readonly LocaleCode[] {
  return useSyncExternalStore(subscribe, () => current, () => LOCALE_CODES);
}
