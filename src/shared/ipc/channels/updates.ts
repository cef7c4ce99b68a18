import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';

/** What a look at the release feed found. Plain JSON: it crosses both transports. */
export type UpdateCheck =
  | {
      readonly status: 'checked';
      /** This app's version. */
      readonly current: string;
      /** The newest published release. */
      readonly latest: string;
      /** `latest` outranks `current` (a pre-release never outranks its release). */
      readonly newer: boolean;
      /** The release's page, https only; opened in the system browser. */
      readonly url: string;
      /** ISO time of the look. */
      readonly checkedAt: string;
    }
  | {
      /** The feed could not be read or made no sense; `message` says why ("Could not check: …"). */
      readonly status: 'failed';
      readonly current: string;
      readonly message: string;
      readonly checkedAt: string;
    }
  | {
      /** A start-up look that did not run: turned off, or one ran less than a day ago. */
      readonly status: 'skipped';
      readonly current: string;
    };

export const updatesChannels = {
  /**
   * `now`: asks the release feed (the Settings button, Help ▸ Check for Updates…).
   * `onStart`: asks only when the "check for updates" setting is on and no look was made in
   * the last day, else answers the last look's result (or `skipped`).
   */
  'app:checkForUpdates': defineChannel({
    input: z.object({ when: z.enum(['now', 'onStart'], { error: 'when is "now" or "onStart".' }) }),
    output: returns<UpdateCheck>(),
  }),
} satisfies ChannelMap;
