import { z } from 'zod';
import { MAX_NOTES_LENGTH, NOTES_TOO_LONG } from '../notes/notesRules';

/*
 * Rules every text crossing the bridge follows. The dispatcher puts the field's path before
 * each message, so a refusal always names the field.
 */

/** Carriage return, line feed and the other line breaks Unicode and HTTP libraries honour. */
const ONE_LINE = /^[^\r\n\u0085\u2028\u2029]*$/;

// SQLite hands text back up to its first NUL: whatever followed would be kept yet never shown.
const NO_NUL = /^[^\0]*$/;

/** Text of any length or lines that holds no NUL character (U+0000). */
export function noNul(schema: z.ZodString): z.ZodString {
  return schema.regex(NO_NUL, {
    error: 'Must not contain the NUL character (U+0000): what follows it would be lost.',
  });
}

/** Longest id (account, order, job, contact profile) anything in the app hands out. */
export const MAX_ID_LENGTH = 100;

/**
 * A single-line value (a name, a host, a contact field): a line break could start a new
 * header or line in what is sent or stored, so it is refused.
 */
export function oneLine(schema: z.ZodString): z.ZodString {
  return noNul(
    schema.regex(ONE_LINE, {
      error: 'Must be on one line: it contains a line break.',
    }),
  );
}

/** A domain's notes: free text over several lines. */
export const notesSchema = noNul(
  z.string({ error: 'Notes must be text.' }).max(MAX_NOTES_LENGTH, { error: NOTES_TOO_LONG }),
);

/** The tags of one domain, as set in the portfolio. */
export const MAX_TAGS_PER_DOMAIN = 50;
export const tagSchema = lineText(100, 'A tag is at most 100 characters.');
export const tagsSchema = z
  .array(tagSchema)
  .max(MAX_TAGS_PER_DOMAIN, { error: `At most ${MAX_TAGS_PER_DOMAIN} tags.` });

/** Single-line text of at most `max` characters. */
export function lineText(max: number, tooLong = `At most ${max} characters.`): z.ZodString {
  return oneLine(z.string({ error: 'Must be text.' }).max(max, { error: tooLong }));
}

/** An id the app handed out: non-empty, short, on one line. */
export function idText(what: string): z.ZodString {
  return oneLine(
    z
      .string({ error: `${what} is required.` })
      .trim()
      .min(1, { error: `${what} is required.` })
      .max(MAX_ID_LENGTH, { error: `${what} is at most ${MAX_ID_LENGTH} characters.` }),
  );
}

/**
 * An IP address for a glue record. An IPv6 zone id (`fe80::1%eth0`) names a network
 * interface of one computer and means nothing to a registry.
 */
export function glueAddress(max = 100): z.ZodString {
  return lineText(max).regex(/^[^%]*$/, {
    error:
      'An IPv6 zone id (the part after %) names a network interface of one computer and cannot be a glue address.',
  });
}
