// Prints the long tasks (> 50 ms) after the load event on a phone with a 4x slower CPU, and which of them ran our
// runtime or widgets code, against a running production server (BASE_URL, default the English site):
//   npm run bench:main-thread -w @site/tests [-- runs]
// Chromium's Long Animation Frames API names the scripts of each long frame (source URL, function, invoker); a
// chunk is ours when its text holds the runtime's or the widgets' markers. The stored analytics queue is seeded
// full (200 events), so the restore at start is measured too. Figures vary with the machine's load: compare runs
// made one after the other.
import { chromium, devices } from '@playwright/test';
import { STATS_QUEUE_KEY, STATS_QUEUE_LIMIT } from '@site/schemas';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { slowCpuToPhone } from './lib/phone-cpu';
import { sites } from './lib/sites';

const BASE_URL = process.env.BASE_URL ?? sites.en;
const PAGES = ['/', '/pricing', '/blog'];
const RUNS = Number(process.argv[2] ?? 2);
/** Long enough for the chat (0.5 s), one-tap (3 s) and the fingerprint (load + delay + idle). */
const OBSERVE_MS = 12_000;

/**
 * Code found only in each of our chunks (the spec's constants are in shared first-load chunks). A continuation after
 * a yield is attributed to the chunk of the function that yielded: main-thread.ts's, in the runtime island's
 * first-load chunk ("scheduling"), so the sliced work of the runtime and the widgets shows up there.
 */
const MARKERS: Record<string, RegExp> = {
  runtime: /measureText|resendStored/,
  widgets: /registerBannerClosed/,
  crypto: /RSA-OAEP/,
  scheduling: /globalThis\.scheduler/,
};
const OURS = ['runtime', 'widgets', 'crypto', 'scheduling'];

interface FrameScript {
  readonly start: number;
  readonly url: string;
  readonly fn: string;
  readonly invoker: string;
  readonly duration: number;
}
interface LongFrame {
  readonly start: number;
  readonly duration: number;
  readonly blocking: number;
  readonly scripts: FrameScript[];
}
interface Observed {
  readonly loadEnd: number;
  readonly longTasks: Array<{ start: number; duration: number }>;
  readonly frames: LongFrame[];
}

function seedQueue({ key, limit }: { key: string; limit: number }): void {
  if (localStorage.getItem(key)) return;
  const entries = Array.from({ length: limit }, (_, n) => ({
    id: `seed-${n}`,
    event: { event: 'page_view', event_type: 'view', op_page: '/', time: Date.now() - n, params: { locale: 'en', n } },
  }));
  localStorage.setItem(key, JSON.stringify(entries));
}

function observe(): void {
  const store = { longTasks: [] as Array<{ start: number; duration: number }>, frames: [] as LongFrame[] };
  (window as unknown as { __mainThread: typeof store }).__mainThread = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<
        PerformanceEntry & {
          blockingDuration: number;
          scripts: Array<{
            startTime: number;
            sourceURL: string;
            sourceFunctionName: string;
            invoker: string;
            duration: number;
          }>;
        }
      >) {
        store.frames.push({
          start: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          scripts: entry.scripts.map((script) => ({
            start: script.startTime,
            url: script.sourceURL,
            fn: script.sourceFunctionName,
            invoker: script.invoker,
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No Long Animation Frames: long tasks only, without attribution.
  }
}

const chunkOwner = new Map<string, string>();
async function ownerOf(url: string): Promise<string> {
  if (!url.includes('/_next/static/')) return url ? 'other' : 'unattributed';
  if (!chunkOwner.has(url)) {
    const text = await fetch(url).then(
      (response) => response.text(),
      () => '',
    );
    chunkOwner.set(url, Object.entries(MARKERS).find(([, marker]) => marker.test(text))?.[0] ?? 'next/page');
  }
  return chunkOwner.get(url)!;
}

const browser = await chromium.launch(chromiumLaunchOptions);
const totals = { longTasks: 0, longTaskMs: 0, ours: 0, oursMs: 0, worstOurs: 0 };
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const path of PAGES) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      await context.addInitScript(seedQueue, { key: STATS_QUEUE_KEY, limit: STATS_QUEUE_LIMIT });
      await context.addInitScript(observe);
      const page = await context.newPage();
      await slowCpuToPhone(page);
      await page.goto(new URL(path, BASE_URL).href, { waitUntil: 'load' });
      await page.waitForTimeout(OBSERVE_MS);
      const observed = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const store = (window as unknown as { __mainThread: Omit<Observed, 'loadEnd'> }).__mainThread;
        return { loadEnd: navigation.loadEventEnd, ...store } satisfies Observed;
      });
      const after = observed.longTasks.filter((task) => task.start >= observed.loadEnd);
      const scripts = observed.frames.flatMap((frame) => frame.scripts);
      let oursHere = 0;
      const lines: string[] = [];
      // Each long task, with the scripts (from the long frames) that ran inside it, summed by owner.
      for (const task of after) {
        const inside = scripts.filter(
          (script) => script.start >= task.start - 1 && script.start < task.start + task.duration,
        );
        const byOwner = new Map<string, number>();
        const details: string[] = [];
        for (const script of inside) {
          const owner = await ownerOf(script.url);
          byOwner.set(owner, (byOwner.get(owner) ?? 0) + script.duration);
          details.push(`${owner} ${script.url.split('/').pop()} ${script.invoker} ${Math.round(script.duration)} ms`);
        }
        const ours = OURS.reduce((sum, owner) => sum + (byOwner.get(owner) ?? 0), 0);
        if (ours > 0) {
          oursHere += 1;
          totals.ours += 1;
          totals.oursMs += task.duration;
          totals.worstOurs = Math.max(totals.worstOurs, task.duration);
        }
        const parts =
          [...byOwner].map(([owner, ms]) => `${owner} ${Math.round(ms)} ms`).join(', ') || 'no script attributed';
        lines.push(`    ${Math.round(task.duration)} ms at +${Math.round(task.start - observed.loadEnd)} ms: ${parts}`);
        if (process.env.DETAILS) details.forEach((detail) => lines.push(`      ${detail}`));
      }
      totals.longTasks += after.length;
      totals.longTaskMs += after.reduce((sum, task) => sum + task.duration, 0);
      console.info(
        `run ${run} ${path}: ${after.length} long tasks after load, ${oursHere} running our runtime or widgets code`,
      );
      lines.forEach((line) => console.info(line));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.info(
  `total: ${totals.longTasks} long tasks after load (${Math.round(totals.longTaskMs)} ms); ${totals.ours} of them ran our code (${Math.round(totals.oursMs)} ms, longest ${Math.round(totals.worstOurs)} ms)`,
);
