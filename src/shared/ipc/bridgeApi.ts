import { channelNames, eventNames } from './contract';
import type { ChannelInput, ChannelName, ChannelOutput, EventName, EventPayload } from './contract';
import { isAppErrorKind } from './errors';
import { methodName, subscriptionName } from './names';
import type { MethodName, SubscriptionName } from './names';
import { failure } from './result';
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

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  if (value.ok === true) return 'data' in value;
  if (value.ok !== false || !('error' in value)) return false;
  const error = value.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    isAppErrorKind(error.kind) &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/**
 * Builds the typed API over a transport by iterating the contract, so the preload and the
 * browser transport expose exactly the same names with the same behaviour.
 */
export function createBridgeApi(transport: BridgeTransport): DomainDeskApi {
  const api: Record<string, unknown> = {};
  for (const channel of channelNames) {
    api[methodName(channel)] = async (input?: unknown): Promise<Result<unknown>> => {
      try {
        const answer = await transport.invoke(channel, input);
        return isResult(answer)
          ? answer
          : failure('internal', 'DomainDesk received an unreadable answer.');
      } catch {
        return failure('internal', 'DomainDesk could not reach its background process.');
      }
    };
  }
  for (const event of eventNames) {
    api[subscriptionName(event)] = (listener: (payload: unknown) => void): Unsubscribe =>
      transport.subscribe(event, listener);
  }
  return Object.freeze(api) as DomainDeskApi;
}
