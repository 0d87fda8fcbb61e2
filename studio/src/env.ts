import { type SiteUrls, resolveSiteUrls } from '@site/schemas';

/**
 * Studio configuration. Sanity inlines `SANITY_STUDIO_*` variables into the bundle at build time, so only public
 * values belong here. Without a project the placeholder id lets `sanity build` and `sanity schema validate` run
 * offline; the built Studio then shows Sanity's own "project not found" screen until a real id is set.
 */
export const PLACEHOLDER_PROJECT_ID = 'local000';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
export const apiVersion = process.env.SANITY_STUDIO_API_VERSION || '2025-10-01';

/** Where preview links point: the same three origins the site is configured with. */
export const siteUrls: SiteUrls = resolveSiteUrls({
  SITE_URL_EN: process.env.SANITY_STUDIO_SITE_URL_EN,
  SITE_URL_ZH: process.env.SANITY_STUDIO_SITE_URL_ZH,
  SITE_URL_RU: process.env.SANITY_STUDIO_SITE_URL_RU,
});

/**
 * Test only: the origin of the Content Lake stand-in (tests/lake-stub), which the Studio's workspace then talks to
 * instead of Sanity (`apiHost`), logging in with the stand-in's token through Sanity's own token login. Set by the
 * Studio journeys' build (tests/studio) and `npm run dev:studio`; a production build never sets it (it is inlined
 * into the public bundle like every `SANITY_STUDIO_*` variable, and would point the Studio at a loopback address).
 */
export const standInApiHost = process.env.SANITY_STUDIO_LAKE_STUB_HOST || undefined;
