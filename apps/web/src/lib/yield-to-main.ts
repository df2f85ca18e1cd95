/**
 * Ends the current browser task and resumes in a new one, so that a start-up made of several
 * steps never holds a phone's main thread for long: a tap, a scroll or a paint can come between.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
