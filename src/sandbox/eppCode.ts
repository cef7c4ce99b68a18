import { createHmac } from 'node:crypto';
import { toAsciiName } from './domainName';

// Auth codes mix in the punctuation registries use, so clients must encode them properly.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789#+&%!=';
const SECRET = 'domaindesk-sandbox-registry';

/** The valid transfer authorisation code of a name: stable for the name. */
export function eppCodeFor(name: string): string {
  const digest = createHmac('sha256', SECRET).update(toAsciiName(name)).digest();
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[(digest[i] ?? 0) % ALPHABET.length] ?? 'A';
  return code;
}
