import { STATS_QUEUE_KEY, STATS_QUEUE_LIMIT } from '@site/schemas';
import type { StatsEvent } from './events';
import { type KeyValueStore, readJson, setItem } from './storage';

/**
 * The analytics queue as local storage keeps it: what the runtime's queue (analytics.ts) sends, and what a page
 * leaving before the runtime started leaves for the next start (track.ts). Tiny on purpose: track.ts is first-load.
 */
export interface QueueEntry {
  readonly id: string;
  readonly event: StatsEvent;
}

let entryCounter = 0;
export const entryId = (): string =>
  `${Date.now().toString(36)}-${(entryCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function isEntry(value: unknown): value is QueueEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as QueueEntry;
  return (
    typeof entry.id === 'string' &&
    !!entry.event &&
    typeof entry.event === 'object' &&
    typeof entry.event.event === 'string'
  );
}

export function readQueue(local: KeyValueStore | null): QueueEntry[] {
  const stored = readJson<unknown>(local, STATS_QUEUE_KEY, []);
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

/** Keeps the newest STATS_QUEUE_LIMIT entries. */
export function writeQueue(local: KeyValueStore | null, entries: readonly QueueEntry[]): void {
  const kept = entries.slice(-STATS_QUEUE_LIMIT);
  setItem(local, STATS_QUEUE_KEY, kept.length ? JSON.stringify(kept) : null);
}

export function appendToQueue(local: KeyValueStore | null, events: readonly StatsEvent[]): void {
  if (events.length > 0) writeQueue(local, [...readQueue(local), ...events.map((event) => ({ id: entryId(), event }))]);
}
