import punycode from 'punycode/punycode.js';
import { toASCII as uts46ToAscii, toUnicode as uts46ToUnicode } from 'tr46';

/** Longest label in its ASCII (Punycode) form, per the DNS. */
export const MAX_LABEL_LENGTH = 63;
/** Longest full name in its ASCII form, without the trailing dot. */
export const MAX_DOMAIN_LENGTH = 253;

// Printable ASCII only; anything else is encoded with Punycode.
const ASCII_ONLY = /^[\x20-\x7e]*$/;
// Letters, marks and digits of any script, plus the hyphen, may form an internationalized label.
const UNICODE_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;
const LDH = /^[a-z0-9-]+$/;

export function isAscii(text: string): boolean {
  return ASCII_ONLY.test(text);
}

/** A label written both ways. */
export interface LabelForms {
  /** ASCII form sent to the API (`xn--bcher-kva`). */
  ascii: string;
  /** Form shown to people (`bücher`). */
  unicode: string;
}

/**
 * One label as UTS #46 maps it before encoding, like browsers and PHP's `idn_to_ascii`: case
 * folded, full-width and compatibility characters replaced by their plain forms (`ｒｅｌ` →
 * `rel`, `ﬁ` → `fi`), soft hyphens and other ignorable characters removed, NFC. Characters
 * no domain may hold are kept, so that the checks can name them.
 */
export function mapLabel(label: string): string {
  if (isAscii(label)) return label.toLowerCase();
  const { domain, error } = uts46ToUnicode(label, { ignoreInvalidPunycode: true });
  // A label of ignorable characters only (a soft hyphen) maps to nothing: an empty label.
  return domain === '' && error ? label.normalize('NFC').toLowerCase() : domain;
}

// UTS #46 as browsers and PHP's `idn_to_ascii` apply it: STD3 rules refuse what maps to a
// dot or a symbol (`⒈` → `1.`); hyphens and lengths are checked here with their own words.
const UTS46_STRICT = {
  useSTD3ASCIIRules: true,
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  transitionalProcessing: false,
  verifyDNSLength: false,
} as const;

/** True when UTS #46 (with STD3 rules) refuses this mapped, non-ASCII label. */
function uts46Refuses(label: string): boolean {
  return uts46ToAscii(label, UTS46_STRICT) === null;
}

/** The ASCII form of one label (lower case); undefined when it cannot be encoded. */
export function toAsciiLabel(label: string): string | undefined {
  const lower = mapLabel(label);
  if (isAscii(lower)) return lower;
  if (uts46Refuses(lower)) return undefined;
  try {
    return punycode.toASCII(lower);
  } catch {
    return undefined;
  }
}

/** The Unicode form of one ASCII label; the label itself when it is not valid Punycode. */
export function toUnicodeLabel(ascii: string): string {
  if (!ascii.startsWith('xn--')) return ascii;
  try {
    return punycode.toUnicode(ascii);
  } catch {
    return ascii;
  }
}

function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/** What is wrong with a label, for callers that word it their own way. */
export type LabelIssue =
  | { readonly kind: 'empty' | 'space' }
  | { readonly kind: 'character'; readonly character: string | undefined }
  | {
      readonly kind:
        'unencodable' | 'too_long' | 'edge_hyphen' | 'invalid_punycode' | 'reserved_hyphens';
    };

/** The first character that cannot be in a label, naming the most common mistakes plainly. */
function characterIssue(label: string): LabelIssue {
  if (/\s/.test(label)) return { kind: 'space' };
  const bad = Array.from(label).find(
    (c) => !/[\p{L}\p{M}\p{N}-]/u.test(c) || (isAscii(c) && !LDH.test(c)),
  );
  return { kind: 'character', character: bad };
}

/** What makes `label` (either form) unfit to be a domain label, or undefined when it is fit. */
export function labelIssue(label: string): LabelIssue | undefined {
  if (label === '') return { kind: 'empty' };
  const lower = mapLabel(label);
  if (lower === '') return { kind: 'empty' };
  if (!UNICODE_LABEL.test(lower) || (isAscii(lower) && !LDH.test(lower))) {
    return characterIssue(lower);
  }
  if (!isAscii(lower) && uts46Refuses(lower)) {
    const bad = Array.from(lower).find((c) => !isAscii(c) && uts46Refuses(c));
    return bad === undefined ? { kind: 'unencodable' } : { kind: 'character', character: bad };
  }
  const ascii = toAsciiLabel(lower);
  if (ascii === undefined) return { kind: 'unencodable' };
  if (ascii.length > MAX_LABEL_LENGTH) return { kind: 'too_long' };
  if (ascii.startsWith('-') || ascii.endsWith('-')) return { kind: 'edge_hyphen' };
  if (ascii.startsWith('xn--')) {
    if (isAscii(lower) && !validPunycode(ascii)) return { kind: 'invalid_punycode' };
  } else if (ascii.slice(2, 4) === '--') {
    return { kind: 'reserved_hyphens' };
  }
  return undefined;
}

/** An issue of `label` as a phrase that follows "it" ("has an empty label", "contains a space"). */
export function describeLabelIssue(label: string, issue: LabelIssue): string {
  switch (issue.kind) {
    case 'empty':
      return 'has an empty label';
    case 'space':
      return 'contains a space';
    case 'character':
      return issue.character === undefined
        ? 'contains a character that is not allowed'
        : `contains "${issue.character}"`;
    case 'unencodable':
      return `has a label (${quoted(label)}) that cannot be encoded`;
    case 'too_long':
      return `has a label (${quoted(label)}) longer than ${MAX_LABEL_LENGTH} characters`;
    case 'edge_hyphen':
      return `has a label (${quoted(label)}) that begins or ends with a hyphen`;
    case 'invalid_punycode':
      return `has a label (${quoted(label)}) that is not valid Punycode`;
    case 'reserved_hyphens':
      return `has hyphens in the third and fourth positions of ${quoted(label)}`;
  }
}

/**
 * Why `label` (either form) cannot be a domain label, as a phrase that follows "it", or
 * undefined when it can. Registry-specific limits (minimum length, IDN support per TLD) are
 * the API's to judge.
 */
export function labelProblem(label: string): string | undefined {
  const issue = labelIssue(label);
  return issue === undefined ? undefined : describeLabelIssue(label, issue);
}

/** An `xn--` label must decode to a lower-case Unicode label that encodes back to itself. */
function validPunycode(ascii: string): boolean {
  try {
    const decoded = punycode.decode(ascii.slice(4));
    return (
      !isAscii(decoded) &&
      UNICODE_LABEL.test(decoded) &&
      decoded === mapLabel(decoded) &&
      !uts46Refuses(decoded) &&
      `xn--${punycode.encode(decoded)}` === ascii
    );
  } catch {
    return false;
  }
}

/** Both forms of a valid label, or the reason it is not one. */
export function labelForms(
  label: string,
): { ok: true; value: LabelForms } | { ok: false; reason: string } {
  const problem = labelProblem(label);
  if (problem !== undefined) return { ok: false, reason: problem };
  const ascii = toAsciiLabel(label) ?? label;
  return { ok: true, value: { ascii, unicode: toUnicodeLabel(ascii) } };
}
