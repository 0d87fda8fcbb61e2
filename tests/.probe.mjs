import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
for (const u of process.argv.slice(2)) {
  const page = await browser.newPage();
  let n = 0; const seen = new Map();
  page.on('request', (r) => { if (r.url().includes('_rsc')) { n++; const k = new URL(r.url()).pathname; seen.set(k, (seen.get(k) ?? 0) + 1); } });
  await page.goto(u, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const loops = [...seen].filter(([, c]) => c > 3);
  console.log(u, 'rsc requests:', n, 'looping:', JSON.stringify(loops));
  await page.close();
}
await browser.close();
