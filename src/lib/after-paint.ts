/** Runs `then` in a task after the browser has painted its next frame; at once in a hidden tab,
 * which paints none. For work that must not hold back what is about to show. */
export function afterNextPaint(then: () => void) {
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(then));
  else then();
}
