import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@site/schemas', '@site/edge'],
  // Sitemap files keep the names crawlers already know (`/index-sitemap.xml`, `/en-US-sitemap.xml`); one route
  // handler renders them all.
  async rewrites() {
    return [{ source: '/:name(index|[a-z]{2}-[A-Z]{2})-sitemap.xml', destination: '/api/sitemap/:name' }];
  },
  images: {
    // Spec section 9: avif and webp, quality 100, the breakpoints (xs 320, mobile_s 530, mobile 767, sm 992,
    // md/lg 1200, xl 1400, xxl 1536) at densities 1 and 2.
    formats: ['image/avif', 'image/webp'],
    qualities: [100],
    deviceSizes: [320, 530, 640, 767, 992, 1060, 1200, 1400, 1534, 1536, 1984, 2400, 2800, 3072],
    imageSizes: [16, 32, 48, 64, 96, 128, 256],
  },
};

export default withNextIntl(config);
