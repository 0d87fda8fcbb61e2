// A phone's CPU in the desktop Chromium: slowed 4x, as Lighthouse's mobile profile does, so every figure the benches
// mark "phone CPU" means the same machine.
import type { Page } from '@playwright/test';

const PHONE_CPU_SLOWDOWN = 4;

export async function slowCpuToPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}
