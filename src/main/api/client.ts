import { ApiCallError, DEFAULT_MAX_INPUT_VARS } from '../../shared/api';
import type { PacingSnapshot } from './adaptiveRate';
import { accountCalls } from './accountCalls';
import type { AccountCalls } from './accountCalls';
import { availabilityCalls } from './availabilityCalls';
import type { AvailabilityCalls } from './availabilityCalls';
import { domainRecordCalls } from './domainRecordCalls';
import type { DomainRecordCalls } from './domainRecordCalls';
import { domainSettingsCalls } from './domainSettingsCalls';
import type { DomainSettingsCalls } from './domainSettingsCalls';
import { baseUrlProblem } from './endpointUrl';
import { orderCalls } from './orderCalls';
import type { OrderCalls } from './orderCalls';
import type { ProxyResolver } from './proxy';
import { RequestRunner } from './requestRunner';

/** An ordinary desktop browser agent: web-protection proxies block non-browser agents. */
export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/152.0.0.0 Safari/537.36';

export const CLIENT_DEFAULTS = {
  timeoutMs: 30_000,
  concurrency: 4,
  minIntervalMs: 100,
  maxRetries: 3,
  maxInputVars: DEFAULT_MAX_INPUT_VARS,
} as const;

export interface ResellerClientOptions {
  /** The API URL, ending in the entry script (`.../api/index.php`). */
  baseUrl: string;
  /** The API email address (the `username` header). */
  email: string;
  apiKey: string;
  userAgent?: string;
  /** Per request attempt. */
  timeoutMs?: number;
  /** The most requests in flight at once for this account (pacing adapts below it). */
  concurrency?: number;
  /** The shortest time between request starts for this account (pacing adapts above it). */
  minIntervalMs?: number;
  /** Retries of read-only calls after 429/503, network errors and timeouts. */
  maxRetries?: number;
  /** Form variables the provider's PHP reads per request; a larger body is refused unsent. */
  maxInputVars?: number;
  /** Wall clock in ms since the epoch (tokens are computed from it). */
  now?: () => number;
  /** Waits between retries. */
  sleep?: (ms: number) => Promise<void>;
  /** Sends through this instead of Node's `http`/`https` (to watch or shape the traffic). */
  fetch?: typeof fetch;
  /** Source of retry jitter in [0, 1). */
  random?: () => number;
  /** Which proxy each request goes through (Node's `http`/`https` only); direct by default. */
  resolveProxy?: ProxyResolver;
  /**
   * The account's own proxy: every request goes through it, whatever `resolveProxy` says.
   * The user name and password (from the keychain) are sent to the proxy only.
   */
  accountProxy?: AccountProxy;
}

/** An account's own proxy, as its client uses it. */
export interface AccountProxy {
  /** `http(s)://host:port`, without credentials. */
  readonly url: string;
  readonly username?: string;
  readonly password?: string;
}

/** The proxy URL with the credentials in it, as the tunnelling agent reads them. */
function accountProxyResolver(proxy: AccountProxy): ProxyResolver {
  const url = new URL(proxy.url);
  if (proxy.username !== undefined && proxy.username !== '') {
    url.username = encodeURIComponent(proxy.username);
    url.password = encodeURIComponent(proxy.password ?? '');
  }
  const href = url.href;
  return () => Promise.resolve(href);
}

/** The account's current pace (requests in flight, per second), for the user to see. */
export interface PaceGauge {
  status(): PacingSnapshot;
  /**
   * Ends the client when it is replaced (settings changed, account removed): calls waiting
   * for their turn fail at once and send nothing; calls in flight finish.
   */
  retire(): void;
}

/** One typed method per API endpoint; each rejects with ApiCallError. */
export type ResellerClient = AccountCalls &
  AvailabilityCalls &
  OrderCalls &
  DomainSettingsCalls &
  DomainRecordCalls & { readonly pace: PaceGauge };

// Header values must be visible Latin-1 text; anything else could not be sent at all.
const HEADER_TEXT = /^[\x20-\x7e\x80-\xff]+$/;

function invalid(message: string): ApiCallError {
  return new ApiCallError({ kind: 'validation', message });
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A client for one reseller account. Throws ApiCallError (`validation`) when the settings
 * cannot work at all (bad URL, unsendable email or User-Agent, empty key).
 */
export function createResellerClient(options: ResellerClientOptions): ResellerClient {
  const problem = baseUrlProblem(options.baseUrl);
  if (problem !== undefined) throw invalid(problem);
  const email = options.email.trim();
  // The address is both a header and part of the signing key: only ASCII reads the same in both.
  if (!/^[\x21-\x7e]+$/.test(email))
    throw invalid(
      'The API email address is empty or holds characters other than plain ASCII (such as accented letters), which the API cannot authenticate.',
    );
  if (options.apiKey.trim() === '') throw invalid('The API key is empty.');
  const userAgent = (options.userAgent ?? '').trim() || DEFAULT_USER_AGENT;
  if (!HEADER_TEXT.test(userAgent))
    throw invalid('The User-Agent contains characters that cannot be sent.');

  const runner = new RequestRunner({
    baseUrl: options.baseUrl.trim(),
    email,
    apiKey: options.apiKey.trim(),
    userAgent,
    timeoutMs: options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs,
    concurrency: options.concurrency ?? CLIENT_DEFAULTS.concurrency,
    minIntervalMs: options.minIntervalMs ?? CLIENT_DEFAULTS.minIntervalMs,
    maxRetries: options.maxRetries ?? CLIENT_DEFAULTS.maxRetries,
    maxInputVars: options.maxInputVars ?? CLIENT_DEFAULTS.maxInputVars,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? defaultSleep,
    fetch: options.fetch,
    random: options.random ?? Math.random,
    ...(options.accountProxy
      ? { resolveProxy: accountProxyResolver(options.accountProxy) }
      : options.resolveProxy && { resolveProxy: options.resolveProxy }),
  });
  return {
    // An object, not a method: wrappers that watch every call pass it through untouched.
    pace: {
      status: () => runner.pacing(),
      retire: () => {
        runner.retire();
      },
    },
    ...accountCalls(runner),
    ...availabilityCalls(runner),
    ...orderCalls(runner),
    ...domainSettingsCalls(runner),
    ...domainRecordCalls(runner),
  };
}
