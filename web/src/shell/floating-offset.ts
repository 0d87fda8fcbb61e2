import { FLOATING_MARGIN_PX, FLOATING_OFFSET_PX } from '@site/schemas';

/**
 * The bottom offset of the floating buttons: the chat frame's height when it is on screen,
 * 93 px when there is none, plus about 5 px so the buttons never touch it.
 */
export function floatingBottom(chatFrameHeight?: number | null): number {
  const frame = chatFrameHeight && chatFrameHeight > 0 ? Math.ceil(chatFrameHeight) : FLOATING_OFFSET_PX;
  return frame + FLOATING_MARGIN_PX;
}

/** The CSS custom property every floating button positions itself with. */
export const FLOATING_BOTTOM_VAR = '--floating-bottom';
