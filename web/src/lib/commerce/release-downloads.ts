import { DOWNLOAD_KEYS, type DownloadKey, PRODUCT_DOMAINS, SYSTEM_OF_DOWNLOAD, type SystemValue } from '@site/schemas';
import { isTrustedDownloadUrl } from './download';

/**
 * The download page's own links. The latest-version call gives the address to open; when it
 * fails, the page still links each system to the installer of the newest release document that lists it. Release
 * documents carry a version and platforms, not addresses, so the address follows one fixed pattern on the
 * product's download host (ours to confirm before launch, like the other host names).
 */
export const RELEASE_DOWNLOAD_BASE = `https://download.${PRODUCT_DOMAINS[0]}/client/`;

const INSTALLER_NAME: Readonly<Record<SystemValue, (version: string) => string>> = {
  com_win64: (v) => `Morphis-Setup-${v}-x64.exe`,
  com_win32: (v) => `Morphis-Setup-${v}-ia32.exe`,
  com_arm64: (v) => `Morphis-${v}-arm64.dmg`,
  com_mac: (v) => `Morphis-${v}-x64.dmg`,
  com_linux: (v) => `morphis_${v}_amd64.deb`,
};

export class ReleaseDownloadError extends Error {
  override readonly name = 'ReleaseDownloadError';
}

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

/** The installer address of one release for one system. */
export function releaseDownloadUrl(version: string, system: SystemValue): string {
  if (!VERSION.test(version)) throw new ReleaseDownloadError(`Not a release version: ${version}`);
  return `${RELEASE_DOWNLOAD_BASE}${version}/${INSTALLER_NAME[system](version)}`;
}

export interface ReleaseDoc {
  readonly slug: string;
  readonly version: string | null;
  readonly publishedAt: string;
  readonly platforms: readonly string[] | null;
}

export interface DownloadTarget {
  readonly key: DownloadKey;
  readonly system: SystemValue;
  /** The newest release that ships for this system, or null when none does. */
  readonly release: { readonly slug: string; readonly version: string; readonly publishedAt: string } | null;
  /** Its installer: the link the page offers without the latest-version call. */
  readonly fallbackUrl: string | null;
}

/** Newest first by release date, then by version (two releases on one day). */
function newestFirst(a: ReleaseDoc, b: ReleaseDoc): number {
  const byDate = Date.parse(b.publishedAt) - Date.parse(a.publishedAt);
  if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
  return (b.version ?? '').localeCompare(a.version ?? '', 'en', { numeric: true });
}

/** Every download target with the newest release that lists its system (the release's download keys, in their order). */
export function downloadTargets(releases: readonly ReleaseDoc[]): DownloadTarget[] {
  const usable = releases.filter((release) => release.version && VERSION.test(release.version)).sort(newestFirst);
  return DOWNLOAD_KEYS.map((key) => {
    const system = SYSTEM_OF_DOWNLOAD[key];
    const release = usable.find((candidate) => candidate.platforms?.includes(system));
    return release
      ? {
          key,
          system,
          release: { slug: release.slug, version: release.version!, publishedAt: release.publishedAt },
          fallbackUrl: releaseDownloadUrl(release.version!, system),
        }
      : { key, system, release: null, fallbackUrl: null };
  });
}

/** The newest release of all (the one the page names). */
export function newestRelease(releases: readonly ReleaseDoc[]): ReleaseDoc | null {
  return (
    [...releases].filter((release) => release.version && VERSION.test(release.version)).sort(newestFirst)[0] ?? null
  );
}

/**
 * Trusted download domains: the product's own and the configured partner domains (DOWNLOAD_TRUSTED_HOSTS, comma
 * separated). Each entry is a bare host name; a subdomain of an entry is trusted too.
 */
export function parseTrustedHosts(value: string | undefined): string[] {
  const configured = (value ?? '')
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\*?\.+/, '')
        .replace(/\.$/, ''),
    )
    .filter((entry) => entry !== '');
  for (const entry of configured) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(entry)) {
      throw new ReleaseDownloadError(
        `DOWNLOAD_TRUSTED_HOSTS: not a host name: ${entry} (list host names, comma separated)`,
      );
    }
  }
  return [...new Set([...PRODUCT_DOMAINS, ...configured])];
}

/** The address to open from a latest-version answer: its data.url when http(s) on a trusted host, else null. */
export function latestVersionUrl(data: unknown, trusted: readonly string[]): string | null {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  return typeof url === 'string' && isTrustedDownloadUrl(url.trim(), trusted) ? url.trim() : null;
}
