import { type CookieToSet, type EdgeConfig, type EdgeData, createEdgeConfig, decide } from '@site/edge';
import { type NextRequest, NextResponse } from 'next/server';
import { currentEdgeData } from '@/edge-data/store';
import { ruBlogUrl, runtimeSettings, siteUrls } from '@/env';
import { isUncacheableMethod } from '@/lib/routing/cached-routes';

let compiled: { data: EdgeData; config: EdgeConfig } | undefined;

/** The edge configuration for the current CMS data: recompiled only when revalidation replaced that data. */
function edgeConfig(): EdgeConfig {
  const data = currentEdgeData();
  if (compiled?.data !== data) {
    compiled = {
      data,
      config: createEdgeConfig({ sites: siteUrls, ruBlogUrl, data, cookieDomains: runtimeSettings.cookieDomains }),
    };
  }
  return compiled.config;
}

// Compiled once at start: a bad RU_BLOG_URL or map entry stops the server instead of failing requests.
edgeConfig();

/**
 * Turns the edge's decision into a response; every routing rule lives in `@site/edge`. Next runs it only for the
 * requests `proxyMatcher` and the cached routes name (src/proxy.ts, written at build); the rest take next.config's
 * static locale rewrite.
 */
export function proxy(request: NextRequest): NextResponse {
  // Before anything else: a cached route's answer must never be rendered for, or read by, another method.
  if (isUncacheableMethod(request.method, request.nextUrl.pathname)) {
    return new NextResponse(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  const decision = decide(request, edgeConfig());
  switch (decision.type) {
    case 'redirect':
      return withCookies(NextResponse.redirect(decision.location, decision.status), decision.cookies);
    case 'reject':
      return new NextResponse(null, { status: decision.status });
    case 'rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      return withCookies(NextResponse.rewrite(url), decision.cookies);
    }
    default:
      return withCookies(NextResponse.next(), decision.cookies);
  }
}

/**
 * The language cookies a decision sets, each its own Set-Cookie line (Next's cookie map keeps one per name, and a
 * host-only copy's removal and the domain-wide value share the name). An answer that sets a cookie is never stored by
 * the front (deploy/README.md).
 */
function withCookies(response: NextResponse, cookies: readonly CookieToSet[] | undefined): NextResponse {
  for (const { name, value, maxAgeSeconds, domain } of cookies ?? []) {
    response.headers.append(
      'set-cookie',
      `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`,
    );
  }
  return response;
}
