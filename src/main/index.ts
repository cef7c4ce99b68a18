import { join } from 'node:path';
import { app, BrowserWindow, Menu, session } from 'electron';
import { APP_NAME, openServices } from './createServices';
import { installIpc } from './ipc/electronIpc';
import { createEventHub } from './ipc/eventHub';
import { createHandlers } from './ipc/handlers';
import { createTrustedSenderCheck } from './ipc/trustedSender';
import { windowsEventSink } from './ipc/windowEvents';
import { applicationMenuTemplate } from './shell/applicationMenu';
import { contentSecurityPolicy } from './shell/contentSecurityPolicy';
import { createMainWindow } from './shell/mainWindow';
import { isAppUrl, rendererEntry } from './shell/rendererEntry';
import { hardenSession, hardenWebContents } from './shell/security';
import { cacheChildLauncher } from './shell/cacheChildLauncher';
import { utilityProcessLauncher } from './shell/utilityProcessLauncher';

// The Electron shell only wires platform-free services to a window; logic lives in modules.
const log = (message: string): void => {
  console.error(message);
};

function start(): void {
  const entry = rendererEntry({
    mainDir: import.meta.dirname,
    isPackaged: app.isPackaged,
    devServerUrl: process.env.ELECTRON_RENDERER_URL,
  });
  const isOwnPage = (url: string): boolean => isAppUrl(entry, url);
  const openWindow = (): BrowserWindow =>
    createMainWindow({
      title: APP_NAME,
      entry,
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      stateFile: join(app.getPath('userData'), 'window-state.json'),
      log,
    });

  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, log);
  });

  void app.whenReady().then(async () => {
    const csp = contentSecurityPolicy(entry.kind === 'url' ? { devServerUrl: entry.url } : {});
    hardenSession(session.defaultSession, { csp, isAppUrl: isOwnPage });
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        applicationMenuTemplate({
          platform: process.platform,
          appName: APP_NAME,
          developerTools: !app.isPackaged,
        }),
      ),
    );

    const events = createEventHub({ log });
    const services = await openServices({
      version: app.getVersion(),
      platform: process.platform,
      transport: 'electron',
      demo: process.argv.includes('--demo'),
      launchDemoSimulator: utilityProcessLauncher,
      launchCacheChild: cacheChildLauncher,
      dataDir: app.getPath('userData'),
      events,
      log,
    });
    events.addSink(
      windowsEventSink(() => BrowserWindow.getAllWindows().map((window) => window.webContents)),
    );
    const isTrustedSender = createTrustedSenderCheck({
      isAppUrl: isOwnPage,
      isOwnWebContents: (id) =>
        BrowserWindow.getAllWindows().some((window) => window.webContents.id === id),
    });
    installIpc(createHandlers(services), isTrustedSender, {
      log,
      knownSecrets: () => services.knownSecrets(),
    });

    let mainWindow = openWindow();
    app.on('second-instance', () => {
      if (mainWindow.isDestroyed()) mainWindow = openWindow();
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    });
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = openWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

// A second launch focuses the running window instead of opening another copy.
if (app.requestSingleInstanceLock()) {
  app.enableSandbox();
  start();
} else {
  app.quit();
}
