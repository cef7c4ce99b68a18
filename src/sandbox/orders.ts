import type { Account } from './accounts';
import { availabilityOf, baseAvailability } from './availability';
import { unitPrice, type TldInfo } from './catalogue';
import { addYears, daysBetween } from './clock';
import { ORDER_ROLES, readContactSet } from './contacts';
import { externalExpiry, type DomainRecord } from './domains';
import { isHostname, labelProblem, splitName, type SplitName } from './domainName';
import { readDomainFields } from './domainFields';
import { eppCodeFor } from './eppCode';
import {
  flag,
  isMap,
  optionalString,
  requiredInteger,
  requiredString,
  type Form,
} from './formFields';
import { fromUsd } from './money';
import { insufficientCredit, json, notInAccount, validationError, type Reply } from './replies';
import type { SandboxState } from './state';

export interface OrderContext {
  state: SandboxState;
  account: Account;
  now: number;
  body: Form;
}

export function readDomain(form: Form, key = 'domain'): SplitName {
  const raw = requiredString(form, key);
  const split = splitName(raw);
  if (!split) throw validationError(`${key} '${raw}' is not a domain name under an offered TLD`);
  const problem = labelProblem(split.sld, split.tld);
  if (problem !== undefined) throw validationError(`${key}: ${problem}`);
  return split;
}

function readYears(form: Form, tld: TldInfo): number {
  const years = requiredInteger(form, 'regperiod');
  if (!tld.years.includes(years)) {
    throw validationError(
      `regperiod ${years} is not offered for .${tld.tld} (offered: ${tld.years.join(', ')})`,
    );
  }
  return years;
}

/** `nameservers[ns1]`..`[ns5]`; ns1 and ns2 are required. */
export function readNameservers(form: Form, field: string | null): string[] {
  const source = field === null ? form : form[field];
  const map = isMap(source) ? source : {};
  const label = (ns: string): string => (field === null ? ns : `${field}[${ns}]`);
  const out: string[] = [];
  for (const ns of ['ns1', 'ns2', 'ns3', 'ns4', 'ns5']) {
    const value = optionalString(map, ns);
    if (value === undefined) {
      if (ns === 'ns1' || ns === 'ns2') throw validationError(`${label(ns)} is required`);
      continue;
    }
    if (!isHostname(value)) throw validationError(`${label(ns)} '${value}' is not a host name`);
    out.push(value.toLowerCase());
  }
  return out;
}

function checkDomainFields(form: Form, tld: TldInfo): void {
  const fields = readDomainFields(form);
  for (const key of tld.requiredFields) {
    if ((fields[key] ?? '').trim() === '') {
      throw validationError(`domainfields[${key}] is required for .${tld.tld}`);
    }
  }
}

function charge(account: Account, cents: number): void {
  if (account.creditCents < cents) {
    throw insufficientCredit(cents, account.creditCents, account.currency);
  }
  account.creditCents -= cents;
}

function newRecord(ctx: OrderContext, split: SplitName, years: number): DomainRecord {
  const addons = isMap(ctx.body.addons) ? ctx.body.addons : {};
  return {
    name: split.name,
    account: ctx.account.email,
    kind: 'registration',
    state: 'pending',
    orderedAt: ctx.now,
    readyAt: ctx.now + ctx.state.delays.provisioningDelayMs,
    forced: false,
    eppAccepted: true,
    regperiod: years,
    expiresAt: addYears(ctx.now, years),
    locked: true,
    idProtection: flag(addons.idprotection),
    dnsManagement: flag(addons.dnsmanagement),
    emailForwarding: flag(addons.emailforwarding),
    premium: false,
    chargedCents: 0,
  };
}

