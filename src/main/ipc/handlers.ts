import type { Services } from '../createServices';
import type { Handlers } from './dispatcher';

/** One entry per contract channel; the `Handlers` type makes a missing entry a compile error. */
export function createHandlers(services: Services): Handlers {
  return {
    'app:info': () => services.app.info(),
  };
}
