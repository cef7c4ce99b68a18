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

/**
 * Why the last label of a name cannot be a top-level domain, when no TLD list is at hand to
 * ask: TLDs are letters only, in ASCII or, for internationalised ones, in one script other
 * than Latin (`.рф`, `.中国`). A Latin letter with an accent (`.coḿ`, as a stray combining
 * mark makes of `.com`) is refused; the few Latin IDN TLDs need the provider's TLD list.
 */
export function tldShapeProblem(asciiTld: string): string | undefined {
  if (/^[a-z]{2,63}$/.test(asciiTld)) return undefined;
  const unicode = toUnicodeLabel(asciiTld);
  const idn =
    asciiTld.startsWith('xn--') &&
    unicode !== asciiTld &&
    /^[\p{L}\p{M}]+$/u.test(unicode) &&
    !/\p{Script=Latin}/u.test(unicode);
  return idn ? undefined : `ends in .${unicode}, which is not a valid TLD`;
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
