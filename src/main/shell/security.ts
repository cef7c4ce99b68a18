import { shell } from 'electron';
import type { Session, WebContents } from 'electron';

/** Only plain https links leave the app, and only to the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

export function openExternalSafely(url: string, log?: (message: string) => void): boolean {
  if (!isSafeExternalUrl(url)) {
    log?.('Refused to open a non-https link outside DomainDesk.');
    return false;
  }
  shell.openExternal(url).catch((error: unknown) => {
    log?.(`The system browser could not open a link: ${String(error)}`);
  });
  return true;
}

/** How recent a click or key press must be for a link to leave the app. */
export const GESTURE_WINDOW_MS = 1000;
// Input the user makes; the page cannot fake these, they come from the system.
const GESTURES: ReadonlySet<string> = new Set([
  'mouseUp',
  'keyDown',
  'rawKeyDown',
  'gestureTap',
  'touchEnd',
]);

/**
 * Every webContents the app creates: no new windows, no navigation away from our page, no
 * webviews. A clicked https link opens in the system browser instead, and only right after a
 * click or key press: a script cannot send the user to a site by itself.
 */
export function hardenWebContents(
  contents: WebContents,
  log?: (message: string) => void,
  now: () => number = Date.now,
): void {
  let lastGesture = Number.NEGATIVE_INFINITY;
  contents.on('input-event', (_event, input) => {
    if (GESTURES.has(input.type)) lastGesture = now();
  });
  const openIfAsked = (url: string): void => {
    if (now() - lastGesture > GESTURE_WINDOW_MS) {
      log?.('Refused to open a link outside DomainDesk that no click or key press asked for.');
      return;
    }
    openExternalSafely(url, log);
  };
  contents.setWindowOpenHandler(({ url }) => {
    openIfAsked(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    openIfAsked(event.url);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

/**
 * Writing plain text to the clipboard (copy buttons for EPP codes, DNS values) is the one
 * permission granted, and only to our own page; every other request is denied.
 */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function hardenSession(
  session: Session,
  options: { readonly csp: string; readonly isAppUrl: (url: string) => boolean },
): void {
  const allowed = (permission: string, url: string): boolean =>
    GRANTED_PERMISSIONS.has(permission) && options.isAppUrl(url);
  session.setPermissionRequestHandler((contents, permission, callback) => {
    callback(allowed(permission, contents.getURL()));
  });
  session.setPermissionCheckHandler((contents, permission) =>
    contents === null ? false : allowed(permission, contents.getURL()),
  );
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    const responseHeaders: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      // Our policy replaces whatever a server sent, in any letter case.
      if (name.toLowerCase() !== 'content-security-policy') responseHeaders[name] = value;
    }
    responseHeaders['Content-Security-Policy'] = [options.csp];
    callback({ responseHeaders });
  });
}
