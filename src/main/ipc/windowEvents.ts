import type { EventSink } from '../events/eventHub';

/** The part of a window's webContents that receiving an event needs. */
export interface EventReceiver {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

/** An event sink that forwards every contract event to all open windows. */
export function windowsEventSink(receivers: () => readonly EventReceiver[]): EventSink {
  return (event, payload) => {
    for (const receiver of receivers()) {
      if (!receiver.isDestroyed()) receiver.send(event, payload);
    }
  };
}
