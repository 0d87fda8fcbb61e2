import type { Page } from '@playwright/test';
import { STATS_QUEUE_KEY } from '@site/schemas';
import { urlOf } from '../support/sites';
import { storedQueue } from '../support/stub';
import { DEFAULT_CHAT_SCRIPT, EASEMOB_SCRIPT, SS_CHAT_SCRIPT } from '../support/third-party';
import { SHELL_TEST_ENV, STUB_PATHS, expect, openPaused, test, widgetsReady } from './support';

const chatState = (page: Page) => page.locator('html').getAttribute('data-chat');
const ok = (data: unknown) => ({ code: 0, msg: 'success', data });

/**
 * On a phone the chat starts only once the visitor has scrolled past the first screen (docs/decisions/0047): the
 * tests of what the chat does then scroll there first. A desktop starts it with the page.
 */
async function pastFirstScreen(page: Page, mobile: boolean): Promise<void> {
  if (!mobile) return;
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 200));
}

/** The chat's api_error events the page queued (the test build has the statistics key: they wait in storage). */
async function chatErrors(page: Page) {
  return (await storedQueue(page, STATS_QUEUE_KEY))
    .map((entry) => entry.event)
    .filter((event) => event.event === 'api_error' && /chat/.test(String(event.params['position'])));
}

/** Records which chat vendor scripts the page asked for. */
function vendorScripts(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if ([SS_CHAT_SCRIPT, EASEMOB_SCRIPT, DEFAULT_CHAT_SCRIPT].includes(`${origin}${pathname}`))
      asked.push(request.url());
  });
  return asked;
}

