import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDispatcherFor } from '../main/ipc/dispatcher';
import { defineChannel, returns, WEB_SECRET_HEADER } from '../shared/ipc';
import { startTestWeb } from './testing/testServer';
import type { TestWeb } from './testing/testServer';

let running: TestWeb | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const MB = 1024 * 1024;

/** A raw request, for paths `fetch` would tidy up first. */
function rawGet(t: TestWeb, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: t.web.port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Posts `sizeMb` MB to a channel, written slowly: the first megabyte at once, the rest only
 * when `release` is called, so several requests can be held open side by side.
 */
function slowPost(t: TestWeb, channel: string, sizeMb: number) {
  let release: () => void = () => undefined;
  const answered = new Promise<{ kind?: string; message?: string; ok?: boolean }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: t.web.port,
          path: `/ipc/${channel}`,
          method: 'POST',
          headers: { [WEB_SECRET_HEADER]: t.web.secret, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => {
            const result = JSON.parse(body) as {
              ok: boolean;
              error?: { kind: string; message: string };
            };
            resolve({ ok: result.ok, ...result.error });
          });
        },
      );
      // The server may answer and hang up before the whole body is written.
      req.on('error', () => undefined);
      const filler = Buffer.alloc(MB, 'a');
      req.write('{"input":{"text":"');
      req.write(filler);
      release = () => {
        for (let i = 1; i < sizeMb; i += 1) req.write(filler);
        req.end('"}}');
      };
      req.on('close', () => {
        reject(new Error('closed without an answer'));
      });
    },
  );
  return {
    answered,
    release: () => {
      release();
    },
  };
}

describe('the browser preview refuses what it cannot answer well', () => {
  it('answers 400, not 500, to a request for `//`, with or without the secret', async () => {
    running = await startTestWeb();
    expect(await rawGet(running, '//')).toEqual({
      status: 400,
      body: 'Bad Request: not an address.',
    });
    expect((await rawGet(running, `//?secret=${running.web.secret}`)).status).toBe(400);
  });

  it('reads no more of a body than its channel can use', async () => {
    const contract = {
      'app:echo': defineChannel({ input: z.object({ text: z.string() }), output: returns<null>() }),
    };
    running = await startTestWeb(createDispatcherFor(contract, { 'app:echo': () => null }));
    const big = slowPost(running, 'app:echo', 9);
    big.release();
    expect(await big.answered).toMatchObject({
      ok: false,
      kind: 'invalid_input',
      message: 'The request is larger than the preview accepts for app:echo (8 MB).',
    });
  });

  it('reads a body of letters split across its chunks whole', async () => {
    const contract = {
      'app:echo': defineChannel({
        input: z.object({ text: z.string() }),
        output: returns<string>(),
      }),
    };
    const t = await startTestWeb(createDispatcherFor(contract, { 'app:echo': ({ text }) => text }));
    running = t;
    const text = 'é€😀'.repeat(100_000);
    const response = await fetch(`${t.web.origin}/ipc/app:echo`, {
      method: 'POST',
      headers: { [WEB_SECRET_HEADER]: t.web.secret },
      body: JSON.stringify({ input: { text } }),
    });
    expect(await response.json()).toEqual({ ok: true, data: text });
  });

  it('holds one large import at a time: another one meanwhile is asked to wait', async () => {
    let handling: () => void = () => undefined;
    const handled = new Promise<void>((resolve) => {
      handling = resolve;
    });
    let finishFirst: () => void = () => undefined;
    const firstMayFinish = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let calls = 0;
    const contract = {
      'data:import': defineChannel({
        input: z.object({ text: z.string() }),
        output: returns<number>(),
      }),
    };
    running = await startTestWeb(
      createDispatcherFor(contract, {
        'data:import': async ({ text }) => {
          calls += 1;
          if (calls === 1) {
            handling();
            await firstMayFinish;
          }
          return text.length;
        },
      }),
    );
    const first = slowPost(running, 'data:import', 120);
    first.release();
    await handled;
    // The first import's 120 MB are still held while it is handled.
    const second = slowPost(running, 'data:import', 120);
    second.release();
    expect(await second.answered).toEqual({
      ok: false,
      kind: 'rate_limited',
      message:
        'The preview is already reading other large requests; try again when they have finished.',
    });
    finishFirst();
    expect(await first.answered).toEqual({ ok: true });
    // Once answered, its bytes are let go: the next import is read.
    const third = slowPost(running, 'data:import', 120);
    third.release();
    expect(await third.answered).toEqual({ ok: true });
  });
});
