import type { ApiErrorKind } from '../../shared/api';
import type { RequestMode } from './requestMode';

export interface MessageContext {
  mode: RequestMode;
  status?: number;
  retryAfterMs?: number;
  timeoutMs?: number;
  /** The connection closed after the request may have been written, before any answer. */
  connectionClosed?: boolean;
  /** Node's error codes for a failure to connect, e.g. `EPROXY_REFUSED / ...`. */
  transportCode?: string;
  /** The provider's own words, quoted where they are the clearest explanation. */
  serverMessage?: string | undefined;
}

const MAX_QUOTED = 200;

function quoted(text: string | undefined): string {
  const words = (text ?? '').replace(/\s+/g, ' ').trim();
  if (words === '') return '';
  return `: "${words.length > MAX_QUOTED ? `${words.slice(0, MAX_QUOTED)}…` : words}"`;
}

function seconds(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s === 1 ? '1 second' : `${String(s)} seconds`;
}

/** The plain-language explanation shown to a reseller for each kind of failure. */
export function messageFor(kind: ApiErrorKind, ctx: MessageContext): string {
  switch (kind) {
    case 'not_in_account':
      return 'This domain is not active in your reseller account. If you ordered it recently, the order is probably still pending; otherwise the domain belongs to another account.';
    case 'access_refused':
      return `The provider refused this account's API calls${quoted(ctx.serverMessage)}. Your provider may accept API calls only from listed addresses: ask them to list this computer's address, or set a proxy with a fixed address for this account ("Use a proxy for this account" in its settings).`;
    case 'proxy_blocked':
      return "The provider's web protection blocked the request because of the app's User-Agent (error 1010). Change the User-Agent in this account's settings to an ordinary browser one and try again.";
    case 'unsupported':
      return 'The registrar behind your reseller account does not support this function.';
    case 'registrar_error':
      return 'The registrar reported an error. If the domain was ordered recently, it may not be set up at the registrar yet.';
    case 'validation':
      return 'The provider rejected the request as invalid. Check the values entered.';
    case 'auth':
      return "The provider did not accept the API credentials. Check the API email and API key in this account's settings, and that this computer's clock is correct.";
    case 'insufficient_credit':
      return 'Your reseller credit balance is too low for this order. Add funds to your account with the provider, then try again.';
    case 'rate_limited':
      return ctx.retryAfterMs !== undefined
        ? `The provider is receiving too many requests. Try again in ${seconds(ctx.retryAfterMs)}.`
        : 'The provider is receiving too many requests. Try again shortly.';
    case 'server_error':
      if (ctx.status === 503) {
        return ctx.retryAfterMs !== undefined
          ? `The provider's service is unavailable for now (HTTP 503). Try again in ${seconds(ctx.retryAfterMs)}.`
          : "The provider's service is unavailable for now (HTTP 503). Try again later.";
      }
      return ctx.status !== undefined && ctx.status >= 300 && ctx.status < 500
        ? `The API URL answered with HTTP ${String(ctx.status)}. Check the API URL in this account's settings.`
        : `The provider's server had a problem${ctx.status !== undefined ? ` (HTTP ${String(ctx.status)})` : ''}. Try again later.`;
    case 'network':
      if (ctx.transportCode?.includes('EPROXY_AUTH')) {
        return "The proxy refused the credentials (407), so nothing was sent. Check the proxy user name and password in this account's settings, or the system's proxy settings.";
      }
      return ctx.transportCode?.includes('EPROXY_REFUSED')
        ? "The proxy between this computer and the provider refused the connection, so nothing was sent. Check the proxy's address and its user name and password, or ask whoever runs it to let this computer reach the provider."
        : 'Could not connect to the provider. Check the API URL and your internet connection.';
    case 'timeout':
      return `The provider did not answer within ${seconds(ctx.timeoutMs ?? 30_000)}. Try again.`;
    case 'outcome_unknown': {
      const lead = ctx.connectionClosed
        ? 'The connection closed before the answer arrived'
        : 'No definite answer came back';
      return ctx.mode === 'order'
        ? `${lead}, so the order may or may not have been placed and charged. Check the domain and your credit balance before ordering again.`
        : `${lead}, so the change may or may not have been applied. Reload the domain to check before trying again.`;
    }
    case 'malformed_response':
      return 'The provider sent an answer the app could not read. Check the API URL; the service may also be having problems.';
    case 'cancelled':
      return 'The request was cancelled.';
  }
}

/** Whether the fix `messageFor` names is in the account's settings (it says so). */
export function fixedInAccountSettings(kind: ApiErrorKind, ctx: MessageContext): boolean {
  if (kind === 'auth' || kind === 'proxy_blocked') return true;
  return (
    kind === 'server_error' && ctx.status !== undefined && ctx.status >= 300 && ctx.status < 500
  );
}

/** A web page (HTML) answered where the API's JSON was expected; `title` is the page's. */
export function webPageMessage(title: string | undefined): string {
  const named = title === undefined ? '' : ` (“${title}”)`;
  return `The provider answered with a web page${named} instead of the API — perhaps a login or maintenance page. Check the API URL in the account settings.`;
}

/** A wall-clock instant as the user's local `HH:MM`. */
export function clockTime(wallMs: number): string {
  const at = new Date(wallMs);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Every request of the account waits for a provider's `Retry-After`, until `untilWallMs`. */
export function heldMessage(untilWallMs: number): string {
  return `The provider asked us to wait until ${clockTime(untilWallMs)} before sending more requests to this account. Try again after that.`;
}

/** A request that waited its whole deadline behind the account's other requests. */
export function queueTimeoutMessage(timeoutMs: number): string {
  return `This request waited ${seconds(timeoutMs)} for its turn behind the account's other requests and was not sent. Try again.`;
}

export const RETIRED_MESSAGE =
  "The account's settings changed or it was removed while this request waited; it was not sent.";
