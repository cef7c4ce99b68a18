import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { sendHttp } from './httpTransport';
import { createNodeHttpExchange } from './nodeHttpExchange';

let server: Server | undefined;

async function serve(
  handler: RequestListener,
): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  server = createServer(handler);
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/api`, connections: () => connections };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const options = { signal: undefined, timeoutMs: 5000 };

describe("requests through Node's http", () => {
  it('send the body and headers, read the answer, and keep one connection for calls in turn', async () => {
    const seen: string[] = [];
    const { url, connections } = await serve((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push(`${req.method ?? ''} ${String(req.headers.username)} ${body}`);
        res.setHeader('Retry-After', '3');
        res.end('{"ok":"é"}');
      });
    });
    const exchange = createNodeHttpExchange();
    for (let i = 0; i < 5; i += 1) {
      const outcome = await sendHttp(
        exchange,
        { method: 'POST', url, headers: { username: 'a@example.com' }, body: `n=${i}&x=é` },
        options,
      );
      expect(outcome).toMatchObject({ ok: true, status: 200, text: '{"ok":"é"}' });
      expect(outcome.ok && outcome.headers.get('retry-after')).toBe('3');
    }
    expect(seen).toEqual([0, 1, 2, 3, 4].map((i) => `POST a@example.com n=${i}&x=é`));
    expect(connections()).toBe(1);
  });

  it('never follow a redirect: the token would travel to wherever it points', async () => {
    let requests = 0;
    const { url } = await serve((_req, res) => {
      requests += 1;
      res.writeHead(302, { Location: '/elsewhere' }).end();
    });
    const outcome = await sendHttp(
      createNodeHttpExchange(),
      { method: 'GET', url, headers: {} },
      options,
    );
    expect(outcome).toMatchObject({ ok: true, status: 302 });
    expect(requests).toBe(1);
  });

  it('report an answer cut off in transit as possibly sent, never as not sent', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': '100' });
      res.write('{"status":', () => res.destroy());
    });
    const outcome = await sendHttp(
      createNodeHttpExchange(),
      { method: 'POST', url, headers: {}, body: 'order=1' },
      options,
    );
    expect(outcome).toMatchObject({ ok: false, failure: 'maybe-sent' });
  });

  it('report a refused connection as not sent', async () => {
    const { url } = await serve(() => undefined);
    server?.close();
    const outcome = await sendHttp(
      createNodeHttpExchange(),
      { method: 'POST', url, headers: {}, body: 'order=1' },
      options,
    );
    expect(outcome).toMatchObject({ ok: false, failure: 'not-sent', detail: 'ECONNREFUSED' });
  });

  it('give up at the deadline', async () => {
    const { url } = await serve(() => undefined);
    const outcome = await sendHttp(
      createNodeHttpExchange(),
      { method: 'GET', url, headers: {} },
      { signal: undefined, timeoutMs: 100 },
    );
    expect(outcome).toMatchObject({ ok: false, failure: 'timeout' });
  });
});
