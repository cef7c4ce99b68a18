import {
  WEB_EVENTS_PATH,
  WEB_EVENTS_TICKET_PATH,
  WEB_EVENTS_TICKET_QUERY,
  WEB_SECRET_HEADER,
} from '../../../shared/ipc/webProtocol';
import type { EventSourceLike, FetchLike, MessageLike } from './browserLike';

/** EventSource's `readyState` once it has given up (a refused ticket, the server gone). */
const CLOSED = 2;
/** Pause before asking for a new ticket, as EventSource's own `retry`. */
const REOPEN_MS = 2000;

interface Options {
  readonly baseUrl: string;
  readonly secret: string;
  readonly fetch: FetchLike;
  readonly openEventSource: (url: string) => EventSourceLike;
}

/** One named event's listeners, and the function attached to the open source for them. */
interface Route {
  readonly listeners: Set<(message: MessageLike) => void>;
  readonly forward: (message: MessageLike) => void;
}

/**
 * The page's one event stream. `EventSource` cannot send the secret header, so each opening
 * first fetches a one-use ticket with it (`POST /events/ticket`). A ticket is spent once the
 * stream opens: when the stream gives up (the server restarted, the connection dropped for
 * good), a new ticket is fetched and the stream opened again, while anyone listens.
 */
export function createWebEventStream(options: Options) {
  const routes = new Map<string, Route>();
  let source: EventSourceLike | undefined;
  /** Bumped on every close, so a ticket fetched for an older opening is not used. */
  let generation = 0;
  let opening = false;

  const attach = (target: EventSourceLike): void => {
    for (const [event, route] of routes) target.addEventListener(event, route.forward);
  };

  const open = async (): Promise<void> => {
    if (opening || source !== undefined || routes.size === 0) return;
    opening = true;
    const mine = generation;
    try {
      const response = await options.fetch(`${options.baseUrl}${WEB_EVENTS_TICKET_PATH}`, {
        method: 'POST',
        headers: { [WEB_SECRET_HEADER]: options.secret },
        body: '',
      });
      // Refused: this page's secret is not this run's. Asking again would not help.
      if (!response.ok) return;
      const { ticket } = (await response.json()) as { ticket?: unknown };
      if (typeof ticket !== 'string' || mine !== generation || routes.size === 0) return;
      const query = new URLSearchParams({ [WEB_EVENTS_TICKET_QUERY]: ticket });
      const opened = options.openEventSource(
        `${options.baseUrl}${WEB_EVENTS_PATH}?${query.toString()}`,
      );
      source = opened;
      attach(opened);
      opened.addEventListener('error', () => {
        if (opened.readyState !== CLOSED || source !== opened) return;
        source = undefined;
        setTimeout(() => void open(), REOPEN_MS);
      });
    } catch {
      // The server is not answering: try again shortly, as EventSource itself would.
      if (mine === generation) setTimeout(() => void open(), REOPEN_MS);
    } finally {
      opening = false;
      // Everyone left and someone came back while this ticket was fetched: open for them.
      if (mine !== generation && source === undefined && routes.size > 0) void open();
    }
  };

  return {
    /** Adds a listener for one named event; the stream opens with the first one. */
    listen(event: string, listener: (message: MessageLike) => void): () => void {
      let route = routes.get(event);
      if (route === undefined) {
        const listeners = new Set<(message: MessageLike) => void>();
        const created: Route = {
          listeners,
          forward: (message) => {
            for (const each of [...listeners]) each(message);
          },
        };
        routes.set(event, created);
        source?.addEventListener(event, created.forward);
        route = created;
      }
      route.listeners.add(listener);
      void open();
      const owned = route;
      return () => {
        owned.listeners.delete(listener);
        if (owned.listeners.size > 0) return;
        routes.delete(event);
        source?.removeEventListener(event, owned.forward);
        if (routes.size === 0) {
          generation += 1;
          source?.close();
          source = undefined;
        }
      };
    },
  };
}
