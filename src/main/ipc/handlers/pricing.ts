import type { pricingChannels } from '../../../shared/ipc/channels/pricing';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function pricingHandlers(services: Services): HandlersFor<typeof pricingChannels> {
  return {
    'pricing:tlds': ({ accountId, refresh }) =>
      services.pricing.tlds(accountId, { refresh: refresh ?? false }),
    'pricing:tldPrices': ({ accountId, currency, refresh }) =>
      services.pricing.tldPricing(accountId, {
        refresh: refresh ?? false,
        ...(currency !== undefined && { currency }),
      }),
    'pricing:cartPrice': ({ accountId, domain, operation, refresh }) =>
      services.pricing.cartPrice(accountId, domain, operation, { refresh: refresh ?? false }),
    'pricing:balance': ({ accountId }) => services.pricing.balance(accountId),
    'pricing:quote': ({ accountId, items }) => services.pricing.quote(accountId, items),
  };
}
