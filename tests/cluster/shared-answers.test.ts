import { beforeAll, describe, expect, test } from 'vitest';
import { renderedContent } from './rendered-content';
import { type Answer, clusterForFile, hit, type TestCluster } from './support';

/**
 * What one visitor's request leaves in a shared answer: nothing. A page or a 404 rendered for a request with a query
 * (a referral code, a token, an e-mail address, markup) is the same bytes for everyone after, at the instance (Next's
 * ISR cache, shared through Redis) and at the front (its micro-cache); an optimized image is kept per format the
 * client can decode. Its own cluster, on ports of its own.
 */

const setup = clusterForFile({ redis: 6389, instances: [3111, 3112], front: 8111, backend: 3119 });
let cluster: TestCluster;

beforeAll(() => {
  cluster = setup.cluster;
});

const MARKER = 'LeakMarker7q';
/** What a link may carry: tracking, a referral code, an address, a token, markup. */
const MARKED_QUERY = `?utm_source=${MARKER}&ref=${MARKER}&email=${MARKER}%40example.com&t=${MARKER}&q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E${MARKER}`;
const OTHER_QUERIES = ['', '?utm_source=newsletter', '?ref=FRIEND&page=2'];

/** The marker anywhere in an answer: its bytes or any header (the CSP hashes the page's inline scripts). */
const leaks = (answer: Answer) =>
  answer.body.includes(MARKER) || answer.body.includes('onerror') || JSON.stringify(answer.headers).includes(MARKER);

// Rendered on first request (a tag filter of a category), and a made-up address (the 404, kept by each instance).
const pagesFor = (locale: string) => ({
  page: `/${locale}/blog-team-workflows/account-safety`,
  missing: `/${locale}/no-such-page-shared-answers-${Date.now()}`,
});

describe('a shared page or 404 is the same bytes whatever query its first request had', () => {
  test('at the instance: rendered for a marked query, then served to other queries on both instances', async () => {
    const [a, b] = cluster.instances;
    for (const [kind, path] of Object.entries(pagesFor('pl'))) {
      const first = await hit(a, `${path}${MARKED_QUERY}`);
      expect(first.status, `${kind} ${path}`).toBe(kind === 'page' ? 200 : 404);
      const later: Answer[] = [];
      for (const port of [a, b]) for (const query of OTHER_QUERIES) later.push(await hit(port, `${path}${query}`));
      for (const answer of later) {
        expect(answer.status, `${kind} ${path}`).toBe(first.status);
        const at = answer.body.indexOf(MARKER);
        expect(leaks(answer), `${kind} ${path}: ${answer.body.slice(Math.max(0, at - 120), at + 60)}`).toBe(false);
      }
      // A page is one copy: what the second instance read from Redis is what the first one stored. A 404 is never
      // shared, so each instance renders its own: the same content, in the order its render streamed it.
      const copies = later.map((answer) => (kind === 'page' ? answer.body : renderedContent(answer.body)));
      expect(new Set(copies).size, `${kind} ${path}`).toBe(1);
    }
  });

  test('at the front: keyed without the query, so other queries hit the one copy, which carries no marker', async () => {
    for (const [kind, path] of Object.entries(pagesFor('fr'))) {
      const first = await hit(cluster.front, `${path}${MARKED_QUERY}`);
      expect(first.status, `${kind} ${path}`).toBe(kind === 'page' ? 200 : 404);
      expect(first.headers['x-cache'], `${kind} ${path}`).toBe('MISS');
      for (const query of OTHER_QUERIES) {
        const answer = await hit(cluster.front, `${path}${query}`);
        expect(answer.headers['x-cache'], `${kind} ${path}${query}`).toBe('HIT');
        expect(leaks(answer), `${kind} ${path}${query}`).toBe(false);
      }
    }
  });

  test('at the front: the query the site reads still reaches it, and a redirect keeps the visitor’s query', async () => {
    // The English home, cached for a browser; then a language chosen on another host: the proxy's 307 with cookies.
    expect((await hit(cluster.front, '/')).status).toBe(200);
    const choice = await hit(cluster.front, '/?set_locale=de');
    expect(choice.status).toBe(307);
    expect(String(choice.headers['set-cookie'])).toMatch(/i18n_redirected=de/);
    // A permanent fix of the address keeps the referral code the browser runtime reads from it.
    const moved = await hit(cluster.front, '/en/pricing?ref=FRIEND');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(/\/pricing\?ref=FRIEND$/);
  });
});

describe('optimized images at the front', () => {
  const IMAGE = '/_next/image?url=%2Fcontent-assets%2Favatar-anna-kovalenko.png&w=64&q=100';
  const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
  const WEBP_ONLY = 'image/webp,image/*,*/*;q=0.8';
  const PNG_ONLY = 'image/png,image/*;q=0.8';

  test('each client gets a format it named, whoever asked first', async () => {
    const avif = await hit(cluster.front, IMAGE, { headers: { accept: AVIF_FIRST } });
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    // Each format is one cached copy, shared by every client of that format (the key is the format, not Accept).
    const again = await hit(cluster.front, IMAGE, { headers: { accept: 'image/avif,*/*' } });
    expect(again.headers['content-type']).toBe('image/avif');
    expect(again.headers['x-cache']).toBe('HIT');
    const png = await hit(cluster.front, IMAGE, { headers: { accept: PNG_ONLY } });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const webp = await hit(cluster.front, IMAGE, { headers: { accept: WEBP_ONLY } });
    expect(webp.headers['content-type']).toBe('image/webp');
  });
});
