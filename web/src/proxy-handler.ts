import { type EdgeConfig, type EdgeData, createEdgeConfig, decide } from '@site/edge';
import { type NextRequest, NextResponse } from 'next/server';
import { currentEdgeData } from '@/edge-data/store';
import { isUncacheableMethod } from '@/lib/cached-routes';
import { ruBlogUrl, siteUrls } from '@/env';

let compiled: { data: EdgeData; config: EdgeConfig } | undefined;

/** The edge configuration for the current CMS data: recompiled only when revalidation replaced that data. */
function edgeConfig(): EdgeConfig {
  const data = currentEdgeData();
  if (compiled?.data !== data) compiled = { data, config: createEdgeConfig({ sites: siteUrls, ruBlogUrl, data }) };
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
      return NextResponse.redirect(decision.location, decision.status);
    case 'reject':
      return new NextResponse(null, { status: decision.status });
    case 'rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      return NextResponse.rewrite(url);
    }
    default:
      return NextResponse.next();
  }
}
