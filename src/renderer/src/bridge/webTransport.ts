import { failure } from '../../../shared/ipc/result';
import { WEB_IPC_PATH, WEB_SECRET_HEADER } from '../../../shared/ipc/webProtocol';
import type { BridgeTransport, Unsubscribe } from '../../../shared/ipc/bridgeTypes';
import type { EventSourceLike, FetchLike, MessageLike } from './browserLike';
import { createWebEventStream } from './webEventStream';

export type { EventSourceLike, FetchLike, MessageLike } from './browserLike';

export interface WebTransportOptions {
  /** Origin of the preview server, e.g. `http://127.0.0.1:5173`. */
  readonly baseUrl: string;
  readonly secret: string;
  readonly fetch: FetchLike;
  readonly openEventSource: (url: string) => EventSourceLike;
}

/** The browser door to the same contract: fetch for requests, one EventSource for events. */
export function createWebTransport(options: WebTransportOptions): BridgeTransport {
  const events = createWebEventStream(options);

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
        return failure(
          'forbidden_sender',
          'The preview server did not accept this page: open the address `npm run web` printed.',
        );
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
      const stop = events.listen(event, forward);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        stop();
      };
    },
  };
}
