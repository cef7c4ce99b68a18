import type { Dispatcher } from '../main/ipc/dispatcher';
import { START_DATA_CHANNELS } from '../shared/ipc/startDataMeta';
import type { StartData } from '../shared/ipc/startDataMeta';

/** Asks the services what the first screen needs, as the page would have (see `WEB_START_META`). */
export async function readStartData(dispatcher: Dispatcher): Promise<StartData> {
  const entries = await Promise.all(
    Object.entries(START_DATA_CHANNELS).map(async ([key, channel]) => [
      key,
      await dispatcher.dispatch({ channel, input: undefined, trustedSender: true }),
    ]),
  );
  // Each answer is its channel's envelope, typed by the contract on the page's side.
  return Object.fromEntries(entries) as StartData;
}
