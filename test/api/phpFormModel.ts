import fc from 'fast-check';

/*
 * What PHP's parse_str gives back for a value encoded by encodePhpForm: strings unchanged,
 * booleans as '1'/'0', numbers as text, null/undefined and empty lists or maps left out,
 * lists whose keys are 0..n-1 as arrays.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function isStructured(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function asPhpArray(entries: [string, unknown][]): unknown {
  if (entries.length === 0) return undefined;
  const isList = entries.every(([key], i) => key === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

export function phpReadBack(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return wellFormed(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    if (!items.some(isStructured)) {
      const kept = items.map(phpReadBack).filter((v) => v !== undefined);
      return asPhpArray(kept.map((v, i) => [String(i), v]));
    }
    return asPhpArray(
      items
        .map((v, i): [string, unknown] => [String(i), phpReadBack(v)])
        .filter(([, v]) => v !== undefined),
    );
  }
  return asPhpArray(
    Object.entries(value as Record<string, unknown>)
      .map(([k, v]): [string, unknown] => [k, phpReadBack(v)])
      .filter(([, v]) => v !== undefined),
  );
}

export function phpReadBackTop(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]): [string, unknown] => [k, phpReadBack(v)])
      .filter(([, v]) => v !== undefined),
  );
}

const SPECIAL = [
  '&',
  '=',
  '+',
  '%',
  '[',
  ']',
  '"',
  "'",
  '😀',
  '日本',
  ' ',
  '%20',
  '\n',
  '\u0000',
  '#',
  '?',
  '~',
];

/** Text from every Unicode code point, weighted towards characters forms get wrong. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...SPECIAL) }),
  fc.string({ unit: 'grapheme' }),
  fc.constant(''),
);

/** Field names as an API uses them (PHP would rewrite brackets, dots and leading spaces). */
export const fieldName = fc.stringMatching(/^[a-z][A-Za-z0-9_]{0,8}$/);

const scalar = fc.oneof(
  { weight: 6, arbitrary: anyText },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
);

/** Nested form values: scalars, lists of text, maps, and lists of maps. */
export const formTree = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(scalar, { maxLength: 4 }),
    tie('map'),
    fc.array(tie('map'), { maxLength: 3 }),
  ),
  map: fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
}));

export const formBody = fc.dictionary(fieldName, formTree.value, { minKeys: 1, maxKeys: 5 });
