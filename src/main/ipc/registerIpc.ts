import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { channelNames } from '../../shared/ipc';
import { createDispatcher } from './dispatcher';
import type { Handlers } from './dispatcher';
import type { ErrorEnvelopeOptions } from './errorEnvelope';

export type IpcMainLike = Pick<IpcMain, 'handle' | 'removeHandler'>;
export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

/**
 * Registers one `ipcMain.handle` per contract channel, each going through the shared
 * dispatcher. Returns a function that removes them again.
 */
export function registerIpc(
  ipcMain: IpcMainLike,
  handlers: Handlers,
  isTrustedSender: SenderCheck,
  options: ErrorEnvelopeOptions = {},
): () => void {
  const dispatcher = createDispatcher(handlers, options);
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, input: unknown) => {
      let trustedSender = false;
      try {
        trustedSender = isTrustedSender(event);
      } catch {
        // A sender that cannot be identified (destroyed frame) is not ours.
      }
      return dispatcher.dispatch({ channel, input, trustedSender });
    });
  }
  return () => {
    for (const channel of channelNames) ipcMain.removeHandler(channel);
  };
}
