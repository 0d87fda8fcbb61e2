import { unmatchedApiMessage } from '@site/schemas';

/**
 * The answer of an address under `/api/` that no route serves (unmatched route, the 'Page Not Found:
 * {full path}' variant): JSON in the backend's shape, `{code, message, data}`, with the path and query the request
 * named. No HTML page lives under `/api/`, so a caller there is a program and an HTML 404 is the wrong answer (it
 * was Next's bare error document, cacheable for a year). `no-store`: the query is echoed, and a front cache must not
 * keep one entry per made-up address.
 */
export function apiNotFoundResponse(url: URL): Response {
  const path = `${url.pathname}${url.search}`;
  return Response.json(
    { code: 404, message: unmatchedApiMessage(path), data: { path } },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}
