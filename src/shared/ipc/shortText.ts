/** The most of one run of input (a key, a name, a value) echoed back in a message. */
const MAX_RUN = 60;
/** The most of a message built from input. */
const MAX_MESSAGE = 1000;

/**
 * Input echoed in a message, cut short: a pasted megabyte must not come back (twice, with the
 * detail) in the answer.
 */
export function shortText(text: string): string {
  return text.length > MAX_RUN ? `${text.slice(0, 40)}…` : text;
}

/** A message that may quote input: each long run without spaces cut, then the whole. */
export function shortenEchoes(message: string): string {
  const runs = message.replace(new RegExp(`\\S{${String(MAX_RUN + 1)},}`, 'g'), shortText);
  return runs.length > MAX_MESSAGE ? `${runs.slice(0, MAX_MESSAGE)}…` : runs;
}
