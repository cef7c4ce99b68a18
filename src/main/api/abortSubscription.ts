interface Fanout {
  readonly callbacks: Set<() => void>;
  readonly fire: () => void;
}

const fanouts = new WeakMap<AbortSignal, Fanout>();

/**
 * Calls `callback` once when `signal` aborts; the returned function unsubscribes. However
 * many calls share one signal (every request of a batch shares its job's), the signal holds
 * a single listener, removed again once the last subscriber leaves.
 */
export function onAbort(signal: AbortSignal | undefined, callback: () => void): () => void {
  // An aborted signal never fires again: nothing to wait for, nothing to leave behind.
  if (signal === undefined || signal.aborted) return () => undefined;
  let fanout = fanouts.get(signal);
  if (fanout === undefined) {
    const callbacks = new Set<() => void>();
    const fire = (): void => {
      fanouts.delete(signal);
      for (const subscriber of [...callbacks]) subscriber();
      callbacks.clear();
    };
    fanout = { callbacks, fire };
    fanouts.set(signal, fanout);
    signal.addEventListener('abort', fire, { once: true });
  }
  const { callbacks, fire } = fanout;
  callbacks.add(callback);
  return () => {
    if (!callbacks.delete(callback) || callbacks.size > 0) return;
    signal.removeEventListener('abort', fire);
    if (fanouts.get(signal)?.callbacks === callbacks) fanouts.delete(signal);
  };
}
