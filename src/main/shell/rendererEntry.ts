import { resolve } from 'node:path';
import { APP_ORIGIN } from './appProtocol';

/**
 * Where the window loads the renderer from: the built files behind our own `app://` scheme
 * (file:// pages get privileges no page of ours needs), or the dev server in development.
 */
export type RendererEntry =
  | { readonly kind: 'app'; readonly url: string; readonly root: string }
  | { readonly kind: 'url'; readonly url: string };

export function rendererEntry(options: {
  readonly mainDir: string;
  readonly isPackaged: boolean;
  readonly devServerUrl: string | undefined;
}): RendererEntry {
  // Only an unpackaged build may load from the dev server.
  if (!options.isPackaged && options.devServerUrl) {
    return { kind: 'url', url: options.devServerUrl };
  }
  return {
    kind: 'app',
    url: `${APP_ORIGIN}/index.html`,
    root: resolve(options.mainDir, '../renderer'),
  };
}

/** True when `url` is our own renderer page (query and hash aside). */
export function isAppUrl(entry: RendererEntry, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const own = new URL(entry.url);
  if (entry.kind === 'url') return parsed.origin === own.origin;
  return (
    parsed.protocol === own.protocol &&
    parsed.host === own.host &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.pathname === own.pathname
  );
}
