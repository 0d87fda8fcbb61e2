/**
 * Runs once when the server starts. Only on the Node runtime (Next's own NEXT_RUNTIME constant, inlined at build,
 * so the Node-only modules never reach another bundle).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // A production server never serves with a missing or public secret: it stops here, before its first request,
    // naming each variable (Next does not run this hook during `next build`).
    const { isDevelopment, secretProblems } = await import('./env');
    const problems = secretProblems(process.env);
    if (problems.length > 0) {
      for (const problem of problems) console.error(`Refusing to start: ${problem}`);
      console.error('Refusing to start: see deploy/README.md (secrets); `npm start` and `npm run cluster` generate local ones.');
      process.exit(78);
    }
    const [
      { installSecurityHeadersNet },
      { installInternalHeadersNet },
      { siteHtmlPolicies, siteSecurityHeaders },
      { installContentUnavailableNet },
      { joinCluster },
      { contentSource },
    ] = await Promise.all([
      import('./server/security-headers-net.node'),
      import('./server/internal-headers-net.node'),
      import('./server/security-headers'),
      import('./content/unavailable-net.node'),
      import('./cluster/join-cluster'),
      import('./content'),
    ]);
    installSecurityHeadersNet(siteSecurityHeaders(isDevelopment), siteHtmlPolicies(isDevelopment));
    installInternalHeadersNet();
    installContentUnavailableNet();
    joinCluster();
    // Read the content once now, so that a dataset broken later has a last good copy to answer from even on an
    // instance that had only served prerendered pages so far. A failure here is retried by the first request.
    void contentSource()
      .revision()
      .catch(() => undefined);
  }
}
