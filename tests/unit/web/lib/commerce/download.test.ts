import { describe, expect, it } from 'vitest';
import { detectDownloadTarget, isHttpUrl, isTrustedDownloadUrl } from '@/lib/commerce/download';

const UA = {
  win64: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  win32: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  wow64: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
};

describe('detectDownloadTarget', () => {
  it.each([
    [{ userAgent: UA.win64 }, 'down-windows-64'],
    [{ userAgent: UA.wow64 }, 'down-windows-64'],
    [{ userAgent: UA.win32, bitness: '32' }, 'down-windows-32'],
    [{ userAgent: UA.win32, bitness: '64' }, 'down-windows-64'],
    [{ userAgent: UA.mac, architecture: 'arm' }, 'down-macos-apple'],
    [{ userAgent: UA.mac, architecture: 'x86' }, 'down-macos-inter'],
    [
      { userAgent: UA.mac, gpuRenderer: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)' },
      'down-macos-apple',
    ],
    [{ userAgent: UA.mac, gpuRenderer: 'Intel(R) Iris(TM) Plus Graphics 655' }, 'down-macos-inter'],
    [{ userAgent: UA.linux }, 'down-linux-64'],
    [{ userAgent: UA.iphone }, 'down-windows-64'],
    [{ userAgent: '' }, 'down-windows-64'],
  ])('%j -> %s', (hints, expected) => {
    expect(detectDownloadTarget(hints)).toBe(expected);
  });
});

describe('trusted download URLs', () => {
  const trusted = ['morphis.example', 'cdn.partner.example'];
  it.each([
    ['https://morphis.example/app.exe', true],
    ['https://download.morphis.example/app.dmg', true],
    ['http://cdn.partner.example/x', false],
    ['http://morphis.example/app.exe', false],
    ['https://cdn.partner.example/x', true],
    ['https://evilmorphis.example/app.exe', false],
    ['https://morphis.example.evil.test/app.exe', false],
    ['javascript:alert(1)', false],
    ['ftp://morphis.example/app', false],
    ['https://user:pass@morphis.example/app', false],
    ['//morphis.example/app', false],
    ['not a url', false],
    ['https://MORPHIS.EXAMPLE./app', true],
  ])('%s is %s', (url, expected) => {
    expect(isTrustedDownloadUrl(url, trusted)).toBe(expected);
  });

  it('accepts only http and https as external addresses', () => {
    expect(isHttpUrl('https://a.example')).toBe(true);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
  });

  it("takes plain http only to the visitor's own machine (loopback cannot be intercepted)", () => {
    for (const url of [
      'http://localhost:3190/a.bin',
      'http://127.0.0.1:3190/a.bin',
      'http://[::1]:3190/a.bin',
      'http://zh.localhost/a.bin',
    ]) {
      expect(isTrustedDownloadUrl(url, ['localhost', '127.0.0.1', '[::1]'])).toBe(true);
    }
    expect(isTrustedDownloadUrl('http://localhost.evil.example/a.bin', ['evil.example'])).toBe(false);
  });

  it('trusts nothing when no domain is configured', () => {
    expect(isTrustedDownloadUrl('https://morphis.example/app.exe', [])).toBe(false);
    expect(isTrustedDownloadUrl('https://morphis.example/app.exe', [''])).toBe(false);
  });
});
