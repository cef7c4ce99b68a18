import { timingSafeEqual } from 'node:crypto';
import { expectedToken } from './token';
import type { Account, AccountStore } from './accounts';

const HOUR_MS = 3_600_000;

// What the web-protection proxy in front of the service treats as a non-browser client.
const BLOCKED_AGENTS = [
  'curl',
  'node',
  'undici',
  'python',
  'go-http-client',
  'axios',
  'okhttp',
  'wget',
  'java',
  'libwww',
  'php',
  'guzzle',
];

/** True when the proxy would answer `error code: 1010`. */
export function isBlockedAgent(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? '').trim().toLowerCase();
  if (agent === '') return true;
  return BLOCKED_AGENTS.some((word) => agent.includes(word));
}

/** Whether the account's allow list (if any) holds the caller's address. */
export function isAllowedAddress(account: Account, remoteAddress: string | undefined): boolean {
  if (account.allowedAddresses === undefined) return true;
  // An IPv4 caller on a dual-stack socket shows as ::ffff:a.b.c.d.
  const address = (remoteAddress ?? '').replace(/^::ffff:/i, '');
  return account.allowedAddresses.includes(address);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The account whose `username`/`token` headers are valid at `now` (server clock), accepting
 * tokens of `skewHours` adjacent hours either side; undefined otherwise.
 */
export function authenticate(
  accounts: AccountStore,
  username: string | undefined,
  token: string | undefined,
  now: number,
  skewHours: number,
): Account | undefined {
  if (username === undefined || username === '' || token === undefined || token === '') {
    return undefined;
  }
  const account = accounts.get(username);
  if (!account) return undefined;
  for (let k = -skewHours; k <= skewHours; k++) {
    const expected = expectedToken(account.email, account.apiKey, new Date(now + k * HOUR_MS));
    if (sameText(expected, token.trim())) return account;
  }
  return undefined;
}

/** Seconds until the account may call again, or 0 when within its per-second limit. */
export function rateLimitWait(account: Account, now: number): number {
  const limit = account.rateLimitPerSecond;
  if (limit === undefined) return 0;
  account.recent = account.recent.filter((t) => t > now - 1000 && t <= now);
  if (account.recent.length >= limit) {
    const oldest = account.recent[0] ?? now;
    return Math.max(1, Math.ceil((oldest + 1000 - now) / 1000));
  }
  account.recent.push(now);
  return 0;
}
