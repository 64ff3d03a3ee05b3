/**
 * The next scroll position of the back-to-top animation: a fifth of the remaining distance per
 * step (at least 20 px), so the page eases to the top in a few hundred milliseconds.
 */
export function backToTopStep(scrollTop: number): number {
  if (scrollTop <= 0) return 0;
  return Math.max(0, scrollTop - Math.max(20, Math.ceil(scrollTop / 5)));
}
