// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LocaleError from '@/shell/islands/error-boundary.client';
import type { ErrorPanelStrings } from '@/shell/islands/error-panel.client';
import { ErrorViewProvider } from '@/shell/islands/error-strings.client';
import type { StatsEvent } from '@/tracking/events';
import { attachTrackSink } from '@/tracking/track';
import { localeOfPage } from '@/shell/page-locale';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = (code: string) =>
  // In the jsdom environment import.meta.url is a dev-server address; the tests run from tests/.
  JSON.parse(readFileSync(resolve(process.cwd(), `../web/messages/${code}.json`), 'utf8')) as {
    ErrorPage: ErrorPanelStrings;
  };

describe('the error boundary of a page (error.tsx)', () => {
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  const events: StatsEvent[] = [];
  let detach: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    detach = attachTrackSink((event) => events.push(event));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    detach();
    events.length = 0;
    vi.useRealTimers();
  });

  it('shows the 502 page in the page’s language, reports the error and counts down', async () => {
    const { ErrorPage } = messages('pl');
    const error = Object.assign(new Error('render failed'), { digest: 'abc123' });
    act(() =>
      root.render(
        createElement(ErrorViewProvider, {
          locale: 'pl',
          strings: ErrorPage,
          children: createElement(LocaleError, { error, reset: () => undefined }),
        }),
      ),
    );
    // The panel is loaded when an error happens (not part of a page's first load): let that import settle.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(container.querySelector('h1')?.textContent).toBe(ErrorPage.title);
    expect(container.querySelector('.error-message')?.textContent).toBe(ErrorPage.message);
    expect(container.querySelector('.error-hint')?.textContent).toBe(ErrorPage.hint);
    expect(container.querySelector('.error-countdown')?.textContent).toBe(
      ErrorPage.countdown.replace('{seconds}', '5'),
    );
    expect(container.querySelector('a.button')?.getAttribute('href')).toBe('/pl/blog');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/error-502.svg');
    act(() => vi.advanceTimersByTime(3000));
    expect(container.querySelector('.error-countdown strong')?.textContent).toBe('2');
    expect(events).toEqual([
      expect.objectContaining({
        event: 'script_error',
        event_type: 'error',
        params: expect.objectContaining({
          code: 100102,
          message: 'Error: render failed (digest abc123)',
          source: 'error boundary',
        }),
      }),
    ]);
  });
});

describe('the locale of a page without its layout (global error)', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it.each([
    ['/de/pricing', null, 'de'],
    ['/fil', 'en', 'fil'],
    ['/', 'zh', 'zh'],
    ['/pricing', 'ru', 'ru'],
    ['/pricing', 'de', 'en'],
    ['/pricing', null, 'en'],
    ['/xx/pricing', 'nonsense', 'en'],
    ['/en/pricing', null, 'en'],
  ] as const)('%s with stored %s is %s', (path, stored, expected) => {
    expect(localeOfPage(path, storage(stored))).toBe(expected);
  });

  it('copes with storage that throws', () => {
    expect(
      localeOfPage('/', {
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('en');
  });
});
