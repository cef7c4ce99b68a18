/*
 * The mixed-script test of UTS #39 (§5.1, "single script" restriction), over the scripts
 * names and addresses are written in: a label whose letters come from two scripts that are
 * never written together (Latin `p` with Cyrillic `а`) is how look-alike names are made.
 * Common and Inherited characters (digits, hyphen, combining marks) fit any script.
 */

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Ethiopic',
  'Cherokee',
  'Mongolian',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;

const PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{scx=${script}}`, 'u')] as const);
const NEUTRAL = /[\p{sc=Common}\p{sc=Inherited}]/u;

// Writing systems that combine scripts (UTS #39's augmented script sets).
const AUGMENT: Readonly<Record<string, readonly string[]>> = {
  Han: ['Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};

/** The scripts a character is written in; undefined for digits, punctuation and marks. */
function scriptsOf(character: string): Set<string> | undefined {
  const found = PATTERNS.filter(([, pattern]) => pattern.test(character)).map(([s]) => s);
  if (found.length === 0 && NEUTRAL.test(character)) return undefined;
  const set = new Set<string>(found.length > 0 ? found : ['another script']);
  for (const script of found) for (const extra of AUGMENT[script] ?? []) set.add(extra);
  return set;
}

/**
 * The scripts `text` mixes ("Latin and Cyrillic"), or undefined when one writing system
 * covers every letter of it.
 */
export function mixedScripts(text: string): string | undefined {
  let common: Set<string> | undefined;
  const seen: string[] = [];
  for (const character of text) {
    const scripts = scriptsOf(character);
    if (scripts === undefined) continue;
    const first = [...scripts][0] ?? 'another script';
    if (!seen.includes(first)) seen.push(first);
    common = common === undefined ? scripts : new Set([...common].filter((s) => scripts.has(s)));
  }
  if (common === undefined || common.size > 0) return undefined;
  return seen.length > 1
    ? `${seen.slice(0, -1).join(', ')} and ${seen[seen.length - 1] ?? ''}`
    : undefined;
}
