import { PROMOTION_CHECK_MS, PROMOTION_CUTOFF_DEFAULT } from '@site/schemas';

/**
 * The promotional flag is true until its cutoff. A promotion from the CMS also has a
 * start: the flag is true from `start` (inclusive) until `cutoff` (exclusive). Unreadable dates mean no promotion.
 */
export function isPromotionActive(now: number, cutoff: string = PROMOTION_CUTOFF_DEFAULT, start?: string): boolean {
  const end = Date.parse(cutoff);
  if (Number.isNaN(end)) return false;
  if (start !== undefined) {
    const begin = Date.parse(start);
    if (Number.isNaN(begin) || now < begin) return false;
  }
  return now < end;
}

/**
 * Reports the flag now, re-checks it every 60 s (before the start too, so a promotion appears on an open page), and
 * stops checking once the cutoff has passed (after reporting false). Returns a stop function.
 */
export function watchPromotion(
  onChange: (active: boolean) => void,
  cutoff: string = PROMOTION_CUTOFF_DEFAULT,
  now: () => number = () => Date.now(),
  start?: string,
): () => void {
  const over = () => !(now() < Date.parse(cutoff));
  let active = isPromotionActive(now(), cutoff, start);
  onChange(active);
  if (over()) return () => undefined;
  const timer = setInterval(() => {
    const next = isPromotionActive(now(), cutoff, start);
    if (next !== active) {
      active = next;
      onChange(active);
    }
    if (over()) clearInterval(timer);
  }, PROMOTION_CHECK_MS);
  return () => clearInterval(timer);
}
