import { asciiDomainName as sharedAsciiName, toUnicodeLabel } from '../../shared/domainName';

export class InvalidDomainNameError extends Error {
  override readonly name = 'InvalidDomainNameError';
  readonly kind = 'invalid_domain' as const;
}

const PLAIN_ASCII_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * The cache keys domains by their ASCII (Punycode) form in lower case, so `Bücher.de`,
 * `bücher.de.` and `xn--bcher-kva.de` are one row.
 */
export function asciiDomainName(name: string): string {
  // Already lower-case ASCII letters, digits and hyphens between dots: normalising would
  // return it unchanged, and a 100,000-domain import would spend a quarter of its time on it.
  if (PLAIN_ASCII_NAME.test(name)) return name;
  const ascii = sharedAsciiName(name);
  if (ascii === undefined)
    throw new InvalidDomainNameError(`"${name}" is not a valid domain name.`);
  return ascii;
}

export function unicodeDomainName(asciiName: string): string {
  if (!asciiName.includes('xn--')) return asciiName;
  return asciiName.split('.').map(toUnicodeLabel).join('.');
}

/** Trimmed, non-empty, without duplicates, in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  if (tags.length === 0) return [];
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().replace(/\s+/g, ' ');
    if (clean !== '') seen.add(clean);
  }
  return [...seen];
}
