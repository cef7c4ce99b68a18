import { failure } from '../../../shared/ipc/result';
import {
  WEB_EVENTS_PATH,
  WEB_IPC_PATH,
  WEB_SECRET_HEADER,
  WEB_SECRET_QUERY,
} from '../../../shared/ipc/webProtocol';
import type { BridgeTransport, Unsubscribe } from '../../../shared/ipc/bridgeApi';

// Structural types, so the transport runs against the browser's fetch/EventSource and can be
// exercised from Node against the real preview server.
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface MessageLike {
  readonly data: unknown;
}

export interface EventSourceLike {
  addEventListener(type: string, listener: (message: MessageLike) => void): void;
  removeEventListener(type: string, listener: (message: MessageLike) => void): void;
  close(): void;
}

export interface WebTransportOptions {
  /** Origin of the preview server, e.g. `http://127.0.0.1:5173`. */
  readonly baseUrl: string;
  readonly secret: string;
  readonly fetch: FetchLike;
  readonly openEventSource: (url: string) => EventSourceLike;
}

/** The browser door to the same contract: fetch for requests, one EventSource for events. */
export function createWebTransport(options: WebTransportOptions): BridgeTransport {
  let source: EventSourceLike | undefined;
  let listeners = 0;

  const eventSource = (): EventSourceLike => {
    if (source === undefined) {
      const query = new URLSearchParams({ [WEB_SECRET_QUERY]: options.secret });
      source = options.openEventSource(`${options.baseUrl}${WEB_EVENTS_PATH}?${query.toString()}`);
    }
    return source;
  };

  return {
    async invoke(channel, input) {
      const response = await options.fetch(
        `${options.baseUrl}${WEB_IPC_PATH}${encodeURIComponent(channel)}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', [WEB_SECRET_HEADER]: options.secret },
          body: JSON.stringify({ input }),
        },
      );
      if (response.status === 403) {
        return failure('forbidden_sender', 'The preview server did not accept this page.');
      }
      if (!response.ok) {
        return failure('internal', `The preview server answered with status ${response.status}.`);
      }
      return response.json();
    },

    subscribe(event, listener): Unsubscribe {
      const forward = (message: MessageLike): void => {
        if (typeof message.data !== 'string') return;
        let payload: unknown;
        try {
          payload = JSON.parse(message.data);
        } catch {
          // An unreadable event is dropped; the stream goes on.
          return;
        }
        listener(payload);
      };
      eventSource().addEventListener(event, forward);
      listeners += 1;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        source?.removeEventListener(event, forward);
        listeners -= 1;
        if (listeners === 0) {
          source?.close();
          source = undefined;
        }
      };
    },
  };
}
