import { beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames, eventNames, methodName, subscriptionName } from '../shared/ipc';
import type { DomainDeskApi } from '../shared/ipc';

type IpcListener = (event: unknown, payload: unknown) => void;

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, Set<IpcListener>>();
  return {
    exposed,
    listeners,
    invoke: vi.fn<(channel: string, ...args: unknown[]) => Promise<unknown>>(),
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => {
        exposed.set(key, api);
      },
    },
    ipcRenderer: {
      invoke: (channel: string, ...args: unknown[]) => electron.invoke(channel, ...args),
      on: (channel: string, listener: IpcListener) => {
        const set = listeners.get(channel) ?? new Set();
        set.add(listener);
        listeners.set(channel, set);
      },
      removeListener: (channel: string, listener: IpcListener) => {
        listeners.get(channel)?.delete(listener);
      },
    },
  };
});

vi.mock('electron', () => ({
  contextBridge: electron.contextBridge,
  ipcRenderer: electron.ipcRenderer,
}));

async function loadPreload(): Promise<DomainDeskApi> {
  vi.resetModules();
  electron.exposed.clear();
  await import('./index');
  return electron.exposed.get('domainDesk') as DomainDeskApi;
}

beforeEach(() => {
  electron.invoke.mockReset();
  electron.listeners.clear();
});

describe('the preload', () => {
  it('exposes only window.domainDesk, with exactly the contract names', async () => {
    const api = await loadPreload();
    expect([...electron.exposed.keys()]).toEqual(['domainDesk']);
    expect(Object.keys(api).sort()).toEqual(
      [...channelNames.map(methodName), ...eventNames.map(subscriptionName)].sort(),
    );
    for (const value of Object.values(api)) expect(typeof value).toBe('function');
    expect(api).not.toHaveProperty('invoke');
    expect(api).not.toHaveProperty('env');
  });

  it('calls the named channel over ipcRenderer.invoke and returns its envelope', async () => {
    const api = await loadPreload();
    const envelope = {
      ok: true,
      data: {
        name: 'DomainDesk',
        version: '0.1.0',
        platform: 'linux',
        transport: 'electron',
        demo: false,
      },
    };
    electron.invoke.mockResolvedValue(envelope);
    await expect(api.appInfo()).resolves.toEqual(envelope);
    expect(electron.invoke).toHaveBeenCalledWith('app:info', undefined);
  });

  it('turns a failed invoke into an internal error value', async () => {
    const api = await loadPreload();
    electron.invoke.mockRejectedValue(new Error("No handler registered for 'app:info'"));
    const result = await api.appInfo();
    expect(!result.ok && result.error.kind).toBe('internal');
  });

  it('delivers event payloads without the IPC event object and unsubscribes cleanly', async () => {
    const api = await loadPreload();
    const received: unknown[] = [];
    const unsubscribe = api.onJobsProgress((payload) => received.push(payload));
    const payload = { jobId: 'j1', label: 'Renewing', done: 1, total: 3, state: 'running' };
    const senderEvent = { sender: 'ipc-internals' };
    for (const listener of electron.listeners.get('jobs:progress') ?? [])
      listener(senderEvent, payload);
    expect(received).toEqual([payload]);

    unsubscribe();
    expect(electron.listeners.get('jobs:progress')?.size).toBe(0);
  });
});
