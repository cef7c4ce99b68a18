import type { DomainDeskApi, Result } from '../../../../../shared/ipc';
import type {
  ActivityView,
  ContactsView,
  DnsRecordView,
  EmailRuleView,
} from '../../../../../shared/ipc/channels/domainsTypes';
import type { DiffEntry } from '../../../components/DiffView';
import { detailLines } from '../../../components/detailLines';
import { diffContacts, formFromView } from '../contacts/contactForm';
import { diffDnsSets, recordText } from '../dns/dnsEditModel';
import type { DomainRef } from '../domainRef';
import { diffEmailRules, ruleText } from '../email/emailRules';
import { diffNameservers } from '../nameservers/nameserverForm';
import {
  changeInTheWay,
  inTheWayText,
  undoContacts,
  undoDns,
  undoEmailRules,
  undoNameservers,
} from '../../../../../shared/history/undoChange';

/** What undoing a change on today's set does, or which later change stands in the way. */
export interface UndoPreview {
  /** Today's set, as read for the preview; the undo is saved against it. */
  readonly shown: unknown;
  readonly entries: DiffEntry<string>[];
  /** Set when a later change set the same thing again: nothing can be undone as is. */
  readonly blocked: { readonly text: string; readonly changeId: number | null } | null;
}

/**
 * What undoing a change would do to the live set, each entry as one line of text: the same
 * undo main saves (`shared/history/undoChange`), applied to the set read now. `history` is
 * the domain's log, to name a later change in the way.
 */
export async function restorePreview(
  api: DomainDeskApi,
  ref: DomainRef,
  entry: ActivityView,
  history: readonly ActivityView[],
): Promise<Result<UndoPreview>> {
  const kind = entry.action.split('.')[0] ?? '';
  const lines = <T>(entries: DiffEntry<T>[], text: (value: T) => string): DiffEntry<string>[] =>
    entries.map((item) =>
      item.change === 'added'
        ? { change: 'added', after: text(item.after) }
        : item.change === 'removed'
          ? { change: 'removed', before: text(item.before) }
          : { change: 'changed', before: text(item.before), after: text(item.after) },
    );
  const blockedBy = (fields: Parameters<typeof changeInTheWay>[2] = []) => {
    const inTheWay = changeInTheWay(history, entry, fields);
    return { text: inTheWayText(kind, fields, inTheWay), changeId: inTheWay?.id ?? null };
  };
  if (kind === 'dns') {
    const live = await api.domainsGetDns(ref);
    if (!live.ok) return live;
    const target = undoDns(
      live.data.data,
      entry.before as DnsRecordView[],
      entry.after as DnsRecordView[],
    );
    const diff = diffDnsSets(live.data.data, target);
    return {
      ok: true,
      data: { shown: live.data.data, entries: lines(diff, recordText), blocked: null },
    };
  }
  if (kind === 'nameservers') {
    const live = await api.domainsGetNameservers(ref);
    if (!live.ok) return live;
    const target = undoNameservers(
      live.data.data,
      entry.before as string[],
      entry.after as string[],
    );
    return {
      ok: true,
      data: {
        shown: live.data.data,
        entries: target === null ? [] : diffNameservers(live.data.data, target),
        blocked: target === null ? blockedBy() : null,
      },
    };
  }
  if (kind === 'email') {
    const live = await api.domainsGetEmailForwarding(ref);
    if (!live.ok) return live;
    const target = undoEmailRules(
      live.data.data,
      entry.before as EmailRuleView[],
      entry.after as EmailRuleView[],
    );
    const diff = diffEmailRules(live.data.data, target);
    return {
      ok: true,
      data: {
        shown: live.data.data,
        entries: lines(diff, (rule) => ruleText(rule, ref.name)),
        blocked: null,
      },
    };
  }
  const live = await api.domainsGetContacts(ref);
  if (!live.ok) return live;
  const undo = undoContacts(
    live.data.data,
    entry.before as ContactsView,
    entry.after as ContactsView,
  );
  return {
    ok: true,
    data: {
      shown: live.data.data,
      entries: diffContacts(formFromView(live.data.data), undo.target),
      blocked: undo.blocked.length > 0 ? blockedBy(undo.blocked) : null,
    },
  };
}

/** A change's before or after, as short lines for the history list. */
export function describeState(action: string, value: unknown): string[] {
  if (value === null || value === undefined) return ['—'];
  const kind = action.split('.')[0];
  if (Array.isArray(value)) {
    return value.map((item: unknown) => {
      if (typeof item === 'string') return item;
      if (kind === 'dns') return recordText(item as DnsRecordView);
      if (kind === 'email') {
        const rule = item as EmailRuleView;
        return `${rule.prefix || '*'} → ${rule.forwardto}`;
      }
      return JSON.stringify(item);
    });
  }
  if (typeof value === 'object' && kind === 'contacts' && 'contacts' in value) {
    const contacts = (value as ContactsView).contacts;
    return Object.entries(contacts).map(
      ([role, c]) => `${role}: ${[c.firstname, c.lastname].join(' ')} <${c.email ?? ''}>`,
    );
  }
  if (typeof value === 'object' && 'notes' in value && typeof value.notes === 'string') {
    return value.notes === '' ? ['(no notes)'] : value.notes.split('\n');
  }
  return detailLines(value);
}
