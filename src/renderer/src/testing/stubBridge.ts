/**
 * A stand-in for `window.domainDesk` in component tests: records every call and answers
 * `{ ok: true, data }` from the given answers (null otherwise); subscriptions do nothing.
 * Install it before the component first calls `getBridge()`.
 */
export interface StubBridge {
  readonly calls: { method: string; input: unknown }[];
}

export function installStubBridge(
  answers: Record<string, (input: unknown) => unknown> = {},
): StubBridge {
  const calls: StubBridge['calls'] = [];
  const api = new Proxy(
    {},
    {
      get(_target, method: string) {
        if (/^on[A-Z]/.test(method)) return () => () => undefined;
        return (input: unknown) => {
          calls.push({ method, input });
          const answer = answers[method];
          return Promise.resolve({ ok: true, data: answer ? answer(input) : null });
        };
      },
    },
  );
  Object.defineProperty(window, 'domainDesk', { value: api, configurable: true });
  return { calls };
}
