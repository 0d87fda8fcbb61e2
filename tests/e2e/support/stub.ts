import { randomUUID } from 'node:crypto';
import { type Page, test as base, devices, expect } from '@playwright/test';
import type { StatsEvent } from '@/tracking/events';
import { StubClient } from '../../stub/client';
import { type RecordedRequest, STUB_PATHS } from '../../stub/server';
import { stubSettings } from '../../stub/settings';
import { type ThirdPartyOptions, routeThirdParty } from './third-party';

export const stub = stubSettings();
export { STUB_PATHS };

/**
 * Each test gets its own stub session: the browser's User-Agent carries `stub-session/{id}`, so the stub records
 * and configures that test's requests apart from those of tests running in parallel.
 */
export const test = base.extend<{ stub: StubClient; thirdParty: ThirdPartyOptions }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  stub: async ({}, use) => {
    const client = new StubClient(stub.port, randomUUID().replace(/-/g, ''));
    await use(client);
    await client.reset();
  },
  // The project's own User-Agent (a phone's in the mobile project), with the session added.
  userAgent: async ({ stub: client }, use, testInfo) => {
    await use(
      `${testInfo.project.use.userAgent ?? devices['Desktop Chrome'].userAgent} stub-session/${client.session}`,
    );
  },
  // Third-party vendors' scripts (sign-in, chat) are local stand-ins in every browser test: see third-party.ts.
  thirdParty: [{}, { option: true }],
  context: async ({ context, thirdParty }, use) => {
    await routeThirdParty(context, thirdParty);
    await use(context);
  },
});

export { expect };

/** Decrypted beacon batches recorded for this test, in arrival order. */
export async function beacons(
  client: StubClient,
): Promise<Array<{ list: StatsEvent[]; comm: Record<string, unknown> }>> {
  const requests = await client.requests(STUB_PATHS.beacon);
  return requests.map((request) => {
    if (!request.beacon || 'error' in request.beacon)
      throw new Error(`undecryptable beacon: ${JSON.stringify(request.beacon)}`);
    return request.beacon.batch as unknown as { list: StatsEvent[]; comm: Record<string, unknown> };
  });
}

/**
 * Waits until the lazily loaded runtime has started on the page: its first backend call (visitor ip) reached the
 * stub. A clear message when nothing arrives, which means the site was built without the stub's addresses.
 */
export async function runtimeStarted(client: StubClient, count = 1): Promise<RecordedRequest[]> {
  try {
    return await client.waitFor((list) => list.length >= count, STUB_PATHS.visitorIp, 15_000);
  } catch (cause) {
    throw new Error(
      'The runtime never called the backend stub. Build the site with the stub addresses: ' +
        'eval "$(npm run -s stub:env -w @site/tests)" before building (npm test does this).',
      { cause },
    );
  }
}

/** Stops clicks on tracked links from navigating, so one page can collect many click events. */
export async function keepClicksOnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[data-track]')) event.preventDefault();
      },
      true,
    );
  });
}

export async function storedQueue(page: Page, key: string): Promise<Array<{ id: string; event: StatsEvent }>> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? '[]'), key);
}
