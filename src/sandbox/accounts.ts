import { centsToMoney } from '../shared/api/money';
import { isCurrency, parseAmount } from './money';
import type { AccountInit, AccountView, Currency, RegistrarProfileName } from './types';

export interface Account {
  email: string;
  apiKey: string;
  creditCents: number;
  currency: Currency;
  verified: boolean;
  profile: RegistrarProfileName;
  rateLimitPerSecond: number | undefined;
  /** Addresses API calls are accepted from; undefined accepts any. */
  allowedAddresses: readonly string[] | undefined;
  /** Server-clock instants of recent accepted requests, for the rate limit. */
  recent: number[];
}

const PROFILES: readonly RegistrarProfileName[] = ['full', 'basic', 'no-epp'];

function requireAmount(credit: string): number {
  const cents = parseAmount(credit);
  if (cents === undefined) throw new Error(`Invalid credit amount: ${credit}`);
  return cents;
}

/** Reseller accounts, keyed by the exact e-mail used as `username`. */
export class AccountStore {
  private readonly accounts = new Map<string, Account>();

  add(init: AccountInit): Account {
    if (init.email === '' || init.apiKey === '') throw new Error('email and apiKey are required');
    if (this.accounts.has(init.email)) throw new Error(`Account already exists: ${init.email}`);
    const currency = init.currency ?? 'USD';
    if (!isCurrency(currency)) throw new Error('currency must be USD, EUR or GBP');
    const profile = init.profile ?? 'full';
    if (!PROFILES.includes(profile)) throw new Error('profile must be full, basic or no-epp');
    const limit = init.rateLimitPerSecond;
    if (limit !== undefined && !(limit > 0)) throw new Error('rateLimitPerSecond must be > 0');
    const account: Account = {
      email: init.email,
      apiKey: init.apiKey,
      creditCents: requireAmount(init.credit ?? '1000.00'),
      currency,
      verified: init.verified ?? true,
      profile,
      rateLimitPerSecond: limit,
      allowedAddresses: init.allowedAddresses && [...init.allowedAddresses],
      recent: [],
    };
    this.accounts.set(init.email, account);
    return account;
  }

  get(email: string): Account | undefined {
    return this.accounts.get(email);
  }

  require(email: string): Account {
    const account = this.accounts.get(email);
    if (!account) throw new Error(`Unknown account: ${email}`);
    return account;
  }

  setCredit(email: string, credit: string): void {
    this.require(email).creditCents = requireAmount(credit);
  }

  setVerified(email: string, verified: boolean): void {
    this.require(email).verified = verified;
  }

  /** Requests per second answered before 429; undefined lifts the limit. */
  setRateLimit(email: string, perSecond: number | undefined): void {
    if (perSecond !== undefined && !(perSecond > 0)) {
      throw new Error('rateLimitPerSecond must be > 0');
    }
    const account = this.require(email);
    account.rateLimitPerSecond = perSecond;
    account.recent = [];
  }

  /** The provider's allow list for the account's API calls; undefined accepts any address. */
  setAllowedAddresses(email: string, addresses: readonly string[] | undefined): void {
    this.require(email).allowedAddresses = addresses && [...addresses];
  }

  /** Adds (refund) or subtracts (charge) cents. */
  adjust(email: string, cents: number): void {
    const account = this.accounts.get(email);
    if (account) account.creditCents += cents;
  }
}

export function accountView(account: Account): AccountView {
  return {
    email: account.email,
    credit: centsToMoney(account.creditCents),
    currency: account.currency,
    verified: account.verified,
    profile: account.profile,
    ...(account.allowedAddresses && { allowedAddresses: [...account.allowedAddresses] }),
  };
}
