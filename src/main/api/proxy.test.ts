import { afterEach, describe, expect, it, vi } from 'vitest';
import { envProxyResolver, proxyFromPac } from './proxy';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the system's proxy answer (PAC)", () => {
  it('takes the first HTTP(S) proxy, DIRECT as none, and skips SOCKS', () => {
    expect(proxyFromPac('DIRECT')).toBeNull();
    expect(proxyFromPac('PROXY proxy.corp:3128; DIRECT')).toBe('http://proxy.corp:3128');
    expect(proxyFromPac('HTTPS secure.corp:443')).toBe('https://secure.corp:443');
    expect(proxyFromPac('SOCKS5 socks.corp:1080; PROXY proxy.corp:8080')).toBe(
      'http://proxy.corp:8080',
    );
    expect(proxyFromPac('SOCKS5 socks.corp:1080')).toBeNull();
    expect(proxyFromPac('')).toBeNull();
  });
});

describe('the environment proxy of the browser preview', () => {
  it('honours HTTPS_PROXY and NO_PROXY, and never proxies this machine', async () => {
    vi.stubEnv('HTTPS_PROXY', 'http://proxy.corp:3128');
    vi.stubEnv('https_proxy', 'http://proxy.corp:3128');
    vi.stubEnv('NO_PROXY', '.internal.example');
    vi.stubEnv('no_proxy', '.internal.example');
    const resolve = envProxyResolver();
    expect(await resolve('https://billing.provider.example/api/index.php/version')).toBe(
      'http://proxy.corp:3128',
    );
    expect(await resolve('https://billing.internal.example/api/index.php/version')).toBeNull();
    expect(await resolve('http://127.0.0.1:8787/api/index.php/version')).toBeNull();
    expect(await resolve('http://localhost:8787/api/index.php/version')).toBeNull();
  });
});
