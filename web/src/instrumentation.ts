import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts. Only on the Node runtime (Next's own NEXT_RUNTIME constant, inlined at build,
 * so the Node-only modules never reach another bundle).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // A production server never serves with a missing or public secret: it stops here, before its first request,
    // naming each variable (Next does not run this hook during `next build`).
    const { contentConfig, isDevelopment, sanityProblems, secretProblems, publicConfiguration, observabilityConfig } =
      await import('./env');
    const { bindRequestIds, log } = await import('./observability/log');
    const problems = secretProblems(process.env);
    if (problems.length > 0) {
      // On standard error, for the person starting it: the server never ran, there is nothing to collect.
      for (const problem of problems) console.error(`Refusing to start: ${problem}`);
      console.error(
        'Refusing to start: see deploy/README.md (secrets); `npm start` and `npm run cluster` generate local ones.',
      );
      process.exit(78);
    }
    const sanity = sanityProblems(process.env);
    if (sanity.length > 0) {
      for (const problem of sanity) console.error(`Refusing to start: ${problem}`);
      console.error('Refusing to start: see studio/README.md, "Connecting a Sanity project".');
      process.exit(78);
    }
    const [
      { installResponseHooks },
      { securityHeadersHook },
      { draftSessionHook },
      { internalHeadersHook },
      { siteHtmlPolicies, siteSecurityHeaders },
      { contentUnavailableHook },
      { observeHook, readinessHook },
      { metrics },
      { startMetricsServer },
      { isReady, markReady, onReady, JOIN_GRACE_MS },
      { joinCluster },
      { contentSource },
      { contentHealth },
      { readContentOnce },
      { contentFirstRead },
    ] = await Promise.all([
      import('./server/response-hooks.node'),
      import('./server/security-headers-net.node'),
      import('./content/draft-session-net.node'),
      import('./server/internal-headers-net.node'),
      import('./server/security-headers'),
      import('./content/unavailable-net.node'),
      import('./server/observe.node'),
      import('./observability/metrics'),
      import('./server/metrics-server.node'),
      import('./observability/readiness'),
      import('./join-cluster'),
      import('./content'),
      import('./content/last-good'),
      import('./content/first-read'),
      import('./server/memory-after-publish.node'),
    ]);
    const startedAt = Date.now();
    // The build id is in every line already (the logger's base).
    log().info({ config: publicConfiguration() }, 'instance starting');
    bindRequestIds();
    // One wrapper of writeHead, hooks in the order response-hooks.node.ts states.
    installResponseHooks({
      readiness: readinessHook(),
      contentUnavailable: contentUnavailableHook(),
      internalHeaders: internalHeadersHook(),
      draftSession: draftSessionHook(contentConfig.previewSecret),
      securityHeaders: securityHeadersHook(siteSecurityHeaders(isDevelopment), siteHtmlPolicies(isDevelopment)),
      observe: observeHook(),
    });
    const shared = joinCluster();
    Object.assign(metrics().readers, { redis: () => shared.status(), content: contentHealth, ready: isReady });
    if (observabilityConfig.metricsPort)
      startMetricsServer(observabilityConfig.metricsPort, observabilityConfig.metricsHost);

    onReady(() =>
      log().info(
        {
          redis: shared.status(),
          content: contentHealth(),
          msToReady: Date.now() - startedAt,
        },
        'instance ready',
      ),
    );
    // Joined: connected and the others' tag expirations taken (or no Redis). Redis unreachable at start delays
    // readiness by JOIN_GRACE_MS at most (observability/readiness.ts).
    if (shared.status() === 'off' || shared.hasJoined()) markReady('cluster');
    else {
      shared.on('resync', () => markReady('cluster'));
      setTimeout(() => {
        if (isReady()) return;
        if (!shared.hasJoined())
          log().warn(
            { graceMs: JOIN_GRACE_MS },
            'Redis not reachable at start: ready without it, serving from memory and disk',
          );
        markReady('cluster');
      }, JOIN_GRACE_MS).unref();
    }
    // Read the content once now, so that a dataset broken later has a last good copy to answer from even on an
    // instance that had only served prerendered pages so far. Readiness waits for this first read, not for its
    // success: an instance whose source fails at start is where one is whose source fails later (its prerendered
    // pages serve, a page it never read answers 503; content/last-good.ts), and keeping it out would turn a
    // content outage into a site outage. A failure here is retried by the first request and by the probe.
    void readContentOnce(contentSource())
      .catch((error: unknown) =>
        log().error({ err: error }, 'content: first read failed; serving what the build prerendered'),
      )
      .finally(() => {
        contentFirstRead();
        markReady('content');
      });
  }
}

/** Server errors Next reports (render, route handler, action, proxy): one JSON line each, with the request id. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./observability/request-error');
  reportRequestError(...args);
};
