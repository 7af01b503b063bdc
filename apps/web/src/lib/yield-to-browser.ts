/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between: the
 * app's start is made of steps of a few milliseconds each instead of one long task (ADR 0030). `scheduler.yield()`
 * where the browser has it (its continuation runs before other queued tasks), else a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
