// Temporary: screenshots of the Preview bar (not committed).
import { chromium } from '@playwright/test';
const base = { en: 'http://localhost:3206', zh: 'http://zh.localhost:3206', ru: 'http://ru.localhost:3206' };
const secret = 'local-development-preview-secret';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = [
  ['en', '/blog/what-is-browser-fingerprinting', 'en-blog'],
  ['en', '/blog/morphis-5-roadmap-draft', 'en-draft-only'],
  ['zh', '/pricing', 'zh-pricing'],
  ['ru', '/pricing', 'ru-pricing'],
  ['en', '/th/pricing', 'th-pricing'],
  ['en', '/km/faq', 'km-faq'],
  ['en', '/de/blog', 'de-blog'],
];
for (const [site, path, name] of shots) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
  const page = await context.newPage();
  await page.goto(`${base[site]}/api/draft-mode/enable?secret=${secret}&redirect=${encodeURIComponent(path)}`);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: `/tmp/preview-shots/${name}.png` });
  console.log(name, page.url(), await page.locator('[data-preview-exit]').getAttribute('href'));
  await context.close();
}
const mobile = await browser.newContext({ viewport: { width: 390, height: 700 } });
const p = await mobile.newPage();
await p.goto(`${base.en}/api/draft-mode/enable?secret=${secret}&redirect=/de/`);
await p.screenshot({ path: '/tmp/preview-shots/mobile.png' });
await browser.close();
