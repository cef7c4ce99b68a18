import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';

export type NameCheck =
  | { readonly ok: true; readonly name: string; readonly unicodeName: string }
  | { readonly ok: false; readonly reason: string };

const MAX_LABEL = 63;
const MAX_NAME = 253;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
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

function labelProblem(label: string): string | undefined {
  if (label.length > MAX_LABEL) {
    return `the part "${label.slice(0, 20)}…" is longer than ${MAX_LABEL} characters`;
  }
  if (label.startsWith('-') || label.endsWith('-')) {
    return `the part "${label}" starts or ends with a hyphen`;
  }
  const bad = /[^a-z0-9-]/.exec(label);
  if (bad) return `it contains "${bad[0]}", which is not allowed in a domain name`;
  if (!LDH_LABEL.test(label)) return `the part "${label}" is not valid`;
  return undefined;
}

/**
 * Checks and normalises one domain name as a reseller would type it: case, spaces and a
 * trailing dot are ignored, an internationalised name is kept in both forms (Punycode is
 * the key). The reason of a refusal names the exact problem.
 */
export function checkDomainName(raw: string): NameCheck {
  const typed = raw.trim();
  if (typed === '') return invalid(raw, 'it is empty');
  const host = hostOf(typed);
  if (host === undefined) return invalid(raw, 'it is a link whose host cannot be read');
  const text = host.toLowerCase().replace(/[.。．｡]$/, '');
  if (/\s/.test(text)) return invalid(raw, 'it contains a space');
  if (text.includes('@')) return invalid(raw, 'it is an e-mail address');
  if (isIP(text) !== 0) return invalid(raw, 'it is an IP address');
  if (!/[.。．｡]/.test(text)) {
    return invalid(raw, `it has no extension (for example ${text}.com)`);
  }
  if (/(^|[.。．｡])([.。．｡]|$)/.test(text)) {
    return invalid(raw, 'it has an empty part (a leading dot or two dots in a row)');
  }
  const ascii = domainToASCII(text);
  if (ascii === '') {
    const bad = /[^\p{L}\p{M}\p{N}.。．｡-]/u.exec(text);
    return invalid(
      raw,
      bad
        ? `it contains "${bad[0]}", which is not allowed in a domain name`
        : 'it is not a valid internationalised name',
    );
  }
  if (ascii.length > MAX_NAME) return invalid(raw, `it is longer than ${MAX_NAME} characters`);
  const labels = ascii.split('.');
  for (const label of labels) {
    const problem = labelProblem(label);
    if (problem !== undefined) return invalid(raw, problem);
  }
  const tld = labels[labels.length - 1] ?? '';
  if (!TLD.test(tld)) return invalid(raw, `the extension ".${tld}" is not valid`);
  return { ok: true, name: ascii, unicodeName: domainToUnicode(ascii) || ascii };
}

/** The ASCII form, or undefined when the text is not a domain name. */
export function asciiNameOrUndefined(raw: string): string | undefined {
  const check = checkDomainName(raw);
  return check.ok ? check.name : undefined;
}
