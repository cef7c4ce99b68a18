import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appFileFor, appResponse } from './appProtocol';

const top = mkdtempSync(join(tmpdir(), 'domaindesk-app-protocol-'));
const root = join(top, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><title>DomainDesk</title>');
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
writeFileSync(join(top, 'secret.txt'), 'outside the renderer');
afterAll(() => {
  rmSync(top, { recursive: true, force: true });
});

describe('the app:// scheme', () => {
  it('serves the built page and its assets with their types and the CSP', async () => {
    const page = await appResponse(
      root,
      'app://domaindesk/index.html#/portfolio',
      "default-src 'none'",
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(await page.text()).toContain('<title>DomainDesk</title>');
    const script = await appResponse(root, 'app://domaindesk/assets/index-abc.js', '');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await appResponse(root, 'app://domaindesk/', '')).status).toBe(200);
  });

  it('never serves a file outside the renderer folder, however the path is written', async () => {
    for (const url of [
      'app://domaindesk/../secret.txt',
      'app://domaindesk/%2e%2e/secret.txt',
      'app://domaindesk/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      'app://domaindesk/..%5csecret.txt',
      'app://domaindesk/index.html%00.js',
      'app://other/index.html',
      'file:///etc/passwd',
      'app://domaindesk/%E0%A4%A',
    ]) {
      const answer = await appResponse(root, url, '');
      expect([url, answer.status]).toEqual([url, 404]);
    }
    expect(appFileFor(root, 'app://domaindesk/assets')).toBe(join(root, 'assets'));
    expect((await appResponse(root, 'app://domaindesk/assets', '')).status).toBe(404);
    expect((await appResponse(root, 'app://domaindesk/missing.js', '')).status).toBe(404);
  });
});
