/** The error page's countdown: from `seconds` down to 0, one step a second, then `onDone`. */
export function startCountdown(seconds: number, onTick: (left: number) => void, onDone: () => void): () => void {
  let left = seconds;
  onTick(left);
  if (left <= 0) {
    onDone();
    return () => undefined;
  }
  const timer = setInterval(() => {
    left -= 1;
    onTick(left);
    if (left <= 0) {
      clearInterval(timer);
      onDone();
    }
  }, 1000);
  return () => clearInterval(timer);
}
