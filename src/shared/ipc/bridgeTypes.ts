import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from './contract';
import type { MethodName, SubscriptionName } from './names';
import type { Result } from './result';

// The bridge's types alone: what the renderer, the preload and the transports agree on, with
// no value of the contract behind them.

export type Unsubscribe = () => void;

/** A channel's method: channels whose input may be undefined can be called with no argument. */
export type ChannelMethod<C extends ChannelName> =
  undefined extends ChannelInput<C>
    ? (input?: ChannelInput<C>) => Promise<Result<ChannelOutput<C>>>
    : (input: ChannelInput<C>) => Promise<Result<ChannelOutput<C>>>;

export type EventSubscription<E extends EventName> = (
  listener: (payload: EventPayload<E>) => void,
) => Unsubscribe;

/** `window.domainDesk`: one named method per channel, one `on<Event>` per event. */
export type DomainDeskApi = {
  readonly [C in ChannelName as MethodName<C>]: ChannelMethod<C>;
} & {
  readonly [E in EventName as SubscriptionName<E>]: EventSubscription<E>;
};

/** How a concrete door (Electron IPC, HTTP) moves one request and one event stream. */
export interface BridgeTransport {
  invoke(channel: ChannelName, input: unknown): Promise<unknown>;
  subscribe(event: EventName, listener: (payload: unknown) => void): Unsubscribe;
}
