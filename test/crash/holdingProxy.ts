import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in front of the simulator as the provider's front door: passes every request on,
 * except the one `holds` picks, which it keeps — the caller may vanish meanwhile — until
 * `release()`, then hands to the simulator as a provider would finish work it had accepted.
 * This makes "the app dies while the provider is still working on an order" exact, however
 * slow the machine.
 */
export interface HoldingProxy {
  /** The simulator's base URL, through the proxy. */
  readonly baseUrl: string;
  /** Resolves once the chosen request has arrived and is being held. */
  readonly held: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

export async function startHoldingProxy(
  simBaseUrl: string,
  holds: (path: string) => boolean,
): Promise<HoldingProxy> {
  const target = new URL(simBaseUrl);
  let markHeld = (): void => undefined;
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const path = req.url ?? '/';
      if (!holding && holds(path)) {
        holding = true;
        markHeld();
        await released;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).flatMap(([name, value]) =>
          NOT_FORWARDED.has(name) || value === undefined
            ? []
            : [[name, Array.isArray(value) ? value.join(', ') : value]],
        ),
      );
      const answer = await fetch(new URL(path, target.origin), {
        method: req.method ?? 'GET',
        headers,
        ...(body.length > 0 && { body }),
      });
      const text = Buffer.from(await answer.arrayBuffer());
      if (res.destroyed) return;
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name) && name !== 'content-encoding') out[name] = value;
      });
      res.writeHead(answer.status, out);
      res.end(text);
    })().catch(() => {
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = new URL(simBaseUrl);
  base.port = String(port);

  return {
    baseUrl: base.toString().replace(/\/$/, ''),
    held,
    release: () => {
      release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
