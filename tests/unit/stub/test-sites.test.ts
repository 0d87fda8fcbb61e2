import { describe, expect, it } from 'vitest';
import { TEST_SITE_PORT, withTestSites } from '../../fixtures/test-sites';
import { stubSettings } from '../../stub/settings';

// `npm test` builds for and serves on ports of its own, never npm start's 3000.
describe('the test sites', () => {
  it('default to their own port, not 3000, with the stub beside it', () => {
    expect(TEST_SITE_PORT).not.toBe(3000);
    expect(withTestSites({})).toMatchObject({
      SITE_URL_EN: `http://localhost:${TEST_SITE_PORT}`,
      SITE_URL_ZH: `http://zh.localhost:${TEST_SITE_PORT}`,
      SITE_URL_RU: `http://ru.localhost:${TEST_SITE_PORT}`,
    });
    expect(stubSettings({}).port).toBe(TEST_SITE_PORT + 90);
  });

  it("keep the caller's origins when any is set", () => {
    const env = {
      SITE_URL_EN: 'http://localhost:3201',
      SITE_URL_ZH: 'http://zh.localhost:3201',
      SITE_URL_RU: 'http://ru.localhost:3201',
    };
    expect(withTestSites(env)).toEqual(env);
    expect(stubSettings(env).port).toBe(3291);
    expect(withTestSites({ SITE_URL_EN: 'http://localhost:3000' }).SITE_URL_ZH).toBeUndefined();
  });
});
