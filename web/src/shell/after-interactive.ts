/**
 * Browser-only: runs `callback` once the page is interactive — after the load event, when the browser is idle —
 * so widgets and third-party scripts never compete with the first render. Returns a cancel function.
 */
export function afterInteractive(callback: () => void, idleTimeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && callback(), { timeout: idleTimeoutMs });
    } else {
      timeoutHandle = setTimeout(() => !cancelled && callback(), 1);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
