import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServices } from '../main/createServices';
import { createDispatcher, createDispatcherFor } from '../main/ipc/dispatcher';
import type { Dispatcher } from '../main/ipc/dispatcher';
import { createEventHub } from '../main/events/eventHub';
import type { EventHub } from '../main/events/eventHub';
import { createHandlers } from '../main/ipc/handlers';
import { createWebTransport } from '../renderer/src/bridge/webTransport';
import type { FetchLike } from '../renderer/src/bridge/webTransport';
import { fetchEventSource } from '../../test/support/fetchEventSource';
import { createBridgeApi, defineChannel, returns, WEB_SECRET_HEADER } from '../shared/ipc';
import { parseStartData } from '../shared/ipc/startDataMeta';
import type { JobProgress } from '../shared/ipc';
import { startWebServer } from './server';
import type { WebServer } from './server';

const nodeFetch: FetchLike = (url, init) => fetch(url, init);

let root: string;
let rendererDir: string;
let server: WebServer | undefined;
let events: EventHub;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'domaindesk-web-'));
  rendererDir = join(root, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>DomainDesk</title></head><body></body></html>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
  writeFileSync(join(root, 'outside-renderer.txt'), 'not for the browser');
  events = createEventHub();
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
});

async function start(dispatcher?: Dispatcher): Promise<WebServer> {
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: true,
  });
  server = await startWebServer({
    rendererDir,
    port: 0,
    dispatcher: dispatcher ?? createDispatcher(createHandlers(services)),
    events,
  });
  return server;
}

