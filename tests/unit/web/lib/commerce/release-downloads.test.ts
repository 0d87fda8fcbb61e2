import { DOWNLOAD_KEYS } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import {
  RELEASE_DOWNLOAD_BASE,
  ReleaseDownloadError,
  downloadTargets,
  latestVersionUrl,
  newestRelease,
  parseTrustedHosts,
  releaseDownloadUrl,
} from '@/lib/commerce/release-downloads';

const ALL = ['com_win64', 'com_win32', 'com_mac', 'com_arm64', 'com_linux'];
const DESKTOP = ['com_win64', 'com_mac', 'com_arm64', 'com_linux'];
const releases = [
  { slug: '4-0-0', version: '4.0.0', publishedAt: '2025-03-10T09:00:00Z', platforms: ALL },
  { slug: '4-3-0', version: '4.3.0', publishedAt: '2025-10-02T09:00:00Z', platforms: DESKTOP },
  { slug: '4-1-0', version: '4.1.0', publishedAt: '2025-05-05T09:00:00Z', platforms: DESKTOP },
  { slug: 'broken', version: 'latest', publishedAt: '2026-01-01T09:00:00Z', platforms: ALL },
];

describe('release download links', () => {
  it('builds one installer address per system on the product download host', () => {
    expect(releaseDownloadUrl('4.3.0', 'com_win64')).toBe(`${RELEASE_DOWNLOAD_BASE}4.3.0/Morphis-Setup-4.3.0-x64.exe`);
    expect(releaseDownloadUrl('4.3.0', 'com_arm64')).toMatch(/arm64\.dmg$/);
    expect(releaseDownloadUrl('4.3.0', 'com_linux')).toMatch(/_amd64\.deb$/);
    expect(RELEASE_DOWNLOAD_BASE).toMatch(/^https:\/\/download\.morphis\.com\//);
    expect(() => releaseDownloadUrl('../../etc', 'com_win64')).toThrow(ReleaseDownloadError);
  });

  it('gives every target the newest release that ships for it, in the spec order', () => {
    const targets = downloadTargets(releases);
    expect(targets.map((target) => target.key)).toEqual([...DOWNLOAD_KEYS]);
    const byKey = Object.fromEntries(targets.map((target) => [target.key, target]));
    expect(byKey['down-windows-64']!.release?.version).toBe('4.3.0');
    expect(byKey['down-macos-apple']!.system).toBe('com_arm64');
    // 4.1.0 and later dropped the 32-bit build: its link comes from 4.0.0.
    expect(byKey['down-windows-32']!.release?.version).toBe('4.0.0');
    expect(byKey['down-windows-32']!.fallbackUrl).toContain('/4.0.0/');
  });

  it('has no link for a system no release ships, and ignores releases without a usable version', () => {
    const targets = downloadTargets([
      { slug: 'a', version: '1.0.0', publishedAt: '2025-01-01', platforms: ['com_linux'] },
    ]);
    expect(targets.filter((target) => target.fallbackUrl !== null).map((target) => target.key)).toEqual([
      'down-linux-64',
    ]);
    expect(downloadTargets([]).every((target) => target.release === null)).toBe(true);
    expect(newestRelease(releases)?.version).toBe('4.3.0');
    expect(newestRelease([])).toBeNull();
  });
});

describe('trusted hosts and the latest-version answer', () => {
  it('always trusts the product domain and adds configured partner domains', () => {
    expect(parseTrustedHosts(undefined)).toEqual(['morphis.com']);
    expect(parseTrustedHosts(' cdn.partner.example, *.files.example. ,')).toEqual([
      'morphis.com',
      'cdn.partner.example',
      'files.example',
    ]);
    expect(() => parseTrustedHosts('https://evil.example/path')).toThrow(ReleaseDownloadError);
  });

  it.each([
    [{ url: 'https://download.morphis.com/x.exe' }, 'https://download.morphis.com/x.exe'],
    [{ url: 'https://cdn.partner.example/x.exe' }, 'https://cdn.partner.example/x.exe'],
    [{ url: 'https://evil.example/x.exe' }, null],
    [{ url: 'https://morphis.com.evil.example/x.exe' }, null],
    [{ url: 'javascript:alert(1)' }, null],
    [{ url: 'ftp://download.morphis.com/x.exe' }, null],
    [{ url: 'https://user:pass@download.morphis.com/x.exe' }, null],
    [{ url: 42 }, null],
    [null, null],
    ['https://download.morphis.com/x.exe', null],
  ])('%j -> %s', (data, expected) => {
    expect(latestVersionUrl(data, ['morphis.com', 'cdn.partner.example'])).toBe(expected);
  });
});
