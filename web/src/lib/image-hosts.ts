/**
 * The one remote host whose images next/image may fetch and re-encode (AVIF/WebP): the Sanity CDN, used when a
 * Sanity project is configured. next.config.ts allows exactly this; ContentImage sends anything else unoptimised.
 */
export const SANITY_IMAGE_HOST = 'cdn.sanity.io';
export const SANITY_IMAGE_PATH = '/images/**';