/** Fields shared by register and transfer, validated in the order a client would fix them. */
function readOrder(ctx: OrderContext): { split: SplitName; years: number; record: DomainRecord } {
  const split = readDomain(ctx.body);
  const years = readYears(ctx.body, split.tld);
  const nameservers = readNameservers(ctx.body, 'nameservers');
  // The vendor's module sends the registrant only; the other roles default to it.
  const contacts = readContactSet(ctx.body.contacts, 'contacts', ORDER_ROLES, 'Registrant');
  checkDomainFields(ctx.body, split.tld);
  const record = newRecord(ctx, split, years);
  record.details = { nameservers, dns: [], nextRecId: 1, emailRules: [], glue: [], contacts };
  return { split, years, record };
}

export function registerOrder(ctx: OrderContext): Reply {
  const { split, years, record } = readOrder(ctx);
  const availability = availabilityOf(split, ctx.state.domains);
  if (availability.kind === 'registered') {
    throw validationError(`${split.name} is not available for registration`);
  }
  const currency = ctx.account.currency;
  const unit =
    availability.kind === 'premium'
      ? fromUsd(availability.registerUsd, currency)
      : unitPrice(split.tld, 'register', currency);
  charge(ctx.account, unit * years);
  record.premium = availability.kind === 'premium';
  record.chargedCents = unit * years;
  ctx.state.domains.put(record);
  return json('success');
}

export function transferOrder(ctx: OrderContext): Reply {
  const { split, years, record } = readOrder(ctx);
  const code = optionalString(ctx.body, 'eppcode');
  if (split.tld.eppRequired && code === undefined) {
    throw validationError(`eppcode is required for .${split.tld.tld} transfers`);
  }
  const availability = availabilityOf(split, ctx.state.domains);
  if (availability.kind !== 'registered') {
    throw validationError(`${split.name} is not registered, so it cannot be transferred`);
  }
  if (availability.owner === ctx.account.email) {
    throw validationError(`${split.name} is already in your account`);
  }
  if (availability.owner !== null) {
    throw validationError(`${split.name} is already managed by this provider`);
  }
  const cost = unitPrice(split.tld, 'transfer', ctx.account.currency) * years;
  charge(ctx.account, cost);
  const previous = ctx.state.domains.get(split.name);
  ctx.state.domains.put({
    ...record,
    kind: 'transfer',
    state: 'transfer-pending',
    readyAt: ctx.now + ctx.state.delays.transferDelayMs,
    eppAccepted: !split.tld.eppRequired || code === eppCodeFor(split.name),
    expiresAt: previous?.expiresAt ?? externalExpiry(split.name, ctx.now),
    locked: false,
    chargedCents: cost,
  });
  return json('success');
}

/** Extra fee when renewing after expiry; throws once the name can no longer be renewed. */
function lateFeeUsd(record: DomainRecord, tld: TldInfo, now: number): number {
  if (now <= record.expiresAt) return 0;
  const daysLate = daysBetween(record.expiresAt, now);
  if (daysLate <= tld.graceDays) return tld.graceFee;
  if (tld.redemptionDays >= 0 && daysLate <= tld.graceDays + tld.redemptionDays) {
    return tld.redemptionFee;
  }
  throw validationError(`${record.name} has expired and can no longer be renewed`);
}

export function renewOrder(ctx: OrderContext): Reply {
  const split = readDomain(ctx.body);
  const years = readYears(ctx.body, split.tld);
  const record = ctx.state.domains.get(split.name);
  if (record?.account !== ctx.account.email || record.state !== 'active') throw notInAccount();
  const currency = ctx.account.currency;
  const premium = record.premium ? baseAvailability(split.name, split.sld) : undefined;
  const unit =
    premium?.kind === 'premium'
      ? fromUsd(premium.renewUsd, currency)
      : unitPrice(split.tld, 'renew', currency);
  const cost = unit * years + fromUsd(lateFeeUsd(record, split.tld, ctx.now), currency);
  const expiresAt = addYears(record.expiresAt, years);
  if (expiresAt > addYears(ctx.now, 10)) {
    throw validationError(`renewing ${split.name} by ${years} years would exceed 10 years`);
  }
  charge(ctx.account, cost);
  record.expiresAt = expiresAt;
  return json('success');
}
