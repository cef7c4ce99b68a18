/**
 * Values from the provider's API written into a zone file. A line break in one would start a
 * line of its own (`$INCLUDE`, an `NS` record), so text is escaped and anything else that
 * cannot be one plain token is left out of the file, with a comment saying so.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
const QUOTED_PARTS = /^\s*"(?:[^"\\]|\\.)*"(?:\s+"(?:[^"\\]|\\.)*")*\s*$/s;

/** Control characters as the zone file format's `\DDD` escapes: never a line break. */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => `\\${String(c.charCodeAt(0)).padStart(3, '0')}`);
}

/**
 * A TXT or CAA value as quoted character-strings: a value already written as quoted strings
 * keeps its parts; any other is quoted whole, its backslashes and quotes escaped.
 */
export function characterStrings(value: string): string {
  if (QUOTED_PARTS.test(value)) {
    const parts = value.match(/"(?:[^"\\]|\\.)*"/gs) ?? [];
    return parts.map((part) => printable(part)).join(' ');
  }
  return `"${printable(value.replace(/[\\"]/g, (c) => `\\${c}`))}"`;
}

/** Whether a name or a host can be written as one token of a zone file line. */
export function isPlainToken(text: string): boolean {
  return text.length > 0 && !/[\s;"()\\]/.test(text) && !text.startsWith('$');
}
