import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metaContentSecurityPolicy } from '../../shared/security/contentSecurityPolicy';
import { isAppUrl, rendererEntry } from './rendererEntry';

describe('which page is ours', () => {
  const entry = rendererEntry({
    mainDir: '/app/out/main',
    isPackaged: true,
    devServerUrl: 'http://localhost:5173',
  });

  it('a packaged app always loads the built files through app://, never a dev server', () => {
    expect(entry).toEqual({
      kind: 'app',
      url: 'app://domaindesk/index.html',
      root: '/app/out/renderer',
    });
  });

  it('recognises the built page with a hash route, and nothing else', () => {
    expect(isAppUrl(entry, 'app://domaindesk/index.html#/domains')).toBe(true);
    expect(isAppUrl(entry, 'app://domaindesk/other.html')).toBe(false);
    expect(isAppUrl(entry, 'app://elsewhere/index.html')).toBe(false);
    expect(isAppUrl(entry, 'app://user:pw@domaindesk/index.html')).toBe(false);
    expect(isAppUrl(entry, 'file:///app/out/renderer/index.html')).toBe(false);
    expect(isAppUrl(entry, 'https://app.example/out/renderer/index.html')).toBe(false);
    expect(isAppUrl(entry, 'not a url')).toBe(false);
  });

  it('in development trusts only the dev server origin', () => {
    const dev = rendererEntry({
      mainDir: '/app/out/main',
      isPackaged: false,
      devServerUrl: 'http://localhost:5173',
    });
    expect(isAppUrl(dev, 'http://localhost:5173/#/accounts')).toBe(true);
    expect(isAppUrl(dev, 'http://localhost:5174/')).toBe(false);
  });
});

describe('the page CSP', () => {
  it('is the same policy in index.html as the header the app sends', () => {
    const html = readFileSync(join(import.meta.dirname, '../../renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(metaContentSecurityPolicy());
  });
});
