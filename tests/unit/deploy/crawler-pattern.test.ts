import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CRAWLER_BLANK_PCRE, crawlerPcre, isCrawler } from '@site/edge';
import { list } from 'isbot';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_AGENTS, CRAWLER_AGENTS } from '../../fixtures/user-agents';

/**
 * The front keys its cache on its own copy of the app's crawler test (deploy/nginx: `map $http_user_agent $crawler`).
 * A user agent the two judge differently would let a crawler's page, which detection never moves, be stored for
 * browsers it must move. Both engines run over the same agents here: the app's JavaScript test, and PCRE2 through
 * `grep -P` (nginx's library, without UTF, as nginx compiles a map's regex), case-insensitive as `~*` is.
 */

const dir = mkdtempSync(join(tmpdir(), 'crawler-pattern-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Which agents PCRE2 takes for crawlers: the isbot pattern (caseless) or the blank rule. */
function pcreVerdicts(agents: readonly string[]): boolean[] {
  const file = join(dir, 'agents.txt');
  // Latin-1 bytes, as they arrive in a header (Node reads them so; nginx sees the bytes).
  writeFileSync(file, Buffer.from(agents.join('\n') + '\n', 'latin1'));
  const matching = (pattern: string, caseless: boolean) => {
    const result = spawnSync('grep', ['-P', '-n', ...(caseless ? ['-i'] : []), '-e', pattern, file], {
      encoding: 'latin1',
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (result.status === 2) throw new Error(`grep -P rejected the pattern: ${result.stderr}`);
    return new Set(
      result.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.slice(0, line.indexOf(':'))) - 1),
    );
  };
  const bots = matching(crawlerPcre(), true);
  const blank = matching(CRAWLER_BLANK_PCRE, false);
  return agents.map((_agent, index) => bots.has(index) || blank.has(index));
}

/** A small deterministic generator (mulberry32): the same agents on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Agents built to sit on the patterns' edges: pieces of isbot's own entries (their words, with and without the
 * regex syntax), browser fragments, and the characters where JavaScript and PCRE could differ (the no-break space,
 * tabs, Latin-1 letters, hyphens beside word characters, case).
 */
function generatedAgents(count: number): string[] {
  const next = random(21);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const words = [
    ...new Set(list.flatMap((entry) => entry.replace(/\\[bdswBDSW]/g, ' ').split(/[^a-z0-9@._-]+/i)).filter(Boolean)),
  ];
  const fragments = [
    'Mozilla/5.0',
    'Mozilla/4.0',
    '(compatible;',
    '(X11; Linux x86_64)',
    'AppleWebKit/537.36',
    '(KHTML, like Gecko)',
    'Chrome/140.0',
    'Safari/537.36',
    'Google',
    'google/',
    ' channel/',
    'cu',
    'cam',
    'lib',
    'wv',
    'app',
    '1.0;',
    '/v2.1',
    '/1.0',
    ')',
    '(',
    ';',
    ',',
    '/',
    '-',
    '.',
    '@',
    '|',
    '<',
    ':',
    '%',
    '_',
    '0',
    '42',
    '2.3',
    'é',
    'ÿ',
    'Ä',
    '\u00a0',
    '\t',
    ' ',
    ' ',
    ' ',
  ];
  const agents: string[] = [];
  for (let index = 0; index < count; index++) {
    const parts = Array.from({ length: 1 + Math.floor(next() * 6) }, () =>
      next() < 0.35 ? pick(words) : pick(fragments),
    );
    let agent = parts.join(next() < 0.5 ? '' : pick([' ', '\u00a0', '/', ';', '\t']));
    // Upper case of ASCII only: `ÿ` would become U+0178, which no Latin-1 header carries.
    if (next() < 0.3) agent = agent.replace(/[a-z]/g, (letter) => letter.toUpperCase());
    // Headers lose their surrounding white space before either side reads them; a line break never arrives.
    agents.push(agent.replace(/^[ \t]+|[ \t]+$/g, ''));
  }
  return agents;
}

describe("the front's crawler pattern", () => {
  it('compiles in PCRE2 and agrees with the app on the known crawlers and browsers', () => {
    const agents = [...CRAWLER_AGENTS.map(([, agent]) => agent ?? ''), ...BROWSER_AGENTS.map(([, agent]) => agent)];
    expect(pcreVerdicts(agents)).toEqual(agents.map((agent) => isCrawler(agent)));
  });

  it('agrees with the app on 20,000 generated agents, the no-break space and Latin-1 letters included', () => {
    const agents = generatedAgents(20_000);
    const pcre = pcreVerdicts(agents);
    const disagreements = agents.filter((agent, index) => pcre[index] !== isCrawler(agent));
    expect(disagreements.map((agent) => JSON.stringify(agent))).toEqual([]);
    // The generator reaches both verdicts often, or the comparison says little.
    const crawlers = pcre.filter(Boolean).length;
    expect(crawlers).toBeGreaterThan(2000);
    expect(agents.length - crawlers).toBeGreaterThan(2000);
  });

  it('takes a blank agent for a crawler, as the app does, the no-break space included', () => {
    const agents = ['', '\u00a0', ' \u00a0\t', BROWSER_AGENTS[0]![1]];
    expect(pcreVerdicts(agents)).toEqual([true, true, true, false]);
    expect(agents.map((agent) => isCrawler(agent))).toEqual([true, true, true, false]);
  });
});
