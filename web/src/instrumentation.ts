/**
 * Runs once when the server starts. Only on the Node runtime (Next's own NEXT_RUNTIME constant, inlined at build,
 * so the Node-only modules never reach another bundle).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ installSecurityHeadersNet }, { siteSecurityHeaders }, { isDevelopment }, { installContentUnavailableNet }, { joinCluster }] =
      await Promise.all([
        import('./lib/security-headers-net.node'),
        import('./lib/security-headers'),
        import('./env'),
        import('./content/unavailable-net.node'),
        import('./cluster/join-cluster'),
      ]);
    installSecurityHeadersNet(siteSecurityHeaders(isDevelopment));
    installContentUnavailableNet();
    joinCluster();
  }
}
