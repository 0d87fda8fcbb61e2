import { type EdgeConfig, type EdgeData, createEdgeConfig, decide } from '@site/edge';
import { type NextRequest, NextResponse } from 'next/server';
import { currentEdgeData } from '@/edge-data/store';
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

/** Turns the edge's decision into a response; every rule lives in `@site/edge`. */
export function proxy(request: NextRequest): NextResponse {
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

export const config = {
  matcher: [
    // Skip Next's own files, API routes and anything with a file extension (static files, sitemaps, images),
    // except `.html`: old `.html` addresses must reach the normalisation rule.
    '/((?!_next/|api/|.*\\.(?![Hh][Tt][Mm][Ll]$)[A-Za-z0-9]+$).*)',
    // Every path with a percent sign, wherever it points: one that does not decode gets the edge's 400, because
    // Next answers it with a 500 (see `isAssetPath` in @site/edge).
    '/:path(.*%.*)',
  ],
};
