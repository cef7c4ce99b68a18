import { labelProblem, mapLabel, toAsciiLabel, toUnicodeLabel } from './domainLabel';

/**
 * The TLDs an account offers (from the cached TLD list), in ASCII form without the leading
 * dot. Second-level TLDs such as `co.uk` are entries of their own, so a name is split at
 * the longest TLD it ends with.
 */
export interface TldSet {
  has(tld: string): boolean;
  /** The longest listed TLD that `asciiName` ends with (after a dot). */
  longestSuffixOf(asciiName: string): string | undefined;
  readonly size: number;
  list(): string[];
}

/** `.CO.UK`, `co.uk.` and ` .co.uk ` all become `co.uk`; IDN TLDs become Punycode. */
export function normaliseTld(tld: string): string | undefined {
  const cleaned = tld
    .trim()
    .split('.')
    .map(mapLabel)
    .join('.')
    .replace(/^\.+/, '')
    .replace(/\.$/, '');
  if (cleaned === '') return undefined;
  const labels = cleaned.split('.');
  const ascii: string[] = [];
  for (const label of labels) {
    if (labelProblem(label) !== undefined) return undefined;
    const encoded = toAsciiLabel(label);
    if (encoded === undefined) return undefined;
    ascii.push(encoded);
  }
  return ascii.join('.');
}

/** Shown to people: `.рф` rather than `.xn--p1ai`. */
export function unicodeTld(asciiTld: string): string {
  return asciiTld.split('.').map(toUnicodeLabel).join('.');
}

/** A set from a TLD list such as GET /tlds returns (leading dots, nulls already dropped). */
export function createTldSet(tlds: readonly string[]): TldSet {
  const set = new Set<string>();
  for (const tld of tlds) {
    const normalised = normaliseTld(tld);
    if (normalised !== undefined) set.add(normalised);
  }
  return {
    has: (tld) => {
      const normalised = normaliseTld(tld);
      return normalised !== undefined && set.has(normalised);
    },
    longestSuffixOf(asciiName) {
      const labels = asciiName.split('.');
      // Longest first: `example.co.uk` tries `co.uk` before `uk`.
      for (let start = 1; start < labels.length; start += 1) {
        const candidate = labels.slice(start).join('.');
        if (set.has(candidate)) return candidate;
      }
      return undefined;
    },
    get size() {
      return set.size;
    },
    list: () => [...set].sort(),
  };
}
