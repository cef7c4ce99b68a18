import { AccountStore, accountView } from './accounts';
import { SandboxClock } from './clock';
import { DomainStore } from './domains';
import { toAsciiName } from './domainName';
import { eppCodeFor } from './eppCode';
import { FaultBook } from './faults';
import { RequestLog, type RequestFilter } from './requestLog';
import type { SandboxState } from './state';
import type {
  AccountInit,
  AccountView,
  DomainSummary,
  DomainView,
  FaultRule,
  RequestLogEntry,
  SimulatorOptions,
} from './types';

/**
 * The simulator's state and the operations tests and the control surface drive it with.
 * Independent of HTTP: the server and the control routes sit on top of it.
 */
export class SandboxCore {
  readonly state: SandboxState;
  demoCredentials: { email: string; apiKey: string } | undefined;
  readonly faults: { add(rule: FaultRule): void; clear(): void };

  constructor(options: SimulatorOptions) {
    const clock = new SandboxClock(options.now ?? Date.now);
    const accounts = new AccountStore();
    const faults = new FaultBook(options.random ?? 1);
    this.state = {
      clock,
      accounts,
      domains: new DomainStore(accounts, clock),
      delays: {
        provisioningDelayMs: options.provisioningDelayMs ?? 5000,
        transferDelayMs: options.transferDelayMs ?? 10_000,
      },
      tokenSkewHours: options.tokenSkewHours ?? 0,
      allowAnyUserAgent: options.allowAnyUserAgent ?? false,
      faults,
      log: new RequestLog(),
    };
    this.faults = {
      add: (rule) => {
        faults.add(rule);
      },
      clear: () => {
        faults.clear();
      },
    };
  }

  addAccount(init: AccountInit): void {
    this.state.accounts.add(init);
  }

  account(email: string): AccountView | undefined {
    this.state.domains.settle();
    const account = this.state.accounts.get(email);
    return account && accountView(account);
  }

  setCredit(email: string, credit: string): void {
    this.state.accounts.setCredit(email, credit);
  }

  setVerified(email: string, verified: boolean): void {
    this.state.accounts.setVerified(email, verified);
  }

  setRateLimit(email: string, perSecond: number | undefined): void {
    this.state.accounts.setRateLimit(email, perSecond);
  }

  setAllowedAddresses(email: string, addresses: readonly string[] | undefined): void {
    this.state.accounts.setAllowedAddresses(email, addresses);
  }

  domain(name: string): DomainView | undefined {
    const record = this.state.domains.get(toAsciiName(name));
    return record && this.state.domains.view(record);
  }

  domainsOf(email: string): string[] {
    return this.state.domains.ownedBy(email);
  }

  portfolioOf(email: string): Promise<DomainSummary[]> {
    return this.state.domains.summariesOf(email);
  }

  provision(name?: string): void {
    this.state.domains.provision(name === undefined ? undefined : toAsciiName(name));
  }

  completeTransfer(name: string, outcome?: 'completed' | 'failed'): void {
    this.state.domains.completeTransfer(toAsciiName(name), outcome);
  }

  eppCodeFor(name: string): string {
    return eppCodeFor(name);
  }

  setClockOffsetMs(ms: number): void {
    this.state.clock.setOffset(ms);
  }

  get requests(): readonly RequestLogEntry[] {
    return this.state.log.entries;
  }

  countRequests(filter?: RequestFilter): number {
    return this.state.log.count(filter);
  }
}
