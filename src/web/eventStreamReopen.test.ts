import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchEventSource } from '../../test/support/fetchEventSource';
import type { FetchEventSource } from '../../test/support/fetchEventSource';
import { createDispatcherFor } from '../main/ipc/dispatcher';
import { createEventHub } from '../main/events/eventHub';
import { createWebTransport } from '../renderer/src/bridge/webTransport';
import { createWebSecret } from './webSecret';
import { startWebServer } from './server';
import { startTestWeb } from './testing/testServer';
import type { WebServer } from './server';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function rendererDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'domaindesk-web-'));
  cleanups.push(() => {
    rmSync(root, { recursive: true, force: true });
  });
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>DomainDesk</title>');
  return root;
}

describe("the page's event stream", () => {
  it('opens again with a fresh ticket when the stream gives up, and hears later events', async () => {
    const secret = createWebSecret();
    const dir = rendererDir();
    const serve = async (port: number) => {
      const events = createEventHub();
      const web: WebServer = await startWebServer({
        rendererDir: dir,
        port,
        secret,
        dispatcher: createDispatcherFor({}, {}),
        events,
      });
      let closed = false;
      const close = async (): Promise<void> => {
        if (closed) return;
        closed = true;
        await web.close();
      };
      cleanups.push(close);
      return { web, events, close };
    };
    const first = await serve(0);

    const opened: FetchEventSource[] = [];
    let onOpened: () => void = () => undefined;
    const waitForStream = (count: number): Promise<FetchEventSource> =>
      new Promise((resolve) => {
        onOpened = () => {
          const stream = opened[count - 1];
          if (stream !== undefined) resolve(stream);
        };
        onOpened();
      });
    const transport = createWebTransport({
      baseUrl: first.web.origin,
      secret,
      fetch: (url, init) => fetch(url, init),
      openEventSource: (url) => {
        const stream = fetchEventSource(url);
        opened.push(stream);
        onOpened();
        return stream;
      },
    });
    const heard: unknown[] = [];
    const stop = transport.subscribe('cache:changed', (payload) => heard.push(payload));
    cleanups.push(stop);
    await (
      await waitForStream(1)
    ).connected;

    // The server goes away and comes back on the same port: the old ticket is worth nothing.
    await first.close();
    const second = await serve(first.web.port);
    const reopened = await waitForStream(2);
    await reopened.connected;
    expect(opened[0]?.readyState).toBe(2);

    second.events.emit('cache:changed', {
      scope: 'domains',
      accountId: 'acc-1',
      domains: ['example.com'],
    });
    await expect
      .poll(() => heard)
      .toEqual([{ scope: 'domains', accountId: 'acc-1', domains: ['example.com'] }]);
  });

  it('opens for a listener that came back while the ticket of one that left was fetched', async () => {
    const t = await startTestWeb();
    cleanups.push(() => t.close());
    let opened: (stream: FetchEventSource) => void = () => undefined;
    const stream = new Promise<FetchEventSource>((resolve) => {
      opened = resolve;
    });
    const transport = createWebTransport({
      baseUrl: t.web.origin,
      secret: t.web.secret,
      fetch: (url, init) => fetch(url, init),
      openEventSource: (url) => {
        const source = fetchEventSource(url);
        opened(source);
        return source;
      },
    });
    // As a screen mounted, unmounted and mounted again at once (React's strict mode) does.
    transport.subscribe('cache:changed', () => undefined)();
    const heard: unknown[] = [];
    cleanups.push(transport.subscribe('cache:changed', (payload) => heard.push(payload)));
    await (
      await stream
    ).connected;
    t.events.emit('cache:changed', {
      scope: 'domains',
      accountId: 'acc-1',
      domains: ['example.com'],
    });
    await expect
      .poll(() => heard)
      .toEqual([{ scope: 'domains', accountId: 'acc-1', domains: ['example.com'] }]);
  });
});
