import { ipcMain } from 'electron';
import type { Handlers } from './dispatcher';
import type { ErrorEnvelopeOptions } from './errorEnvelope';
import { registerIpc } from './registerIpc';
import type { SenderCheck } from './registerIpc';

/** Wires the contract's handlers to Electron's real `ipcMain`. */
export function installIpc(
  handlers: Handlers,
  isTrustedSender: SenderCheck,
  options: ErrorEnvelopeOptions = {},
): () => void {
  return registerIpc(ipcMain, handlers, isTrustedSender, options);
}
