import { channelNames, eventNames } from './contract';
import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from './contract';
import { buildBridgeApi } from './bridgeMethods';
import type { MethodName, SubscriptionName } from './names';
import type { Result } from './result';

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

/** The bridge over a transport, with every name of the contract. */
export function createBridgeApi(transport: BridgeTransport): DomainDeskApi {
  return buildBridgeApi(transport, { channels: channelNames, events: eventNames });
}
