import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// One id per build, fixed in this process before Next starts its workers, so they all inherit the same value. The
// pages carry it and /build-id.json serves it; a page that finds a different id there is outdated.
const buildId = (process.env.MORPHIS_BUILD_ID ||= Date.now().toString(36));

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@site/schemas', '@site/edge'],
  generateBuildId: async () => buildId,
  env: { MORPHIS_BUILD_ID: buildId },
};

export default withNextIntl(config);
