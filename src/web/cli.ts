import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { envProxyResolver } from '../main/api/proxy';
import { DEFAULT_RENDERER_DIR, startPreview } from './preview';

/**
 * `npm run web [-- --data-dir <dir>] [-- --port 5173] [-- --no-open] [-- --demo-domains N]`:
 * serves the built renderer with the same main-process services in the browser. With no
 * `--data-dir` it is a demo run (a cache of its own in a temporary folder, keys kept in
 * memory); with one, it opens the user's profile there, keys in the system keychain.
 */
const USAGE =
  'Usage: npm run web -- [--data-dir <folder>] [--port <number>] [--no-open] [--demo-domains <1-100000>]\n';

/** The largest demo portfolio: what the grid is built and measured for. */
const MAX_DEMO_DOMAINS = 100_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Hands an address or a folder to the system's opener; false when there is none. */
function openWithSystem(target: string): Promise<boolean> {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [target]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', target]]
        : ['xdg-open', [target]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.on('error', () => {
      resolve(false);
    });
    child.on('spawn', () => {
      resolve(true);
    });
    child.unref();
  });
}

function openInBrowser(url: string): void {
  void openWithSystem(url).then((opened) => {
    if (!opened) {
      process.stderr.write('Could not open a browser; open the address above yourself.\n');
    }
  });
}

async function main(): Promise<void> {
  let values: {
    port?: string;
    'data-dir'?: string;
    'no-open'?: boolean;
    'demo-domains'?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'no-open': { type: 'boolean' },
        'demo-domains': { type: 'string' },
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
  const dataDir = values['data-dir'];
  if (dataDir?.trim() === '') fail(`--data-dir needs a folder.\n${USAGE}`);
  const demoDomainsText = values['demo-domains'];
  const demoDomains = demoDomainsText === undefined ? undefined : Number(demoDomainsText);
  if (
    demoDomains !== undefined &&
    (demoDomainsText?.trim() === '' ||
      !Number.isInteger(demoDomains) ||
      demoDomains < 1 ||
      demoDomains > MAX_DEMO_DOMAINS)
  ) {
    fail(`--demo-domains must be a whole number from 1 to 100000.\n${USAGE}`);
  }

  if (!existsSync(join(DEFAULT_RENDERER_DIR, 'index.html'))) {
    fail('The renderer is not built yet: run `npm run build` (or `npm run web`, which builds).');
  }

  const log = (message: string): void => {
    process.stderr.write(`${message}\n`);
  };
  const preview = await startPreview({
    port,
    demo: dataDir === undefined,
    ...(demoDomains !== undefined && { demoDomains }),
    // A demo run gets a temporary folder of its own, removed when it stops.
    ...(dataDir !== undefined && { dataDir: resolve(dataDir) }),
    log,
    openFolder: openWithSystem,
    // Behind a proxy, the terminal's HTTPS_PROXY / NO_PROXY apply, as for curl.
    services: { resolveProxy: envProxyResolver() },
  }).catch((error: unknown) => {
    const inUse = (error as { code?: unknown }).code === 'EADDRINUSE';
    return fail(
      inUse
        ? `Port ${port} is in use: pass another one, e.g. npm run web -- --port 5174`
        : `The preview could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  });

  const mode =
    dataDir === undefined
      ? 'demo run (started fresh every time)'
      : `profile in ${resolve(dataDir)}`;
  process.stdout.write(`DomainDesk browser preview, ${mode}: ${preview.server.url}\n`);
  // Any local user can read a command line: the browser gets a one-use address instead.
  if (!values['no-open']) openInBrowser(preview.server.openOnceUrl());

  const stop = (): void => {
    void preview.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
