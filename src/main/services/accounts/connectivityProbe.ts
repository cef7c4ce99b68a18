import type { ClientRegistry } from './clientProvider';

/** How often the watched account is looked at, and how long without news counts as idle. */
export const PROBE_DEFAULTS = { intervalMs: 2_000, idleMs: 5_000, timeoutMs: 5_000 } as const;
const NO_CLIENT_PAUSE_MS = 30_000;

/**
 * Asks the current account's API a light `GET /version` while nothing else tells whether it
 * answers: when it is offline (to see it come back) or when no call went out for a while (to
 * see it stop). Every call goes through the observed client, so the connectivity monitor
 * emits `connectivity:changed` without the user clicking anything.
 */
export interface ConnectivityProbe {
  /** The account a window shows; null stops probing. */
  watch(accountId: string | null): void;
  /** One round now (the timer calls it; tests call it by hand). */
  tick(): Promise<void>;
  stop(): void;
}

export function createConnectivityProbe(deps: {
  readonly clients: Pick<ClientRegistry, 'provide' | 'connectivity'>;
  readonly now: () => number;
  readonly intervalMs?: number;
  readonly idleMs?: number;
  /** Off in tests, which call `tick` themselves. */
  readonly timer?: boolean;
}): ConnectivityProbe {
  const intervalMs = deps.intervalMs ?? PROBE_DEFAULTS.intervalMs;
  const idleMs = deps.idleMs ?? PROBE_DEFAULTS.idleMs;
  let watched: string | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  // A client that cannot be built (no key stored) is asked for again only now and then, not
  // every round: each attempt reads the keychain.
  let noClientUntil = 0;

  const due = (accountId: string): boolean => {
    const view = deps.clients.connectivity().find((item) => item.accountId === accountId);
    if (!view?.online) return true;
    return deps.now() - Date.parse(view.checkedAt) >= idleMs;
  };

  const tick = async (): Promise<void> => {
    const accountId = watched;
    if (accountId === null || inFlight || deps.now() < noClientUntil || !due(accountId)) return;
    inFlight = true;
    try {
      const client = await deps.clients.provide(accountId).catch((error: unknown) => {
        noClientUntil = deps.now() + NO_CLIENT_PAUSE_MS;
        throw error;
      });
      await client.version({ timeoutMs: PROBE_DEFAULTS.timeoutMs });
    } catch {
      // The monitor has noted what the failure shows; a missing key is shown elsewhere.
    } finally {
      inFlight = false;
    }
  };

  const stop = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    watched = null;
  };

  return {
    watch(accountId) {
      if (accountId === null) {
        stop();
        return;
      }
      if (accountId !== watched) noClientUntil = 0;
      watched = accountId;
      if (timer === undefined && deps.timer !== false) {
        timer = setInterval(() => void tick(), intervalMs);
        // Probing alone must not keep the process alive.
        timer.unref();
      }
    },
    tick,
    stop,
  };
}
