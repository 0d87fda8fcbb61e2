import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@site/schemas';

/**
 * The top loading bar's model (throttle 200 ms, duration 2000 ms). Navigations that finish within
 * the throttle never show a bar; a slower one shows a bar whose width grows with elapsed time along an arctangent
 * curve, so it reaches about 70 % at the duration and never claims 100 % before the page is really there.
 */
export function estimatedProgress(elapsedMs: number, durationMs = LOADING_BAR_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  const completion = (elapsedMs / durationMs) * 100;
  return Math.min(99, (2 / Math.PI) * 100 * Math.atan(completion / 50));
}

export interface LoadingBarState {
  visible: boolean;
  /** 0 to 100. */
  progress: number;
}

/** How often the bar's width is recomputed while it is visible. */
export const LOADING_BAR_TICK_MS = 100;
/** How long the full bar stays before fading out after the page arrived. */
export const LOADING_BAR_HIDE_MS = 400;

export class LoadingBarController {
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private shownAt = 0;
  private state: LoadingBarState = { visible: false, progress: 0 };

  constructor(
    private readonly onChange: (state: LoadingBarState) => void,
    private readonly throttleMs = LOADING_BAR_THROTTLE_MS,
    private readonly durationMs = LOADING_BAR_DURATION_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get current(): LoadingBarState {
    return this.state;
  }

  get loading(): boolean {
    return this.throttleTimer !== undefined || this.tickTimer !== undefined;
  }

  start(): void {
    if (this.loading) return;
    this.clearHide();
    this.throttleTimer = setTimeout(() => {
      this.throttleTimer = undefined;
      this.shownAt = this.now();
      this.set({ visible: true, progress: 0 });
      this.tickTimer = setInterval(() => {
        this.set({ visible: true, progress: estimatedProgress(this.now() - this.shownAt, this.durationMs) });
      }, LOADING_BAR_TICK_MS);
    }, this.throttleMs);
  }

  finish(): void {
    if (this.throttleTimer !== undefined) {
      // Finished within the throttle: the bar never appears.
      clearTimeout(this.throttleTimer);
      this.throttleTimer = undefined;
      return;
    }
    if (this.tickTimer === undefined) return;
    clearInterval(this.tickTimer);
    this.tickTimer = undefined;
    this.set({ visible: true, progress: 100 });
    this.hideTimer = setTimeout(() => {
      this.hideTimer = undefined;
      this.set({ visible: false, progress: 0 });
    }, LOADING_BAR_HIDE_MS);
  }

  dispose(): void {
    if (this.throttleTimer !== undefined) clearTimeout(this.throttleTimer);
    if (this.tickTimer !== undefined) clearInterval(this.tickTimer);
    this.clearHide();
    this.throttleTimer = this.tickTimer = undefined;
  }

  private clearHide(): void {
    if (this.hideTimer !== undefined) clearTimeout(this.hideTimer);
    this.hideTimer = undefined;
  }

  private set(state: LoadingBarState): void {
    this.state = state;
    this.onChange(state);
  }
}
