import { normaliseTld, parseSearchEntry, unicodeTld } from '../../../shared/domainName';
import type { LabelForms, TldSet } from '../../../shared/domainName';
import type { InvalidEntry } from '../../../shared/ipc/channels/search';

/** One lookup: a label under every TLD asked for it. */
export interface LabelLookup {
  readonly label: LabelForms;
  readonly isIdn: boolean;
  /** ASCII TLDs without the leading dot, in the order first asked. */
  readonly tlds: string[];
}

export interface SearchPlan {
  readonly lookups: LabelLookup[];
  readonly invalid: InvalidEntry[];
  readonly duplicates: string[];
  /** The TLDs searched for bare labels, normalised. */
  readonly tlds: string[];
}

/** Normalises the TLD set; TLDs the provider does not offer are reported, not dropped. */
function planTlds(
  raw: readonly string[],
  offered: TldSet,
): { tlds: string[]; invalid: InvalidEntry[] } {
  const tlds: string[] = [];
  const invalid: InvalidEntry[] = [];
  for (const input of raw) {
    if (input.trim() === '') continue;
    const tld = normaliseTld(input);
    if (tld === undefined) {
      invalid.push({ input, reason: `"${input.trim()}" is not a valid TLD.` });
    } else if (offered.size > 0 && !offered.has(tld)) {
      invalid.push({ input, reason: `.${unicodeTld(tld)} is not offered by this provider.` });
    } else if (!tlds.includes(tld)) {
      tlds.push(tld);
    }
  }
  return { tlds, invalid };
}

/**
 * Turns what the reseller typed into lookups: entries normalised (case, spaces, IDN forms),
 * duplicates merged, bare labels searched under the TLD set, full names under their own
 * TLD, one lookup per label. Every entry that cannot be searched is reported with a reason.
 */
export function planSearch(
  entries: readonly string[],
  rawTlds: readonly string[],
  offered: TldSet,
): SearchPlan {
  const { tlds, invalid } = planTlds(rawTlds, offered);
  const byLabel = new Map<string, LabelLookup>();
  const seen = new Set<string>();
  const duplicates: string[] = [];

  const lookupFor = (label: LabelForms, isIdn: boolean): LabelLookup => {
    let lookup = byLabel.get(label.ascii);
    if (!lookup) {
      lookup = { label, isIdn, tlds: [] };
      byLabel.set(label.ascii, lookup);
    }
    return lookup;
  };

  for (const input of entries) {
    if (input.trim() === '') continue;
    const parsed = parseSearchEntry(input, offered);
    if (!parsed.ok) {
      invalid.push({ input, reason: parsed.reason });
      continue;
    }
    const entry = parsed.value;
    const identity =
      entry.kind === 'label' ? `label:${entry.label.ascii}` : `domain:${entry.domain.ascii}`;
    if (seen.has(identity)) {
      duplicates.push(input);
      continue;
    }
    seen.add(identity);
    if (entry.kind === 'label') {
      if (tlds.length === 0) {
        invalid.push({ input, reason: `Choose at least one TLD to search "${input.trim()}".` });
        continue;
      }
      const lookup = lookupFor(entry.label, entry.isIdn);
      for (const tld of tlds) if (!lookup.tlds.includes(tld)) lookup.tlds.push(tld);
    } else {
      const { domain } = entry;
      const lookup = lookupFor(domain.label, domain.label.ascii.startsWith('xn--'));
      if (!lookup.tlds.includes(domain.tld)) lookup.tlds.push(domain.tld);
    }
  }
  return { lookups: [...byLabel.values()], invalid, duplicates, tlds };
}
