/**
 * A trailing throttle (scroll 200 ms, trailing): the first call arms a timer, later calls inside
 * the window only replace the arguments, and the function runs once at the end with the latest ones.
 */
export function throttleTrailing<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const throttled = (...args: Args) => {
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      const latest = pending!;
      pending = undefined;
      fn(...latest);
    }, waitMs);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
