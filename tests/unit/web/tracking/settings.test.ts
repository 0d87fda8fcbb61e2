import { PRODUCTION_ENDPOINTS, TEST_ENDPOINTS, resolveSiteUrls } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import {
  RuntimeConfigError,
  isOwnHost,
  isProductHost,
  normalisePublicKey,
  readRuntimeSettings,
  resolveEndpoints,
} from '@/tracking/settings';
import { parentDomain } from '@/lib/site/cookie-domain';

const sites = resolveSiteUrls({
  SITE_URL_EN: 'https://www.example.test',
  SITE_URL_ZH: 'https://zh.example.test',
  SITE_URL_RU: 'https://ru.example.test:8443',
});
const KEY_BODY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + 'A'.repeat(300) + 'IDAQAB';

describe('readRuntimeSettings', () => {
  it('is empty (defaults apply in the browser) when nothing is configured', () => {
    const settings = readRuntimeSettings({}, sites, '1.2.3', parentDomain);
    expect(settings).toEqual({
      api: '',
      webApi: '',
      clientApi: '',
      beacon: '',
      statsPublicKey: '',
      signInPublicKey: '',
      siteHosts: ['www.example.test', 'zh.example.test', 'ru.example.test'],
      cookieDomains: {
        'www.example.test': 'example.test',
        'zh.example.test': 'example.test',
        'ru.example.test': 'example.test',
      },
      appVersion: '1.2.3',
    });
  });

  it('normalises slashes: {api} without, {web api} and {client api} with a trailing slash', () => {
    const settings = readRuntimeSettings(
      {
        API_BASE_URL: 'https://api.example.test/',
        WEB_API_BASE_URL: 'https://api.example.test/web',
        CLIENT_API_BASE_URL: 'https://app.example.test/api//',
        STATS_BEACON_URL: 'https://stats.example.test/r',
        STATS_RSA_PUBLIC_KEY: `-----BEGIN PUBLIC KEY-----\\n${KEY_BODY.slice(0, 64)}\\n${KEY_BODY.slice(64)}\\n-----END PUBLIC KEY-----`,
        APP_VERSION: '2024.1',
      },
      sites,
      '0.0.0',
      parentDomain,
    );
    expect(settings.api).toBe('https://api.example.test');
    expect(settings.webApi).toBe('https://api.example.test/web/');
    expect(settings.clientApi).toBe('https://app.example.test/api/');
    expect(settings.beacon).toBe('https://stats.example.test/r');
    expect(settings.statsPublicKey).toBe(KEY_BODY);
    expect(settings.signInPublicKey).toBe(KEY_BODY);
    expect(settings.appVersion).toBe('2024.1');
  });

  it("wraps one-tap's credential with the sign-in backend's own key when it has one, else the beacon's", () => {
    const other = `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEB${'B'.repeat(300)}IDAQAB`;
    const both = readRuntimeSettings(
      { STATS_RSA_PUBLIC_KEY: KEY_BODY, SIGN_IN_RSA_PUBLIC_KEY: other },
      sites,
      '0',
      parentDomain,
    );
    expect(both).toMatchObject({ statsPublicKey: KEY_BODY, signInPublicKey: other });
    expect(readRuntimeSettings({ SIGN_IN_RSA_PUBLIC_KEY: other }, sites, '0', parentDomain)).toMatchObject({
      statsPublicKey: '',
      signInPublicKey: other,
    });
  });

  it.each([
    ['API_BASE_URL', 'not a url'],
    ['WEB_API_BASE_URL', 'ftp://example.test/'],
    ['STATS_RSA_PUBLIC_KEY', 'short'],
    ['STATS_RSA_PUBLIC_KEY', `${KEY_BODY}!`],
    ['SIGN_IN_RSA_PUBLIC_KEY', 'short'],
  ])('rejects a bad %s with a clear error', (name, value) => {
    expect(() => readRuntimeSettings({ [name]: value }, sites, '0', parentDomain)).toThrow(RuntimeConfigError);
    expect(() => readRuntimeSettings({ [name]: value }, sites, '0', parentDomain)).toThrow(name);
  });

  it('accepts a bare base64 key and a PEM with real newlines alike', () => {
    expect(normalisePublicKey(KEY_BODY)).toBe(KEY_BODY);
    expect(normalisePublicKey(`-----BEGIN PUBLIC KEY-----\n${KEY_BODY}\n-----END PUBLIC KEY-----\n`)).toBe(KEY_BODY);
  });
});

describe('host choice: production hosts on product domains, test hosts elsewhere', () => {
  const empty = readRuntimeSettings({}, sites, '0', parentDomain);

  it.each([
    ['morphis.com', PRODUCTION_ENDPOINTS],
    ['www.morphis.com', PRODUCTION_ENDPOINTS],
    ['zh.morphis.com', PRODUCTION_ENDPOINTS],
    ['localhost', TEST_ENDPOINTS],
    ['staging.example.test', TEST_ENDPOINTS],
    ['notmorphis.com', TEST_ENDPOINTS],
    ['morphis.com.evil.test', TEST_ENDPOINTS],
  ])('%s uses %o', (host, expected) => {
    expect(resolveEndpoints(empty, host)).toEqual(expected);
  });

  it('configured values win over the host choice, one by one', () => {
    const settings = { ...empty, api: 'http://localhost:9/api' };
    const endpoints = resolveEndpoints(settings, 'www.morphis.com');
    expect(endpoints.api).toBe('http://localhost:9/api');
    expect(endpoints.webApi).toBe(PRODUCTION_ENDPOINTS.webApi);
  });

  it('recognises product hosts', () => {
    expect(isProductHost('WWW.MORPHIS.COM')).toBe(true);
    expect(isProductHost('morphis.company')).toBe(false);
  });
});

describe('isOwnHost (own domains and the sister domain)', () => {
  it.each([
    ['www.example.test', true],
    ['ru.example.test', true],
    ['blog.morphis.com', true],
    ['morphis.io', true],
    ['www.morphis.io', true],
    ['google.com', false],
    ['example.test', false],
    ['morphis.io.evil.test', false],
  ])('%s -> %s', (host, expected) => {
    expect(isOwnHost(host, ['www.example.test', 'zh.example.test', 'ru.example.test'])).toBe(expected);
  });
});
