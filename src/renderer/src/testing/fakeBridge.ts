import { afterEach } from 'vitest';
import { channelNames, eventNames } from '../../../shared/ipc/contract';
import type {
  ChannelInput,
  ChannelName,
  ChannelOutput,
  EventName,
  EventPayload,
} from '../../../shared/ipc/contract';
import { appError } from '../../../shared/ipc/errors';
import type { AppError, AppErrorKind, ErrorDetailOf } from '../../../shared/ipc/errors';
import { methodName, subscriptionName } from '../../../shared/ipc/names';
import type { MethodName } from '../../../shared/ipc/names';

const FAILS = Symbol('fails');

/** An answer that fails, as main answers a refused request (`{ ok: false, error }`). */
export interface StubFailure {
  readonly [FAILS]: AppError;
}

export function stubFailure<K extends AppErrorKind>(
  kind: K,
  message: string,
  detail?: ErrorDetailOf<K>,
): StubFailure {
  return { [FAILS]: appError(kind, message, detail) };
}

type Answer<C extends ChannelName> = ChannelOutput<C> | StubFailure;

/** Per method of `window.domainDesk`, its answer, checked against the channel's contract. */
export type FakeStubs = {
  readonly [C in ChannelName as MethodName<C>]?: (
    input: ChannelInput<C>,
  ) => Answer<C> | Promise<Answer<C>>;
};

type MethodOf = { readonly [C in ChannelName as MethodName<C>]: C };

export interface FakeBridge {
  /** Every call made, in order. */
  readonly calls: { readonly method: keyof FakeStubs; readonly input: unknown }[];
  /** The inputs of every call to one method, typed by its channel. */
  inputsOf<M extends keyof FakeStubs>(method: M): ChannelInput<MethodOf[M]>[];
  /** Delivers an event to the component's subscriptions. */
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
}

const WINDOW_READS: FakeStubs = {
  accountsList: () => [],
  demoStatus: () => ({ active: false, started: false, canExit: false, keysInMemory: false }),
};

function failsWith(answer: unknown): AppError | undefined {
  return typeof answer === 'object' && answer !== null && FAILS in answer
    ? (answer as StubFailure)[FAILS]
    : undefined;
}

/**
 * A stand-in for `window.domainDesk` in component tests, with every method and subscription of
 * the contract. Stubs are type-checked against their channel's input and output; a method
 * called without a stub answers with an error and fails the test once it ends, so a test
 * never passes on an answer nobody meant. The two reads every screen makes through the
 * current account — the accounts (none) and the demo's state (not a demo) — answer unless
 * stubbed; a test that needs accounts stubs them or puts them in the cache (`knownAccounts`).
 * Install it before the component first calls `getBridge()`.
 */
export function installFakeBridge(stubs: FakeStubs = {}): FakeBridge {
  const calls: FakeBridge['calls'] = [];
  const unstubbed: string[] = [];
  const listeners = new Map<EventName, ((payload: unknown) => void)[]>();
  const answers = { ...WINDOW_READS, ...stubs } as Readonly<
    Record<string, (input: unknown) => unknown>
  >;
  const api: Record<string, unknown> = {};
  for (const channel of channelNames) {
    const method = methodName(channel);
    api[method] = async (input?: unknown) => {
      calls.push({ method, input });
      const stub = answers[method];
      if (stub === undefined) {
        unstubbed.push(method);
        const message = `The fake bridge has no stub for ${method}.`;
        return { ok: false, error: { kind: 'internal', message } };
      }
      const answer = await stub(input);
      const error = failsWith(answer);
      return error === undefined ? { ok: true, data: answer } : { ok: false, error };
    };
  }
  for (const event of eventNames) {
    api[subscriptionName(event)] = (listener: (payload: unknown) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return () => {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((known) => known !== listener),
        );
      };
    };
  }
  Object.defineProperty(window, 'domainDesk', {
    value: Object.freeze(api),
    configurable: true,
  });
  afterEach(() => {
    const called = [...new Set(unstubbed.splice(0))];
    if (called.length > 0) {
      throw new Error(`Called through the bridge without a stub: ${called.join(', ')}.`);
    }
  });
  return {
    calls,
    inputsOf(method) {
      return calls
        .filter((call) => call.method === method)
        .map((call) => call.input as ChannelInput<MethodOf[typeof method]>);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  };
}
