import { z } from 'zod';

/*
 * What the user can do about an error, decided in main where the error is made (it knows
 * which account and why) and acted on by the renderer's error alert, which never reads the
 * message to guess.
 */

export const nextStepSchema = z.discriminatedUnion('action', [
  /** The fix is in this account's settings (key, API URL, User-Agent, keychain). */
  z.object({ action: z.literal('openAccountSettings'), accountId: z.string() }),
  /** The details went to the log. */
  z.object({ action: z.literal('openLogFolder') }),
]);

export type NextStep = z.infer<typeof nextStepSchema>;
