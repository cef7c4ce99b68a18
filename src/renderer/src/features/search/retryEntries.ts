import { createTldSet, parseSearchEntry } from '../../../../shared/domainName';
import type { EntryLine } from './searchEntries';

/**
 * The entries, as typed and in their order, whose label is among `labels` (the Unicode
 * labels the search's failed items are keyed by): `shop.co.uk` comes back as `shop.co.uk`,
 * not as `shop` under every TLD. Each entry comes back once.
 */
export function entriesOfLabels(
  entries: readonly EntryLine[],
  labels: readonly string[],
  offered: readonly string[],
): EntryLine[] {
  const wanted = new Set(labels);
  const tlds = createTldSet(offered);
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const parsed = parseSearchEntry(entry.text, tlds);
    if (!parsed.ok) return false;
    const { value } = parsed;
    const label = value.kind === 'label' ? value.label : value.domain.label;
    const identity = value.kind === 'label' ? label.ascii : value.domain.ascii;
    if (!wanted.has(label.unicode) || seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}
