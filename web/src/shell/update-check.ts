/**
 * Build update check: the build id the page was built with is compared with the one the
 * server publishes now (`/build-id.json`); once they differ the page is outdated, and the next route change
 * loads the new page in full instead of mixing an old client with a new server.
 */
export const BUILD_ID_PATH = '/build-id.json';
/** How often the published build id is asked for. The spec says "periodic"; an hour, as the old framework did. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildIdFile {
  buildId: string;
}

export function isBuildIdFile(value: unknown): value is BuildIdFile {
  return typeof value === 'object' && value !== null && typeof (value as BuildIdFile).buildId === 'string';
}

export class UpdateChecker {
  private outdated = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly currentBuildId: string,
    private readonly fetchLatest: () => Promise<unknown>,
    private readonly intervalMs = UPDATE_CHECK_INTERVAL_MS,
  ) {}

  get isOutdated(): boolean {
    return this.outdated;
  }

  /** One check; a failed or malformed answer changes nothing (the next check tries again). */
  async check(): Promise<boolean> {
    if (this.outdated) return true;
    try {
      const latest = await this.fetchLatest();
      if (isBuildIdFile(latest) && latest.buildId !== this.currentBuildId) {
        this.outdated = true;
        this.stop();
      }
    } catch {
      // Offline or a deploy in progress: not a reason to reload.
    }
    return this.outdated;
  }

  start(): void {
    if (this.timer !== undefined || this.outdated) return;
    this.timer = setInterval(() => void this.check(), this.intervalMs);
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}
