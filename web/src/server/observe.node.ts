import {
  LLMS_FULL_TXT_FILE,
  LLMS_TXT_FILE,
  LOCALE_CODES,
  MARKDOWN_MEDIA_TYPE,
  MARKDOWN_SUFFIX,
  SITE_SECTIONS,
} from '@site/schemas';
import { log, loggedPath, requestIdOf } from '../observability/log';
import { metrics } from '../observability/metrics';
import { isReady } from '../observability/readiness';
import type { ResponseHook } from './response-hooks.node';

/**
 * The per-answer hooks of observability (response-hooks.node.ts): readiness's 503, and counting every answer by
 * route family and status. Nothing is logged per answer but a 5xx (the front's access log has every request, with
 * the same request id); the counter's children are cached, so an answer costs one Map lookup and an add.
 */

const LOCALES = new Set<string>(LOCALE_CODES);
const API_FAMILIES = new Set([
  'revalidate',
  'health',
  'ready',
  'og',
  'search',
  'sitemap',
  'draft-mode',
  'markdown',
  'llms',
]);
/** The site's sections (`/blog`, `/pricing`...), the same list the sitemaps use. */
const PAGE_FAMILIES = new Set(SITE_SECTIONS.filter((path) => path !== '/').map((path) => path.slice(1)));

/**
 * The route family of a request path, a bounded label (made-up paths fall into `page` or `api:other`): the site's
 * sections with or without a language prefix, the API routes, Next's static files, images and other internals,
 * feeds (sitemaps, robots, RSS), Markdown twins and llms.txt.
 */
export function routeFamily(url: string | undefined): string {
  const end = url?.indexOf('?') ?? -1;
  const path = url ? (end < 0 ? url : url.slice(0, end)) : '/';
  if (path.startsWith('/_next/'))
    return path.startsWith('/_next/static/') ? 'static' : path.startsWith('/_next/image') ? 'image' : 'next';
  const segments = path.split('/');
  if (segments[1] === 'api') return API_FAMILIES.has(segments[2] ?? '') ? `api:${segments[2]}` : 'api:other';
  // Answer engines' files (lib/markdown): a page's Markdown twin, and llms.txt per language.
  if (path.endsWith(MARKDOWN_SUFFIX)) return 'markdown';
  const file = segments[segments.length - 1];
  if (file === LLMS_TXT_FILE || file === LLMS_FULL_TXT_FILE) return 'llms';
  if (/\.(xml|txt|rss)$/.test(path)) return 'feed';
  const section = segments[LOCALES.has(segments[1] ?? '') ? 2 : 1] ?? '';
  if (section === '') return 'home';
  return PAGE_FAMILIES.has(section) ? section : 'page';
}

/** Probes always answer for themselves: liveness while not ready, readiness with its own 503. */
const PROBE = /^\/api\/(?:health|ready)(?:[/?]|$)/;

export function readinessHook(): ResponseHook {
  const notReady = metrics().notReady;
  return (response, head) => {
    if (isReady()) return;
    const request = response.req;
    if ((request?.method !== 'GET' && request?.method !== 'HEAD') || PROBE.test(request.url ?? '')) return;
    head.status = 503;
    response.setHeader('Retry-After', '1');
    response.setHeader('Cache-Control', 'no-store');
    notReady.inc();
  };
}

/**
 * The family an answer is counted in: its path's, but a Markdown twin is `markdown` however it was asked for (the
 * `.md` address, or the page's own address with `Accept: text/markdown`).
 */
export function answerFamily(url: string | undefined, contentType: unknown): string {
  return typeof contentType === 'string' && contentType.startsWith(MARKDOWN_MEDIA_TYPE) ? 'markdown' : routeFamily(url);
}

export function observeHook(): ResponseHook {
  const { responses } = metrics();
  const children = new Map<string, { inc(): void }>();
  return (response, head) => {
    const request = response.req;
    // The front's id goes back with the answer, for the visitor to quote (the front repeats it on its cached copies).
    const requestId = requestIdOf(request?.headers);
    if (requestId) response.setHeader('X-Request-Id', requestId);
    const family = answerFamily(request?.url, response.getHeader('content-type'));
    const key = `${family} ${head.status}`;
    let child = children.get(key);
    if (!child) {
      child = responses.labels(family, String(head.status));
      children.set(key, child);
    }
    child.inc();
    if (head.status >= 500 && head.status !== 503) {
      log().error(
        {
          requestId,
          method: request?.method,
          path: loggedPath(request?.url),
          status: head.status,
          family,
        },
        'server error answer',
      );
    }
  };
}