function rawGet(web: WebServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: web.port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the browser preview server', () => {
  it('listens on 127.0.0.1 only', async () => {
    const web = await start();
    expect(web.address).toBe('127.0.0.1');
    expect(web.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?secret=[0-9a-f]{64}$/);
  });

  it('answers 403 to every request without the right secret', async () => {
    const web = await start();
    const wrong = 'f'.repeat(64);
    expect((await fetch(`${web.origin}/`)).status).toBe(403);
    expect((await fetch(`${web.origin}/?secret=${wrong}`)).status).toBe(403);
    expect((await fetch(`${web.origin}/assets/app.js`)).status).toBe(403);
    expect((await fetch(`${web.origin}/events?secret=${wrong}`)).status).toBe(403);
    const ipc = await fetch(`${web.origin}/ipc/app:info`, {
      method: 'POST',
      headers: { [WEB_SECRET_HEADER]: wrong },
      body: '{}',
    });
    expect(ipc.status).toBe(403);
  });

  it('tells a person who opened it without the secret which address to open', async () => {
    const web = await start();
    const page = await fetch(`${web.origin}/`);
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toContain('text/html');
    const text = await page.text();
    expect(text).toContain('Open the address <code>npm run web</code> printed');
    expect(text).not.toContain(web.secret);
    const call = await fetch(`${web.origin}/ipc/app:info`, { method: 'POST', body: '{}' });
    expect(call.status).toBe(403);
    expect(await call.text()).toMatch(/npm run web/);
  });

  it('refuses calls from a page of another site or port, even with the secret', async () => {
    const web = await start();
    const call = (origin: string) =>
      fetch(`${web.origin}/ipc/app:info`, {
        method: 'POST',
        headers: { [WEB_SECRET_HEADER]: web.secret, origin },
        body: '{}',
      });
    expect((await call('http://evil.example')).status).toBe(403);
    expect((await call(`http://127.0.0.1:${String(web.port + 1)}`)).status).toBe(403);
    expect((await call('null')).status).toBe(403);
    expect((await call(web.origin)).status).toBe(200);
  });

  it('serves its icon to any page of its own, secret or not', async () => {
    writeFileSync(join(rendererDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const web = await start();
    const icon = await fetch(`${web.origin}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves the page with the secret, and its assets to the cookie set with it', async () => {
    const web = await start();
    const page = await fetch(web.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain(`<meta name="domaindesk-secret" content="${web.secret}" />`);
    expect(html).toContain('<meta name="domaindesk-contract" content="app:info ');
    const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^domaindesk_page_\d+=[0-9a-f]{64}$/);
    expect(cookie).not.toContain(web.secret);
    const asset = await fetch(`${web.origin}/assets/app.js`, { headers: { cookie } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
  });

  it('answers the first screen with the page: app info, accounts and demo state', async () => {
    const web = await start();
    const html = await (await fetch(web.url)).text();
    const content = /<meta name="domaindesk-start" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const handed = parseStartData(content);
    expect(handed?.appInfo).toMatchObject({ ok: true, data: { transport: 'web', demo: true } });
    expect(handed?.accounts).toEqual({ ok: true, data: [] });
    expect(handed?.demo.ok).toBe(true);
  });

  it('lets the browser keep the hashed assets for good, but asks again for the page and icon', async () => {
    writeFileSync(join(rendererDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const web = await start();
    const page = await fetch(web.url);
    const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
    const asset = await fetch(`${web.origin}/assets/app.js`, { headers: { cookie } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const icon = await fetch(`${web.origin}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses a page from another host name pointing at 127.0.0.1, and paths outside the build', async () => {
    const web = await start();
    expect(
      await rawGet(web, `/?secret=${web.secret}`, { host: `rebound.example:${web.port}` }),
    ).toBe(403);
    expect(await rawGet(web, `/assets/..%2f..%2foutside-renderer.txt?secret=${web.secret}`)).toBe(
      404,
    );
    expect(await rawGet(web, `/assets/missing.js?secret=${web.secret}`)).toBe(404);
  });

  it('answers app:info through the browser transport with the same envelope as IPC', async () => {
    const web = await start();
    const api = createBridgeApi(
      createWebTransport({
        baseUrl: web.origin,
        secret: web.secret,
        fetch: nodeFetch,
        openEventSource: fetchEventSource,
      }),
    );
    expect(await api.appInfo()).toEqual({
      ok: true,
      data: {
        name: 'DomainDesk',
        version: '0.1.0',
        platform: 'linux',
        transport: 'web',
        demo: true,
      },
    });
  });

  it('tells a page with the wrong secret that it is not trusted', async () => {
    const web = await start();
    const api = createBridgeApi(
      createWebTransport({
        baseUrl: web.origin,
        secret: 'a'.repeat(64),
        fetch: nodeFetch,
        openEventSource: fetchEventSource,
      }),
    );
    const result = await api.appInfo();
    expect(!result.ok && result.error.kind).toBe('forbidden_sender');
  });

  it('refuses a call carrying only the page cookie, which other local pages could send', async () => {
    const web = await start();
    const cookie = (await fetch(web.url)).headers.get('set-cookie')?.split(';')[0] ?? '';
    const response = await fetch(`${web.origin}/ipc/app:info`, {
      method: 'POST',
      headers: { cookie },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('names the wrong field of a bad request, and rejects a body that is not JSON', async () => {
    const contract = {
      'domains:lock': defineChannel({
        input: z.object({ domain: z.string(), status: z.enum(['locked', 'unlocked']) }),
        output: returns<null>(),
      }),
    };
    const web = await start(createDispatcherFor(contract, { 'domains:lock': () => null }));
    const post = async (body: string) =>
      (await (
        await fetch(`${web.origin}/ipc/domains:lock`, {
          method: 'POST',
          headers: { [WEB_SECRET_HEADER]: web.secret, 'content-type': 'application/json' },
          body,
        })
      ).json()) as { ok: boolean; error?: { kind: string; message: string } };

    const bad = await post(JSON.stringify({ input: { domain: 'example.com', status: 'open' } }));
    expect(bad.error?.kind).toBe('invalid_input');
    expect(bad.error?.message).toMatch(/^Invalid input for domains:lock: status: /);
    expect((await post('{not json')).error?.kind).toBe('invalid_input');
    expect(
      await post(JSON.stringify({ input: { domain: 'example.com', status: 'locked' } })),
    ).toEqual({
      ok: true,
      data: null,
    });
  });

  it('pushes contract events to the page as server-sent events', async () => {
    const web = await start();
    let opened: (source: ReturnType<typeof fetchEventSource>) => void = () => undefined;
    const source = new Promise<ReturnType<typeof fetchEventSource>>((resolve) => {
      opened = resolve;
    });
    const api = createBridgeApi(
      createWebTransport({
        baseUrl: web.origin,
        secret: web.secret,
        fetch: nodeFetch,
        openEventSource: (url) => {
          const stream = fetchEventSource(url);
          opened(stream);
          return stream;
        },
      }),
    );
    const received = new Promise<JobProgress>((resolve) => {
      api.onJobsProgress(resolve);
    });
    await (
      await source
    ).connected;
    const progress: JobProgress = {
      jobId: 'renew-1',
      kind: 'orders',
      label: 'Renewing',
      accountId: null,
      done: 2,
      total: 5,
      succeeded: 2,
      failed: 0,
      cancelled: 0,
      state: 'running',
      startedAt: '2026-11-22T10:00:00.000Z',
      finishedAt: null,
    };
    events.emit('jobs:progress', progress);
    expect(await received).toEqual(progress);
  });
});
