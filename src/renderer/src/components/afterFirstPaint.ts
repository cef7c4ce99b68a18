import { useSyncExternalStore } from 'react';

// Past this the browser never went idle (a busy machine): mount what waited anyway.
const IDLE_TIMEOUT_MS = 1_000;

let painted = false;
let scheduled = false;
const listeners = new Set<() => void>();

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  const done = (): void => {
    painted = true;
    for (const listener of listeners) listener();
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(done, 50);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Subscribed after the first commit: the idle moment that follows comes after its paint.
  schedule();
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False until the browser is first idle after the window's first screen is painted, then
 * true for good. For what no one sees at first (hover hints, the command palette, the
 * notifications' container): mounting it later takes its work off the first paint.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
