import type { AccountSummary, DemoStatus } from '../accounts/accountTypes';
import type { AppInfo } from './contract';
import type { Result } from './result';

/**
 * The browser preview answers the first screen's requests with the page, in a meta tag, so the
 * page shows its first screen without a round trip (whose sockets the page's scripts hold
 * at that moment). Content: the JSON, URI-encoded so it is safe inside an attribute.
 */
export const WEB_START_META = 'domaindesk-start';

/** What the first screen waits for: each answer as its channel would have given it. */
export interface StartData {
  readonly appInfo: Result<AppInfo>;
  readonly accounts: Result<AccountSummary[]>;
  readonly demo: Result<DemoStatus>;
}

/** The channel each part of the start data answers. */
export const START_DATA_CHANNELS = {
  appInfo: 'app:info',
  accounts: 'accounts:list',
  demo: 'demo:status',
} as const satisfies Record<keyof StartData, string>;

export function startDataText(data: StartData): string {
  return encodeURIComponent(JSON.stringify(data));
}

function isResult(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'ok') === 'boolean'
  );
}

/** The start data a page was given, or undefined when there is none or it is not whole. */
export function parseStartData(text: string): StartData | undefined {
  if (text === '') return undefined;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(text));
    if (typeof data !== 'object' || data === null) return undefined;
    const whole = Object.keys(START_DATA_CHANNELS).every((key) => isResult(Reflect.get(data, key)));
    return whole ? (data as StartData) : undefined;
  } catch {
    return undefined;
  }
}
