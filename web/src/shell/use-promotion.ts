import { PROMOTION_CUTOFF_DEFAULT } from '@site/schemas';
import { useEffect, useState } from 'react';
import { watchPromotion } from './promotion';

/**
 * The promotional flag: true from `start` until the cutoff, re-checked every 60 s, no more checks
 * after it. False until mounted: pages are cached (ISR), so the server's clock at render time says nothing about
 * the visitor's, and a promotion shown by the server HTML could already be over.
 */
export function usePromotion(cutoff: string = PROMOTION_CUTOFF_DEFAULT, start?: string): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => watchPromotion(setActive, cutoff, undefined, start), [cutoff, start]);
  return active;
}
