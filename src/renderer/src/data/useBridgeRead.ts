import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AppError, ChannelInput, ChannelName, ChannelOutput } from '../../../shared/ipc';
import { useCurrentAccount } from '../state/currentAccount';
import { BridgeReadError, accountOf, readOptions } from './bridgeRead';

export type ReadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly error: AppError };

export interface ReadOptions {
  /** How long an answer counts as fresh (ms); 0 (the default) reads again on each mount. */
  readonly maxAgeMs?: number;
  /** While a new input is read, keep showing the last answer (for the same account only). */
  readonly keepPrevious?: boolean;
}

function appErrorOf(error: Error): AppError {
  return error instanceof BridgeReadError
    ? error.appError
    : { kind: 'internal', message: error.message };
}

/**
 * Reads a channel through the window's cache; `null` input reads nothing. An input for an
 * account other than the one the window shows is never read nor shown: a screen a step behind
 * a switch of account paints "loading", not the other account's answer. While reading again,
 * the last answer for the same key stays on screen.
 */
export function useBridgeRead<C extends ChannelName>(
  channel: C,
  input: ChannelInput<C> | null,
  options: ReadOptions = {},
): ReadState<ChannelOutput<C>> & { readonly reload: () => void; readonly fetching: boolean } {
  const current = useCurrentAccount()?.id ?? null;
  const owner = input === null ? null : accountOf(input);
  const foreign = owner !== null && current !== null && owner !== current;
  const query = useQuery({
    ...readOptions(channel, (input ?? undefined) as ChannelInput<C>),
    enabled: input !== null && !foreign,
    staleTime: options.maxAgeMs ?? 0,
    placeholderData: (previous, previousQuery) =>
      options.keepPrevious === true && previousQuery?.queryKey[0] === owner ? previous : undefined,
  });
  const { refetch } = query;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const base = { reload, fetching: query.isFetching };
  if (input === null || foreign) return { status: 'loading', ...base };
  if (query.status === 'error') return { status: 'error', error: appErrorOf(query.error), ...base };
  if (query.status === 'success') return { status: 'ok', data: query.data, ...base };
  return { status: 'loading', ...base };
}
