import { createWebTransport } from '../../src/renderer/src/bridge/webTransport';
import type { FetchLike } from '../../src/renderer/src/bridge/webTransport';
import { createBridgeApi, eventNames, subscriptionName } from '../../src/shared/ipc';
import type { DomainDeskApi } from '../../src/shared/ipc';
import type { WebServer } from '../../src/web/server';
import { fetchEventSource } from '../support/fetchEventSource';
import type { FetchEventSource } from '../support/fetchEventSource';

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

/**
 * The browser transport against a running preview server, keeping the raw text of every
 * response and event. Resolves once the event stream is attached, so no event is missed.
 */
export async function recordingBridge(server: WebServer): Promise<RecordingBridge> {
  const records: WireRecord[] = [];
  let opened: (stream: FetchEventSource) => void = () => undefined;
  const stream = new Promise<FetchEventSource>((resolve) => {
    opened = resolve;
  });
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
      // Opened once the page's ticket for it has been fetched.
      openEventSource: (url) => {
        const source = fetchEventSource(url, (name, text) => {
          records.push({ kind: 'event', name, text });
        });
        opened(source);
        return source;
      },
    }),
  );
  // Listening to every event keeps the one stream open for the whole flow.
  const unsubscribers = eventNames.map((event) => {
    const subscribe = api[subscriptionName(event)] as (listener: () => void) => () => void;
    return subscribe(() => undefined);
  });
  await (
    await stream
  ).connected;
  return {
    api,
    records,
    close: () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
}