test.describe('chat', () => {
  test('asks the config by locale, loads the configured vendor and follows its open and close events', async ({
    page,
    stub,
    mobile,
  }) => {
    await stub.configure({
      answers: { [STUB_PATHS.chatConfig]: ok({ chat: 'SS_ROBOT', chat_info: { js: SS_CHAT_SCRIPT } }) },
    });
    const asked = vendorScripts(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    const [config] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.chatConfig);
    expect(config!.query).toEqual({ lang: 'de-DE', type: 'www' });
    await expect.poll(() => chatState(page)).toBe('ready');
    expect(asked).toEqual([SS_CHAT_SCRIPT]);
    expect(await stub.requests(STUB_PATHS.chatChoose)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-chat-open', 'false');
    await page.locator('#ss-chat-frame').click();
    await expect(page.locator('html')).toHaveAttribute('data-chat-open', 'true');
    await page.locator('#ss-chat-frame').click();
    await expect(page.locator('html')).toHaveAttribute('data-chat-open', 'false');
  });

  test('asks chat-choose on Chinese pages, with the visitor’s IP', async ({ page, stub, mobile }) => {
    const withIds = `${EASEMOB_SCRIPT}?configId=5c1e-42&tenantId=1234`;
    await stub.configure({
      answers: {
        [STUB_PATHS.chatConfig]: ok({ chat: 'HUAN_XIN', chat_info: { js: withIds } }),
        [STUB_PATHS.chatChoose]: ok({ type: 'easemob' }),
      },
    });
    const asked = vendorScripts(page);
    await page.goto(urlOf('zh'));
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    const [choose] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.chatChoose);
    expect(choose!.query).toEqual({ ip: '203.0.113.10', lang: 'zh' });
    const [config] = await stub.requests(STUB_PATHS.chatConfig);
    expect(config!.query).toEqual({ lang: 'zh-CN', type: 'www' });
    await expect.poll(() => chatState(page)).toBe('ready');
    expect(asked).toEqual([withIds]);
    // Easemob's widget has no open/close events: the chat follows its frame's `easemobim-minimized` class.
    await expect(page.locator('html')).toHaveAttribute('data-chat-open', 'false');
    await page.evaluate(() => (window as unknown as { easemobim: { bind: () => void } }).easemobim.bind());
    await expect(page.locator('html')).toHaveAttribute('data-chat-open', 'true');
    await page.locator('.easemobim-chat-panel').click();
    await expect(page.locator('html')).toHaveAttribute('data-chat-open', 'false');
    expect(await chatErrors(page)).toEqual([]);
  });

  // Easemob needs the tenant or configuration id only the config's script address carries: a bare Easemob script
  // shows nothing. A choice the config cannot serve keeps the configured vendor, and says so.
  for (const [choice, configured, script] of [
    ['easemob', 'SS_HUMAN', SS_CHAT_SCRIPT],
    ['ss', 'HUAN_XIN', `${EASEMOB_SCRIPT}?configId=5c1e-42&tenantId=1234`],
  ] as const) {
    test(`chat-choose "${choice}" against a ${configured} config keeps the configured vendor, reported as api_error`, async ({
      page,
      stub,
      mobile,
    }) => {
      await stub.configure({
        answers: {
          [STUB_PATHS.chatConfig]: ok({ chat: configured, chat_info: { js: script } }),
          [STUB_PATHS.chatChoose]: ok({ type: choice }),
        },
      });
      const asked = vendorScripts(page);
      await page.goto(urlOf('zh'));
      await widgetsReady(page);
      await pastFirstScreen(page, mobile);
      await expect.poll(() => chatState(page)).toBe('ready');
      expect(asked).toEqual([script]);
      await expect
        .poll(() => chatErrors(page))
        .toEqual([
          expect.objectContaining({
            event_type: 'error',
            params: expect.objectContaining({
              trigger: 'api error',
              position: expect.stringMatching(/\/client-api\/third\/chat\/choose$/),
              message: expect.stringContaining(`"${choice}"`),
            }),
          }),
        ]);
    });
  }

  test('refuses a script address that is not full https ending in .js, and loads the default chat', async ({
    page,
    stub,
    mobile,
  }) => {
    await stub.configure({
      answers: {
        [STUB_PATHS.chatConfig]: ok({ chat: 'SS_ROBOT', chat_info: { js: 'http://ss-chat.vendor.test/widget/ss.js' } }),
      },
    });
    const refused: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http://ss-chat.vendor.test')) refused.push(request.url());
    });
    const asked = vendorScripts(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    await expect.poll(() => chatState(page)).toBe('ready');
    expect(asked).toEqual([DEFAULT_CHAT_SCRIPT]);
    expect(refused).toEqual([]);
  });

  test("loads Easemob's script with the ids the config gives in its query", async ({ page, stub, mobile }) => {
    const withIds = `${EASEMOB_SCRIPT}?configId=5c1e-42&tenantId=1234`;
    await stub.configure({
      answers: { [STUB_PATHS.chatConfig]: ok({ chat: 'HUAN_XIN', chat_info: { js: withIds } }) },
    });
    const asked = vendorScripts(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    await expect.poll(() => chatState(page)).toBe('ready');
    expect(asked).toEqual([withIds]);
  });

  test('loads the default chat when the config call fails', async ({ page, stub, mobile }) => {
    await stub.configure({ failures: [{ path: 'get-chat-type-config', mode: 'status', status: 500 }] });
    const asked = vendorScripts(page);
    await page.goto(urlOf('ru'));
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    await expect.poll(() => chatState(page)).toBe('ready');
    expect(asked).toEqual([DEFAULT_CHAT_SCRIPT]);
  });

  test('is skipped for the configured visitor IP', async ({ page, stub, mobile }) => {
    await stub.configure({
      answers: {
        [STUB_PATHS.visitorIp]: ok({
          ip: SHELL_TEST_ENV.CHAT_SKIP_IP,
          ua: '',
          language: 'en',
          ip_data: { country: 'US', region: '', city: '', timezone: 'UTC' },
        }),
      },
    });
    const asked = vendorScripts(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    await expect.poll(() => chatState(page)).toBe('skipped');
    expect(await stub.requests(STUB_PATHS.chatConfig)).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('on a phone, starts once the visitor has scrolled past the first screen; on a desktop, with the page', async ({
    page,
    stub,
    mobile,
  }) => {
    const asked = vendorScripts(page);
    await page.goto(urlOf('de'));
    await widgetsReady(page);
    if (!mobile) {
      await expect.poll(() => chatState(page)).toBe('ready');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(asked).toEqual([DEFAULT_CHAT_SCRIPT]);
      return;
    }
    // The chat's 500 ms have passed: on a phone it waits for the visitor to leave the first screen.
    await expect.poll(() => chatState(page)).toBe('deferred');
    await page.waitForTimeout(1000);
    // Still within the first screen.
    await page.evaluate(() => window.scrollTo(0, Math.floor(window.innerHeight / 2)));
    await page.waitForTimeout(1000);
    expect(await chatState(page)).toBe('deferred');
    expect(await stub.requests(STUB_PATHS.chatConfig)).toEqual([]);
    expect(asked).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 1));
    await stub.waitFor((list) => list.length === 1, STUB_PATHS.chatConfig);
    await expect.poll(() => chatState(page)).toBe('ready');
    expect(asked).toEqual([DEFAULT_CHAT_SCRIPT]);
  });

  test('starts 500 ms after the locale is applied', async ({ page, stub, mobile }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto(urlOf('de'));
    await page.waitForFunction(
      () => document.readyState === 'complete' && document.documentElement.dataset.shell === 'hydrated',
    );
    await page.clock.runFor(450);
    await widgetsReady(page);
    await pastFirstScreen(page, mobile);
    await page.waitForTimeout(1000);
    expect(await stub.requests(STUB_PATHS.chatConfig)).toEqual([]);
    await page.clock.runFor(100);
    await stub.waitFor((list) => list.length === 1, STUB_PATHS.chatConfig);
  });

  test.describe('a vendor that never finishes setting up', () => {
    test.use({ thirdParty: { chatReadyMs: -1 } });

    test('is polled every 500 ms and given up after 1200 ticks', async ({ page, mobile }) => {
      test.setTimeout(90_000);
      await openPaused(page, urlOf('de'));
      await pastFirstScreen(page, mobile);
      // Even a 0 ms timer waits for the paused clock.
      await page.clock.runFor(1);
      await expect.poll(() => chatState(page)).toBe('loading');
      // Polling starts once the vendor's script has run (its stand-in leaves __chatFixture behind).
      await page.waitForFunction(() => '__chatFixture' in window);
      await page.waitForTimeout(200);
      await page.clock.runFor(1200 * 500 - 1000);
      expect(await chatState(page)).toBe('loading');
      await page.clock.runFor(1000);
      await expect.poll(() => chatState(page)).toBe('failed');
    });
  });
});
