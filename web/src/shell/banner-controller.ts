import { BANNER_RESHOW_DELAY_MS, BANNER_SHOW_DELAY_MS } from '@site/schemas';

/**
 * The mobile registration banner's behaviour, free of the DOM: it appears 1 s after the load
 * event (the widget passes how long ago that was), hides while the visitor scrolls down, comes back when they scroll
 * up or 5 s after scrolling stops, and once closed stays closed.
 */
export class BannerController {
  private visible = false;
  private ready = false;
  private closed = false;
  private lastY: number | undefined;
  private showTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: (visible: boolean) => void,
    private readonly showDelayMs = BANNER_SHOW_DELAY_MS,
    private readonly reshowDelayMs = BANNER_RESHOW_DELAY_MS,
  ) {}

  get isVisible(): boolean {
    return this.visible;
  }

  /**
   * `elapsedMs`: how long ago the moment the spec counts from (the load event) was; the banner then appears
   * `showDelayMs - elapsedMs` from now, or at once when the widgets came later than that.
   */
  start(initialY: number, elapsedMs = 0): void {
    this.lastY = initialY;
    const delay = Math.max(0, this.showDelayMs - Math.max(0, elapsedMs));
    this.showTimer = setTimeout(() => {
      this.showTimer = undefined;
      this.ready = true;
      this.set(true);
    }, delay);
  }

  /** Feed every (throttled) scroll position. */
  scrolled(y: number): void {
    const previous = this.lastY ?? y;
    this.lastY = y;
    if (!this.ready || this.closed) return;
    if (y > previous) this.set(false);
    else if (y < previous) this.set(true);
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      this.set(true);
    }, this.reshowDelayMs);
  }

  close(): void {
    this.closed = true;
    this.dispose();
    this.set(false);
  }

  dispose(): void {
    if (this.showTimer !== undefined) clearTimeout(this.showTimer);
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.showTimer = this.idleTimer = undefined;
  }

  private set(visible: boolean): void {
    if (this.closed && visible) return;
    if (visible === this.visible) return;
    this.visible = visible;
    this.onChange(visible);
  }
}
