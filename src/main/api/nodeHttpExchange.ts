import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { answerTooLarge, MAX_ANSWER_BYTES } from './httpTransport';
import type { Exchange, HttpAnswerRaw } from './httpTransport';

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '');
  return headers;
}

/**
 * One HTTP exchange on Node's own `http`/`https` with connections kept alive per client.
 * `fetch` does the same work through web streams, at about twice the CPU per request: at 8
 * lookups in flight that CPU is queued behind the answers and adds to every request's time.
 * Never follows redirects; a failure rejects with Node's error and its `code`.
 */
export function createNodeHttpExchange(): Exchange {
  // One connection per request in flight, reused while the account keeps working. An idle
  // one is closed after 4 s, or earlier when the server's Keep-Alive says it closes sooner
  // (Node only applies that hint under a timeout of its own): a request written to a
  // connection the server is closing fails after leaving, and an order's outcome is unknown.
  const keep = { keepAlive: true, timeout: 4000 };
  const agents = { 'http:': new HttpAgent(keep), 'https:': new HttpsAgent(keep) };
  return (request, signal) =>
    new Promise<HttpAnswerRaw>((resolve, reject) => {
      const url = new URL(request.url);
      const secure = url.protocol === 'https:';
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      const headers: Record<string, string> = { ...request.headers };
      if (body !== undefined) headers['Content-Length'] = String(body.length);
      const send = secure ? httpsRequest : httpRequest;
      const req = send(
        url,
        {
          method: request.method,
          headers,
          agent: secure ? agents['https:'] : agents['http:'],
          signal,
        },
        (res) => {
          if (Number(res.headers['content-length'] ?? 0) > MAX_ANSWER_BYTES) {
            req.destroy(answerTooLarge());
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              // Stop reading and drop the connection: the rest is never received.
              req.destroy(answerTooLarge());
              return;
            }
            chunks.push(chunk);
          });
          // An answer cut off in transit: Node rejects it with ECONNRESET, after sending.
          res.on('error', reject);
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: headersOf(res),
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
