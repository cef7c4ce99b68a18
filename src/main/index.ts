import { join } from 'node:path';
import { app, BrowserWindow, Menu, Notification, protocol, session, shell } from 'electron';
import { APP_NAME, openServices } from './createServices';
import type { Services } from './createServices';
import { installIpc } from './ipc/electronIpc';
import { createEventHub } from './events/eventHub';
import { createHandlers } from './ipc/handlers';
import { createTrustedSenderCheck } from './ipc/trustedSender';
import { windowsEventSink } from './ipc/windowEvents';
import { pacProxyResolver } from './api/proxy';
import { createAppLog } from './logging/appLog';
import { applicationMenuTemplate } from './shell/applicationMenu';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, appResponse } from './shell/appProtocol';
import { closeServicesOnQuit } from './shell/closeOnQuit';
import { contentSecurityPolicy } from '../shared/security/contentSecurityPolicy';
import { createMainWindow } from './shell/mainWindow';
import { systemNotificationsSink } from './shell/systemNotifications';
import { isAppUrl, rendererEntry } from './shell/rendererEntry';
import { hardenSession, hardenWebContents } from './shell/security';
import { cacheChildLauncher } from './shell/cacheChildLauncher';
import { utilityProcessLauncher } from './shell/utilityProcessLauncher';
import { showUpdateCheck } from './shell/updateDialog';
import { UPDATE_FEED_ENV } from './services/updates';

/** How long quitting waits for jobs to reach a safe point and the caches to close. */
const CLOSE_DEADLINE_MS = 5000;

// The Electron shell only wires platform-free services to a window; logic lives in modules.
function start(): void {
  let services: Services | undefined;
  const appLog = createAppLog({
    folder: app.getPath('logs'),
    knownSecrets: () => services?.knownSecrets() ?? [],
    ...(!app.isPackaged && {
      echo: (line: string) => {
        console.error(line);
      },
    }),
  });
  const log = appLog.write;
  const openFolder = async (folder: string): Promise<boolean> =>
    (await shell.openPath(folder)) === '';
  const entry = rendererEntry({
    mainDir: import.meta.dirname,
    isPackaged: app.isPackaged,
    devServerUrl: process.env.ELECTRON_RENDERER_URL,
  });
  const isOwnPage = (url: string): boolean => isAppUrl(entry, url);
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
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
    if (entry.kind === 'app') {
      const root = entry.root;
      protocol.handle(APP_SCHEME, (request) => appResponse(root, request.url, csp));
    }
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        applicationMenuTemplate({
          platform: process.platform,
          appName: APP_NAME,
          developerTools: !app.isPackaged,
          openLogFolder: () => {
            void openFolder(appLog.folder);
          },
          checkForUpdates: () => {
            const updates = services?.updates;
            if (!updates) return;
            void showUpdateCheck({
              check: () => updates.check(),
              log,
            });
          },
        }),
      ),
    );

    const events = createEventHub({ log });
    const opened = await openServices({
      version: app.getVersion(),
      platform: process.platform,
      transport: 'electron',
      demo: process.argv.includes('--demo'),
      launchDemoSimulator: utilityProcessLauncher,
      launchCacheChild: cacheChildLauncher,
      dataDir: app.getPath('userData'),
      ownsDataDir: true,
      events,
      log,
      logFolder: appLog.folder,
      openFolder,
      updateCheckOnStart: true,
      systemNotifications: Notification.isSupported(),
      ...(process.env[UPDATE_FEED_ENV] && { updateFeedUrl: process.env[UPDATE_FEED_ENV] }),
      // The system's proxy settings (PAC and auto-detection included), as Chromium uses them.
      resolveProxy: pacProxyResolver((url) => session.defaultSession.resolveProxy(url)),
    });
    services = opened;
    closeServicesOnQuit(app, { close: () => opened.close(), deadlineMs: CLOSE_DEADLINE_MS, log });
    events.addSink(
      windowsEventSink(() => BrowserWindow.getAllWindows().map((window) => window.webContents)),
    );
    const isTrustedSender = createTrustedSenderCheck({
      isAppUrl: isOwnPage,
      isOwnWebContents: (id) =>
        BrowserWindow.getAllWindows().some((window) => window.webContents.id === id),
    });
    installIpc(createHandlers(opened), isTrustedSender, {
      log,
      knownSecrets: () => opened.knownSecrets(),
    });

    let mainWindow = openWindow();
    events.addSink(
      systemNotificationsSink({
        window: () => (mainWindow.isDestroyed() ? null : mainWindow),
        open: (notification) => {
          events.emit('notifications:open', notification);
        },
      }),
    );
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
