import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it } from 'vitest';
import { channelNames } from '../../shared/ipc';
import type { AppInfo, Result } from '../../shared/ipc';
import { createServices } from '../createServices';
import { createHandlers } from './handlers';
import { registerIpc } from './registerIpc';
import type { IpcMainLike } from './registerIpc';
import { createTrustedSenderCheck } from './trustedSender';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** Records what would be registered on Electron's ipcMain. */
function fakeIpcMain() {
  const registered = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (registered.has(channel)) throw new Error(`second handler for ${channel}`);
      registered.set(channel, listener as Listener);
    },
    removeHandler: (channel) => {
      registered.delete(channel);
    },
  };
  return { ipcMain, registered };
}

const APP_PAGE = 'file:///opt/DomainDesk/resources/app.asar/out/renderer/index.html';
const OUR_WINDOW_ID = 1;

function senderEvent(options: {
  id?: number;
  url?: string;
  subframe?: boolean;
  noFrame?: boolean;
}) {
  const frame = options.noFrame
    ? null
    : { url: options.url ?? APP_PAGE, parent: options.subframe ? {} : null };
  return {
    sender: { id: options.id ?? OUR_WINDOW_ID },
    senderFrame: frame,
  } as unknown as IpcMainInvokeEvent;
}

const isTrustedSender = createTrustedSenderCheck({
  isAppUrl: (url) => url.split('#')[0] === APP_PAGE,
  isOwnWebContents: (id) => id === OUR_WINDOW_ID,
});

function setup() {
  const { ipcMain, registered } = fakeIpcMain();
  const services = createServices({
    version: '1.2.3',
    platform: 'linux',
    transport: 'electron',
    demo: false,
  });
  const unregister = registerIpc(ipcMain, createHandlers(services), isTrustedSender);
  const call = async (channel: string, event: IpcMainInvokeEvent, input?: unknown) => {
    const listener = registered.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return (await listener(event, input)) as Result<unknown>;
  };
  return { registered, unregister, call };
}

describe('Electron IPC registration', () => {
  it('registers exactly one handler per contract channel and removes them again', () => {
    const { registered, unregister } = setup();
    expect([...registered.keys()].sort()).toEqual([...channelNames].sort());
    unregister();
    expect(registered.size).toBe(0);
  });

  it('answers app:info from our own window', async () => {
    const { call } = setup();
    const result = (await call('app:info', senderEvent({}))) as Result<AppInfo>;
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'DomainDesk',
        version: '1.2.3',
        platform: 'linux',
        transport: 'electron',
        demo: false,
      },
    });
  });

  it('refuses other webContents, other pages, subframes and destroyed frames', async () => {
    const { call } = setup();
    const foreign = [
      senderEvent({ id: 99 }),
      senderEvent({ url: 'https://evil.example/' }),
      senderEvent({ url: 'file:///tmp/downloaded.html' }),
      senderEvent({ subframe: true }),
      senderEvent({ noFrame: true }),
    ];
    for (const event of foreign) {
      const result = await call('app:info', event);
      expect(!result.ok && result.error.kind).toBe('forbidden_sender');
    }
  });

  it('answers invalid_input rather than crashing on input the channel does not take', async () => {
    const { call } = setup();
    const result = await call('app:info', senderEvent({}), { sneaky: true });
    expect(!result.ok && result.error.kind).toBe('invalid_input');
  });

  it('treats a sender check that throws as a foreign sender', async () => {
    const { ipcMain, registered } = fakeIpcMain();
    const services = createServices({
      version: '1',
      platform: 'linux',
      transport: 'electron',
      demo: false,
    });
    registerIpc(ipcMain, createHandlers(services), () => {
      throw new Error('Object has been destroyed');
    });
    const result = (await registered.get('app:info')?.(
      senderEvent({}),
      undefined,
    )) as Result<unknown>;
    expect(!result.ok && result.error.kind).toBe('forbidden_sender');
  });
});
