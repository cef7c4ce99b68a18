/**
 * A stand-in for `window.domainDesk` in component tests: records every call and answers
 * `{ ok: true, data }` from the given answers (null otherwise); events are sent with `emit`.
 * Install it before the component first calls `getBridge()`.
 */
export interface StubBridge {
  readonly calls: { method: string; input: unknown }[];
  /** Delivers an event to the component's subscriptions, e.g. `emit('onJobsProgress', job)`. */
  emit(subscription: string, payload: unknown): void;
}

export function installStubBridge(
  answers: Record<string, (input: unknown) => unknown> = {},
): StubBridge {
  const calls: StubBridge['calls'] = [];
  const listeners = new Map<string, ((payload: unknown) => void)[]>();
  const api = new Proxy(
    {},
    {
      get(_target, method: string) {
        if (/^on[A-Z]/.test(method)) {
          return (listener: (payload: unknown) => void) => {
            listeners.set(method, [...(listeners.get(method) ?? []), listener]);
            return () => undefined;
          };
        }
        return (input: unknown) => {
          calls.push({ method, input });
          const answer = answers[method];
          return Promise.resolve({ ok: true, data: answer ? answer(input) : null });
        };
      },
    },
  );
  Object.defineProperty(window, 'domainDesk', { value: api, configurable: true });
  return {
    calls,
    emit(subscription, payload) {
      for (const listener of listeners.get(subscription) ?? []) listener(payload);
    },
  };
}
