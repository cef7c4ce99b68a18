import type { AccountStore } from './accounts';
import { addDays, addYears, isoDate, startOfDay, type SandboxClock } from './clock';
import type { Contact } from './contacts';
import { centsToMoney } from '../shared/api/money';
import { hash32 } from './random';
import type {
  ChildNameserverView,
  ContactRole,
  DnsRecordView,
  DomainState,
  DomainSummary,
  DomainView,
  EmailRuleView,
} from './types';

/** What a registrar keeps about a domain beyond its state. */
export interface DomainDetails {
  nameservers: string[];
  dns: DnsRecordView[];
  nextRecId: number;
  emailRules: EmailRuleView[];
  glue: ChildNameserverView[];
  contacts: Record<ContactRole, Contact> | null;
}

export interface DomainRecord {
  /** ASCII name, lower case. */
  name: string;
  account: string | null;
  kind: 'registration' | 'transfer';
  state: DomainState;
  orderedAt: number;
  /** When the registry side completes (provisioning or transfer). */
  readyAt: number;
  /** Completed on demand: skips the delay and the verified-account condition. */
  forced: boolean;
  registryOutcome?: 'completed' | 'failed';
  /** Transfer: the auth code matched (or the TLD needs none). */
  eppAccepted: boolean;
  regperiod: number;
  expiresAt: number;
  locked: boolean;
  idProtection: boolean;
  dnsManagement: boolean;
  emailForwarding: boolean;
  premium: boolean;
  chargedCents: number;
  failureReason?: string;
  /** Materialised on first use for seeded domains (keeps large seeds cheap). */
  details?: DomainDetails;
}

export interface LifecycleDelays {
  provisioningDelayMs: number;
  transferDelayMs: number;
}

const OWNED_STATES: ReadonlySet<DomainState> = new Set([
  'pending',
  'active',
  'transfer-pending',
  'transfer-failed',
]);

/** Records summarised between two turns of the event loop. */
const SUMMARY_SLICE = 5_000;

const EPP_REJECTED = 'The authorization code was rejected by the losing registrar';
const TRANSFER_REJECTED = 'The transfer was rejected by the losing registrar';

function emptyDetails(): DomainDetails {
  return { nameservers: [], dns: [], nextRecId: 1, emailRules: [], glue: [], contacts: null };
}

/** Expiry of a name registered outside the simulated accounts: stable per name. */
export function externalExpiry(name: string, now: number): number {
  return addDays(startOfDay(now), 30 + (hash32(`expiry:${name}`) % 700));
}

/**
 * Every domain the simulated registrar knows. Pending orders advance lazily from the server
 * clock whenever state is read: no timers.
 */
export class DomainStore {
  private readonly records = new Map<string, DomainRecord>();
  private readonly unsettled = new Set<string>();
  /**
   * No unsettled record can change before this instant: a large seeded portfolio holds
   * thousands of orders due days ahead, and every request settles them first.
   */
  private settleFrom = Number.NEGATIVE_INFINITY;
  detailsFactory: (record: DomainRecord) => DomainDetails = emptyDetails;

  constructor(
    private readonly accounts: AccountStore,
    private readonly clock: SandboxClock,
  ) {}

  put(record: DomainRecord): void {
    this.records.set(record.name, record);
    if (record.state === 'pending' || record.state === 'transfer-pending') {
      this.unsettled.add(record.name);
      this.settleFrom = Math.min(this.settleFrom, record.readyAt);
    } else {
      this.unsettled.delete(record.name);
    }
  }

  /** The record, advanced to the current clock. */
  get(name: string): DomainRecord | undefined {
    const record = this.records.get(name);
    if (record && this.unsettled.has(name)) this.advance(record, this.clock.now());
    return record;
  }

  details(record: DomainRecord): DomainDetails {
    record.details ??= this.detailsFactory(record);
    return record.details;
  }

  /** Advances every pending order (refunds of failed transfers land here). */
  settle(): void {
    const now = this.clock.now();
    if (now < this.settleFrom) return;
    let next = Number.POSITIVE_INFINITY;
    for (const name of this.unsettled) {
      const record = this.records.get(name);
      if (record) this.advance(record, now);
      else this.unsettled.delete(name);
      // Still waiting: on its time (checked again then) or, once due, on its owner (every time).
      if (record && this.unsettled.has(name)) {
        next = Math.min(next, record.readyAt > now ? record.readyAt : Number.NEGATIVE_INFINITY);
      }
    }
    this.settleFrom = next;
  }

