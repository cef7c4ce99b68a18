import type { demoChannels } from '../../../shared/ipc/channels/demo';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function demoHandlers(services: Services): HandlersFor<typeof demoChannels> {
  return {
    'demo:status': () => services.demo.status(),
    'demo:start': () => services.demo.start(),
    'demo:exit': () => services.demo.exit(),
  };
}
