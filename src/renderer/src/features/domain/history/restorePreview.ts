import type { DomainDeskApi, Result } from '../../../../../shared/ipc';
import type {
  ActivityView,
  ContactsView,
  DnsRecordView,
  EmailRuleView,
} from '../../../../../shared/ipc/channels/domainsTypes';
import type { DiffEntry } from '../../../components/DiffView';
import { diffContacts, formFromView } from '../contacts/contactForm';
import { diffDnsSets, recordText } from '../dns/dnsEditModel';
import type { DomainRef } from '../domainRef';
import { diffEmailRules, ruleText } from '../email/emailRules';
import { diffNameservers } from '../nameservers/nameserverForm';

/** What restoring a change would do to the live set, each entry as one line of text. */
export async function restorePreview(
  api: DomainDeskApi,
  ref: DomainRef,
  entry: ActivityView,
): Promise<Result<DiffEntry<string>[]>> {
  const kind = entry.action.split('.')[0];
  const lines = <T>(entries: DiffEntry<T>[], text: (value: T) => string): DiffEntry<string>[] =>
    entries.map((item) =>
      item.change === 'added'
        ? { change: 'added', after: text(item.after) }
        : item.change === 'removed'
          ? { change: 'removed', before: text(item.before) }
          : { change: 'changed', before: text(item.before), after: text(item.after) },
    );
  if (kind === 'dns') {
    const live = await api.domainsGetDns(ref);
    if (!live.ok) return live;
    const diff = diffDnsSets(live.data.data, entry.before as DnsRecordView[]);
    return { ok: true, data: lines(diff, recordText) };
  }
  if (kind === 'nameservers') {
    const live = await api.domainsGetNameservers(ref);
    if (!live.ok) return live;
    return { ok: true, data: diffNameservers(live.data.data, entry.before as string[]) };
  }
  if (kind === 'email') {
    const live = await api.domainsGetEmailForwarding(ref);
    if (!live.ok) return live;
    const diff = diffEmailRules(live.data.data, entry.before as EmailRuleView[]);
    return { ok: true, data: lines(diff, (rule) => ruleText(rule, ref.name)) };
  }
  const live = await api.domainsGetContacts(ref);
  if (!live.ok) return live;
  const diff = diffContacts(
    formFromView(live.data.data),
    formFromView(entry.before as ContactsView),
  );
  return { ok: true, data: diff };
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
  return [JSON.stringify(value)];
}
