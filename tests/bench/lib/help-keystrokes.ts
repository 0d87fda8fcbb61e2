// The help search as a visitor on a phone waits for it: Chromium with the CPU slowed 4x, the help centre open, the
// index loaded on the first focus, then queries typed a character at a time. Each keystroke is timed from the input
// event to the page laid out again (the handler, the search, React's render and commit, style and layout); painting
// waits for the next frame and is left out, so the figure does not carry the frame clock's 16 ms.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/browser';
import { slowCpuToPhone } from './phone-cpu';

export interface HelpKeystrokes {
  /** From the first focus to the index fetched, parsed and prepared (ms). */
  readonly readyMs: number;
  /** Every keystroke's time (ms), every query typed `rounds` times. */
  readonly keystrokes: number[];
}

export async function helpSearchKeystrokes(
  url: string,
  queries: readonly string[],
  rounds: number,
): Promise<HelpKeystrokes> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await slowCpuToPhone(page);
    const readyMs = await page.evaluate(async () => {
      const box = document.querySelector<HTMLElement>('[data-testid="help-search"]')!;
      const start = performance.now();
      box.querySelector('input')!.focus();
      while (box.dataset.status !== 'success') {
        if (box.dataset.status === 'error') throw new Error('the help search index failed to load');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return performance.now() - start;
    });
    const keystrokes = await page.evaluate(
      async ({ queries, rounds }) => {
        const box = document.querySelector<HTMLElement>('[data-testid="help-search"]')!;
        const input = box.querySelector('input')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        // Each query typed a character at a time, then cleared (the clearing is not timed). No named functions in
        // here: the page has not the helper the bench's transpiler names them with.
        const steps = Array.from({ length: rounds }, () =>
          queries.flatMap((query) => [...Array.from(query, (_, at) => query.slice(0, at + 1)), '']),
        ).flat();
        const times: number[] = [];
        for (const [at, value] of steps.entries()) {
          // Each query answered before it is cleared: its results, or the empty state, are on the page.
          if (value === '' && !box.querySelector('[data-testid="search-results"] a, [data-testid="search-empty"]'))
            throw new Error(`no answer shown for ${steps[at - 1]}`);
          const start = performance.now();
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          // React commits a controlled input's update before the event returns; the microtask covers it if not.
          await Promise.resolve();
          void document.body.offsetHeight;
          if (value !== '') times.push(performance.now() - start);
          else await new Promise((resolve) => setTimeout(resolve, 0));
        }
        return times;
      },
      { queries, rounds },
    );
    return { readyMs, keystrokes };
  } finally {
    await browser.close();
  }
}
