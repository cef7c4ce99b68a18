import punycode from 'punycode/punycode.js';
import { findTld, type TldInfo } from './catalogue';

/** A full name split at its first dot: one label under a known TLD. */
export interface SplitName {
  /** ASCII (punycode) full name, lower case. */
  name: string;
  sld: string;
  tld: TldInfo;
}

// Printable ASCII; anything else goes through punycode, which leaves ASCII as it is.
const ASCII_ONLY = /^[ -~]*$/;

/** Lower case, trimmed, no trailing dot, Unicode labels turned into punycode. */
export function toAsciiName(input: string): string {
  const trimmed = input.trim().toLowerCase().replace(/\.$/, '');
  if (ASCII_ONLY.test(trimmed)) return trimmed;
  try {
    return punycode.toASCII(trimmed);
  } catch {
    return trimmed;
  }
}

export function toUnicodeName(ascii: string): string {
  try {
    return punycode.toUnicode(ascii);
  } catch {
    return ascii;
  }
}

/** Length in Unicode code points (what registries count for IDN labels). */
export function codePoints(text: string): number {
  return Array.from(text).length;
}

export function isAscii(text: string): boolean {
  return ASCII_ONLY.test(text);
}

/** Splits a normalised name into label and TLD; undefined when the TLD is not offered. */
export function splitName(input: string): SplitName | undefined {
  const name = toAsciiName(input);
  const dot = name.indexOf('.');
  if (dot <= 0) return undefined;
  const tld = findTld(name.slice(dot + 1));
  return tld ? { name, sld: name.slice(0, dot), tld } : undefined;
}

/** Why an ASCII label cannot be registered under the TLD, or undefined when it can. */
export function labelProblem(label: string, tld: TldInfo): string | undefined {
  if (label === '') return 'The domain name is empty';
  if (!/^[a-z0-9-]+$/.test(label)) return 'The domain name contains invalid characters';
  if (label.startsWith('-') || label.endsWith('-')) {
    return 'The domain name cannot begin or end with a hyphen';
  }
  const idn = label.startsWith('xn--');
  if (label.slice(2, 4) === '--' && !idn) {
    return 'The domain name cannot contain hyphens in the third and fourth positions';
  }
  let unicodeLength = label.length;
  if (idn) {
    if (!tld.idn) return `Internationalized domain names are not supported for .${tld.tld}`;
    let decoded = '';
    try {
      decoded = punycode.decode(label.slice(4));
    } catch {
      // an undecodable xn-- label is reported below
    }
    if (decoded === '') return 'The domain name is not valid punycode';
    unicodeLength = codePoints(decoded);
  }
  if (unicodeLength < tld.minLength) {
    return `The domain name must be at least ${tld.minLength} characters for .${tld.tld}`;
  }
  if (label.length > tld.maxLength) {
    return `The domain name must be at most ${tld.maxLength} characters for .${tld.tld}`;
  }
  return undefined;
}

/** A host name such as a nameserver: dot-separated LDH labels. */
export function isHostname(text: string): boolean {
  if (text.length > 253) return false;
  const labels = text.toLowerCase().replace(/\.$/, '').split('.');
  return labels.length >= 2 && labels.every((l) => /^[a-z0-9_]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l));
}
