import { MOBILE_BREAKPOINT_PX } from '@site/schemas';

/** Mobile user agents are detected by pattern. */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/**
 * Browser-only: a phone or tablet by its user agent, or any browser as narrow as the mobile breakpoint (767 px)
 * with a coarse pointer (a touch device whose user agent claims to be a desktop, as iPadOS does).
 */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  if (isMobileUserAgent(window.navigator.userAgent)) return true;
  const narrow = window.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches ?? false;
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return narrow && coarse;
}
