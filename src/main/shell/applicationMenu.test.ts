import { describe, expect, it } from 'vitest';
import { applicationMenuTemplate } from './applicationMenu';

function roles(template: ReturnType<typeof applicationMenuTemplate>): string[] {
  return template.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu)
      ? item.submenu.flatMap((sub) => (sub.role ? [sub.role] : []))
      : []),
  ]);
}

describe('the application menu', () => {
  it('has the standard edit menu (copy, paste, undo shortcuts) and window menu everywhere', () => {
    for (const platform of ['darwin', 'win32', 'linux']) {
      const menu = roles(
        applicationMenuTemplate({
          platform,
          appName: 'DomainDesk',
          developerTools: false,
          openLogFolder: () => undefined,
          checkForUpdates: () => undefined,
        }),
      );
      expect(menu).toEqual(
        expect.arrayContaining([
          'fileMenu',
          'editMenu',
          'windowMenu',
          'zoomIn',
          'togglefullscreen',
        ]),
      );
    }
  });

  it('has the app menu only on macOS', () => {
    expect(
      roles(
        applicationMenuTemplate({
          platform: 'darwin',
          appName: 'DomainDesk',
          developerTools: false,
          openLogFolder: () => undefined,
          checkForUpdates: () => undefined,
        }),
      ),
    ).toContain('appMenu');
    expect(
      roles(
        applicationMenuTemplate({
          platform: 'win32',
          appName: 'DomainDesk',
          developerTools: false,
          openLogFolder: () => undefined,
          checkForUpdates: () => undefined,
        }),
      ),
    ).not.toContain('appMenu');
  });

  it('offers developer tools only in unpackaged builds', () => {
    expect(
      roles(
        applicationMenuTemplate({
          platform: 'linux',
          appName: 'DomainDesk',
          developerTools: true,
          openLogFolder: () => undefined,
          checkForUpdates: () => undefined,
        }),
      ),
    ).toContain('toggleDevTools');
    expect(
      roles(
        applicationMenuTemplate({
          platform: 'linux',
          appName: 'DomainDesk',
          developerTools: false,
          openLogFolder: () => undefined,
          checkForUpdates: () => undefined,
        }),
      ),
    ).not.toContain('toggleDevTools');
  });

  it('opens the log folder from the Help menu', () => {
    let opened = 0;
    const help = applicationMenuTemplate({
      platform: 'linux',
      appName: 'DomainDesk',
      developerTools: false,
      openLogFolder: () => {
        opened += 1;
      },
      checkForUpdates: () => undefined,
    }).find((item) => item.role === 'help');
    const entry = Array.isArray(help?.submenu)
      ? help.submenu.find((item) => item.label === 'Open the Log Folder')
      : undefined;
    (entry?.click as (() => void) | undefined)?.();
    expect(opened).toBe(1);
  });

  it('checks for updates from the Help menu', () => {
    let asked = 0;
    const help = applicationMenuTemplate({
      platform: 'win32',
      appName: 'DomainDesk',
      developerTools: false,
      openLogFolder: () => undefined,
      checkForUpdates: () => {
        asked += 1;
      },
    }).find((item) => item.role === 'help');
    const entry = Array.isArray(help?.submenu)
      ? help.submenu.find((item) => item.label === 'Check for Updates…')
      : undefined;
    (entry?.click as (() => void) | undefined)?.();
    expect(asked).toBe(1);
  });
});
