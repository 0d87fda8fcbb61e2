import { getPattern, isbot } from 'isbot';

/**
 * Crawlers are never sent elsewhere by their Accept-Language: each URL must show the same language to every
 * crawler, or search engines index the wrong page under the wrong address.
 *
 * The list of crawlers is isbot's (a maintained pattern, pure JavaScript, so it runs at the edge): a hand-written
 * one missed Google-InspectionTool, Naver's Yeti and ia_archiver. A request without a User-Agent is treated as a
 * crawler too (isbot says no): browsers always send one, scripts and bots often do not.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  if (userAgent.length > MEMO_MAX_LENGTH) return isbot(userAgent);
  let known = memo.get(userAgent);
  if (known === undefined) {
    known = isbot(userAgent);
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
    memo.set(userAgent, known);
  }
  return known;
}

// isbot's pattern costs about 15 times the old one per call (tens of microseconds on this machine), and the proxy
// asks on every request. Real traffic repeats a few thousand User-Agents, so the last answers are kept: a bounded
// map, oldest out first, of strings no longer than a real browser's.
const MEMO_ENTRIES = 2048;
const MEMO_MAX_LENGTH = 512;
const memo = new Map<string, boolean>();

/**
 * The same test as a PCRE pattern, for a front that keys its cache on it (deploy/nginx: a crawler's page is shared by
 * crawlers and never served to a browser that detection would move). Matched case-insensitively (`~*`), plus the
 * empty and whitespace-only rule above (`CRAWLER_BLANK_PCRE`). Node reads header bytes as Latin-1 and the server
 * never sees other characters, so two differences between JavaScript and PCRE (without UTF) matter, and are
 * rewritten: JavaScript's `\s` also matches the no-break space (0xA0), PCRE's does not; and a `-` beside a class
 * escape in a character class (`[\w\d-.]`) is a literal in JavaScript and an error in PCRE. Anything else isbot may
 * start using is caught by tests/unit/deploy/crawler-pattern.test.ts, which runs both engines over the same agents.
 */
export function crawlerPcre(): string {
  const source = getPattern().source;
  let out = '';
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      const escape = source.slice(index, index + 2);
      index++;
      if (escape === '\\s') out += inClass ? '\\s\\xa0' : '[\\s\\xa0]';
      else out += escape;
      continue;
    }
    if (inClass && char === '-') {
      const before = source.slice(index - 2, index);
      const after = source.slice(index + 1, index + 3);
      if (CLASS_ESCAPE.test(before) || CLASS_ESCAPE.test(after)) {
        out += '\\-';
        continue;
      }
    }
    if (char === '[' && !inClass) inClass = true;
    else if (char === ']' && inClass) inClass = false;
    out += char;
  }
  return out;
}

const CLASS_ESCAPE = /^\\[dDsSwW]$/;

/** No User-Agent, or only white space as JavaScript's `trim()` sees it in a Latin-1 header: a crawler (above). */
export const CRAWLER_BLANK_PCRE = '^[\\s\\xa0]*$';
