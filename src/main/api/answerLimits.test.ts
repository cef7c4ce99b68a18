import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../shared/api';
import { createResellerClient } from './client';
import { MAX_ANSWER_BYTES } from './httpTransport';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** What the server managed to send before the client hung up. */
interface Sent {
  bytes: number;
  finished: boolean;
}

/** Streams `total` bytes of a JSON string in 1 MB chunks, without a Content-Length. */
function streamHuge(res: ServerResponse, total: number, sent: Sent): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const writeMore = (): void => {
    while (sent.bytes < total) {
      sent.bytes += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', writeMore);
        return;
      }
    }
    sent.finished = true;
    res.end();
  };
  res.on('close', () => res.removeAllListeners('drain'));
  res.write('"');
  writeMore();
}

async function serveHuge(total: number, sent: Sent): Promise<string> {
  server = createServer((_req, res) => {
    streamHuge(res, total, sent);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${String(address.port)}/api/index.php`;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiCallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiCallError))
    throw new Error(`expected an API error, got ${String(error)}`);
  return error;
}

const account = { email: 'reseller@example.com', apiKey: 'key-1234567890', maxRetries: 0 };

describe('an API answer larger than the client reads', () => {
  it.each([
    ['Node http', undefined],
    ['fetch', fetch],
  ])('is cut off at 20 MB through %s, with a message saying so', async (_name, fetchImpl) => {
    const sent: Sent = { bytes: 0, finished: false };
    const baseUrl = await serveHuge(300 * 1024 * 1024, sent);
    const client = createResellerClient({
      ...account,
      baseUrl,
      ...(fetchImpl && { fetch: fetchImpl }),
    });
    const error = await failureOf(client.credits());
    expect(error.error.kind).toBe('malformed_response');
    expect(error.message).toMatch(
      /^The provider sent an answer larger than 20 MB; DomainDesk stopped reading it\./,
    );
    // The client hung up long before the server could send it all.
    expect(sent.finished).toBe(false);
    expect(sent.bytes).toBeLessThan(300 * 1024 * 1024);
  });

  it('is refused unread when its Content-Length says so; an order is then of unknown outcome', async () => {
    let bodyWritten = false;
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-length': String(MAX_ANSWER_BYTES + 1) });
      res.write('"', () => {
        bodyWritten = true;
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const client = createResellerClient({
      ...account,
      baseUrl: `http://127.0.0.1:${String(address.port)}/api/index.php`,
    });
    const error = await failureOf(client.renew({ domain: 'example.com', regperiod: 1 }));
    expect(error.error.kind).toBe('outcome_unknown');
    expect(error.message).toMatch(/larger than 20 MB.*may or may not have been placed/);
    expect(bodyWritten).toBe(true);
  });
});
