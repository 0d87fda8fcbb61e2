import { PROMOTION_CUTOFF_DEFAULT } from '@site/schemas';
import { useEffect, useState } from 'react';
import { isPromotionActive, watchPromotion } from './promotion';

/**
 * The promotional flag (spec section 4): true until the cutoff, re-checked every 60 s, no more checks after it.
 * The server render uses the build time's answer; the browser corrects it on mount.
 */
export function usePromotion(cutoff: string = PROMOTION_CUTOFF_DEFAULT): boolean {
  const [active, setActive] = useState(() => isPromotionActive(Date.now(), cutoff));
  useEffect(() => watchPromotion(setActive, cutoff), [cutoff]);
  return active;
}
