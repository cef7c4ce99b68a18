import type { Session, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../shared/security/contentSecurityPolicy';
import { hardenSession, hardenWebContents, isSafeExternalUrl } from './security';

const openExternal = vi.hoisted(() => vi.fn<(url: string) => Promise<void>>());
vi.mock('electron', () => ({ shell: { openExternal } }));

type Handler = (...args: unknown[]) => unknown;

function fakeContents(options: { clicked?: boolean } = {}) {
  const handlers = new Map<string, Handler>();
  let clock = 10_000;
  let windowOpen: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (name: string, handler: Handler) => {
      handlers.set(name, handler);
      return contents;
    },
    setWindowOpenHandler: (handler: typeof windowOpen) => {
      windowOpen = handler;
    },
  };
  hardenWebContents(contents as unknown as WebContents, undefined, () => clock);
  const input = (type: string): void => {
    handlers.get('input-event')?.({}, { type });
  };
  // A user who has just clicked, unless the test says otherwise.
  if (options.clicked !== false) input('mouseUp');
  const navigationEvent = (fields: Record<string, unknown>) => ({
    ...fields,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  });
  return {
    input,
    wait: (ms: number) => {
      clock += ms;
    },
    openWindow: (url: string) => windowOpen?.({ url }),
    fire(name: string, fields: Record<string, unknown> = {}) {
      const event = navigationEvent(fields);
      handlers.get(name)?.(event);
      return event.prevented;
    },
  };
}

beforeEach(() => {
  openExternal.mockReset();
  openExternal.mockResolvedValue();
});

describe('links and navigation', () => {
  it('denies every new window and sends only https links to the system browser', () => {
    const contents = fakeContents();
    for (const url of [
      'https://reseller.example/docs',
      'http://reseller.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share/x',
      'https://user:pass@reseller.example/',
    ]) {
      expect(contents.openWindow(url)).toEqual({ action: 'deny' });
    }
    expect(openExternal.mock.calls).toEqual([['https://reseller.example/docs']]);
  });

  it("sends a link out only right after a click or key press, never on a script's own", () => {
    const contents = fakeContents({ clicked: false });
    contents.openWindow('https://reseller.example/a');
    expect(contents.fire('will-navigate', { url: 'https://reseller.example/b' })).toBe(true);
    contents.input('mouseMove');
    contents.openWindow('https://reseller.example/c');
    expect(openExternal).not.toHaveBeenCalled();

    contents.input('keyDown');
    contents.openWindow('https://reseller.example/d');
    contents.wait(1500);
    contents.openWindow('https://reseller.example/e');
    expect(openExternal.mock.calls).toEqual([['https://reseller.example/d']]);
  });

  it('never navigates the window away from the app', () => {
    const contents = fakeContents();
    expect(contents.fire('will-navigate', { url: 'https://evil.example/' })).toBe(true);
    expect(contents.fire('will-navigate', { url: 'file:///tmp/x.html' })).toBe(true);
    expect(openExternal.mock.calls).toEqual([['https://evil.example/']]);
    expect(
      contents.fire('will-frame-navigate', { isMainFrame: false, url: 'https://a.example' }),
    ).toBe(true);
    expect(contents.fire('will-attach-webview')).toBe(true);
  });

  it('accepts only https URLs without credentials as external links', () => {
    expect(isSafeExternalUrl('https://domaindesk.example/help')).toBe(true);
    expect(isSafeExternalUrl('http://domaindesk.example/help')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
    expect(isSafeExternalUrl('https://a:b@domaindesk.example/')).toBe(false);
  });
});

describe('session hardening', () => {
  const APP = 'file:///app/out/renderer/index.html';

  function fakeSession() {
    let request: Handler | undefined;
    let check: Handler | undefined;
    let device: Handler | undefined;
    let headers: Handler | undefined;
    const session = {
      setPermissionRequestHandler: (handler: Handler) => (request = handler),
      setPermissionCheckHandler: (handler: Handler) => (check = handler),
      setDevicePermissionHandler: (handler: Handler) => (device = handler),
      webRequest: { onHeadersReceived: (handler: Handler) => (headers = handler) },
    };
    hardenSession(session as unknown as Session, {
      csp: contentSecurityPolicy(),
      isAppUrl: (url) => url === APP,
    });
    const page = (url: string) => ({ getURL: () => url });
    return {
      request: (permission: string, url = APP) =>
        new Promise<boolean>((resolve) => request?.(page(url), permission, resolve, {})),
      check: (permission: string, url = APP) => check?.(page(url), permission, 'file://', {}),
      device: () => device?.({}),
      headers: (responseHeaders: Record<string, string[]>) =>
        new Promise<Record<string, string[]>>((resolve) => {
          headers?.(
            { responseHeaders },
            (response: { responseHeaders: Record<string, string[]> }) => {
              resolve(response.responseHeaders);
            },
          );
        }),
    };
  }

  it('denies camera, location, notifications and every other permission request', async () => {
    const session = fakeSession();
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
    ]) {
      await expect(session.request(permission)).resolves.toBe(false);
      expect(session.check(permission)).toBe(false);
    }
    expect(session.device()).toBe(false);
  });

  it('lets only our own page write plain text to the clipboard', async () => {
    const session = fakeSession();
    await expect(session.request('clipboard-sanitized-write')).resolves.toBe(true);
    await expect(
      session.request('clipboard-sanitized-write', 'https://evil.example/'),
    ).resolves.toBe(false);
  });

  it('puts the strict CSP on every response, replacing any policy a server sent', async () => {
    const session = fakeSession();
    const headers = await session.headers({
      'content-type': ['text/html'],
      'content-security-policy': ["default-src *; script-src 'unsafe-eval'"],
    });
    expect(headers).toEqual({
      'content-type': ['text/html'],
      'Content-Security-Policy': [contentSecurityPolicy()],
    });
    expect(contentSecurityPolicy()).toContain("script-src 'self'");
    expect(contentSecurityPolicy()).toContain("default-src 'none'");
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval');
  });
});

describe('content security policy under the dev server', () => {
  it('allows the inline refresh preamble and the hot-reload socket only in development', () => {
    const dev = contentSecurityPolicy({ devServerUrl: 'http://localhost:5173/' });
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws://localhost:5173");
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(contentSecurityPolicy()).not.toContain('ws://');
  });
});
