import type { QueryClient } from '@tanstack/react-query';
import type {
  AppError,
  ChannelInput,
  ChannelName,
  ChannelOutput,
  Result,
} from '../../../shared/ipc';
import { methodName } from '../../../shared/ipc/names';
import { getBridge } from '../bridge';
import type { ReadKey } from './readKey';

export type { ReadKey } from './readKey';

/** A refused read, carried through TanStack Query as its error. */
export class BridgeReadError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.name = 'BridgeReadError';
  }
}

/** The account an input concerns: its `accountId` (a domain reference carries one too). */
export function accountOf(input: unknown): string | null {
  if (typeof input !== 'object' || input === null || !('accountId' in input)) return null;
  const { accountId } = input;
  return typeof accountId === 'string' ? accountId : null;
}

export function readKey<C extends ChannelName>(channel: C, input: ChannelInput<C>): ReadKey {
  return [accountOf(input), channel, input ?? null];
}

/** Calls a channel by its contract name (the bridge's methods are derived from the same names). */
export function callBridge<C extends ChannelName>(
  channel: C,
  input: ChannelInput<C>,
): Promise<Result<ChannelOutput<C>>> {
  const bridge = getBridge() as unknown as Record<string, (input: unknown) => Promise<unknown>>;
  const method = bridge[methodName(channel)];
  if (method === undefined) throw new Error(`The bridge has no ${channel}.`);
  return method(input) as Promise<Result<ChannelOutput<C>>>;
}

export function readOptions<C extends ChannelName>(channel: C, input: ChannelInput<C>) {
  return {
    queryKey: readKey(channel, input),
    queryFn: async (): Promise<ChannelOutput<C>> => {
      const result = await callBridge(channel, input);
      if (!result.ok) throw new BridgeReadError(result.error);
      return result.data;
    },
  };
}

/**
 * A read outside React (stores, event handlers) through the same cache, as a result value:
 * a fresh read by default, or the cached answer when it is younger than `maxAgeMs`.
 */
export async function readThrough<C extends ChannelName>(
  client: QueryClient,
  channel: C,
  input: ChannelInput<C>,
  maxAgeMs = 0,
): Promise<Result<ChannelOutput<C>>> {
  try {
    const data = await client.query({ ...readOptions(channel, input), staleTime: maxAgeMs });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof BridgeReadError) return { ok: false, error: error.appError };
    throw error;
  }
}
