/**
 * PHP `unserialize` for what the API's `domainfields` text carries: one array whose keys are
 * strings or integers and whose values are scalars. Anything else (nested arrays, objects,
 * references, trailing bytes) is refused rather than guessed at. String lengths are counted
 * in UTF-8 bytes, as PHP writes them.
 */

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

class Reader {
  private at = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.at === this.bytes.length;
  }

  peek(): string {
    return String.fromCharCode(this.bytes[this.at] ?? 0);
  }

  expect(text: string): void {
    for (const ch of text) {
      if (this.peek() !== ch) throw new Error(`expected "${text}" at byte ${String(this.at)}`);
      this.at++;
    }
  }

  /** Characters up to (not including) `end`, which is consumed. */
  until(end: string): string {
    const start = this.at;
    while (this.at < this.bytes.length && this.peek() !== end) this.at++;
    if (this.at >= this.bytes.length) throw new Error(`missing "${end}"`);
    const text = utf8.decode(this.bytes.subarray(start, this.at));
    this.at++;
    return text;
  }

  take(count: number): string {
    if (this.at + count > this.bytes.length) throw new Error('a string runs past the end');
    const text = utf8.decode(this.bytes.subarray(this.at, this.at + count));
    this.at += count;
    return text;
  }
}

function readInteger(text: string): string {
  if (!/^[+-]?\d+$/.test(text)) throw new Error(`"${text}" is not an integer`);
  return String(BigInt(text));
}

function readString(reader: Reader): string {
  const length = reader.until(':');
  if (!/^\d+$/.test(length)) throw new Error(`"${length}" is not a string length`);
  reader.expect('"');
  const text = reader.take(Number(length));
  reader.expect('";');
  return text;
}

function readKey(reader: Reader): string {
  const type = reader.peek();
  reader.expect(`${type}:`);
  if (type === 's') return readString(reader);
  if (type === 'i') return readInteger(reader.until(';'));
  throw new Error(`an array key of type "${type}" is not supported`);
}

/** Scalars as PHP's string conversion writes them (`true` → "1", `false`/null → ""). */
function readScalar(reader: Reader): string {
  const type = reader.peek();
  if (type === 'N') {
    reader.expect('N;');
    return '';
  }
  reader.expect(`${type}:`);
  switch (type) {
    case 's':
      return readString(reader);
    case 'i':
      return readInteger(reader.until(';'));
    case 'b': {
      const value = reader.until(';');
      if (value !== '0' && value !== '1') throw new Error(`"${value}" is not a boolean`);
      return value === '1' ? '1' : '';
    }
    case 'd':
      return reader.until(';');
    default:
      throw new Error(`a value of type "${type}" is not supported`);
  }
}

/** Reads `a:N:{key;value;…}` into a map of strings; throws saying what is wrong. */
export function phpUnserializeStringMap(bytes: Uint8Array): Record<string, string> {
  const reader = new Reader(bytes);
  reader.expect('a:');
  const count = reader.until(':');
  if (!/^\d{1,6}$/.test(count)) throw new Error(`"${count}" is not an element count`);
  reader.expect('{');
  // A Map, not an object: a key such as `__proto__` is data here. A repeated key keeps its
  // last value, as in PHP.
  const out = new Map<string, string>();
  for (let i = 0; i < Number(count); i++) {
    const key = readKey(reader);
    out.set(key, readScalar(reader));
  }
  reader.expect('}');
  if (!reader.done) throw new Error('bytes follow the array');
  return Object.fromEntries(out);
}
