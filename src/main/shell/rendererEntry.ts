import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the window loads the renderer from: the built file, or the dev server. */
export type RendererEntry =
  { readonly kind: 'file'; readonly file: string } | { readonly kind: 'url'; readonly url: string };

export function rendererEntry(options: {
  readonly mainDir: string;
  readonly isPackaged: boolean;
  readonly devServerUrl: string | undefined;
}): RendererEntry {
  // Only an unpackaged build may load from the dev server.
  if (!options.isPackaged && options.devServerUrl) {
    return { kind: 'url', url: options.devServerUrl };
  }
  return { kind: 'file', file: resolve(options.mainDir, '../renderer/index.html') };
}

/** True when `url` is our own renderer page (query and hash aside). */
export function isAppUrl(entry: RendererEntry, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (entry.kind === 'url') return parsed.origin === new URL(entry.url).origin;
  if (parsed.protocol !== 'file:') return false;
  parsed.search = '';
  parsed.hash = '';
  return resolve(fileURLToPath(parsed)) === resolve(entry.file);
}
