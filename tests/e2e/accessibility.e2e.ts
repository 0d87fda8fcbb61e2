import AxeBuilder from '@axe-core/playwright';
import type { LocaleCode } from '@site/schemas';
import { urlOf } from './support/sites';
import { REFUSED_SNIPPET_SCRIPT } from '../stub/settings';
import { type PageCase, expectedStatus, pageCases } from './support/page-types';
import { expect, test } from './support/stub';

/**
 * No serious or critical axe finding on any page type (support/page-types.ts: every type in four
 * languages of four scripts and three hosts, home and pricing in all 20), after hydration and with the widgets
 * mounted, as a visitor sees the page. (All six of `FULL_LOCALES` took 17 minutes on the 2-core machine; German and
 * Thai pages share their components with the English and Khmer ones, and their home and pricing are checked.)
 * Besides axe's default rules (WCAG 2.0-2.2 A/AA and best practices), the experimental `label-content-name-mismatch`
 * (WCAG 2.5.3: an accessible name contains the visible text) runs too: the switcher failed it.
 *
 * Every load also listens for Content-Security-Policy violations: the pages' policies allow exactly their own inline
 * scripts (decision 0012), and a script the policy missed would break hydration silently.
 */
const SERIOUS = new Set(['serious', 'critical']);
const A11Y_LOCALES: readonly LocaleCode[] = ['en', 'zh', 'ru', 'km'];

/** Pages checked per test: a few per test keeps a failure's report short and the two workers busy. */
function batches(cases: PageCase[], size: number): PageCase[][] {
  const groups: PageCase[][] = [];
  for (let index = 0; index < cases.length; index += size) groups.push(cases.slice(index, index + size));
  return groups;
}

test.describe('accessibility and CSP on every page type', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project');
  test.describe.configure({ timeout: 120_000 });

  for (const group of batches(pageCases(A11Y_LOCALES), 6)) {
    test(group.map(({ locale, type }) => `${locale} ${type}`).join(', '), async ({ page }) => {
      const violations: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        if (!/CSP violation|Content Security Policy/i.test(text)) return;
        // The one refusal on purpose: the test build's Romanian snippets name a host the CSP does not allow (stub/settings.ts).
        if (text.includes(REFUSED_SNIPPET_SCRIPT)) return;
        violations.push(`${page.url()}: ${text}`);
      });
      const findings: string[] = [];
      for (const { type, locale, path } of group) {
        const url = urlOf(locale, path);
        expect((await page.goto(url))?.status(), url).toBe(expectedStatus(type));
        // Hydrated (the shell island ran) and the lazily loaded widgets mounted: the page a visitor gets to use.
        await expect(page.locator('html[data-shell="hydrated"]'), url).toBeAttached();
        await expect(page.locator('html[data-widgets]'), url).toBeAttached();
        const results = await new AxeBuilder({ page })
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();
        for (const violation of results.violations) {
          if (!SERIOUS.has(violation.impact ?? '')) continue;
          for (const node of violation.nodes) {
            findings.push(
              `${url} ${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
            );
          }
        }
      }
      expect(findings).toEqual([]);
      expect(violations).toEqual([]);
    });
  }
});
