import { getProxyForUrl } from 'proxy-from-env';

/**
 * Which proxy a request to `targetUrl` goes through: an `http://` or `https://` proxy URL
 * (credentials in it), or null for a direct connection.
 */
export type ProxyResolver = (targetUrl: string) => Promise<string | null>;

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * `HTTPS_PROXY`, `HTTP_PROXY`, `ALL_PROXY` and `NO_PROXY` (either case), as curl and most tools
 * read them, from the process's environment at the time of each request.
 */
export function envProxyResolver(): ProxyResolver {
  return (targetUrl) => {
    // A provider on this machine (the simulator, a local test server) is always reached directly.
    if (isLoopback(new URL(targetUrl).hostname)) return Promise.resolve(null);
    const proxy = getProxyForUrl(targetUrl);
    return Promise.resolve(proxy === '' ? null : proxy);
  };
}

/**
 * The first usable entry of a PAC answer such as Electron's `session.resolveProxy` gives
 * (`"PROXY proxy.corp:3128; DIRECT"`): an HTTP(S) proxy as a URL, or null for DIRECT.
 * SOCKS entries are skipped: requests cannot go through them.
 */
export function proxyFromPac(answer: string): string | null {
  for (const entry of answer.split(';')) {
    const [kind = '', hostPort = ''] = entry.trim().split(/\s+/);
    switch (kind.toUpperCase()) {
      case 'DIRECT':
        return null;
      case 'PROXY':
      case 'HTTP':
        if (hostPort !== '') return `http://${hostPort}`;
        break;
      case 'HTTPS':
        if (hostPort !== '') return `https://${hostPort}`;
        break;
      default:
        break;
    }
  }
  return null;
}

/** The system's proxy settings (PAC scripts and auto-detection included) through Electron. */
export function pacProxyResolver(resolve: (url: string) => Promise<string>): ProxyResolver {
  return async (targetUrl) => proxyFromPac(await resolve(targetUrl));
}
