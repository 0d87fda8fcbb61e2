import { beforeAll, describe, expect, test } from 'vitest';
import { seededRandom } from '../../studio/seed/generate';
import { BROWSER_USER_AGENT } from '../fixtures/browser';
import { renderedContent } from './rendered-content';
import { type Answer, clusterForFile, hit, HOSTS, type TestCluster } from './support';

/**
 * A seeded fuzz of the headers strangers control, through the front with two instances: Host, Accept,
 * Accept-Language, cookies and X-Forwarded-*. Every request carries a marker of its own in those headers. Two
 * things must hold: no answer carries any request's marker (nothing a visitor sends is reflected, or stored and
 * shown to another), and a request that differs from a plain visitor's only in headers the site does not read gets
 * the plain visitor's bytes. A failure prints the seed; `HOSTILE_SEED=n` replays it.
 */

const setup = clusterForFile({ redis: 6393, instances: [3121, 3122], front: 8121, backend: 3129 });
let cluster: TestCluster;

beforeAll(() => {
  cluster = setup.cluster;
});

const SEED = Number(process.env.HOSTILE_SEED ?? 20261128);
const ROUNDS = 200;

/** Pages of several kinds on the three hosts: prerendered, rendered on demand, a listing, the 404. */
const PAGES: readonly { host: string; path: string }[] = [
  { host: HOSTS.en, path: '/' },
  { host: HOSTS.en, path: '/pricing' },
  { host: HOSTS.en, path: '/de/blog/what-is-browser-fingerprinting' },
  { host: HOSTS.en, path: '/blog' },
  { host: HOSTS.en, path: '/th/no-such-page' },
  { host: HOSTS.zh, path: '/download' },
  { host: HOSTS.ru, path: '/pricing' },
];

/**
 * Headers the site reads for no page: whatever their values, the answer is the plain visitor's. (Accept-Language
 * and the language cookie decide detection on the English host, so they stay out; so does Accept, which chooses
 * between a page and its Markdown twin.)
 */
function noise(pick: () => number, marker: string): Record<string, string> {
  const one = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
  const headers: Record<string, string> = {};
  if (pick() < 0.7) headers['x-forwarded-host'] = one([`${marker}.evil.example`, `${HOSTS.zh}`, `${marker}:443`]);
  if (pick() < 0.5) headers['x-forwarded-proto'] = one(['https', 'gopher', marker]);
  if (pick() < 0.5) headers['x-forwarded-for'] = one([`203.0.113.${Math.floor(pick() * 255)}`, marker]);
  if (pick() < 0.5) headers['x-forwarded-port'] = one(['443', marker]);
  if (pick() < 0.7)
    headers.cookie = one([
      `session=${marker}`,
      `${marker}=1`,
      `x__prerender_bypass=${marker}`,
      `theme=dark; tracking=${marker}`,
    ]);
  if (pick() < 0.3) headers['x-original-url'] = `/${marker}`;
  return headers;
}

const PLAIN = { 'user-agent': BROWSER_USER_AGENT, 'accept-language': '', accept: 'text/html' };

/**
 * The answer without what changes between two identical requests: the date, the cache status, the request id, and
 * for a 404 (rendered by each instance, never shared) the order its RSC rows streamed in.
 */
const comparable = (answer: Answer) => ({
  status: answer.status,
  location: answer.headers.location,
  type: answer.headers['content-type'],
  body: answer.status === 404 ? renderedContent(answer.body) : answer.body,
});

/** Where two answers first differ, with a little context either side: enough to tell a reflection from a race. */
function firstDifference(one: ReturnType<typeof comparable>, other: ReturnType<typeof comparable>): string | undefined {
  const [a, b] = [JSON.stringify(one), JSON.stringify(other)];
  if (a === b) return undefined;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  const near = (text: string) => text.slice(Math.max(0, at - 80), at + 160);
  return `${one.status} vs ${other.status}, from character ${at}: ${near(a)} | ${near(b)}`;
}

describe('hostile headers through the front', () => {
  test('no answer reflects a visitor’s headers, and noise the site does not read changes no byte', async () => {
    const pick = seededRandom(SEED);
    const markers: string[] = [];
    const plain = new Map<string, Answer>();
    const differing: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const page = PAGES[Math.floor(pick() * PAGES.length)]!;
      const marker = `hx${SEED.toString(36)}r${round}q`;
      markers.push(marker);
      const key = `${page.host}${page.path}`;
      if (!plain.has(key)) plain.set(key, await hit(cluster.front, page.path, { host: page.host, headers: PLAIN }));
      const answer = await hit(cluster.front, page.path, {
        host: page.host,
        headers: { ...PLAIN, ...noise(pick, marker) },
      });
      // Again without the noise, in case the page changed in between (it should not): the plain answer now.
      const again = await hit(cluster.front, page.path, { host: page.host, headers: PLAIN });
      const difference = firstDifference(comparable(answer), comparable(again));
      if (difference) differing.push(`${key} round ${round}: ${difference}`);
      for (const seen of [answer, again, plain.get(key)!]) {
        const text = `${JSON.stringify(seen.headers)}\n${seen.body}`;
        const reflected = markers.filter((one) => text.includes(one));
        expect(reflected, `${key} round ${round} (HOSTILE_SEED=${SEED})`).toEqual([]);
      }
    }
    expect(differing, `HOSTILE_SEED=${SEED}`).toEqual([]);
    // The fuzz reached every kind of page.
    expect(plain.size).toBe(PAGES.length);
  });

  test('headers the site does read (Host, Accept, Accept-Language, the language cookie) are never reflected either', async () => {
    const pick = seededRandom(SEED + 1);
    const one = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
    const statuses = new Set<number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const page = one(PAGES);
      const marker = `hy${SEED.toString(36)}r${round}q`;
      const headers: Record<string, string> = {
        'user-agent': one([BROWSER_USER_AGENT, `Mozilla/5.0 ${marker}`, '']),
        accept: one(['text/html', `text/html;${marker}=1`, `image/avif,${marker}/*`, '*/*']),
        'accept-language': one(['de-DE,de;q=0.9', `${marker}`, `zh-${marker};q=0.8,de`, '']),
        cookie: one([`i18n_redirected=${marker}`, `i18n_redirected=de; ${marker}=1`, '']),
      };
      const host = one([page.host, `${marker}.example`, `${page.host}:${marker.length}`, `${marker}`]);
      const answer = await hit(cluster.front, page.path, { host, headers });
      statuses.add(answer.status);
      const text = `${JSON.stringify(answer.headers)}\n${answer.body}`;
      expect(text.includes(marker), `${host}${page.path} round ${round} (HOSTILE_SEED=${SEED})`).toBe(false);
    }
    // Pages, redirects (unknown hosts, detection) and 404s all came up.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 301, 404]));
  });
});
