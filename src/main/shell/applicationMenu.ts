import type { MenuItemConstructorOptions } from 'electron';

/**
 * The standard menu with its usual shortcuts (roles give each platform its native labels and
 * accelerators). Developer tools only appear in unpackaged builds.
 */
export function applicationMenuTemplate(options: {
  readonly platform: string;
  readonly appName: string;
  readonly developerTools: boolean;
  /** Shows the folder of the app's log in the system's file manager. */
  readonly openLogFolder: () => void;
  /** Asks the release feed and says whether a newer DomainDesk exists. */
  readonly checkForUpdates: () => void;
}): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    ...(options.developerTools ? [{ role: 'toggleDevTools' } as const] : []),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(isMac ? [{ label: options.appName, role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        { label: 'Check for Updates…', click: options.checkForUpdates },
        { label: 'Open the Log Folder', click: options.openLogFolder },
      ],
    },
  ];
}
