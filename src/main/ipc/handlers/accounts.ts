import type { accountsChannels } from '../../../shared/ipc/channels/accounts';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function accountsHandlers(services: Services): HandlersFor<typeof accountsChannels> {
  return {
    'accounts:list': () => services.accounts.list(),
    'accounts:test': (draft) => services.accounts.test(draft),
    'accounts:connect': (input) => services.accounts.connect(input),
    'accounts:update': ({ accountId, changes, apiKey }) =>
      services.accounts.update(accountId, changes, apiKey),
    'accounts:replaceKey': ({ accountId, apiKey }) =>
      services.accounts.replaceKey(accountId, apiKey),
    'accounts:deleteKey': ({ accountId }) => services.accounts.deleteKey(accountId),
    'accounts:keyStatus': ({ accountId }) => services.accounts.keyStatus(accountId),
    'accounts:verify': ({ accountId }) => services.accounts.verify(accountId),
    'accounts:refreshBalance': ({ accountId }) => services.accounts.refreshBalance(accountId),
    'accounts:remove': ({ accountId }) => services.accounts.remove(accountId),
  };
}
