/**
 * Reads an `application/x-www-form-urlencoded` body exactly as PHP 8.2 fills `$_POST` (and as
 * `parse_str` does): `php_url_decode` for names and values, then `php_register_variable_ex`
 * for the bracket syntax.
 *
 * Representation of PHP values in JavaScript:
 * - every leaf is a string (PHP never produces another scalar type here);
 * - a PHP array whose keys are exactly 0..n-1 in insertion order (`array_is_list`) becomes a
 *   JS array, so `a[]=x&a[]=y` and `a[0]=x&a[1]=y` read identically;
 * - any other PHP array becomes a plain object with string keys. JS orders integer-like keys
 *   ascending, so the insertion order of such keys is not kept (PHP's `a[1]=x&a[0]=y` keeps it);
 * - the top level is always an object.
 *
 * PHP 8.2 is followed where versions differ: after negative integer keys, `a[]` appends at
 * key 0 (PHP 8.3 would use the negative key + 1).
 */

export interface ParseFormOptions {
  /** PHP's `max_input_vars`: pairs beyond it are ignored. Default: no limit. */
  maxInputVars?: number;
  /** PHP's `max_input_nesting_level` (default 64): deeper names drop the whole variable. */
  maxNestingLevel?: number;
}

const LONG_MAX = 9223372036854775807n;
const LONG_MIN = -9223372036854775808n;
const NUMERIC_KEY = /^(?:0|-?[1-9][0-9]{0,18})$/;
// PHP keeps a leading byte-order mark as data; TextDecoder would drop it by default.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const encoder = new TextEncoder();

type PhpValue = string | PhpArray;

/** An ordered PHP hash table: string keys, integer-like keys tracked for `[]` appends. */
class PhpArray {
  readonly items = new Map<string, PhpValue>();
  private nextFree = 0n;

  get(key: string): PhpValue | undefined {
    return this.items.get(key);
  }

  set(key: string, value: PhpValue): void {
    const n = integerKey(key);
    if (n !== undefined && n >= this.nextFree) this.nextFree = n < LONG_MAX ? n + 1n : LONG_MAX;
    this.items.set(key, value);
  }

  /** `zend_hash_next_index_insert`: fails when the next key is taken (after LONG_MAX). */
  append(value: PhpValue): boolean {
    const key = this.nextFree.toString();
    if (this.items.has(key)) return false;
    this.set(key, value);
    return true;
  }

  delete(key: string): void {
    this.items.delete(key);
  }
}

/** The integer a key turns into under `ZEND_HANDLE_NUMERIC_STR`, if any. */
function integerKey(key: string): bigint | undefined {
  if (!NUMERIC_KEY.test(key)) return undefined;
  const n = BigInt(key);
  return n > LONG_MAX || n < LONG_MIN ? undefined : n;
}

function isHex(code: number | undefined): boolean {
  return (
    code !== undefined &&
    ((code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x46) ||
      (code >= 0x61 && code <= 0x66))
  );
}

/** `php_url_decode`: `+` is a space, `%XX` a byte, any other `%` stays literally. */
export function phpUrlDecode(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text;
  const bytes = encoder.encode(text);
  const out = new Uint8Array(bytes.length);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0x2b) {
      out[o++] = 0x20;
    } else if (b === 0x25 && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
      out[o++] = parseInt(String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0), 16);
      i += 2;
    } else {
      out[o++] = b;
    }
  }
  return utf8.decode(out.subarray(0, o));
}

const isCSpace = (ch: string | undefined): boolean =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\v' || ch === '\f' || ch === '\r';

/** `php_register_variable_ex` into `root`. */
function register(root: PhpArray, rawName: string, value: string, maxNesting: number): void {
  // Names are C strings: a decoded NUL ends them. Leading spaces are ignored.
  const nul = rawName.indexOf('\0');
  const name = (nul === -1 ? rawName : rawName.slice(0, nul)).replace(/^ +/, '');
  const open = name.indexOf('[');
  const base = (open === -1 ? name : name.slice(0, open)).replace(/[ .]/g, '_');
  if (base === '') return;
  if (open === -1) {
    root.set(base, value);
    return;
  }

  let table = root;
  let index: string | null = base;
  let bracket = open;
  for (let level = 1; ; level++) {
    if (level > maxNesting) {
      root.delete(base);
      return;
    }
    const start = bracket + 1;
    let ip = isCSpace(name[start]) ? start + 1 : start;
    let next: string | null;
    if (name[ip] === ']') {
      next = null;
    } else {
      const close = name.indexOf(']', ip);
      if (close === -1) {
        // Not an index. At the first level the bracket becomes part of the name
        // (`a[b` is `a_b`); deeper, the rest is ignored and the current key is assigned.
        if (level === 1) index = `${base}_${name.slice(start).replace(/[ .[]/g, '_')}`;
        break;
      }
      next = name.slice(start, close);
      ip = close;
    }

    let child: PhpArray;
    const existing = index === null ? undefined : table.get(index);
    if (existing instanceof PhpArray) {
      child = existing;
    } else {
      child = new PhpArray();
      if (index === null) {
        if (!table.append(child)) return;
      } else {
        table.set(index, child);
      }
    }
    table = child;
    index = next;
    // Anything after `]` other than another `[` is ignored: `a[b]c` is `a[b]`.
    if (name[ip + 1] !== '[') break;
    bracket = ip + 1;
  }

  if (index === null) table.append(value);
  else table.set(index, value);
}

function toJs(value: PhpValue): unknown {
  if (typeof value === 'string') return value;
  let i = 0;
  let isList = true;
  for (const key of value.items.keys()) {
    if (key !== String(i++)) {
      isList = false;
      break;
    }
  }
  if (isList) return Array.from(value.items.values(), toJs);
  return Object.fromEntries(Array.from(value.items, ([k, v]) => [k, toJs(v)]));
}

/** Parses a form body the way PHP's `parse_str` / `$_POST` does (see the module comment). */
export function parsePhpForm(
  body: string,
  options: ParseFormOptions = {},
): Record<string, unknown> {
  const maxVars = options.maxInputVars ?? Infinity;
  const maxNesting = options.maxNestingLevel ?? 64;
  const root = new PhpArray();
  let count = 0;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    if (++count > maxVars) break;
    const eq = pair.indexOf('=');
    const name = phpUrlDecode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : phpUrlDecode(pair.slice(eq + 1));
    register(root, name, value, maxNesting);
  }
  return Object.fromEntries(Array.from(root.items, ([k, v]) => [k, toJs(v)]));
}
