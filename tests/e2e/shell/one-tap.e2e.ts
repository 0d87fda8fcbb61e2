import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { aesDecrypt, unwrapKey } from '../../stub/beacon';
import { STATS_PRIVATE_KEY_PATH } from '../../stub/settings';
import { urlOf } from '../support/sites';
import { APP_ORIGIN, GSI_SCRIPT } from '../support/third-party';
import { STUB_PATHS, expect, openPaused, openPausedSinceLoad, test } from './support';

const gsi = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __gsi: { state: { prompts: number; initialized: { client_id: string } | null } } }).__gsi
        .state,
  );
const picker = (page: Page) => page.locator('#credential_picker_container');

/** The prompt opens at 3 s; its frame is raised above our widgets (the phone's banner) at the next 500 ms tick. */
async function promptAndRaise(page: Page) {
  await page.clock.runFor(3000);
  await expect(picker(page)).toBeVisible();
  await page.clock.runFor(500);
  await expect(picker(page)).toHaveCSS('z-index', '2147483000');
}

test.describe('one-tap sign-in', () => {
  test('loads the provider script after the page, prompts 3 s after load and raises the picker', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url() === GSI_SCRIPT) asked.push(request.url());
    });
    // 3 s counted from the load event, as the banner's 1 s is, not from the widgets' arrival.
    const sinceLoad = await openPausedSinceLoad(page, urlOf('de'));
    expect(sinceLoad).toBeGreaterThan(0);
    expect(sinceLoad).toBeLessThan(2999);
    await expect.poll(() => asked.length).toBe(1);
    await page.waitForFunction(() => '__gsi' in window);
    expect((await gsi(page)).prompts).toBe(0);
    await page.clock.runFor(2999 - sinceLoad);
    expect((await gsi(page)).prompts).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(async () => (await gsi(page)).prompts).toBe(1);
    expect((await gsi(page)).initialized?.client_id).toBe('e2e-test-client.apps.googleusercontent.com');
    await expect(picker(page)).toBeVisible();
    // Polled every 500 ms: the frame is raised at the first tick that finds it.
    await expect(picker(page)).toHaveCSS('z-index', '1');
    await page.clock.runFor(500);
    await expect(picker(page)).toHaveCSS('z-index', '2147483000');
  });

  test('posts the encrypted credential with the visitor’s context and goes to the login destination with t', async ({
    page,
    stub,
  }) => {
    await openPaused(page, `${urlOf('vn')}?code=INV42&source=ads`);
    await promptAndRaise(page);
    await picker(page).getByRole('button', { name: 'Continue as Test Visitor' }).click();
    const [login] = await stub.waitFor((list) => list.length > 0, STUB_PATHS.authorizedLogin);
    expect(login!.method).toBe('POST');
    expect(login!.contentType).toMatch(/^multipart\/form-data/);
    // With credentials: the cookies the site set on this host went along.
    expect(Object.keys(login!.cookies)).toEqual(expect.arrayContaining(['i18n_redirected']));
    const { redirect_data: redirectData, ...fields } = login!.fields;
    expect(fields).toEqual({
      third_party: 'google',
      invite_code: 'INV42',
      language: 'vi-VN',
      source: 'ads',
      referer: '',
      third_party_action_type: 'one_tap',
      regParam: JSON.stringify({ ref: 'INV42' }),
    });
    // The credential travels encrypted: RSA-OAEP-wrapped AES key in _k, the AES-encrypted credential in _a.
    const { _k: wrapped, _a: sealed } = JSON.parse(redirectData!) as { _k: string; _a: string };
    expect(redirectData).not.toContain('signature');
    const key = unwrapKey(readFileSync(STATS_PRIVATE_KEY_PATH, 'utf8'), wrapped);
    expect(aesDecrypt(sealed, key)).toMatch(/^header\..+\.signature$/);

    await page.waitForURL(/^https:\/\/app\.morphis\.example\/login/);
    const destination = new URL(page.url());
    expect(`${destination.origin}${destination.pathname}`).toBe(`${APP_ORIGIN}/login`);
    expect(destination.searchParams.get('t')).toBe('stub-cpl-token');
    expect(destination.searchParams.get('rel')).toBe('official_website');
    expect(destination.searchParams.get('lang')).toBe('vn');
  });

  test('another code goes to the failure handler: a red global notice with the answer’s message', async ({
    page,
    stub,
  }) => {
    await stub.configure({ answers: { [STUB_PATHS.authorizedLogin]: { code: 10020, msg: 'Konto gesperrt' } } });
    await openPaused(page, urlOf('de'));
    await promptAndRaise(page);
    await picker(page).getByRole('button', { name: 'Continue as Test Visitor' }).click();
    const notice = page.locator('.global-toast');
    await expect(notice).toHaveText('Konto gesperrt');
    await expect(notice).toHaveAttribute('data-type', 'failed');
    expect(page.url()).toBe(urlOf('de'));
  });

  test('a network failure just ends the flow', async ({ page, stub }) => {
    await stub.configure({ failures: [{ path: 'authorized-login', mode: 'drop' }] });
    await openPaused(page, urlOf('de'));
    await promptAndRaise(page);
    await picker(page).getByRole('button', { name: 'Continue as Test Visitor' }).click();
    await stub.waitFor((list) => list.length > 0, STUB_PATHS.authorizedLogin);
    await page.waitForTimeout(500);
    await expect(page.locator('.global-toast, .message-box')).toHaveCount(0);
    expect(page.url()).toBe(urlOf('de'));
  });

  for (const [locale, text] of [
    ['zh', '注册失败'],
    ['de', 'Registrierung fehlgeschlagen!'],
    ['en', 'Registration failed!'],
  ] as const) {
    test(`a failed prompt says '${text}' on ${locale}`, async ({ page }) => {
      await openPaused(page, urlOf(locale));
      await page.waitForFunction(() => '__gsi' in window);
      await page.clock.runFor(3000);
      await page.evaluate(() =>
        (window as unknown as { __gsi: { moment: (kind: string, reason: string) => void } }).__gsi.moment(
          'skipped',
          'issuing_failed',
        ),
      );
      await expect(page.locator('.message-box[data-type="failure"]')).toHaveText(text);
    });
  }

  test('closing the prompt is not a failure', async ({ page }) => {
    await openPaused(page, urlOf('de'));
    await promptAndRaise(page);
    await picker(page).getByRole('button', { name: 'Close' }).click();
    await expect(picker(page)).toHaveCount(0);
    await page.waitForTimeout(300);
    await expect(page.locator('.message-box')).toHaveCount(0);
  });
});
