/**
 * IP address checks without Node's `net` module, so the DNS, glue and nameserver rules run
 * the same in the renderer and in main.
 */

const OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part));
}

/** Full, compressed (`::`) and IPv4-suffixed (`::ffff:192.0.2.1`) forms; no zone id. */
export function isIPv6(text: string): boolean {
  if (text.length > 45 || !text.includes(':')) return false;
  let groups = 8;
  let body = text;
  const lastColon = body.lastIndexOf(':');
  const tail = body.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return false;
    groups = 6;
    // Keep the colon so `::192.0.2.1` splits like `::x`.
    body = `${body.slice(0, lastColon + 1)}0`;
    groups += 1;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const head = split(halves[0] ?? '');
  const rest = halves.length === 2 ? split(halves[1] ?? '') : [];
  if (![...head, ...rest].every((part) => HEXTET.test(part))) return false;
  const count = head.length + rest.length;
  return halves.length === 2 ? count < groups : count === groups;
}

/** 4, 6 or 0, like Node's `net.isIP`. */
export function ipVersion(text: string): 0 | 4 | 6 {
  if (isIPv4(text)) return 4;
  return isIPv6(text) ? 6 : 0;
}
