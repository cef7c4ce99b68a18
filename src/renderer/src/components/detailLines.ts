/** Words for the keys main puts in an error's detail; others are spelled out from camelCase. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  live: 'Now at the registrar',
  base: 'What the edit started from',
  changeInTheWay: 'Change in the way',
  locked: 'Registrar lock',
  idProtection: 'ID protection',
};

function keyWords(key: string): string {
  const known = KEY_WORDS[key];
  if (known !== undefined) return known;
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

/**
 * Any value (an error's detail, a logged state) as indented lines of `Key: value` in words,
 * never as raw JSON: lists of plain values on one line, records one per line.
 */
export function detailLines(value: unknown, indent = ''): string[] {
  if (isScalar(value)) return [`${indent}${scalarText(value)}`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}(none)`];
    if (value.every(isScalar)) return [`${indent}${value.map(scalarText).join(', ')}`];
    return value.flatMap((item: unknown) => {
      const [first = '', ...rest] = detailLines(item, `${indent}  `);
      return [`${indent}- ${first.trimStart()}`, ...rest];
    });
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    if (isScalar(item) || (Array.isArray(item) && item.every(isScalar))) {
      return [`${indent}${keyWords(key)}: ${detailLines(item)[0]?.trimStart() ?? ''}`];
    }
    return [`${indent}${keyWords(key)}:`, ...detailLines(item, `${indent}  `)];
  });
}
