/*
 * PHP `http_build_query`-compatible form encoding, in the shapes the API expects:
 * `name[]=` for lists of scalars, `name[0][key]=` for lists of maps, `name[key]=` for maps.
 * Booleans become 1/0, null and undefined are omitted, and text is escaped like PHP's
 * `urlencode` (RFC 1738: letters, digits and `-_.` kept, space as `+`, the rest as UTF-8 %XX).
 */

type Scalar = string | number | bigint | boolean;

const utf8 = new TextEncoder();
const HEX = '0123456789ABCDEF';

function isKeptByte(b: number): boolean {
  return (
    (b >= 0x30 && b <= 0x39) || // 0-9
    (b >= 0x41 && b <= 0x5a) || // A-Z
    (b >= 0x61 && b <= 0x7a) || // a-z
    b === 0x2d || // -
    b === 0x2e || // .
    b === 0x5f // _
  );
}

/**
 * PHP `urlencode` of a string. Lone UTF-16 surrogates (not valid Unicode) become U+FFFD,
 * as any UTF-8 encoder would write them.
 */
export function phpUrlEncode(value: string): string {
  let out = '';
  for (const b of utf8.encode(value)) {
    if (isKeptByte(b)) out += String.fromCharCode(b);
    else if (b === 0x20) out += '+';
    else out += `%${HEX.charAt(b >> 4)}${HEX.charAt(b & 15)}`;
  }
  return out;
}

function scalarText(value: Scalar): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError('Cannot form-encode a non-finite number');
  }
  return String(value);
}

function isScalar(value: unknown): value is Scalar {
  const t = typeof value;
  return t === 'string' || t === 'number' || t === 'bigint' || t === 'boolean';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

// PHP reads brackets as structure, ends a name at NUL and skips one leading whitespace
// character inside brackets: such keys could never arrive as sent.
function checkKey(key: string): string {
  if (key === '' || /[[\]\0]/.test(key) || /^[ \t\n\v\f\r]/.test(key)) {
    throw new TypeError(`Cannot form-encode the key ${JSON.stringify(key)}`);
  }
  return phpUrlEncode(key);
}

function encodeInto(pairs: string[], name: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (isScalar(value)) {
    pairs.push(`${name}=${phpUrlEncode(scalarText(value))}`);
  } else if (Array.isArray(value)) {
    const items: unknown[] = value;
    // Lists of scalars use `[]`; lists holding structures need explicit indices so that
    // the keys of one element stay together.
    const structured = items.some((item) => !isScalar(item) && item !== null && item !== undefined);
    items.forEach((item, index) => {
      encodeInto(pairs, structured ? `${name}[${String(index)}]` : `${name}[]`, item);
    });
  } else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      encodeInto(pairs, `${name}[${checkKey(key)}]`, inner);
    }
  } else {
    throw new TypeError(`Cannot form-encode a value of type ${typeof value}`);
  }
}

/** Encode a request body as PHP's `http_build_query` would, readable by `parse_str`. */
export function encodePhpForm(value: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, inner] of Object.entries(value)) {
    if (/[.\s]/.test(key)) {
      // parse_str turns dots and spaces in a top-level name into underscores.
      throw new TypeError(`Cannot form-encode the top-level key ${JSON.stringify(key)}`);
    }
    encodeInto(pairs, checkKey(key), inner);
  }
  return pairs.join('&');
}

/** Variables PHP counts against `max_input_vars` in an encoded body: one per pair. */
export function formVarCount(encoded: string): number {
  return encoded === '' ? 0 : encoded.split('&').length;
}
