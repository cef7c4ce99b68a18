import { isIP } from 'node:net';
import {
  describeLabelIssue,
  labelIssue,
  MAX_LABEL_LENGTH,
  normaliseDomainText,
  parseDomainName,
  tldShapeProblem,
  toAsciiLabel,
  toUnicodeLabel,
} from '../../../shared/domainName';
import type { LabelIssue } from '../../../shared/domainName';

export type NameCheck =
  | { readonly ok: true; readonly name: string; readonly unicodeName: string }
  | { readonly ok: false; readonly reason: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

function invalid(raw: string, why: string): NameCheck {
  return { ok: false, reason: `"${raw.slice(0, 100)}" is not a valid domain name: ${why}.` };
}

/** A pasted link keeps its host; anything else is taken as typed. */
function hostOf(text: string): string | undefined {
  if (!SCHEME.test(text)) return text;
  try {
    return new URL(text).hostname;
  } catch {
    return undefined;
  }
}

/** The portfolio's words for the label problems resellers meet most; the shared ones otherwise. */
function partProblem(label: string, issue: LabelIssue): string {
  switch (issue.kind) {
    case 'empty':
      return 'it has an empty part (a leading dot or two dots in a row)';
    case 'too_long':
      return `the part "${label.slice(0, 20)}…" is longer than ${MAX_LABEL_LENGTH} characters`;
    case 'edge_hyphen':
      return `the part "${label}" starts or ends with a hyphen`;
    case 'character':
      if (issue.character !== undefined) {
        return `it contains "${issue.character}", which is not allowed in a domain name`;
      }
      break;
    default:
      break;
  }
  return `it ${describeLabelIssue(label, issue)}`;
}

/**
 * Checks and normalises one domain name as a reseller would type or paste it: case, spaces,
 * a trailing dot and the scheme and path of a link are ignored, an internationalised name is
 * kept in both forms (Punycode is the key). The reason of a refusal names the exact problem.
 */
export function checkDomainName(raw: string): NameCheck {
  const typed = raw.trim();
  if (typed === '') return invalid(raw, 'it is empty');
  const host = hostOf(typed);
  if (host === undefined) return invalid(raw, 'it is a link whose host cannot be read');
  const text = normaliseDomainText(host);
  if (/\s/.test(text)) return invalid(raw, 'it contains a space');
  if (text.includes('@')) return invalid(raw, 'it is an e-mail address');
  if (isIP(text) !== 0) return invalid(raw, 'it is an IP address');
  if (!text.includes('.')) return invalid(raw, `it has no extension (for example ${text}.com)`);
  for (const label of text.split('.')) {
    const issue = labelIssue(label);
    if (issue !== undefined) return invalid(raw, partProblem(label, issue));
  }
  // Without the account's TLD list at hand, the extension is checked for its shape.
  const tld = toAsciiLabel(text.slice(text.lastIndexOf('.') + 1)) ?? '';
  if (tldShapeProblem(tld) !== undefined) {
    return invalid(raw, `the extension ".${toUnicodeLabel(tld)}" is not valid`);
  }
  const parsed = parseDomainName(text);
  if (!parsed.ok) return parsed;
  const { ascii, unicode } = parsed.value;
  return { ok: true, name: ascii, unicodeName: unicode };
}
