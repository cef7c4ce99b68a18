import { CONTACT_FIELDS, CONTACT_SET_ROLES } from '../api';
import type { ContactField, ContactSetRole } from '../api';
import { FIELD_LABELS } from '../contacts/contactFieldLabels';
import type { ContactsView, DnsRecordView, EmailRuleView } from '../ipc/channels/domainsTypes';
import { dnsRecordKey, emailRuleKey, hostKey } from './setKeys';

/*
 * Undoing an earlier change on top of today's set: what the change added is taken out, what
 * it removed is put back, and whatever later changes did is kept. Main saves the result and
 * the history's preview shows it, from these same functions.
 */

/** A set change undone on today's set, by entry key: the change's own entries only. */
function undoSet<T>(
  live: readonly T[],
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  fresh: (item: T) => T,
): T[] {
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const added = new Set([...afterKeys].filter((k) => !beforeKeys.has(k)));
  const kept = live.filter((item) => !added.has(key(item)));
  const keptKeys = new Set(kept.map(key));
  const putBack = before.filter((item) => !afterKeys.has(key(item)) && !keptKeys.has(key(item)));
  return [...kept, ...putBack.map(fresh)];
}

/** DNS records: a record put back is a new record (its old id means nothing any more). */
export function undoDns(
  live: readonly DnsRecordView[],
  before: readonly DnsRecordView[],
  after: readonly DnsRecordView[],
): DnsRecordView[] {
  return undoSet(live, before, after, dnsRecordKey, ({ recid: _old, ...record }) => record);
}

export function undoEmailRules(
  live: readonly EmailRuleView[],
  before: readonly EmailRuleView[],
  after: readonly EmailRuleView[],
): EmailRuleView[] {
  return undoSet(live, before, after, emailRuleKey, (rule) => ({ ...rule }));
}

/**
 * Nameservers are one fact, in order: the list from before the change comes back while today's
 * list is still the change's own; once a later change set another list, null (in the way).
 */
export function undoNameservers(
  live: readonly string[],
  before: readonly string[],
  after: readonly string[],
): string[] | null {
  const keys = (list: readonly string[]) => list.map(hostKey).filter((host) => host !== '');
  const now = keys(live);
  const changed = keys(after);
  const same = now.length === changed.length && now.every((host, i) => host === changed[i]);
  return same ? [...before] : null;
}

export interface ChangedContactField {
  readonly role: ContactSetRole;
  readonly field: ContactField;
}

export type ContactValues = Record<ContactSetRole, Record<ContactField, string>>;

export interface ContactsUndo {
  /** Today's contacts with the change's fields set back. */
  readonly target: ContactValues;
  /** Fields the change set that a later change set again: undoing would overwrite it. */
  readonly blocked: readonly ChangedContactField[];
}

const norm = (value: string | undefined): string => (value ?? '').trim().toLowerCase();

function valuesOf(view: Pick<ContactsView, 'contacts'>): ContactValues {
  return Object.fromEntries(
    CONTACT_SET_ROLES.map((role) => [
      role,
      Object.fromEntries(
        CONTACT_FIELDS.map((field) => [field, view.contacts[role]?.[field] ?? '']),
      ),
    ]),
  ) as ContactValues;
}

/** The fields a contacts change set, each role's field where before and after differ. */
export function changedContactFields(
  before: Pick<ContactsView, 'contacts'>,
  after: Pick<ContactsView, 'contacts'>,
): ChangedContactField[] {
  const b = valuesOf(before);
  const a = valuesOf(after);
  return CONTACT_SET_ROLES.flatMap((role) =>
    CONTACT_FIELDS.filter((field) => norm(b[role][field]) !== norm(a[role][field])).map(
      (field) => ({ role, field }),
    ),
  );
}

export function undoContacts(
  live: Pick<ContactsView, 'contacts'>,
  before: Pick<ContactsView, 'contacts'>,
  after: Pick<ContactsView, 'contacts'>,
): ContactsUndo {
  const target = valuesOf(live);
  const b = valuesOf(before);
  const a = valuesOf(after);
  const blocked: ChangedContactField[] = [];
  for (const { role, field } of changedContactFields(before, after)) {
    const now = norm(target[role][field]);
    if (now === norm(a[role][field])) target[role][field] = b[role][field];
    else if (now !== norm(b[role][field])) blocked.push({ role, field });
  }
  return { target, blocked };
}

export function contactFieldText({ role, field }: ChangedContactField): string {
  return `${role} · ${FIELD_LABELS[field]}`;
}

/** An entry of the activity log, as far as finding the change in the way needs it. */
export interface LoggedChange {
  readonly id: number;
  readonly action: string;
  readonly result: string;
  readonly before: unknown;
  readonly after: unknown;
}

function isContacts(value: unknown): value is Pick<ContactsView, 'contacts'> {
  return typeof value === 'object' && value !== null && 'contacts' in value;
}

/**
 * The earliest later change of the same domain and kind that stands in the way of undoing
 * `entry`: for contacts, one that set one of the `blocked` fields again. Null when none
 * logged here did (the set was changed outside DomainDesk).
 */
export function changeInTheWay<T extends LoggedChange>(
  later: readonly T[],
  entry: LoggedChange,
  blocked: readonly ChangedContactField[] = [],
): T | null {
  const kind = `${entry.action.split('.')[0] ?? ''}.`;
  const candidates = later
    .filter((e) => e.id > entry.id && e.result === 'succeeded' && e.action.startsWith(kind))
    .sort((x, y) => x.id - y.id);
  return (
    candidates.find((e) => {
      if (kind !== 'contacts.') return true;
      if (!isContacts(e.before) || !isContacts(e.after)) return false;
      const touched = changedContactFields(e.before, e.after);
      return touched.some((t) => blocked.some((b) => b.role === t.role && b.field === t.field));
    }) ?? null
  );
}

/** Why a change cannot be undone on today's set, in words (the history links the change). */
export function inTheWayText(
  kind: string,
  blocked: readonly ChangedContactField[],
  inTheWay: { readonly id: number } | null,
): string {
  const by = inTheWay === null ? 'outside DomainDesk' : `by change #${String(inTheWay.id)}`;
  const what =
    kind === 'contacts'
      ? `${blocked.map(contactFieldText).join(', ')} ${blocked.length > 1 ? 'were' : 'was'}`
      : 'The nameservers were';
  const next =
    inTheWay === null
      ? 'Edit the set itself instead.'
      : `Undo change #${String(inTheWay.id)} first, or edit the set itself.`;
  return `${what} changed again ${by}, so undoing this change would overwrite that. ${next}`;
}
