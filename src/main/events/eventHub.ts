import { isEventName, redactSecrets } from '../../shared/ipc';
import type { EventName, EventPayload } from '../../shared/ipc';

/** Where events go: the Electron windows, the web preview's SSE clients. */
export type EventSink = (event: EventName, payload: unknown) => void;

export interface EventHub {
  /** Sends a contract event to every window and web client. */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Returns a function that detaches the sink. */
  addSink(sink: EventSink): () => void;
}

export function createEventHub(options: { log?: (message: string) => void } = {}): EventHub {
  const sinks = new Set<EventSink>();
  return {
    emit(event, payload) {
      // Guards callers outside the type system (plain JS, casts).
      if (!isEventName(event)) throw new Error(`Unknown event "${String(event)}"`);
      for (const sink of [...sinks]) {
        try {
          sink(event, payload);
        } catch (error) {
          // One broken window or client must not keep the event from the others.
          options.log?.(redactSecrets(`Event ${event} could not be delivered: ${String(error)}`));
        }
      }
    },
    addSink(sink) {
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
      };
    },
  };
}
