import type { NextConfig } from 'next';

const config: NextConfig = { poweredByHeader: false, distDir: '../../.artifacts/bare-next' };
export default config;
