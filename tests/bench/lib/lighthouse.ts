// Lighthouse's performance category with its default mobile emulation and simulated throttling, on Debian's
// Chromium (chrome-launcher, a dependency of lighthouse). The site's pages are loaded at their public URLs (the
// origins baked into the build, e.g. http://zh.localhost:3000/), so the server sees the Host a visitor's browser
// sends and serves the right site; Chromium's host resolver maps those origins to 127.0.0.1:<the bench's port> and
// every other host to "not found", so nothing leaves loopback and nothing reaches another server on port 3000.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './load';
import { killGroupOnExit } from './servers';

export const CHROMIUM = '/usr/bin/chromium';

export interface LighthouseFigures {
  /** 0-100 */
  readonly score: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
}

/** The median of each figure, and every measured run (for the spread). */
export interface LighthouseResult extends LighthouseFigures {
  readonly runs: readonly LighthouseFigures[];
}

export interface LighthouseRunner {
  /** Median (per figure) of `runs` Lighthouse runs of `url`. */
  measure(url: string, runs: number): Promise<LighthouseResult>;
  /** One run of `url`: for callers that alternate runs of several pages or servers themselves (warm them first). */
  once(url: string): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

/** `origins` (public origins such as http://localhost:3000) are served by 127.0.0.1:`port`. */
export async function startLighthouse(origins: readonly string[], port: number): Promise<LighthouseRunner> {
  const maps = origins.map((origin) => `MAP ${new URL(origin).host} 127.0.0.1:${port}`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      `--host-resolver-rules=EXCLUDE 127.0.0.1, ${maps.join(', ')}, MAP * ~NOTFOUND`,
    ],
    // Ours to stop on Ctrl-C too: chrome-launcher starts it detached, and the bench's exit handler runs first.
    handleSIGINT: false,
  });
  const forget = killGroupOnExit(chrome.pid);
  const once = async (url: string): Promise<LighthouseFigures> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const score = lhr.categories.performance?.score;
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    if (score == null || tbt === undefined || lcp === undefined)
      throw new Error(`Lighthouse gave no performance figures for ${url}`);
    return { score: score * 100, tbtMs: tbt, lcpMs: lcp };
  };
  return {
    once,
    async measure(url, runs) {
      const figures: LighthouseFigures[] = [];
      // One unrecorded run first, for the site and the bare page alike: what the first visitor fills in the server's
      // caches (an ISR page, the image optimiser's AVIF of the hero image, which took a second or more to encode at
      // quality 100 here) is not billed to the measured runs. With one measured run the download page's LCP moved
      // between 1.3 and 3.7 s depending on whether an earlier run had encoded its image.
      await once(url);
      for (let run = 0; run < runs; run += 1) figures.push(await once(url));
      return {
        score: median(figures.map((f) => f.score)),
        tbtMs: median(figures.map((f) => f.tbtMs)),
        lcpMs: median(figures.map((f) => f.lcpMs)),
        runs: figures,
      };
    },
    async close() {
      chrome.kill();
      forget();
    },
  };
}
