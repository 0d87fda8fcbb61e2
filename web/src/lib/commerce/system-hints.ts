import type { SystemHints } from './download';

/** The part of `navigator.userAgentData` the download page reads (Chromium only; absent elsewhere). */
export interface UserAgentDataLike {
  readonly platform?: string;
  getHighEntropyValues?(hints: string[]): Promise<{ architecture?: string; bitness?: string; platform?: string }>;
}

export interface NavigatorLike {
  readonly userAgent: string;
  readonly userAgentData?: UserAgentDataLike | undefined;
}

/** Which client-hint platform names describe the same system family as a user-agent string. */
function samePlatform(userAgent: string, platform: string): boolean {
  const name = platform.toLowerCase();
  if (/Mac OS X|Macintosh/i.test(userAgent)) return name === 'macos';
  if (/Windows/i.test(userAgent)) return name === 'windows';
  if (/Linux|X11|CrOS/i.test(userAgent)) return name === 'linux' || name === 'chrome os' || name === 'chromeos';
  return false;
}

/** How long the page waits for client hints before deciding from the user agent alone. */
export const HINTS_TIMEOUT_MS = 1000;

/**
 * Collects what the download detection uses. Client hints are kept only when their platform matches the user
 * agent's system: a browser whose user agent was changed (an extension, an emulator) otherwise reports the
 * architecture of another machine. The WebGL renderer is read only for macOS without an architecture hint, the
 * one case where it decides (Apple GPU means Apple silicon). Never throws.
 */
export async function collectSystemHints(
  nav: NavigatorLike,
  gpuRenderer: () => string | undefined,
  timeoutMs: number = HINTS_TIMEOUT_MS,
): Promise<SystemHints> {
  const userAgent = nav.userAgent ?? '';
  let architecture: string | undefined;
  let bitness: string | undefined;
  const data = nav.userAgentData;
  if (data?.platform && samePlatform(userAgent, data.platform) && typeof data.getHighEntropyValues === 'function') {
    try {
      const values = await Promise.race([
        data.getHighEntropyValues(['architecture', 'bitness']),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
      ]);
      architecture = values?.architecture || undefined;
      bitness = values?.bitness || undefined;
    } catch {
      // Hints refused: the user agent decides.
    }
  }
  let renderer: string | undefined;
  if (!architecture && /Mac OS X|Macintosh/i.test(userAgent)) {
    try {
      renderer = gpuRenderer();
    } catch {
      renderer = undefined;
    }
  }
  return { userAgent, architecture, bitness, gpuRenderer: renderer };
}

/** The unmasked WebGL renderer name, when the browser exposes it. */
export function webglRenderer(doc: Document): string | undefined {
  const canvas = doc.createElement('canvas');
  const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
  if (!gl) return undefined;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const value: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return typeof value === 'string' ? value : undefined;
}
