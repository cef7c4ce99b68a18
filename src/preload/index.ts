import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { createBridgeApi } from '../shared/ipc/bridgeApi';

/**
 * Exposes `window.domainDesk`: one named method per contract channel and one `on<Event>`
 * subscription per event, built by iterating the contract. The page never sees ipcRenderer,
 * a generic invoke, the IPC event object or process.env.
 */
const api = createBridgeApi({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
  subscribe: (event, listener) => {
    const forward = (_event: IpcRendererEvent, payload: unknown): void => {
      listener(payload);
    };
    ipcRenderer.on(event, forward);
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
});

contextBridge.exposeInMainWorld('domainDesk', api);
