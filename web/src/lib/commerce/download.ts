import type { DownloadKey } from '@site/schemas';

/** What the browser tells about its system; architecture and GPU come from client hints and WebGL when available. */
export interface SystemHints {
  readonly userAgent: string;
  /** navigator.userAgentData high-entropy `architecture` ('arm', 'x86') when the browser gives it. */
  readonly architecture?: string | undefined;
  /** navigator.userAgentData `bitness` ('64', '32'). */
  readonly bitness?: string | undefined;
  /** WebGL unmasked renderer, e.g. 'Apple M2' on Apple silicon. */
  readonly gpuRenderer?: string | undefined;
}

/**
 * The download target to preselect. macOS browsers report an Intel user agent even on Apple silicon, so the
 * architecture hint or the GPU name decides there; without either, Apple silicon is assumed (every Mac sold since
 * 2023 has it). Phones and unknown systems get the most common target, Windows 64-bit.
 */
export function detectDownloadTarget(hints: SystemHints): DownloadKey {
  const ua = hints.userAgent;
  if (/iPhone|iPad|Android/i.test(ua)) return 'down-windows-64';
  if (/Mac OS X|Macintosh/i.test(ua)) {
    if (hints.architecture) return /arm/i.test(hints.architecture) ? 'down-macos-apple' : 'down-macos-inter';
    if (hints.gpuRenderer) return /Apple (M\d|GPU)/i.test(hints.gpuRenderer) ? 'down-macos-apple' : 'down-macos-inter';
    return 'down-macos-apple';
  }
  if (/Windows/i.test(ua)) {
    if (hints.bitness === '32') return 'down-windows-32';
    if (hints.bitness === '64' || /Win64|x64|WOW64|amd64/i.test(ua)) return 'down-windows-64';
    return /Windows NT/i.test(ua) && /i[3-6]86|Win32/i.test(ua) ? 'down-windows-32' : 'down-windows-64';
  }
  if (/Linux|X11|CrOS/i.test(ua)) return 'down-linux-64';
  return 'down-windows-64';
}

/** A valid external address has the http or https protocol. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Names and addresses of the machine itself: what a browser counts as a secure context over plain http, and what
 * nobody on the way can intercept (downloads here, the snippets' hosts in shell/settings.ts).
 */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/**
 * A download URL is opened only when it is https on a trusted host: one of the product's own domains or a configured
 * partner domain, or a subdomain of one. An installer fetched over plain http can be swapped on the way, so http is
 * refused, except to the visitor's own machine (loopback cannot be intercepted; the tests' backend lives there).
 */
export function isTrustedDownloadUrl(value: string, trustedDomains: readonly string[]): boolean {
  if (!isHttpUrl(value)) return false;
  const { protocol, hostname, username, password } = new URL(value);
  if (username || password) return false;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (protocol !== 'https:' && !isLoopbackHost(host)) return false;
  return trustedDomains.some((domain) => {
    const trusted = domain.toLowerCase().replace(/^\.+|\.$/g, '');
    return trusted !== '' && (host === trusted || host.endsWith(`.${trusted}`));
  });
}
