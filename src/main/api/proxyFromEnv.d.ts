// proxy-from-env ships no types of its own.
declare module 'proxy-from-env' {
  /** The proxy URL the environment names for `url`, or '' for a direct connection. */
  export function getProxyForUrl(url: string | URL): string;
}
