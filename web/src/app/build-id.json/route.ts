import { shellSettings } from '@/env';

export const dynamic = 'force-static';

/**
 * The build id of the deployed build (the old site's build manifest, the Next.js way): written at build time,
 * served as a static file. Pages compare it with the id they were built with (web/src/shell/update-check.ts).
 */
export function GET(): Response {
  return Response.json({ buildId: shellSettings.buildId }, { headers: { 'cache-control': 'no-cache' } });
}
