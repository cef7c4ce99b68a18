import type { AccountStore } from './accounts';
import type { SandboxClock } from './clock';
import type { DomainStore, LifecycleDelays } from './domains';
import type { FaultBook } from './faults';
import type { RequestLog } from './requestLog';

/** Everything one running simulator holds. */
export interface SandboxState {
  clock: SandboxClock;
  accounts: AccountStore;
  domains: DomainStore;
  delays: LifecycleDelays;
  tokenSkewHours: number;
  /** The web-protection proxy's User-Agent block is off (`--allow-any-user-agent`). */
  allowAnyUserAgent: boolean;
  faults: FaultBook;
  log: RequestLog;
}
