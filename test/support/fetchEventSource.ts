import type { EventSourceLike, MessageLike } from '../../src/renderer/src/bridge/webTransport';

export interface FetchEventSource extends EventSourceLike {
  /** Resolves once the server has attached the stream (its `: connected` comment). */
  readonly connected: Promise<void>;
}

/**
 * A minimal EventSource over fetch, as Node 20 has none. `onEvent` sees every named event's
 * raw block before the listeners do (to record what crossed the wire).
 */
export function fetchEventSource(
  url: string,
  onEvent?: (type: string, block: string) => void,
): FetchEventSource {
  const controller = new AbortController();
  // As EventSource's: 0 connecting, 1 open, 2 closed (given up or closed by the page).
  let readyState = 0;
  const listeners = new Map<string, Set<(message: MessageLike) => void>>();
  let onConnected: () => void = () => undefined;
  let onFailed: (error: Error) => void = () => undefined;
  const connected = new Promise<void>((resolve, reject) => {
    onConnected = resolve;
    onFailed = reject;
  });
  void (async () => {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok || !response.body) {
      throw new Error(`The event stream answered with status ${String(response.status)}.`);
    }
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (lines.includes(': connected')) {
          readyState = 1;
          onConnected();
        }
        const type = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (type === undefined || data === undefined) continue;
        onEvent?.(type, block);
        for (const listener of listeners.get(type) ?? []) listener({ data });
      }
    }
  })()
    .then(() => {
      throw new Error('The event stream ended.');
    })
    .catch((error: unknown) => {
      // Before `connected` this says why the stream never attached; after it, a no-op.
      onFailed(error instanceof Error ? error : new Error(String(error)));
      if (controller.signal.aborted) return;
      // Given up, as EventSource does when the server goes away: the page is told.
      readyState = 2;
      for (const listener of listeners.get('error') ?? []) listener({ data: undefined });
    });
  return {
    connected,
    get readyState() {
      return readyState;
    },
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    close: () => {
      readyState = 2;
      controller.abort();
    },
  };
}
