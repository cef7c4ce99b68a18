import type { BridgeTransport, DomainDeskApi, Unsubscribe } from './bridgeTypes';
import type { ChannelName, EventName } from './contract';
import { parseAppError } from './errorDetails';
import { methodName, subscriptionName } from './names';
import { failure } from './result';
import type { Result } from './result';

/**
 * An answer as the contract says it is: data, or an error checked at this boundary (a detail
 * not of its kind's declared shape is left out); undefined for anything else.
 */
function resultOf(value: unknown): Result<unknown> | undefined {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return undefined;
  if (value.ok === true) return 'data' in value ? { ok: true, data: value.data } : undefined;
  if (value.ok !== false || !('error' in value)) return undefined;
  const error = parseAppError(value.error);
  return error === undefined ? undefined : { ok: false, error };
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
        const answer = resultOf(await transport.invoke(channel, input));
        return answer ?? failure('internal', 'DomainDesk received an unreadable answer.');
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
