import { PROMOTION_CHECK_MS, PROMOTION_CUTOFF_DEFAULT } from '@site/schemas';

/** Spec section 4: the promotional flag is true until its cutoff. */
export function isPromotionActive(now: number, cutoff: string = PROMOTION_CUTOFF_DEFAULT): boolean {
  const end = Date.parse(cutoff);
  if (Number.isNaN(end)) return false;
  return now < end;
}

/**
 * Reports the flag now, re-checks every 60 s while it is true, and stops checking once the cutoff has passed
 * (after reporting false). Returns a stop function.
 */
export function watchPromotion(
  onChange: (active: boolean) => void,
  cutoff: string = PROMOTION_CUTOFF_DEFAULT,
  now: () => number = () => Date.now(),
): () => void {
  let active = isPromotionActive(now(), cutoff);
  onChange(active);
  if (!active) return () => undefined;
  const timer = setInterval(() => {
    const next = isPromotionActive(now(), cutoff);
    if (next !== active) {
      active = next;
      onChange(active);
    }
    if (!active) clearInterval(timer);
  }, PROMOTION_CHECK_MS);
  return () => clearInterval(timer);
}
