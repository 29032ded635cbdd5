/**
 * The local server's clock: the real one, or (CLOCK_START) one that starts at a chosen instant and then advances with
 * the real time, so a call placed a minute later is a minute later. Elapsed time is read from the monotonic clock.
 */
export function localClock(start: Date | undefined, elapsedMs: () => number = () => performance.now()): () => Date {
  if (!start) return () => new Date();
  const startMs = start.getTime();
  const origin = elapsedMs();
  return () => new Date(startMs + (elapsedMs() - origin));
}
