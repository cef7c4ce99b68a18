import { z } from 'zod';
import type { AccountSummary, DemoStatus } from '../../accounts/accountTypes';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';

/** The built-in demo account: a simulated provider inside the app, with its own cache. */
export const demoChannels = {
  'demo:status': defineChannel({ input: z.undefined(), output: returns<DemoStatus>() }),
  /** Starts the demo (idempotent) and answers with the demo account. */
  'demo:start': defineChannel({ input: z.undefined(), output: returns<AccountSummary>() }),
  /** Back to the user's own accounts; refused when the whole run is a demo. */
  'demo:exit': defineChannel({ input: z.undefined(), output: returns<DemoStatus>() }),
} satisfies ChannelMap;
