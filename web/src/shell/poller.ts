/**
 * Calls `check` every `intervalMs` until it returns true, or gives up after `maxTicks` calls (spec: the chat polls
 * every 500 ms up to 1200 ticks; the one-tap frame every 500 ms for 20 minutes). Returns a stop function.
 */
export function poll(
  check: (tick: number) => boolean,
  { intervalMs, maxTicks, onGiveUp }: { intervalMs: number; maxTicks: number; onGiveUp?: () => void },
): () => void {
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    let done = false;
    try {
      done = check(tick);
    } catch {
      // A throwing check is a tick without success; the vendor object may be half-initialised.
    }
    if (done) {
      clearInterval(timer);
    } else if (tick >= maxTicks) {
      clearInterval(timer);
      onGiveUp?.();
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
