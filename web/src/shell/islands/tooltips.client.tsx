'use client';

import { TOOLTIP_MAX_WIDTH_PX } from '@site/schemas';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const SELECTOR = '[data-tooltip], [data-tooltip-overflow]';
/** Distance from the pointer, so the tooltip never sits under the finger or the cursor. */
const OFFSET_X = 12;
const OFFSET_Y = 18;
const EDGE = 8;

/** Truncated text gets a tooltip only when it is actually truncated. */
export function isTruncated(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

function tooltipText(element: Element): string | null {
  const explicit = element.getAttribute('data-tooltip');
  if (explicit) return explicit;
  if (!element.hasAttribute('data-tooltip-overflow') || !isTruncated(element)) return null;
  return element.getAttribute('data-tooltip-overflow') || element.textContent?.trim() || null;
}

interface Tip {
  text: string;
  x: number;
  y: number;
  owner: Element;
}

/**
 * One delegated tooltip for the page: any element with `data-tooltip="text"`, or with
 * `data-tooltip-overflow` when its text is cut off, shows a tooltip next to the pointer on hover, or next to the
 * finger on tap; at most 265 px wide, kept inside the viewport. Server components only add the attribute.
 */
export function Tooltips() {
  const [tip, setTip] = useState<Tip | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  useEffect(() => {
    const owner = (event: Event) => (event.target instanceof Element ? event.target.closest(SELECTOR) : null);
    const show = (element: Element, x: number, y: number) => {
      const text = tooltipText(element);
      setTip(text ? { text, x, y, owner: element } : null);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const element = owner(event);
      if (element) show(element, event.clientX, event.clientY);
      else setTip((current) => (current ? null : current));
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const element = owner(event);
      const next = event.relatedTarget instanceof Element ? event.relatedTarget.closest(SELECTOR) : null;
      if (element && next !== element) setTip(null);
    };
    const onTap = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      const element = owner(event);
      if (element) show(element, event.clientX, event.clientY);
      else setTip(null);
    };
    const hide = () => setTip(null);
    document.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerout', onLeave, { passive: true });
    document.addEventListener('pointerup', onTap, { passive: true });
    window.addEventListener('scroll', hide, { passive: true });
    return () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerout', onLeave);
      document.removeEventListener('pointerup', onTap);
      window.removeEventListener('scroll', hide);
    };
  }, []);

  // Placed after it is measured: right of and below the pointer, flipped when it would leave the viewport.
  useLayoutEffect(() => {
    if (!tip || !box.current) {
      setPosition(null);
      return;
    }
    const { width, height } = box.current.getBoundingClientRect();
    let left = tip.x + OFFSET_X;
    let top = tip.y + OFFSET_Y;
    if (left + width > window.innerWidth - EDGE) left = Math.max(EDGE, tip.x - OFFSET_X - width);
    if (top + height > window.innerHeight - EDGE) top = Math.max(EDGE, tip.y - OFFSET_Y - height);
    setPosition({ left, top });
  }, [tip]);

  if (!tip) return null;
  return (
    <div
      ref={box}
      className="tooltip"
      role="tooltip"
      style={{
        maxWidth: TOOLTIP_MAX_WIDTH_PX,
        left: position?.left ?? -9999,
        top: position?.top ?? -9999,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      {tip.text}
    </div>
  );
}
