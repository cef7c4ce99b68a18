/*
 * PHP `serialize` of a map of strings, as the vendor's registrar module sends the registry
 * fields: `domainfields=base64_encode(serialize($fields))`. The API publishes `domainfields`
 * as one text field, so nested form values (`domainfields[X]=...`) are refused by a real
 * server's text validator.
 */

const LONG_MAX = 9223372036854775807n;
const LONG_MIN = -9223372036854775808n;
const INTEGER_KEY = /^(?:0|-?[1-9][0-9]{0,18})$/;

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function serializeString(text: string): string {
  return `s:${String(byteLength(text))}:"${text}";`;
}

/** PHP stores a decimal-integer string key as an integer key, and serializes it as one. */
function serializeKey(key: string): string {
  if (INTEGER_KEY.test(key)) {
    const n = BigInt(key);
    if (n >= LONG_MIN && n <= LONG_MAX) return `i:${key};`;
  }
  return serializeString(key);
}

/** `serialize(['Nexus Category' => 'C11'])` → `a:1:{s:14:"Nexus Category";s:3:"C11";}`. */
export function phpSerializeStringMap(fields: Readonly<Record<string, string>>): string {
  const entries = Object.entries(fields);
  const body = entries.map(([key, value]) => serializeKey(key) + serializeString(value)).join('');
  return `a:${String(entries.length)}:{${body}}`;
}

/** The `domainfields` text: base64 of the serialized map (`YTowOnt9` when it is empty). */
export function encodeDomainFields(fields: Readonly<Record<string, string>> | undefined): string {
  return Buffer.from(phpSerializeStringMap(fields ?? {}), 'utf8').toString('base64');
}
