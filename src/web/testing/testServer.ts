import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../../main/createServices';
import type { Dispatcher } from '../../main/ipc/dispatcher';
import { createDispatcher } from '../../main/ipc/dispatcher';
import { createEventHub } from '../../main/events/eventHub';
import type { EventHub } from '../../main/events/eventHub';
import { createHandlers } from '../../main/ipc/handlers';
import { startWebServer } from '../server';
import type { WebServer } from '../server';

export interface TestWeb {
  readonly web: WebServer;
  readonly events: EventHub;
  readonly clock: { ms: number };
  close(): Promise<void>;
}

/** The preview server on a small built page, with demo services and a clock moved by hand. */
export async function startTestWeb(dispatcher?: Dispatcher): Promise<TestWeb> {
  const root = mkdtempSync(join(tmpdir(), 'domaindesk-web-'));
  const rendererDir = join(root, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>DomainDesk</title></head><body></body></html>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
  const events = createEventHub();
  const clock = { ms: Date.UTC(2026, 10, 27, 14, 0, 0) };
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: true,
  });
  const web = await startWebServer({
    rendererDir,
    port: 0,
    dispatcher: dispatcher ?? createDispatcher(createHandlers(services)),
    events,
    now: () => clock.ms,
  });
  return {
    web,
    events,
    clock,
    close: async () => {
      await web.close();
      await services.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
