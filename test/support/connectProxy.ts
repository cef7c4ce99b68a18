import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

export interface ConnectProxy {
  /** `http://[user:password@]127.0.0.1:<port>` */
  readonly url: string;
  /** Every request line and header the proxy itself read, as a proxy's access log would. */
  readonly log: string[];
  /** Targets the proxy opened a tunnel to. */
  readonly tunnels: string[];
  close(): Promise<void>;
}

export interface ConnectProxyOptions {
  /** Demands these credentials (407 otherwise). */
  readonly credentials?: { readonly user: string; readonly password: string };
  /** Refuses every CONNECT with this status (e.g. 403 for a target not on its allow list). */
  readonly refuseWith?: number;
}

function logged(req: IncomingMessage): string {
  const lines = [`${req.method ?? ''} ${req.url ?? ''}`];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    lines.push(`${req.rawHeaders[i] ?? ''}: ${req.rawHeaders[i + 1] ?? ''}`);
  }
  return lines.join('\n');
}

/**
 * A small HTTP proxy on loopback that tunnels CONNECT (and forwards plain requests, so a
 * client that sent its headers in the clear would show up in the log). Tests only.
 */
export async function startConnectProxy(options: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const log: string[] = [];
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const expected =
    options.credentials &&
    `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`;
  const refusal = (req: IncomingMessage): number | undefined => {
    if (expected !== undefined && req.headers['proxy-authorization'] !== expected) return 407;
    return options.refuseWith;
  };

  const server: Server = createServer((req, res) => {
    log.push(logged(req));
    const status = refusal(req);
    if (status !== undefined) {
      res.writeHead(status, { 'Proxy-Authenticate': 'Basic realm="test"' }).end();
      return;
    }
    const upstream = httpRequest(
      req.url ?? '',
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    log.push(logged(req));
    const status = refusal(req);
    if (status !== undefined) {
      client.end(
        `HTTP/1.1 ${String(status)} Refused\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    const [host = '', port = ''] = (req.url ?? '').split(':');
    tunnels.push(req.url ?? '');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const auth = options.credentials
    ? `${options.credentials.user}:${options.credentials.password}@`
    : '';
  return {
    url: `http://${auth}127.0.0.1:${String(port)}`,
    log,
    tunnels,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
