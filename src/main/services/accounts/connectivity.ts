import { isApiCallError } from '../../../shared/api';
import type { ConnectivityChange, ConnectivityReason } from '../../../shared/ipc';
import type { ResellerClient } from '../../api';
import type { EventHub } from '../../events/eventHub';

type Reachability = { online: true } | { online: false; reason: ConnectivityReason };

/** What one finished call shows about reaching the API; undefined when it shows nothing. */
function reachabilityOf(error: unknown): Reachability | undefined {
  if (!isApiCallError(error)) return undefined;
  const { kind, status } = error.error;
  if (kind === 'network' || kind === 'timeout' || kind === 'proxy_blocked') {
    return { online: false, reason: kind };
  }
  // A change whose answer was lost on the way: the connection dropped mid-call.
  if (kind === 'outcome_unknown' && status === undefined)
    return { online: false, reason: 'network' };
  // Any other answer, a refusal included, came from the server. Without a status the call
  // ended before anything was sent (cancelled, a value that cannot be sent): no news.
  return status === undefined ? undefined : { online: true };
}

/**
 * Follows, per account, whether its API can be reached, from the outcome of every call made
 * through the clients it observes. Emits `connectivity:changed` only when that flips.
 */
export interface ConnectivityMonitor {
  /** The same client, each call's outcome noted for the account. */
  observe(accountId: string, client: ResellerClient): ResellerClient;
  /** The current view of every account called so far. */
  status(): ConnectivityChange[];
}

interface AccountView {
  readonly change: ConnectivityChange;
  /** Calls numbered below this started before the last flip. */
  readonly firstCurrentCall: number;
}

export function createConnectivityMonitor(deps: {
  readonly events: Pick<EventHub, 'emit'>;
  readonly now: () => number;
}): ConnectivityMonitor {
  const views = new Map<string, AccountView>();
  let calls = 0;

  const settle = (accountId: string, call: number, seen: Reachability | undefined): void => {
    if (seen === undefined) return;
    const view = views.get(accountId);
    // A call started before the last flip may report how things were before it; heeding it
    // would make parallel calls flap the state back and forth.
    if (view && call < view.firstCurrentCall) return;
    const change: ConnectivityChange = {
      accountId,
      online: seen.online,
      checkedAt: new Date(deps.now()).toISOString(),
      ...(!seen.online && { reason: seen.reason }),
    };
    // Until a call fails, an account counts as reachable: the first success is no news.
    const flipped = (view?.change.online ?? true) !== seen.online;
    views.set(accountId, {
      change,
      firstCurrentCall: flipped ? calls + 1 : (view?.firstCurrentCall ?? 0),
    });
    if (flipped) deps.events.emit('connectivity:changed', change);
  };

  return {
    observe(accountId, client) {
      const observed: Record<string, unknown> = {};
      for (const [name, member] of Object.entries(client as unknown as Record<string, unknown>)) {
        if (typeof member !== 'function') {
          observed[name] = member;
          continue;
        }
        const method = member as (...args: unknown[]) => Promise<unknown>;
        observed[name] = async (...args: unknown[]): Promise<unknown> => {
          calls += 1;
          const call = calls;
          try {
            const value = await method.apply(client, args);
            settle(accountId, call, { online: true });
            return value;
          } catch (error) {
            settle(accountId, call, reachabilityOf(error));
            throw error;
          }
        };
      }
      return observed as unknown as ResellerClient;
    },

    status: () => [...views.values()].map((view) => view.change),
  };
}
