export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export function toJsonText(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * Parses a JSON column written by this cache. The columns are only ever written through
 * `toJsonText` from typed values, so callers may assert the shape they stored.
 */
export function fromJsonText(text: unknown): unknown {
  if (typeof text !== 'string') throw new TypeError('Expected a JSON text column');
  return JSON.parse(text);
}

export function fromJsonTextOrNull(text: unknown): unknown {
  return text === null || text === undefined ? null : fromJsonText(text);
}
