import type { searchChannels } from '../../../shared/ipc/channels/search';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function searchHandlers(services: Services): HandlersFor<typeof searchChannels> {
  return {
    'search:start': (input) => services.search.start(input),
    'search:suggestions': (input) => services.search.suggestions(input),
    'search:history': (input) => services.search.history(input?.limit),
    'search:clearHistory': () => {
      services.search.clearHistory();
      return null;
    },
  };
}
