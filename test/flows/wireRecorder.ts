import { createWebTransport } from '../../src/renderer/src/bridge/webTransport';
import type {
  EventSourceLike,
  FetchLike,
  MessageLike,
} from '../../src/renderer/src/bridge/webTransport';
import { createBridgeApi, eventNames, subscriptionName } from '../../src/shared/ipc';
import type { DomainDeskApi } from '../../src/shared/ipc';
import type { WebServer } from '../../src/web/server';

/** One thing that came back over HTTP: a request's answer or one server-sent event. */
export interface WireRecord {
  readonly kind: 'response' | 'event';
  /** The channel answered, or the event name. */
  readonly name: string;
  /** The bytes as they crossed, decoded as UTF-8. */
  readonly text: string;
}

export interface RecordingBridge {
  /** The browser's API, over real HTTP to the preview server. */
  readonly api: DomainDeskApi;
  readonly records: WireRecord[];
  close(): void;
}

/** An EventSource over fetch (Node has none) that keeps every raw event block it reads. */
function recordingEventSource(
  url: string,
  records: WireRecord[],
  onConnected: () => void,
): EventSourceLike {
  const controller = new AbortController();
  const listeners = new Map<string, Set<(message: MessageLike) => void>>();
  void (async () => {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        if (lines.includes(': connected')) onConnected();
        const type = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (type === undefined || data === undefined) continue;
        records.push({ kind: 'event', name: type, text: block });
        for (const listener of listeners.get(type) ?? []) listener({ data });
      }
    }
  })().catch(() => undefined);
  return {
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    close: () => {
      controller.abort();
    },
  };
}

/**
 * The browser transport against a running preview server, keeping the raw text of every
 * response and event. Resolves once the event stream is attached, so no event is missed.
 */
export async function recordingBridge(server: WebServer): Promise<RecordingBridge> {
  const records: WireRecord[] = [];
  let connected: () => void = () => undefined;
  const attached = new Promise<void>((resolve) => (connected = resolve));
  const recordingFetch: FetchLike = async (url, init) => {
    const response = await fetch(url, init);
    const text = await response.text();
    const name = decodeURIComponent(new URL(url).pathname.replace(/^\/ipc\//, ''));
    records.push({ kind: 'response', name, text });
    return {
      ok: response.ok,
      status: response.status,
      json: () => Promise.resolve(JSON.parse(text)),
    };
  };
  const api = createBridgeApi(
    createWebTransport({
      baseUrl: server.origin,
      secret: server.secret,
      fetch: recordingFetch,
      openEventSource: (url) => recordingEventSource(url, records, connected),
    }),
  );
  // Listening to every event keeps the one stream open for the whole flow.
  const unsubscribers = eventNames.map((event) => {
    const subscribe = api[subscriptionName(event)] as (listener: () => void) => () => void;
    return subscribe(() => undefined);
  });
  await attached;
  return {
    api,
    records,
    close: () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}
