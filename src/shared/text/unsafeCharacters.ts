/*
 * Characters no typed field (a contact, an e-mail address, a DNS value) may carry: they are
 * invisible or change how the text around them reads, so what the user sees differs from what
 * the registrar stores (`safe\u202Eexe.txt` reads "safetxt.exe").
 */

const KINDS: readonly (readonly [RegExp, string])[] = [
  // Cc is exactly the C0 controls, DEL and the C1 controls.
  [/\p{Cc}/u, 'a control character'],
  [/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u, 'a text-direction control'],
  [/[\u200b-\u200d\u2060\u180e\ufeff]/u, 'a zero-width character'],
];

const ANY_UNSAFE =
  /[\p{Cc}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\u180e\ufeff]/u;

/** `U+202E`, as character tables name it. */
export function codePointName(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** True when `text` holds a control, text-direction or zero-width character. */
export function hasUnsafeCharacter(text: string): boolean {
  return ANY_UNSAFE.test(text);
}

/**
 * Why `text` cannot be sent, as a sentence fragment ("contains a text-direction control
 * (U+202E)"), or undefined when every character is one a person can see.
 */
export function unsafeCharacterProblem(text: string): string | undefined {
  const found = ANY_UNSAFE.exec(text);
  if (found === null) return undefined;
  const character = found[0];
  const kind = KINDS.find(([pattern]) => pattern.test(character))?.[1] ?? 'a hidden character';
  return `contains ${kind} (${codePointName(character)}), which would not show as typed`;
}

/** `text` with every unsafe character written as its code (`a\u{1B}[31m`), for messages. */
export function visibleText(text: string): string {
  return text.replace(
    new RegExp(ANY_UNSAFE.source, 'gu'),
    (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}
