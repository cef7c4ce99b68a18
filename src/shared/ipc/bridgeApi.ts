import { channelNames, eventNames } from './contract';
import { buildBridgeApi } from './bridgeMethods';
import type { BridgeTransport, DomainDeskApi } from './bridgeTypes';

export type {
  BridgeTransport,
  ChannelMethod,
  DomainDeskApi,
  EventSubscription,
  Unsubscribe,
} from './bridgeTypes';

/** The bridge over a transport, with every name of the contract. */
export function createBridgeApi(transport: BridgeTransport): DomainDeskApi {
  return buildBridgeApi(transport, { channels: channelNames, events: eventNames });
}
