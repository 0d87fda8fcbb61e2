import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { metricsPort } from '../../deploy/cluster';
import { type Answer, clusterForFile, eventually, hit, type TestCluster } from './support';

/**
 * Markdown twins at the front (deploy/nginx): a twin is cached like its page; a page asked for as Markdown
 * (`Accept: text/markdown`) and as HTML are kept apart whichever comes first, because the front keys on a
 * two-valued variant and sends the instance that variant's Accept alone; twins are counted in the instances'
 * metrics (family `markdown`, however they were asked for) and marked in the front's access log.
 */

const setup = clusterForFile({ redis: 6384, instances: [3125, 3126], front: 8125, backend: 3127 });
let cluster: TestCluster;

beforeAll(() => {
  cluster = setup.cluster;
});

const ARTICLE_PATH = '/de/blog/what-is-browser-fingerprinting';
const AS_MARKDOWN = { accept: 'text/markdown, text/html;q=0.9, */*;q=0.8' };
const AS_BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let fresh = 0;
/** The article on a cache key no earlier request used (a query with an escaped name is keyed, deploy/nginx). */
const freshly = (path: string) => `${path}?%66resh=${Date.now()}-${fresh++}`;
const front = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  hit(cluster.front, path, { headers, method });
const isMarkdown = (answer: Answer) => String(answer.headers['content-type']).startsWith('text/markdown');
const isHtml = (answer: Answer) => String(answer.headers['content-type']).startsWith('text/html');

/** Prometheus text: the sum of `morphis_http_responses_total` samples whose labels include every given one. */
async function responsesCounted(labels: readonly string[]): Promise<number> {
  let total = 0;
  for (const port of cluster.instances) {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort(port)}/metrics`)).text();
    for (const line of text.split('\n')) {
      const match = /^morphis_http_responses_total\{([^}]*)\} (\S+)$/.exec(line);
      if (match && labels.every((label) => match[1]!.includes(label))) total += Number(match[2]);
    }
  }
  return total;
}

interface AccessLine {
  uri: string;
  cache: string;
  markdown: string;
}
const accessLog = (): AccessLine[] =>
  readFileSync(join(cluster.options.dir, 'logs', 'nginx-access.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine);

describe('Markdown twins at the front', () => {
  test('a twin is a cache HIT on the second request, by its .md address and by Accept', async () => {
    const twin = freshly(`${ARTICLE_PATH}.md`);
    const first = await front(twin);
    expect([first.status, isMarkdown(first), first.headers['x-cache']]).toEqual([200, true, 'MISS']);
    const second = await front(twin);
    expect([second.status, second.headers['x-cache'], second.body]).toEqual([200, 'HIT', first.body]);

    const page = freshly(ARTICLE_PATH);
    const negotiated = await front(page, AS_MARKDOWN);
    expect([negotiated.status, isMarkdown(negotiated), negotiated.headers['x-cache']]).toEqual([200, true, 'MISS']);
    expect(negotiated.body).toBe(first.body);
    expect(String(negotiated.headers.vary).toLowerCase()).toContain('accept');
    const again = await front(page, AS_MARKDOWN);
    expect([again.headers['x-cache'], again.body]).toEqual(['HIT', first.body]);
  });

  test('Markdown and HTML of one address never get each other’s bytes, whichever comes first', async () => {
    for (const order of [
      [AS_MARKDOWN, AS_BROWSER],
      [AS_BROWSER, AS_MARKDOWN],
    ]) {
      const page = freshly(ARTICLE_PATH);
      for (const [index, headers] of [...order, ...order].entries()) {
        const answer = await front(page, headers);
        const label = `${JSON.stringify(order)} #${index}`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers['x-cache'], label).toBe(index < 2 ? 'MISS' : 'HIT');
        if (headers === AS_MARKDOWN) {
          expect(isMarkdown(answer), label).toBe(true);
          expect(answer.body, label).not.toMatch(/<html/i);
        } else {
          expect(isHtml(answer), label).toBe(true);
          expect(answer.body, label).toMatch(/^<!DOCTYPE html>/i);
        }
      }
    }
    // An Accept that names Markdown below HTML shares the HTML copy; any Markdown-first one the Markdown copy.
    const page = freshly(ARTICLE_PATH);
    expect(isMarkdown(await front(page, { accept: 'text/markdown' }))).toBe(true);
    const html = await front(page, { accept: 'text/html, text/markdown;q=0.5' });
    expect([isHtml(html), html.headers['x-cache']]).toEqual([true, 'MISS']);
    const markdown = await front(page, { accept: 'Text/Markdown;q=1, text/html' });
    expect([isMarkdown(markdown), markdown.headers['x-cache']]).toEqual([true, 'HIT']);
    // Where the front's two-valued rule is coarser than the app's (fractional q-values), the instance is asked the
    // front's question, so the copy it stores is the one its key names.
    const coarse = freshly(ARTICLE_PATH);
    const fractional = await front(coarse, { accept: 'text/html;q=0.5, text/markdown;q=0.9' });
    expect([isHtml(fractional), fractional.headers['x-cache']]).toEqual([true, 'MISS']);
    const browser = await front(coarse, AS_BROWSER);
    expect([isHtml(browser), browser.headers['x-cache']]).toEqual([true, 'HIT']);
    // HEAD asks the same question.
    const head = await front(page, AS_MARKDOWN, 'HEAD');
    expect([head.status, isMarkdown(head), head.body]).toEqual([200, true, '']);
  });

  test('twins are counted in the metrics and marked in the access log', async () => {
    const before = await responsesCounted(['family="markdown"', 'status="200"']);
    await front(freshly(`${ARTICLE_PATH}.md`));
    const page = freshly(ARTICLE_PATH);
    await front(page, AS_MARKDOWN);
    // Two misses, each answered by an instance: counted as twins there, the negotiated one too.
    await eventually(
      'twins counted',
      () => responsesCounted(['family="markdown"', 'status="200"']),
      (count) => count >= before + 2,
    );
    await front(page, AS_MARKDOWN);
    // The access log is written at least every second.
    const lines = await eventually(
      'access log lines of the negotiated twin',
      async () => accessLog().filter((line) => line.uri === page),
      (found) => found.length === 2,
    );
    expect(lines.map(({ cache, markdown }) => `${cache} ${markdown}`)).toEqual(['MISS md', 'HIT md']);
  });
});
