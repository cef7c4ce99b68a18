import { isAscii, labelProblem } from '../domainName/domainLabel';
import { mixedScripts } from './mixedScript';
import { unsafeCharacterProblem } from './unsafeCharacters';

// The mailbox (before @) in ASCII; a domain of at least two parts.
const ASCII_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The phrase for text that is not shaped like an address at all. */
export const NOT_AN_ADDRESS = 'is not a valid e-mail address';

/**
 * Why `value` (trimmed) cannot be an e-mail address the registrar is given, as a phrase that
 * follows the quoted address, or undefined when it can. The address is ASCII, or its domain
 * is an internationalized name in one script per label: `info@pаypal.com` with a Cyrillic
 * `а` is how look-alike addresses are made.
 */
export function emailAddressProblem(value: string): string | undefined {
  const address = value.trim();
  const unsafe = unsafeCharacterProblem(address);
  if (unsafe !== undefined) return unsafe;
  if (!ASCII_ADDRESS.test(address)) return NOT_AN_ADDRESS;
  if (isAscii(address)) return undefined;
  const at = address.lastIndexOf('@');
  if (!isAscii(address.slice(0, at))) {
    return 'has letters outside ASCII before the @, which registrars cannot deliver to';
  }
  for (const label of address.slice(at + 1).split('.')) {
    if (isAscii(label)) continue;
    const problem = labelProblem(label);
    if (problem !== undefined) return `has a domain that ${problem}`;
    const mixed = mixedScripts(label);
    if (mixed !== undefined) {
      return `mixes ${mixed} letters in "${label}", as look-alike addresses do`;
    }
  }
  return undefined;
}
