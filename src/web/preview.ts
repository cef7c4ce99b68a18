import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openServices } from '../main/createServices';
import type { ServiceOptions, Services } from '../main/createServices';
import { createDispatcher } from '../main/ipc/dispatcher';
import { createEventHub } from '../main/events/eventHub';
import type { EventHub } from '../main/events/eventHub';
import { createHandlers } from '../main/ipc/handlers';
import { createAppLog } from '../main/logging/appLog';
import { UPDATE_FEED_ENV } from '../main/services/updates';
import { startWebServer } from './server';
import type { WebServer } from './server';

/** The repository root, where `out/renderer` and package.json are. */
export const PROJECT_ROOT = join(import.meta.dirname, '../..');
export const DEFAULT_RENDERER_DIR = join(PROJECT_ROOT, 'out', 'renderer');

export interface PreviewOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Run as a demo (own cache file, keys in memory) instead of the user's profile. */
  readonly demo: boolean;
  /** How many domains the demo account holds; a small demo when omitted. */
  readonly demoDomains?: number;
  /**
   * Folder of the cache files. A demo without one gets a temporary folder of its own,
   * removed when the preview closes: runs side by side never touch each other's cache.
   */
  readonly dataDir?: string;
  readonly rendererDir?: string;
  /** Also receives each log line (the terminal); the log file is `<dataDir>/logs/main.log`. */
  readonly log?: (message: string) => void;
  /** Shows a folder in the system's file manager ("Open the log folder"). */
  readonly openFolder?: (folder: string) => Promise<boolean>;
  /** Overrides for tests: another keychain, a wrapped client, a proxy. */
  readonly services?: Pick<
    ServiceOptions,
    'secretBackend' | 'createClient' | 'now' | 'resolveProxy'
  >;
}

export interface Preview {
  readonly server: WebServer;
  readonly services: Services;
  readonly events: EventHub;
  /** Where this run's cache files are. */
  readonly dataDir: string;
  close(): Promise<void>;
}

function packageVersion(): string {
  const text = readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

/**
 * The browser preview: the same main-process services as the desktop app behind the HTTP
 * door. `npm run web` runs this; the browser tests start it in-process.
 */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  if (!options.demo && options.dataDir === undefined) {
    throw new Error("A preview of the user's profile needs its data folder.");
  }
  const ownDir =
    options.dataDir === undefined ? mkdtempSync(join(tmpdir(), 'domaindesk-demo-')) : undefined;
  const dataDir = options.dataDir ?? ownDir ?? '';
  const removeOwnDir = (): void => {
    // The log is in that folder: late lines only reach the terminal from now on.
    appLog.close();
    if (ownDir !== undefined) rmSync(ownDir, { recursive: true, force: true });
  };
  let services: Services | undefined;
  const appLog = createAppLog({
    folder: join(dataDir, 'logs'),
    knownSecrets: () => services?.knownSecrets() ?? [],
    ...(options.log && { echo: options.log }),
  });
  const log = appLog.write;
  const events = createEventHub({ log });
  let opened: Services;
  try {
    opened = await openServices({
      version: packageVersion(),
      platform: process.platform,
      transport: 'web',
      demo: options.demo,
      ...(options.demoDomains !== undefined && { demoDomains: options.demoDomains }),
      dataDir,
      events,
      log,
      logFolder: appLog.folder,
      // The preview looks for a newer release only when asked (Settings), never on start.
      ...(process.env[UPDATE_FEED_ENV] && { updateFeedUrl: process.env[UPDATE_FEED_ENV] }),
      ...(options.openFolder && { openFolder: options.openFolder }),
      ...options.services,
    });
    services = opened;
  } catch (error) {
    removeOwnDir();
    throw error;
  }
  try {
    const server = await startWebServer({
      rendererDir: options.rendererDir ?? DEFAULT_RENDERER_DIR,
      port: options.port,
      dispatcher: createDispatcher(createHandlers(opened), {
        log,
        knownSecrets: () => opened.knownSecrets(),
      }),
      events,
      log,
    });
    return {
      server,
      services: opened,
      events,
      dataDir,
      close: async () => {
        await server.close();
        await opened.close();
        removeOwnDir();
      },
    };
  } catch (error) {
    await opened.close();
    removeOwnDir();
    throw error;
  }
}
