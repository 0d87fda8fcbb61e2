// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDeclarativeTracking, readMark } from '@/tracking/declarative-tracking';
import type { StatsEvent } from '@/tracking/events';
import { EXPOSE_THRESHOLD, wasExposed } from '@/tracking/exposure';
import { trackAttributes } from '@/tracking/track-attributes';
import { attachTrackSink } from '@/tracking/track';
import { useTracking } from '@/tracking/use-tracking';

/** A controllable IntersectionObserver: tests decide what is visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports the element at a visible ratio, as the browser would. */
  show(element: Element, ratio = 1) {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

vi.stubGlobal('IntersectionObserver', FakeObserver);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const observer = () => FakeObserver.instances[0]!;
let events: StatsEvent[] = [];
let detach: () => void = () => undefined;

beforeEach(() => {
  events = [];
  detach = attachTrackSink((event) => events.push(event));
  document.body.innerHTML = '';
});
afterEach(() => detach());

describe('trackAttributes', () => {
  it('marks an element with the catalogue name, the kinds and the parameters', () => {
    expect(trackAttributes('home_hero_download', ['click', 'expose'])).toEqual({
      'data-track': 'home_hero_download',
      'data-track-on': 'click expose',
    });
    expect(trackAttributes('service_consultation', ['expose'], { entrance: 2 })).toEqual({
      'data-track': 'service_consultation',
      'data-track-on': 'expose',
      'data-track-params': '{"entrance":2}',
    });
  });
});

describe('declarative tracking (the directive equivalent)', () => {
  const mark = (html: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const element = holder.firstElementChild!;
    document.body.append(element);
    return element;
  };

  it('records clicks on marked elements and their descendants', () => {
    const link = mark('<a data-track="home_hero_pricing" data-track-on="click expose"><span>Pricing</span></a>');
    const stop = installDeclarativeTracking(document);
    link.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events.map((event) => [event.event, event.event_type])).toEqual([
      ['home_hero_pricing', 'click'],
      ['home_hero_pricing', 'click'],
    ]);
    stop();
  });

  it('records the first exposure only, once at least half is visible, for elements present and added later', async () => {
    const early = mark(
      '<div data-track="service_consultation" data-track-on="expose" data-track-params=\'{"entrance":2}\'></div>',
    );
    const stop = installDeclarativeTracking(document);
    const late = mark('<div data-track="home_cta_download" data-track-on="click expose"></div>');
    await Promise.resolve(); // MutationObserver delivery
    expect(observer().options.threshold).toBe(EXPOSE_THRESHOLD);
    observer().show(early, 0.3);
    expect(events).toHaveLength(0);
    observer().show(early, 0.6);
    observer().show(early, 1);
    observer().show(late, 1);
    expect(events.map((event) => [event.event, event.event_type, event.params])).toEqual([
      ['service_consultation', 'expose', { entrance: 2 }],
      ['home_cta_download', 'expose', {}],
    ]);
    expect(wasExposed(early)).toBe(true);
    stop();
  });

  it('ignores unknown names, kinds the element did not ask for, types the catalogue forbids and bad parameters', () => {
    const unknown = mark('<button data-track="no_such_event" data-track-on="click">x</button>');
    const notAsked = mark('<button data-track="home_hero_pricing" data-track-on="expose">x</button>');
    const forbidden = mark('<button data-track="page_view" data-track-on="click">x</button>');
    const broken = mark(
      '<button data-track="home_hero_pricing" data-track-on="click" data-track-params="{oops">x</button>',
    );
    const stop = installDeclarativeTracking(document);
    for (const element of [unknown, notAsked, forbidden, broken])
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events).toEqual([]);
    expect(readMark(broken)).toBeNull();
    stop();
  });
});

describe('useTracking (hook form)', () => {
  function Button({ entrance }: { entrance: number }) {
    const ref = useTracking('service_consultation', ['click', 'expose'], { entrance });
    return createElement('button', { ref, id: 'b' }, 'QR');
  }

  it('records clicks with the latest parameters and one exposure per element', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(createElement(Button, { entrance: 2 })));
    const button = container.querySelector('#b')!;
    observer().show(button, 1);
    observer().show(button, 1);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await act(async () => root.render(createElement(Button, { entrance: 3 })));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events.map((event) => [event.event_type, event.params])).toEqual([
      ['expose', { entrance: 2 }],
      ['click', { entrance: 2 }],
      ['click', { entrance: 3 }],
    ]);
    await act(async () => root.unmount());
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events).toHaveLength(3);
  });
});
