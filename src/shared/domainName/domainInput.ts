import {
  isAscii,
  labelForms,
  mapLabel,
  labelProblem,
  MAX_DOMAIN_LENGTH,
  toAsciiLabel,
  toUnicodeLabel,
} from './domainLabel';
import type { LabelForms } from './domainLabel';
import { tldShapeProblem, unicodeTld } from './tldSet';
import type { TldSet } from './tldSet';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A registrable name: one label under a TLD, in both forms. */
export interface DomainName {
  /** `xn--bcher-kva.co.uk`: what the API is sent. */
  ascii: string;
  /** `bücher.co.uk`: what people read. */
  unicode: string;
  label: LabelForms;
  /** ASCII TLD without the leading dot (`co.uk`). */
  tld: string;
  unicodeTld: string;
  /** True when any part is internationalized. */
  isIdn: boolean;
}

// Ideographic and full-width full stops, which IDNA treats as dots.
const DOT_VARIANTS = /[\u3002\uff0e\uff61]/g;

/**
 * What a person typed, cleaned the way a browser or PHP's `idn_to_ascii` would (UTS #46):
 * trimmed, full-width and ideographic full stops as dots, each label mapped (case, full-width
 * letters, soft hyphens, compatibility characters) and without the trailing root dot. The
 * one normaliser of names on every path: orders, search, pricing, portfolio, name servers.
 */
export function normaliseDomainText(raw: string): string {
  return raw
    .trim()
    .replace(DOT_VARIANTS, '.')
    .split('.')
    .map(mapLabel)
    .join('.')
    .replace(/\.$/, '');
}

/**
 * The ASCII (Punycode) form of a whole name, mapped as `normaliseDomainText` does, or
 * undefined when it cannot be sent as one: empty, `.`, `..`, an empty label (which a URL
 * would read as a path step), spaces or characters that end a URL path segment.
 */
export function asciiDomainName(raw: string): string | undefined {
  const text = normaliseDomainText(raw);
  if (text === '' || /[\s/\\?#@%]/.test(text)) return undefined;
  const ascii: string[] = [];
  for (const label of text.split('.')) {
    const encoded = label === '' ? undefined : toAsciiLabel(label);
    if (encoded === undefined || encoded === '') return undefined;
    ascii.push(encoded);
  }
  return ascii.join('.');
}

function invalid(raw: string, why: string): { ok: false; reason: string } {
  const shown = raw.trim().length > 80 ? `${raw.trim().slice(0, 80)}…` : raw.trim();
  return { ok: false, reason: `"${shown}" is not a valid domain name: it ${why}.` };
}

/**
 * Parses a full name such as `Bücher.co.uk`. With a TLD set the name must end in one of its
 * TLDs and have exactly one label before it; without one, everything after the first dot
 * is taken as the TLD.
 */
export function parseDomainName(raw: string, tlds?: TldSet): Parsed<DomainName> {
  const text = normaliseDomainText(raw);
  if (text === '') return { ok: false, reason: 'The domain name is empty.' };
  if (/\s/.test(text)) return invalid(raw, 'contains a space');
  const labels = text.split('.');
  if (labels.length < 2) return invalid(raw, 'has no TLD (such as .com)');
  for (const label of labels) {
    const problem = labelProblem(label);
    if (problem !== undefined) return invalid(raw, problem);
  }
  const asciiLabels = labels.map((label) => toAsciiLabel(label) ?? label);
  const ascii = asciiLabels.join('.');
  if (ascii.length > MAX_DOMAIN_LENGTH) {
    return invalid(raw, `is longer than ${MAX_DOMAIN_LENGTH} characters`);
  }
  let tld: string;
  if (tlds !== undefined && tlds.size > 0) {
    const found = tlds.longestSuffixOf(ascii);
    if (found === undefined) {
      const last = asciiLabels[asciiLabels.length - 1] ?? '';
      return invalid(raw, `ends in .${unicodeTld(last)}, which this provider does not offer`);
    }
    tld = found;
  } else {
    const shape = tldShapeProblem(asciiLabels[asciiLabels.length - 1] ?? '');
    if (shape !== undefined) return invalid(raw, shape);
    tld = asciiLabels.slice(1).join('.');
  }
  const label = ascii.slice(0, ascii.length - tld.length - 1);
  if (label.includes('.')) {
    return invalid(raw, `has more than one label before .${unicodeTld(tld)}`);
  }
  const forms = { ascii: label, unicode: toUnicodeLabel(label) };
  const unicodeName = `${forms.unicode}.${unicodeTld(tld)}`;
  return {
    ok: true,
    value: {
      ascii,
      unicode: unicodeName,
      label: forms,
      tld,
      unicodeTld: unicodeTld(tld),
      isIdn: !isAscii(unicodeName) || ascii.split('.').some((l) => l.startsWith('xn--')),
    },
  };
}

/** One search entry: a bare label (searched under a TLD set) or a full name. */
export type SearchEntry =
  { kind: 'label'; label: LabelForms; isIdn: boolean } | { kind: 'domain'; domain: DomainName };

/** Parses one search entry; a dot makes it a full name. */
export function parseSearchEntry(raw: string, tlds?: TldSet): Parsed<SearchEntry> {
  const text = normaliseDomainText(raw);
  if (text === '') return { ok: false, reason: 'The entry is empty.' };
  if (text.includes('.')) {
    const parsed = parseDomainName(raw, tlds);
    return parsed.ok ? { ok: true, value: { kind: 'domain', domain: parsed.value } } : parsed;
  }
  if (/\s/.test(text)) return invalid(raw, 'contains a space');
  const forms = labelForms(text);
  if (!forms.ok) return invalid(raw, forms.reason);
  return {
    ok: true,
    value: {
      kind: 'label',
      label: forms.value,
      isIdn: forms.value.ascii.startsWith('xn--'),
    },
  };
}

/**
 * Splits pasted text into entries: one per line, comma, semicolon or tab. Spaces are kept
 * inside an entry so that `exa mple.com` is reported rather than silently split in two.
 */
export function splitEntries(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