  ownedBy(email: string): string[] {
    this.settle();
    const names: string[] = [];
    for (const record of this.records.values()) {
      if (record.account === email && OWNED_STATES.has(record.state)) names.push(record.name);
    }
    return names;
  }

  /**
   * What the account's domains look like now, without their details. Made in slices that
   * let the event loop turn: the simulator may share its process with the app's services.
   */
  async summariesOf(email: string): Promise<DomainSummary[]> {
    this.settle();
    const now = this.clock.now();
    const summaries: DomainSummary[] = [];
    let seen = 0;
    for (const record of this.records.values()) {
      seen += 1;
      if (seen % SUMMARY_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      if (record.account !== email || !OWNED_STATES.has(record.state)) continue;
      summaries.push({
        name: record.name,
        state: record.state,
        kind: record.kind,
        orderedAt: new Date(record.orderedAt).toISOString(),
        expiresAt: isoDate(record.expiresAt),
        expired: now > record.expiresAt,
        locked: record.locked,
        idProtection: record.idProtection,
      });
    }
    return summaries;
  }

  /** Registrations: active now. A transfer named explicitly completes with its natural outcome. */
  provision(name?: string): void {
    const targets = name === undefined ? [...this.unsettled] : [name];
    for (const target of targets) {
      const record = this.records.get(target);
      if (!record) {
        if (name !== undefined) throw new Error(`Unknown domain: ${target}`);
        continue;
      }
      if (record.state === 'pending') {
        record.forced = true;
        this.advance(record, this.clock.now());
      } else if (record.state === 'transfer-pending' && name !== undefined) {
        this.completeTransfer(target);
      }
    }
  }

  /** Completes a pending transfer now; the default outcome follows the auth code sent. */
  completeTransfer(name: string, outcome?: 'completed' | 'failed'): void {
    const record = this.get(name);
    if (record?.state !== 'transfer-pending') throw new Error(`No pending transfer for ${name}`);
    record.registryOutcome = outcome ?? (record.eppAccepted ? 'completed' : 'failed');
    record.forced = true;
    if (record.registryOutcome === 'failed' && record.eppAccepted) {
      record.failureReason = TRANSFER_REJECTED;
    }
    this.advance(record, this.clock.now());
  }

  private advance(record: DomainRecord, now: number): void {
    const owner = record.account === null ? undefined : this.accounts.get(record.account);
    const ready = record.forced || (now >= record.readyAt && owner?.verified === true);
    if (record.state === 'pending') {
      if (ready) this.activate(record);
    } else if (record.state === 'transfer-pending') {
      if (record.registryOutcome === undefined && now >= record.readyAt) {
        record.registryOutcome = record.eppAccepted ? 'completed' : 'failed';
      }
      if (record.registryOutcome === 'failed') {
        record.state = 'transfer-failed';
        record.failureReason ??= EPP_REJECTED;
        if (record.account !== null) this.accounts.adjust(record.account, record.chargedCents);
        this.unsettled.delete(record.name);
      } else if (record.registryOutcome === 'completed' && (record.forced || owner?.verified)) {
        record.expiresAt = addYears(record.expiresAt, record.regperiod);
        this.activate(record);
      }
    } else {
      this.unsettled.delete(record.name);
    }
  }

  private activate(record: DomainRecord): void {
    record.state = 'active';
    this.unsettled.delete(record.name);
  }

  view(record: DomainRecord): DomainView {
    const details = this.details(record);
    return {
      name: record.name,
      account: record.account,
      state: record.state,
      kind: record.kind,
      expiresAt: isoDate(record.expiresAt),
      locked: record.locked,
      idProtection: record.idProtection,
      nameservers: [...details.nameservers],
      dns: details.dns.map((r) => ({ ...r })),
      emailForwarding: details.emailRules.map((r) => ({ ...r })),
      childNameservers: details.glue.map((g) => ({ ...g })),
      contacts: details.contacts && cloneContacts(details.contacts),
      premium: record.premium,
      regperiod: record.regperiod,
      charged: centsToMoney(record.chargedCents),
      ...(record.failureReason === undefined ? {} : { failureReason: record.failureReason }),
    };
  }
}

function cloneContacts(
  contacts: Record<ContactRole, Contact>,
): Record<ContactRole, Record<string, string>> {
  return {
    Registrant: { ...contacts.Registrant },
    Technical: { ...contacts.Technical },
    Billing: { ...contacts.Billing },
    Admin: { ...contacts.Admin },
  };
}
