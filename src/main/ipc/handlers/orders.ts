import type { ordersChannels } from '../../../shared/ipc/channels/orders';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function ordersHandlers(services: Services): HandlersFor<typeof ordersChannels> {
  return {
    'orders:place': ({ accountId, order }) => services.orders.place(accountId, order),
    'orders:startBatch': ({ accountId, orders }) => services.orders.startBatch(accountId, orders),
    'orders:list': (filter) => services.orders.list(filter),
    'orders:get': ({ orderId }) => services.orders.get(orderId),
    'orders:reconcile': ({ orderId }) => services.orders.reconcile(orderId),
    // The schema demands `confirm: true`: sending again is always the reseller's own choice.
    'orders:sendAgain': ({ orderId, eppCode }) =>
      services.orders.sendAgain(orderId, eppCode === undefined ? {} : { eppCode }),
    'orders:cart': ({ accountId }) => services.orders.cart(accountId),
    'orders:cartPut': ({ accountId, item }) => services.orders.cartPut(accountId, item),
    'orders:cartAdd': ({ accountId, item }) => services.orders.cartAdd(accountId, item),
    'orders:cartRemove': ({ accountId, itemId }) => services.orders.cartRemove(accountId, itemId),
    'orders:cartClear': ({ accountId }) => services.orders.cartClear(accountId),
    'orders:cartQuote': ({ accountId, recheckPremium }) =>
      services.orders.cartQuote(accountId, { recheckPremium: recheckPremium === true }),
    'orders:lowBalance': ({ accountId }) => services.orders.lowBalance(accountId),
    'orders:receipt': ({ jobId }) => services.orders.receipt(jobId),
    'orders:restoreUnsent': ({ noticeId }) => services.orders.restoreUnsent(noticeId),
    'orders:checkout': ({ accountId, eppCodes, defaults, expectedTotal }) =>
      services.orders.checkout(accountId, {
        ...(eppCodes !== undefined && { eppCodes }),
        ...(defaults !== undefined && { defaults }),
        ...(expectedTotal !== undefined && { expectedTotal }),
      }),
  };
}
