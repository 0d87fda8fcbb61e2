import { describe, expect, it } from 'vitest';
import type { StatsEvent } from '@/tracking/events';
import { whenRuntimeReady } from '@/tracking/runtime-handle';
import { attachTrackSink, track } from '@/tracking/track';

describe('during server rendering (no window)', () => {
  it('track() does nothing and keeps nothing', () => {
    track('page_view', 'view', { locale: 'en' });
    const events: StatsEvent[] = [];
    attachTrackSink((event) => events.push(event))();
    expect(events).toEqual([]);
  });

  it('the runtime is never ready', async () => {
    await expect(whenRuntimeReady(10_000)).resolves.toBeNull();
  });
});
