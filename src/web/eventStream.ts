import type { ServerResponse } from 'node:http';
import type { EventHub } from '../main/events/eventHub';

/** Keeps idle connections (and proxies, if any) from timing the stream out. */
const HEARTBEAT_MS = 25_000;

/**
 * Streams every contract event to one browser page as Server-Sent Events until the page goes
 * away. The `: connected` comment tells the client the stream is attached.
 */
export function streamEvents(response: ServerResponse, events: EventHub): void {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  response.write('retry: 2000\n: connected\n\n');

  const detach = events.addSink((event, payload) => {
    // JSON.stringify never emits raw newlines, so one data line always suffices.
    response.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  });
  const heartbeat = setInterval(() => {
    response.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  response.on('close', () => {
    clearInterval(heartbeat);
    detach();
  });
}
