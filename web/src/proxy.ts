import { routeLocale } from '@site/edge';
import { type NextRequest, NextResponse } from 'next/server';
import { siteUrls } from '@/env';

/** Turns the edge's decision into a response; every rule lives in `@site/edge`. */
export function proxy(request: NextRequest): NextResponse {
  const decision = routeLocale(request, { sites: siteUrls });
  switch (decision.type) {
    case 'redirect':
      return NextResponse.redirect(decision.location, decision.status);
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
  // Skip Next's own files, API routes and anything with a file extension (static files, sitemaps, images).
  matcher: ['/((?!_next/|api/|.*\\.[A-Za-z0-9]+$).*)'],
};
