import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { answerTooLarge, MAX_ANSWER_BYTES } from './httpTransport';
import type { Exchange, HttpAnswerRaw } from './httpTransport';
import type { ProxyResolver } from './proxy';

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = res.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '');
  return headers;
}

/** Node's error `code` for a CONNECT the proxy refused: nothing was sent to the provider. */
export const PROXY_REFUSED_CODE = 'EPROXY_REFUSED';
/** The proxy asked for credentials (407) it was not given or did not accept. */
export const PROXY_AUTH_CODE = 'EPROXY_AUTH';

export interface NodeHttpExchangeOptions {
  /** Which proxy each request goes through; direct when omitted or when it answers null. */
  readonly resolveProxy?: ProxyResolver;
}

// One connection per request in flight, reused while the account keeps working. An idle one
// is closed after 4 s, or earlier when the server's Keep-Alive says it closes sooner (Node
// only applies that hint under a timeout of its own): a request written to a connection the
// server is closing fails after leaving, and an order's outcome is unknown.
const KEEP = { keepAlive: true, timeout: 4000 };

/**
 * One HTTP exchange on Node's own `http`/`https` with connections kept alive per client.
 * `fetch` does the same work through web streams, at about twice the CPU per request: at 8
 * lookups in flight that CPU is queued behind the answers and adds to every request's time.
 * Never follows redirects; a failure rejects with Node's error and its `code`.
 *
 * Through a proxy, every request is tunnelled with CONNECT (also to an http:// API), so the
 * proxy sees the provider's host and port, never the `username` and `token` headers.
 */
export function createNodeHttpExchange(options: NodeHttpExchangeOptions = {}): Exchange {
  const direct = { 'http:': new HttpAgent(KEEP), 'https:': new HttpsAgent(KEEP) };
  const tunnels = new Map<string, HttpsProxyAgent<string>>();
  const agentFor = async (url: URL): Promise<HttpAgent> => {
    const proxy = options.resolveProxy ? await options.resolveProxy(url.href) : null;
    if (proxy === null) return url.protocol === 'https:' ? direct['https:'] : direct['http:'];
    let tunnel = tunnels.get(proxy);
    if (!tunnel) {
      tunnel = new HttpsProxyAgent(proxy, KEEP);
      tunnels.set(proxy, tunnel);
    }
    return tunnel;
  };
  return async (request, signal) => {
    const url = new URL(request.url);
    const agent = await agentFor(url);
    const proxied = !Object.values(direct).includes(agent);
    return new Promise<HttpAnswerRaw>((resolve, reject) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      const headers: Record<string, string> = { ...request.headers };
      if (body !== undefined) headers['Content-Length'] = String(body.length);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, { method: request.method, headers, agent, signal }, (res) => {
        // A proxy that refuses the CONNECT answers on a socket that never reached the
        // provider: its status is the proxy's, and the request was never written.
        if (proxied && res.socket.remoteAddress === undefined) {
          res.resume();
          const error = new Error(
            `The proxy refused the connection (HTTP ${String(res.statusCode ?? 0)}).`,
          );
          // Both codes: the refusal is one (nothing sent), the reason is the credentials.
          const cause =
            res.statusCode === 407
              ? Object.assign(new Error(), { code: PROXY_AUTH_CODE })
              : undefined;
          reject(Object.assign(error, { code: PROXY_REFUSED_CODE, status: res.statusCode, cause }));
          return;
        }
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
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
