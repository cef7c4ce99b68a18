import { checkNameserverList } from '../../../../../shared/nameservers/nameserverRules';
import type { DiffEntry } from '../../../components/DiffView';

/** Look-alike warnings by slot (`ns1`…): a host mixing scripts, with what will be sent. */
export function nameserverSlotWarnings(slots: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    checkNameserverList(slots).warnings.map((warning) => [warning.path, warning.message]),
  );
}

/** Nameservers compare by position: ns1 is the one resolvers try first. */
export function diffNameservers(
  before: readonly string[],
  after: readonly string[],
): DiffEntry<string>[] {
  const norm = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');
  const entries: DiffEntry<string>[] = [];
  const length = Math.max(before.length, after.length);
  for (let i = 0; i < length; i += 1) {
    const old = before[i];
    const next = after[i];
    const label = (host: string) => `ns${i + 1}: ${norm(host)}`;
    if (old === undefined && next !== undefined)
      entries.push({ change: 'added', after: label(next) });
    else if (next === undefined && old !== undefined)
      entries.push({ change: 'removed', before: label(old) });
    else if (old !== undefined && next !== undefined && norm(old) !== norm(next)) {
      entries.push({ change: 'changed', before: label(old), after: label(next) });
    }
  }
  return entries;
}
