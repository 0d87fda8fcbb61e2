/**
 * Runs once when the server starts. Only on the Node runtime (Next's own NEXT_RUNTIME constant, inlined at build,
 * so the Node-only module never reaches another bundle).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ installSecurityHeadersNet }, { siteSecurityHeaders }, { isDevelopment }] = await Promise.all([
      import('./lib/security-headers-net.node'),
      import('./lib/security-headers'),
      import('./env'),
    ]);
    installSecurityHeadersNet(siteSecurityHeaders(isDevelopment));
  }
}
