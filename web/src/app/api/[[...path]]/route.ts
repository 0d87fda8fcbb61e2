import type { NextRequest } from 'next/server';
import { apiNotFoundResponse } from '@/lib/routing/api-not-found';

/**
 * `/api` and every address under it that no API route claims (the named routes beside this one are more specific
 * and win): the JSON 404 of lib/routing/api-not-found.ts, for every method. Only these requests reach it; pages never do.
 */
export const dynamic = 'force-dynamic';

function notFound(request: NextRequest): Response {
  return apiNotFoundResponse(request.nextUrl);
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
