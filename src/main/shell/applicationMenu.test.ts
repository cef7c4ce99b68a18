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
        applicationMenuTemplate({ platform, appName: 'DomainDesk', developerTools: false }),
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
        }),
      ),
    ).toContain('appMenu');
    expect(
      roles(
        applicationMenuTemplate({
          platform: 'win32',
          appName: 'DomainDesk',
          developerTools: false,
        }),
      ),
    ).not.toContain('appMenu');
  });

  it('offers developer tools only in unpackaged builds', () => {
    expect(
      roles(
        applicationMenuTemplate({ platform: 'linux', appName: 'DomainDesk', developerTools: true }),
      ),
    ).toContain('toggleDevTools');
    expect(
      roles(
        applicationMenuTemplate({
          platform: 'linux',
          appName: 'DomainDesk',
          developerTools: false,
        }),
      ),
    ).not.toContain('toggleDevTools');
  });
});
