/**
 * When the page's locale was applied (cookie and storage written by LocaleSync), on the performance clock. The chat
 * starts 500 ms after that moment.
 */
let appliedAt: number | null = null;
let resolveApplied: (at: number) => void = () => undefined;
const applied = new Promise<number>((resolve) => {
  resolveApplied = resolve;
});

export function markLocaleApplied(now: number = performance.now()): void {
  if (appliedAt !== null) return;
  appliedAt = now;
  resolveApplied(now);
}

export function whenLocaleApplied(): Promise<number> {
  return applied;
}
