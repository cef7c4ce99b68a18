import type { ChannelName } from '../../../shared/ipc';

/**
 * Every read through the bridge is cached under `[accountId, channel, input]`: the account the
 * answer belongs to (null for what no account owns: settings, contact profiles, notices), the
 * contract's channel and its input. Invalidation and "drop the other account's answers" both
 * work on that first element.
 */
export type ReadKey = readonly [accountId: string | null, channel: ChannelName, input: unknown];
