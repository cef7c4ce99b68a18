/** The longest notes a domain keeps; the bridge's schema and every editor say the same. */
export const MAX_NOTES_LENGTH = 10_000;

export const NOTES_TOO_LONG = `Notes are at most ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`;

export const NOTES_HAVE_NUL =
  'Notes must not contain the NUL character (U+0000): what follows it would be lost.';

/** How a bulk "Set notes" treats the notes a domain already has. */
export const NOTES_MODES = ['replace', 'append'] as const;
export type NotesMode = (typeof NOTES_MODES)[number];

/**
 * A domain's notes after a bulk edit: replaced, or the text added on a new line after what
 * was there (an empty note takes the text as it is).
 */
export function editedNotes(current: string, text: string, mode: NotesMode): string {
  if (mode === 'replace' || current === '') return text;
  if (text === '') return current;
  return `${current}\n${text}`;
}

/** What is wrong with typed notes, in the words the bridge would refuse them with; or null. */
export function notesProblem(notes: string): string | null {
  if (notes.includes('\0')) return NOTES_HAVE_NUL;
  if (notes.length > MAX_NOTES_LENGTH) {
    return `${NOTES_TOO_LONG} These are ${notes.length.toLocaleString('en-US')}.`;
  }
  return null;
}
