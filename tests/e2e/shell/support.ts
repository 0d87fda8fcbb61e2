import type { Page } from '@playwright/test';
import type { StubClient } from '../../stub/client';
import { STUB_PATHS, expect, stub, test as runtimeTest } from '../support/stub';

export { STUB_PATHS, expect, stub };

/** The test build's skip IP for the chat (build-env.ts). */
export { SHELL_TEST_ENV } from './build-env';

/**
 * The shell's browser tests run in a desktop and a mobile project, each test with its own backend-stub session
 * and every third-party script a local stand-in (support/stub.ts, support/third-party.ts).
 */
export const test = runtimeTest.extend<{ mobile: boolean }>({
  mobile: async ({ isMobile }, use) => {
    await use(isMobile);
  },
});

/** Waits until the widgets chunk has mounted (it loads after the page is interactive). */
export async function widgetsReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-widgets]')).toHaveAttribute('data-widgets', /^(desktop|mobile)$/, {
    timeout: 15_000,
  });
}

/** Announces a notice the way any island can: the `morphis:notify` window event. */
export async function notify(page: Page, detail: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (request) => window.dispatchEvent(new CustomEvent('morphis:notify', { detail: request })),
    detail,
  );
}

/** Where screenshots for the report go. */
export function screenshotPath(name: string): string {
  return `.artifacts/screenshots/${name}.png`;
}

/** Loads a page with the page clock installed and paused, until it has loaded and the shell has hydrated. */
async function loadPaused(page: Page, url: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  await page.goto(url);
  await page.waitForFunction(
    () => document.readyState === 'complete' && document.documentElement.dataset.shell === 'hydrated',
  );
}

/**
 * Opens a page with the page clock paused: the page loads and hydrates normally, then the shell's idle callback is
 * let fire, and the widgets mount with the clock still paused. From there every timer of the widgets
 * runs only when the test advances the clock, so "3 s after the widgets mount" is tested as exactly 2999 and 3000 ms.
 */
export async function openPaused(page: Page, url: string): Promise<void> {
  await loadPaused(page, url);
  // The shell waits for an idle moment, at most 2 s; the fake clock has no idle time of its own.
  await page.clock.runFor(2000);
  await widgetsReady(page);
}

/**
 * Like openPaused, but advances the page's clock only as far as the widgets need to mount, and returns how long after the load event (in the page's clock) the widgets mounted: for timings the spec counts
 * from the load event rather than from the widgets' arrival (the registration banner's 1 s).
 */
export async function openPausedSinceLoad(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      (window as unknown as { __loadAt: number }).__loadAt = performance.now();
    });
  });
  await loadPaused(page, url);
  // Small steps of page time (the idle callback, then React's 300 ms throttle of a lazy boundary's retry), with real
  // time between them for the chunk to arrive, until the widgets are there.
  const mounted = () => page.evaluate(() => document.documentElement.hasAttribute('data-widgets'));
  for (let step = 0; step < 120 && !(await mounted()); step += 1) {
    await page.clock.runFor(20);
    await page.waitForTimeout(50);
  }
  await widgetsReady(page);
  return page.evaluate(() => performance.now() - (window as unknown as { __loadAt: number }).__loadAt);
}

/** The analytics events that reached the stub's beacon endpoint for this test, decrypted. */
export async function trackedEvents(
  client: StubClient,
): Promise<Array<{ event: string; event_type: string; params: Record<string, unknown> }>> {
  const requests = await client.requests(STUB_PATHS.beacon);
  return requests.flatMap((request) =>
    request.beacon && !('error' in request.beacon)
      ? (request.beacon.batch.list as Array<{ event: string; event_type: string; params: Record<string, unknown> }>)
      : [],
  );
}
