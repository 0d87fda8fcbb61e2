import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * Third-party scripts in browser tests: every vendor address the site can load is answered by a local stand-in
 * through request interception (tests/fixtures/third-party), so no test reaches the internet and each test can
 * decide when a vendor answers, or whether it answers at all.
 */

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/third-party/${name}`, import.meta.url)), 'utf8');

export const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
/** The shell's defaults (web/src/shell/settings.ts, chat.ts): the default chat and Easemob's widget. */
export const DEFAULT_CHAT_SCRIPT = 'https://chat.morphis.com/widget.js';
export const EASEMOB_SCRIPT = 'https://kefu.easemob.com/webim/easemob.js';
/** Where tests' chat-config answers put the SS vendor's script (a full https address ending in .js). */
export const SS_CHAT_SCRIPT = 'https://ss-chat.vendor.test/widget/ss.js';
/** The app's register and login pages (the embedded dataset's site settings); stand-ins too. */
export const APP_ORIGIN = 'https://app.morphis.example';
/** The shell's fallback register and login host, when the CMS has none. */
const FALLBACK_APP_ORIGIN = 'https://app.morphis.com';

/** Which vendor API each stand-in speaks (fixtures/third-party/chat-widget.js), and its frame's id where it has one. */
export const CHAT_FIXTURES: Record<string, { kind: 'ss' | 'easemob' | 'default'; frame: string }> = {
  [SS_CHAT_SCRIPT]: { kind: 'ss', frame: 'ss-chat-frame' },
  [EASEMOB_SCRIPT]: { kind: 'easemob', frame: '' },
  [DEFAULT_CHAT_SCRIPT]: { kind: 'default', frame: 'morphis-chat-frame' },
};

export interface ThirdPartyOptions {
  /** Milliseconds (page clock) after which a chat vendor's object appears; negative: never. */
  chatReadyMs?: number;
  /** Hold the scripts' answers this long (real time), to show they never delay the page. */
  delayMs?: number;
}

const js = (body: string) => ({ status: 200, contentType: 'application/javascript; charset=utf-8', body });

export async function routeThirdParty(target: BrowserContext | Page, options: ThirdPartyOptions = {}): Promise<void> {
  const hold = async (route: Route, respond: () => Promise<void>) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    await respond().catch(() => undefined);
  };
  await target.route(GSI_SCRIPT, (route) => hold(route, () => route.fulfill(js(fixture('gsi-client.js')))));
  for (const [address, vendor] of Object.entries(CHAT_FIXTURES)) {
    // Whatever the query (Easemob's ids, a version), the vendor's script is its address without it.
    await target.route(
      (url) => `${url.origin}${url.pathname}` === address,
      (route) =>
        hold(route, () =>
          route.fulfill(
            js(
              `var __CHAT = ${JSON.stringify({ ...vendor, readyMs: options.chatReadyMs ?? 0 })};\n${fixture('chat-widget.js')}`,
            ),
          ),
        ),
    );
  }
  for (const origin of [APP_ORIGIN, FALLBACK_APP_ORIGIN]) {
    await target.route(`${origin}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Morphis app</title><h1>Morphis app</h1>',
      }),
    );
  }
}
