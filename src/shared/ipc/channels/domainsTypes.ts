import type { ContactSetRole, StoredContact } from '../../api';

/** What the domain-management service answers with: plain JSON only. */

export interface DnsRecordView {
  readonly hostname: string;
  readonly type: string;
  readonly address: string;
  readonly priority: number;
  readonly recid?: string | undefined;
}

export interface EmailRuleView {
  readonly prefix: string;
  readonly forwardto: string;
}

export interface GlueView {
  readonly nameserver: string;
  readonly ipaddress: string;
}

/** A contact as typed by the user; every field is text, empty when unused. */
export interface ContactInput {
  readonly firstname: string;
  readonly lastname: string;
  readonly fullname?: string | undefined;
  readonly companyname?: string | undefined;
  readonly email: string;
  readonly address1: string;
  readonly address2?: string | undefined;
  readonly city: string;
  readonly state?: string | undefined;
  readonly postcode?: string | undefined;
  readonly country: string;
  readonly phonenumber: string;
  readonly tax_id?: string | undefined;
}

export type ContactSetInput = Readonly<Record<ContactSetRole, ContactInput>>;

/** A set read live from the API (and stored as the domain's snapshot). */
export interface LiveSet<T> {
  readonly data: T;
  readonly readAt: string;
}

export interface ContactsView {
  readonly contacts: Partial<Record<ContactSetRole, StoredContact>>;
  readonly otherRoles: Record<string, StoredContact>;
}

/** A change that went through: the new state and the activity log entry that records it. */
export interface ChangeResult<T> {
  readonly activityId: number;
  readonly data: T;
}

export interface EppCodeView {
  /** Null when the registrar e-mails the code to the registrant instead. */
  readonly eppCode: string | null;
  readonly message: string;
}

/** One line of a domain's history, for the change list and restore. */
export interface ActivityView {
  readonly id: number;
  readonly accountId: string;
  readonly domain: string | null;
  readonly action: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly result: 'succeeded' | 'failed' | 'outcome_unknown';
  readonly resultDetail: string | null;
  readonly at: string;
  /** True when `before` can be put back with a restore. */
  readonly restorable: boolean;
}

export type { FieldIssue } from '../../rules/fieldIssue';
