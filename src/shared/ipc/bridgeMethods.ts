import type { BridgeTransport, DomainDeskApi, Unsubscribe } from './bridgeTypes';
import type { ChannelName, EventName } from './contract';
import { isAppErrorKind } from './errors';
import { methodName, subscriptionName } from './names';
import { failure } from './result';
import type { Result } from './result';

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

/** The contract's names, all a bridge needs of it (not its input schemas). */
export interface ContractNames {
  readonly channels: readonly ChannelName[];
  readonly events: readonly EventName[];
}

/**
 * Builds the typed API over a transport from the contract's names, so the preload and the
 * browser transport expose exactly the same names with the same behaviour. Kept apart from the
 * contract itself: the renderer gets the names without bundling every channel's schema.
 */
export function buildBridgeApi(transport: BridgeTransport, names: ContractNames): DomainDeskApi {
  const api: Record<string, unknown> = {};
  for (const channel of names.channels) {
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
  for (const event of names.events) {
    api[subscriptionName(event)] = (listener: (payload: unknown) => void): Unsubscribe =>
      transport.subscribe(event, listener);
  }
  return Object.freeze(api) as DomainDeskApi;
}
