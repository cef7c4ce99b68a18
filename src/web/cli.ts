import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '../main/createServices';
import { createDispatcher } from '../main/ipc/dispatcher';
import { createEventHub } from '../main/ipc/eventHub';
import { createHandlers } from '../main/ipc/handlers';
import { startWebServer } from './server';

/**
 * `npm run web [-- --port 5173] [-- --no-open]`: serves the built renderer with the same
 * main-process services in the browser. With no argument it is the demo entry point.
 */
const USAGE = 'Usage: npm run web -- [--port <number>] [--no-open]\n';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function openInBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', url]]
        : ['xdg-open', [url]];
  const child = spawn(command, args, { detached: true, stdio: 'ignore' });
  child.on('error', () => {
    process.stderr.write('Could not open a browser; open the address above yourself.\n');
  });
  child.unref();
}

async function main(): Promise<void> {
  let values: { port?: string; 'no-open'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'no-open': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const port = Number(values.port ?? '5173');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`Invalid --port.\n${USAGE}`);

  const root = resolve(import.meta.dirname, '../..');
  const rendererDir = join(root, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    fail('The renderer is not built yet: run `npm run build` (or `npm run web`, which builds).');
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };

  const log = (message: string): void => {
    process.stderr.write(`${message}\n`);
  };
  const services = createServices({
    version,
    platform: process.platform,
    transport: 'web',
    demo: true,
  });
  const events = createEventHub({ log });
  const server = await startWebServer({
    rendererDir,
    port,
    dispatcher: createDispatcher(createHandlers(services), { log }),
    events,
    log,
  }).catch((error: unknown) => {
    const inUse = (error as { code?: unknown }).code === 'EADDRINUSE';
    return fail(
      inUse
        ? `Port ${port} is in use: pass another one, e.g. npm run web -- --port 5174`
        : 'The preview server could not start.',
    );
  });

  process.stdout.write(`DomainDesk browser preview: ${server.url}\n`);
  if (!values['no-open']) openInBrowser(server.url);

  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
