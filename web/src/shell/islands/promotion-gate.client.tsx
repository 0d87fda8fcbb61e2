'use client';

import type { ReactNode } from 'react';
import { usePromotion } from '@/shell/use-promotion';

/**
 * Shows a promotion (rendered by the server as `children`) only while the visitor's clock is inside its dates,
 * re-checked every 60 s. The island carries two dates; the text and link are server HTML.
 */
export function PromotionGate({
  startsAt,
  endsAt,
  children,
}: {
  startsAt: string;
  endsAt: string;
  children: ReactNode;
}) {
  return usePromotion(endsAt, startsAt) ? children : null;
}
