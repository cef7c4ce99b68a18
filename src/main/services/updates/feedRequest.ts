import { request as httpRequest } from 'node:http';
import type { Agent } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { HttpsProxyAgent } from 'https-proxy-agent';
import type { ProxyResolver } from '../../api/proxy';

/** A release feed is a few kilobytes; anything far larger is not one. */
export const MAX_FEED_BYTES = 512 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export interface FeedRequestOptions {
  readonly userAgent: string;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly resolveProxy?: ProxyResolver;
}

/** Why a feed could not be read, in words for the user. */
export class FeedError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * https only, except plain http to this machine (a test or a preview's own feed): the
 * answer decides what the user is told to install, so it must not be open to the network.
 */
export function feedUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'the feed address is not a URL';
  }
  if (url.username !== '' || url.password !== '') return 'the feed address holds a password';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return undefined;
  return 'the feed address is not https';
}

/**
 * GETs the feed and answers its text. Sends no cookie, key or account data: only a
 * User-Agent naming the app's version and an Accept header. Follows at most three
 * redirects, each to an address `feedUrlProblem` accepts; the whole exchange, redirects
 * included, must end within the time limit.
 */
export async function fetchFeed(feedUrl: string, options: FeedRequestOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = feedUrl;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const problem = feedUrlProblem(url);
    if (problem !== undefined) throw new FeedError(hop === 0 ? problem : `redirected: ${problem}`);
    const answer = await getOnce(new URL(url), options, signal);
    if (answer.location === undefined) return answer.text;
    url = new URL(answer.location, url).href;
  }
  throw new FeedError('the feed redirected too many times');
}

async function getOnce(
  url: URL,
  options: FeedRequestOptions,
  signal: AbortSignal,
): Promise<{ text: string; location?: string }> {
  const proxy = options.resolveProxy ? await options.resolveProxy(url.href) : null;
  const agent: Agent | undefined = proxy === null ? undefined : new HttpsProxyAgent(proxy);
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal,
        ...(agent && { agent }),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location !== undefined) {
          res.resume();
          resolve({ text: '', location: res.headers.location });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new FeedError(`the feed answered HTTP ${String(status)}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy(new FeedError('the feed answer is too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          resolve({ text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('error', (error) => {
      if (error instanceof FeedError) reject(error);
      else if (signal.aborted) reject(new FeedError('the feed did not answer in time'));
      else reject(new FeedError(`the feed could not be reached (${networkCode(error)})`));
    });
    req.end();
  });
}

function networkCode(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error.message.slice(0, 120);
}
