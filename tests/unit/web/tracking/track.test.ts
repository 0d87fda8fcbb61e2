// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.morphis.com/de/pricing?secret=1" }
import { STATS_QUEUE_KEY } from '@site/schemas';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_TYPES, type StatsEvent, allowsType, isEventName } from '@/tracking/events';
import { attachTrackSink, track } from '@/tracking/track';

describe('track()', () => {
  it('keeps events until the runtime attaches, then hands over every later one', () => {
    vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
    track('page_view', 'view', { locale: 'de' });
    track('home_hero_pricing', 'click');
    const events: StatsEvent[] = [];
    const detach = attachTrackSink((event) => events.push(event));
    expect(events).toEqual([
      {
        event: 'page_view',
        event_type: 'view',
        op_page: '/de/pricing',
        time: Date.parse('2026-01-02T03:04:05Z'),
        params: { locale: 'de' },
      },
      {
        event: 'home_hero_pricing',
        event_type: 'click',
        op_page: '/de/pricing',
        time: Date.parse('2026-01-02T03:04:05Z'),
        params: {},
      },
    ]);
    track('service_consultation', 'expose', { entrance: 2 });
    expect(events[2]).toMatchObject({ event: 'service_consultation', event_type: 'expose', params: { entrance: 2 } });
    detach();
    track('home_hero_pricing', 'click');
    expect(events).toHaveLength(3);
    vi.useRealTimers();
  });

  it('never lets a failing sink break the caller', () => {
    const handed: string[] = [];
    const detach = attachTrackSink((event) => {
      handed.push(event.event);
      throw new Error('sink down');
    });
    expect(() => track('home_hero_download', 'click')).not.toThrow();
    detach();
    expect(handed).toContain('home_hero_download');
  });

  it('stores what waits in the analytics queue when the page leaves before the runtime attached', () => {
    window.localStorage.clear();
    track('script_error', 'error', { code: 100102, message: 'boom', source: '', line: 0, column: 0, stack: '' });
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(window.localStorage.getItem(STATS_QUEUE_KEY) ?? '[]') as Array<{
      id: string;
      event: StatsEvent;
    }>;
    expect(stored.map((entry) => entry.event)).toMatchObject([
      { event: 'script_error', event_type: 'error', params: { message: 'boom' } },
    ]);
    // Handed over once: the runtime that attaches later (a page back from the cache) reads them from storage.
    const events: StatsEvent[] = [];
    attachTrackSink((event) => events.push(event))();
    expect(events).toEqual([]);
    window.localStorage.clear();
  });

  it('keeps at most 100 events before the runtime starts', () => {
    for (let n = 0; n < 150; n += 1) track('home_hero_download', 'expose');
    const events: StatsEvent[] = [];
    attachTrackSink((event) => events.push(event))();
    expect(events).toHaveLength(100);
  });
});

describe('event catalogue', () => {
  it('uses only the four event types of the spec', () => {
    for (const types of Object.values(EVENT_TYPES))
      for (const type of types) expect(['click', 'view', 'expose', 'error']).toContain(type);
  });

  it('checks names and types at run time', () => {
    expect(isEventName('page_view')).toBe(true);
    expect(isEventName('toString')).toBe(false);
    expect(isEventName('nope')).toBe(false);
    expect(allowsType('page_view', 'view')).toBe(true);
    expect(allowsType('page_view', 'click')).toBe(false);
    expect(allowsType('script_error', 'error')).toBe(true);
  });
});
